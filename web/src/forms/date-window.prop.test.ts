/** The event window's length rule for any length (fast-check). */
import fc from 'fast-check';
import { MAX_EVENT_DURATION_MS, MIN_EVENT_DURATION_MS } from '@stride/contracts/rules';
import { describe, expect, it } from 'vitest';
import { windowProblem } from './date-window.ts';

describe('windowProblem: the API rule', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 4, 1) + ms);

  it('1 minute to 3 hours, both inclusive, for any length', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_EVENT_DURATION_MS, max: 2 * MAX_EVENT_DURATION_MS }), (length) => {
        const ok = length >= MIN_EVENT_DURATION_MS && length <= MAX_EVENT_DURATION_MS;
        expect(windowProblem(at(0), at(length))).toBe(ok ? null : 'length');
      }),
    );
  });
});
