import { describe, expect, it } from 'vitest';
import { tokenBuckets } from './rate.ts';

describe('tokenBuckets', () => {
  it('lets a burst through, then one request per refill interval, per key', () => {
    const limiter = tokenBuckets({ burst: 3, perSecond: 2 });
    expect([0, 0, 0].map(() => limiter.take('a', 1000))).toEqual([0, 0, 0]);
    expect(limiter.take('a', 1000)).toBe(500);
    expect(limiter.take('b', 1000)).toBe(0);
    expect(limiter.take('a', 1250)).toBe(250);
    expect(limiter.take('a', 1500)).toBe(0);
    expect(limiter.take('a', 1500)).toBe(500);
  });

  it('never holds more than the burst, however long a key was idle', () => {
    const limiter = tokenBuckets({ burst: 2, perSecond: 1 });
    limiter.take('a', 0);
    const later = [0, 0, 0].map(() => limiter.take('a', 3_600_000));
    expect(later).toEqual([0, 0, 1000]);
  });
});
