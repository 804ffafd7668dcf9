/**
 * Rate limits of the account mutations: sliding windows of attempts, kept in the API process's
 * memory (several API processes each count their own, and a restart forgets them; README).
 *
 * Login counts failures three ways, so an attacker elsewhere cannot lock a victim out: per
 * (address, caller IP) the strict limit (10 in 15 minutes: the victim at their own IP is not
 * affected by an attacker's failures), per caller IP across addresses (30: password spraying), and
 * per address across IPs a softer one (100: a guesser spread over many IPs). Registrations are
 * counted per caller IP (10 an hour). Refused attempts answer `TOO_MANY_ATTEMPTS`.
 */

export interface RateLimitOptions {
  /** Failures per (address, IP). @default 10 */
  readonly maxFailures?: number;
  /** Failures per caller IP, any address. @default 30 */
  readonly maxFailuresPerIp?: number;
  /** Failures per address, any IP. @default 100 */
  readonly maxFailuresPerAddress?: number;
  /** @default 900000 (15 minutes) */
  readonly windowMs?: number;
  /** Most keys tracked at once per window; the oldest are forgotten first. @default 100000 */
  readonly maxKeys?: number;
}

export interface RegistrationLimitOptions {
  /** Registrations per caller IP. @default 10 */
  readonly maxPerIp?: number;
  /** @default 3600000 (1 hour) */
  readonly windowMs?: number;
  /** @default 100000 */
  readonly maxKeys?: number;
}

/** Attempts per key within a sliding window. */
export interface SlidingWindow {
  /** True while `key` has fewer than the limit's attempts in the window. */
  allowed(key: string, nowMs: number): boolean;
  hit(key: string, nowMs: number): void;
  /** Takes back the attempt `hit` counted at `atMs`. */
  unhit(key: string, atMs: number): void;
  clear(key: string): void;
}

export function slidingWindow(max: number, windowMs: number, maxKeys = 100_000): SlidingWindow {
  const hits = new Map<string, number[]>();
  const recent = (key: string, nowMs: number): number[] => {
    const times = (hits.get(key) ?? []).filter((t) => nowMs - t < windowMs);
    if (times.length === 0) hits.delete(key);
    else hits.set(key, times);
    return times;
  };
  return {
    allowed: (key, nowMs) => recent(key, nowMs).length < max,
    hit(key, nowMs) {
      const times = recent(key, nowMs);
      times.push(nowMs);
      // Most recently hit last: the first key is the one to forget when full.
      hits.delete(key);
      hits.set(key, times);
      while (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest === undefined) break;
        hits.delete(oldest);
      }
    },
    unhit(key, atMs) {
      const times = hits.get(key);
      const index = times?.indexOf(atMs) ?? -1;
      if (times === undefined || index < 0) return;
      times.splice(index, 1);
      if (times.length === 0) hits.delete(key);
    },
    clear(key) {
      hits.delete(key);
    },
  };
}

export interface LoginLimiter {
  /** True when a login for `address` from `ip` may be tried now. */
  allowed(address: string, ip: string, nowMs: number): boolean;
  failed(address: string, ip: string, nowMs: number): void;
  /**
   * The right password, for the attempt `failed` counted at `atMs`: this IP's failures for the
   * address are forgotten, and the attempt no longer counts for the IP or the address.
   */
  succeeded(address: string, ip: string, atMs: number): void;
}

export function createLoginLimiter(options: RateLimitOptions = {}): LoginLimiter {
  const windowMs = options.windowMs ?? 15 * 60_000;
  const pair = slidingWindow(options.maxFailures ?? 10, windowMs, options.maxKeys);
  const perIp = slidingWindow(options.maxFailuresPerIp ?? 30, windowMs, options.maxKeys);
  const perAddress = slidingWindow(options.maxFailuresPerAddress ?? 100, windowMs, options.maxKeys);
  const pairKey = (address: string, ip: string) => `${ip} ${address}`;
  return {
    allowed: (address, ip, nowMs) =>
      pair.allowed(pairKey(address, ip), nowMs) &&
      perIp.allowed(ip, nowMs) &&
      perAddress.allowed(address, nowMs),
    failed(address, ip, nowMs) {
      pair.hit(pairKey(address, ip), nowMs);
      perIp.hit(ip, nowMs);
      perAddress.hit(address, nowMs);
    },
    succeeded(address, ip, atMs) {
      pair.clear(pairKey(address, ip));
      // Only this attempt: a success must not wipe what the IP or the address collected elsewhere.
      perIp.unhit(ip, atMs);
      perAddress.unhit(address, atMs);
    },
  };
}

export interface RegistrationLimiter {
  /** Counts a registration attempt from `ip`; false when it is one too many. */
  attempt(ip: string, nowMs: number): boolean;
}

export function createRegistrationLimiter(options: RegistrationLimitOptions = {}): RegistrationLimiter {
  const window = slidingWindow(options.maxPerIp ?? 10, options.windowMs ?? 3600_000, options.maxKeys);
  return {
    attempt(ip, nowMs) {
      if (!window.allowed(ip, nowMs)) return false;
      window.hit(ip, nowMs);
      return true;
    },
  };
}
