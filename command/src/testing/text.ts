/**
 * Hostile text for property tests (issue 15): any Unicode code point, plus what a careless or
 * hostile client sends most: C0 and C1 control characters (U+0000 among them) and lone
 * surrogates.
 */
import fc from 'fast-check';

const unit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u0000', '\n', '\r\n', '\t', ' ', 'é', '😀', '\u202e'),
);

/** Strings of 0 to `maxLength` units drawn from the above. */
export const hostileText = (maxLength = 12): fc.Arbitrary<string> => fc.string({ unit, maxLength });
