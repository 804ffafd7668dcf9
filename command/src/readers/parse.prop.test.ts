/** The byte readers of numbers and times against JavaScript's own, for any value (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoTime, parseNumber, parseNumberBytes } from './parse.ts';

const bytesOf = (s: string) => Buffer.from(s, 'latin1');

describe('numbers', () => {
  it('gives the same double from bytes as from the string, for any double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = String(value);
        const viaBytes = parseNumberBytes(bytesOf(text), 0, text.length);
        expect(Object.is(viaBytes, parseNumber(text))).toBe(true);
        expect(Object.is(viaBytes, Number(text))).toBe(true); // String(-0) is "0"
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same double from bytes for fixed-point texts of any length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'), maxLength: 20 }),
        (whole, fraction) => {
          const text = ` ${whole}${fraction === '' ? '' : `.${fraction}`}\t`;
          const viaBytes = parseNumberBytes(bytesOf(text), 0, text.length);
          expect(Object.is(viaBytes, Number(text.trim()))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('ISO-8601 times', () => {
  it('agrees with Date for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(-62_000_000_000_000),
          max: new Date(250_000_000_000_000),
          noInvalidDate: true,
        }),
        (d) => {
          const iso = d.toISOString();
          if (!/^\d{4}-/.test(iso)) return; // six-digit years are not ours
          expect(parseIsoTime(iso, false)).toBe(d.getTime());
        },
      ),
      { numRuns: 2000 },
    );
  });
});
