/** The readers on randomly damaged files and random bytes (fast-check): a result or a ReaderError, nothing else. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { files, outcome } from './robustness-files.ts';
import { ReaderError } from './types.ts';

describe('damaged files', () => {
  it('random byte changes: a result or a ReaderError, nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(files)),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(1, 3, 4096),
        async (name, changes, chunkSize) => {
          const bytes = Uint8Array.from(files[name]!);
          for (const [at, value] of changes) bytes[at % bytes.length] = value;
          await outcome(bytes, name, chunkSize);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('random bytes of any kind: a ReaderError, nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom(undefined, 'a.fit', 'a.gpx', 'a.tcx', 'a.csv'),
        async (bytes, name) => {
          const result = await outcome(bytes, name ?? 'upload');
          expect(result).toBeInstanceOf(ReaderError);
        },
      ),
      { numRuns: 300 },
    );
  });
});
