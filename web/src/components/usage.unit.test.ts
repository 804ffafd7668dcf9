import { describe, expect, it } from 'vitest';
import { fits, usage } from './usage.ts';

describe('usage', () => {
  it('counts against the limit', () => {
    expect(usage(3, 5)).toEqual({ used: 3, limit: 5, reached: false, ratio: 0.6 });
    expect(usage(5, 5)).toMatchObject({ reached: true, ratio: 1 });
  });

  it('shows a club over its limit (after a smaller plan) as full and reached', () => {
    expect(usage(7, 5)).toMatchObject({ reached: true, ratio: 1 });
  });

  it('treats a zero limit as reached', () => {
    expect(usage(0, 0)).toMatchObject({ reached: true, ratio: 1 });
  });

  it('fits says whether more may be added', () => {
    expect(fits(usage(4, 5))).toBe(true);
    expect(fits(usage(4, 5), 2)).toBe(false);
  });
});
