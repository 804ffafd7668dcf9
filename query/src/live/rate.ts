/**
 * A token bucket per key (issue 18: one sender cannot flood the gateway): `capacity` requests at
 * once, refilled at `perSecond`. Keys are the hashes of the presented tokens, so a flood of wrong
 * tokens is limited before the store is asked. The table is bounded: when full, idle buckets
 * (full again) are dropped first, then all.
 */
export interface LiveRateLimits {
  /** Requests a token may make at once. @default 200 */
  readonly burst: number;
  /** Requests a second, sustained. @default 100 (50 devices posting twice a second) */
  readonly perSecond: number;
}

export const DEFAULT_LIVE_RATE_LIMITS: LiveRateLimits = { burst: 200, perSecond: 100 };
const MAX_KEYS = 100_000;

interface Bucket {
  tokens: number;
  at: number;
}

export interface RateLimiter {
  /** Takes one request; the ms to wait when there is none left, else 0. */
  take(key: string, now: number): number;
}

export function tokenBuckets(limits: LiveRateLimits): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const refill = (b: Bucket, now: number) => {
    b.tokens = Math.min(limits.burst, b.tokens + ((now - b.at) / 1000) * limits.perSecond);
    b.at = now;
  };
  return {
    take(key, now) {
      let bucket = buckets.get(key);
      if (bucket === undefined) {
        if (buckets.size >= MAX_KEYS) {
          for (const [k, b] of buckets) {
            refill(b, now);
            if (b.tokens >= limits.burst) buckets.delete(k);
          }
          if (buckets.size >= MAX_KEYS) buckets.clear();
        }
        bucket = { tokens: limits.burst, at: now };
        buckets.set(key, bucket);
      } else refill(bucket, now);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.ceil(((1 - bucket.tokens) / limits.perSecond) * 1000);
    },
  };
}
