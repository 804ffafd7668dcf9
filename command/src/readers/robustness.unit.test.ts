import { createReadStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAll, readSamples } from './read.ts';
import { files, outcome } from './robustness-files.ts';
import { readBytes } from './testing.ts';
import { ReaderError } from './types.ts';

// Random damage and random bytes: robustness.prop.test.ts.

describe('streaming', () => {
  it.each(Object.keys(files))(
    '%s gives identical batches in 1-byte, 7-byte and 64 KiB chunks',
    async (name) => {
      const bytes = files[name]!;
      const whole = await readBytes(bytes, { fileName: name }, 64 * 1024);
      expect(whole.summary.kept).toBeGreaterThan(0);
      expect(await readBytes(bytes, { fileName: name }, 7)).toEqual(whole);
      expect(await readBytes(bytes, { fileName: name }, 1)).toEqual(whole);
    },
  );

  it.each(Object.keys(files).filter((n) => n.endsWith('.csv')))(
    '%s reads the same with csv-parse for the whole file',
    async (name) => {
      const bytes = files[name]!;
      expect(await readBytes(bytes, { fileName: name, csvEngine: 'csv-parse' }, 5)).toEqual(
        await readBytes(bytes, { fileName: name }),
      );
    },
  );
});

/**
 * Every cut of every file, in slices of CUTS_PER_TEST: each cut reads the file up to it, so one
 * test per file did work growing with the square of its size (over a second for a 2 KB file, more
 * on a loaded machine); a slice is a bounded piece of it.
 */
const CUTS_PER_TEST = 256;
const cutSlices = Object.entries(files).flatMap(([name, bytes]) =>
  Array.from({ length: Math.ceil(bytes.length / CUTS_PER_TEST) }, (_, i) => {
    const from = i * CUTS_PER_TEST;
    return [name, from, Math.min(bytes.length, from + CUTS_PER_TEST) - 1] as const;
  }),
);

describe('truncated and damaged files', () => {
  it.each(cutSlices)(
    '%s cut at every byte from %i to %i: a result or a ReaderError, nothing else',
    async (name, first, last) => {
      const bytes = files[name]!;
      for (let cut = first; cut <= last; cut++) {
        const result = await outcome(bytes.subarray(0, cut), name);
        const onlyBlankCut = Buffer.from(bytes.subarray(cut)).toString('latin1').trim() === '';
        if (name.endsWith('.fit') || ((name.endsWith('.gpx') || name.endsWith('.tcx')) && !onlyBlankCut)) {
          // Binary and XML files are all or nothing: a cut one is refused.
          expect(result, `cut at ${cut}`).toBeInstanceOf(ReaderError);
          if (cut > 0) expect((result as ReaderError).code).toBe('BULK_UPLOAD_INVALID_FILE');
        } else if (name.endsWith('.csv') && !(result instanceof ReaderError)) {
          // A CSV cut mid-line loses that line, counted.
          const text = Buffer.from(bytes.subarray(0, cut)).toString('latin1');
          const lastLine = text.slice(text.lastIndexOf('\n') + 1);
          const cutLine = /[^\s,]/.test(lastLine) && !lastLine.endsWith('\r');
          const dropped = result.summary.dropped['unterminated-last-row'] ?? 0;
          expect(dropped, `cut at ${cut}`).toBe(cutLine ? 1 : 0);
          expect(result.summary.rows).toBe(result.summary.kept + result.summary.droppedTotal);
        }
      }
    },
  );
});

describe('the source stream', () => {
  const path = join(tmpdir(), `stride-readers-${process.pid}.csv`);
  const rows = Array.from({ length: 30_000 }, (_, i) => `A,${1_000_000 + i * 100},${100 + (i % 50)}`);

  it('is closed when the file is refused, or when the consumer stops early', async () => {
    try {
      await writeFile(path, `a,b,c\n${rows.join('\n')}\n`);
      const unknown = createReadStream(path, { highWaterMark: 4096 });
      await expect(readAll(unknown)).rejects.toMatchObject({ code: 'DEVICE_TYPE_NOT_SUPPORTED' });
      expect(unknown.destroyed).toBe(true);

      await writeFile(path, `device,time,hr\n${rows.join('\n')}\n`);
      const notGpx = createReadStream(path, { highWaterMark: 4096 });
      await expect(readAll(notGpx, { format: 'gpx' })).rejects.toMatchObject({
        code: 'BULK_UPLOAD_INVALID_FILE',
      });
      expect(notGpx.destroyed).toBe(true);

      const stopped = createReadStream(path, { highWaterMark: 4096 });
      for await (const item of readSamples(stopped)) {
        expect(item.kind).toBe('samples');
        break;
      }
      expect(stopped.destroyed).toBe(true);
    } finally {
      await rm(path, { force: true });
    }
  });
});
