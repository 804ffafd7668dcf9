/** The readers on randomly damaged files and random bytes (fast-check): a result or a ReaderError, nothing else. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { files, outcome } from './robustness-files.ts';
import { ReaderError } from './types.ts';

describe('damaged files', () => {
  // One property per file, 300 runs in all as when the file was drawn too: each test is a bounded
  // share of the work (a run in 1-byte chunks reads a 2 KB file in 2,000 steps).
  const names = Object.keys(files);
  it.each(names)('%s with random byte changes: a result or a ReaderError, nothing else', async (name) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(1, 3, 4096),
        async (changes, chunkSize) => {
          const bytes = Uint8Array.from(files[name]!);
          for (const [at, value] of changes) bytes[at % bytes.length] = value;
          await outcome(bytes, name, chunkSize);
        },
      ),
      { numRuns: Math.ceil(300 / names.length) },
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
