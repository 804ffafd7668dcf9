import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '@stride/contracts/json';
import type { StreamMetadata } from './port.ts';
import { fromStoredStreamMetadata, toStoredStreamMetadata } from './stream-metadata.ts';

const metadata: fc.Arbitrary<StreamMetadata> = fc.record(
  {
    maxCount: fc.nat(),
    maxAge: fc.nat(),
    truncateBefore: fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) }),
    custom: fc.dictionary(
      fc.string().filter((k) => !k.startsWith('$') && k !== '__proto__'),
      fc.jsonValue() as fc.Arbitrary<JsonValue>,
      { minKeys: 1 },
    ),
  },
  { requiredKeys: [] },
);

describe('stream metadata', () => {
  it('survives the stored form and JSON text unchanged', () => {
    fc.assert(
      fc.property(metadata, (m) => {
        const text = JSON.stringify(toStoredStreamMetadata(m));
        // Custom values go through JSON text, which normalises e.g. -0 to 0.
        const expected = m.custom
          ? { ...m, custom: JSON.parse(JSON.stringify(m.custom)) as StreamMetadata['custom'] }
          : m;
        expect(fromStoredStreamMetadata(JSON.parse(text) as Record<string, unknown>)).toEqual(expected);
      }),
    );
  });
});
