/** The range form against the API's own rule, for any name and bounds (fast-check). */
import fc from 'fast-check';
import { RANGE_BOUNDS, rangeProblem, rangeTypes } from '@stride/contracts/ranges';
import { describe, expect, it } from 'vitest';
import { checkRange, rangeInputFrom, rangeRules, type RangeFormValues } from './ranges.ts';
import { isValid, validateForm } from './validation.ts';

const valid = (type: (typeof rangeTypes)[number], values: RangeFormValues) =>
  isValid({ ...checkRange(values), ...validateForm(values, rangeRules(type)) });

describe('range form', () => {
  it('accepts exactly what the API accepts (rangeProblem of the contracts)', () => {
    const bound = (type: (typeof rangeTypes)[number]) =>
      // Hundredths, as a person types them.
      fc.option(
        fc
          .integer({ min: (RANGE_BOUNDS[type].min - 5) * 100, max: (RANGE_BOUNDS[type].max + 5) * 100 })
          .map((hundredths) => hundredths / 100),
        { nil: null },
      );
    fc.assert(
      fc.property(
        fc
          .constantFrom(...rangeTypes)
          .chain((type) =>
            fc.tuple(fc.constant(type), fc.string({ maxLength: 70 }), bound(type), bound(type)),
          ),
        ([type, name, min, max]) => {
          const text = (value: number | null) => (value === null ? '' : String(value));
          const form = { name, min: text(min), max: text(max) };
          const input = rangeInputFrom(form);
          expect(valid(type, form)).toBe(rangeProblem(type, input.name, input.min, input.max) === null);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
