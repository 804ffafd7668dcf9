/**
 * Login rate limiting: a sliding window of failed attempts per e-mail address. After `maxFailures`
 * failures within `windowMs`, further attempts are refused with `TOO_MANY_ATTEMPTS` until the
 * oldest failure leaves the window; a success clears the address's record.
 *
 * Kept in the API process's memory: several API processes each count their own attempts (the
 * limit then multiplies by their number), and a restart forgets them. Documented in the README.
 */

export interface RateLimitOptions {
  /** @default 10 */
  readonly maxFailures?: number;
  /** @default 900000 (15 minutes) */
  readonly windowMs?: number;
  /** Most addresses tracked at once; the oldest are forgotten first. @default 100000 */
  readonly maxKeys?: number;
}

export interface LoginLimiter {
  /** True when `key` may try now. */
  allowed(key: string, nowMs: number): boolean;
  failed(key: string, nowMs: number): void;
  succeeded(key: string): void;
}

export function createLoginLimiter(options: RateLimitOptions = {}): LoginLimiter {
  const maxFailures = options.maxFailures ?? 10;
  const windowMs = options.windowMs ?? 15 * 60_000;
  const maxKeys = options.maxKeys ?? 100_000;
  const failures = new Map<string, number[]>();

  const recent = (key: string, nowMs: number): number[] => {
    const times = (failures.get(key) ?? []).filter((t) => nowMs - t < windowMs);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    allowed: (key, nowMs) => recent(key, nowMs).length < maxFailures,
    failed(key, nowMs) {
      const times = recent(key, nowMs);
      times.push(nowMs);
      failures.delete(key);
      failures.set(key, times);
      while (failures.size > maxKeys) {
        const oldest = failures.keys().next().value;
        if (oldest === undefined) break;
        failures.delete(oldest);
      }
    },
    succeeded(key) {
      failures.delete(key);
    },
  };
}
