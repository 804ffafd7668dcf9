/**
 * Each refusal of a reader names its reason as a code with its parameters (issue 16), so the
 * interface says it in the user's language: the specific cases here, and every refusal of the
 * damaged-file corpus carrying a known reason with parameters of the allowed kinds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isUploadFailureReason, rowProblems } from '@stride/contracts/events/upload-failure';
import { files, outcome } from './robustness-files.ts';
import {
  DATASETS,
  datasetsPresent,
  readError,
  syntheticFit,
  toGpx,
  withCompressedTimestamp,
} from './testing.ts';
import { DROP_REASONS, ReaderError } from './types.ts';

const T0 = Date.UTC(2024, 4, 1, 18, 0, 0);
const fit = syntheticFit([
  { t: T0, lat: 48.1, lon: 11.5, hr: 120 },
  { t: T0 + 1000, lat: 48.1001, lon: 11.5001, hr: 121 },
]);

async function failure(bytes: Uint8Array | string, fileName?: string) {
  const error = await readError(bytes, fileName === undefined ? {} : { fileName });
  expect(error).toBeInstanceOf(ReaderError);
  const { code, reason, params } = error as ReaderError;
  return { code, reason, params };
}

describe('FIT refusals', () => {
  it('a file cut short: the bytes its header announces and the bytes it has', async () => {
    expect(await failure(fit.subarray(0, 60), 'watch.fit')).toEqual({
      code: 'BULK_UPLOAD_INVALID_FILE',
      reason: 'FIT_TRUNCATED',
      params: { expected: fit.length, bytes: 60 },
    });
  });

  it('a damaged file (its CRC does not match), and one that is no FIT file at all', async () => {
    const damaged = Buffer.from(fit);
    damaged[30] = damaged[30]! ^ 0xff;
    expect(await failure(damaged, 'watch.fit')).toEqual({
      code: 'BULK_UPLOAD_INVALID_FILE',
      reason: 'FIT_CORRUPT',
      params: {},
    });
    expect((await failure('hello, this is text', 'watch.fit')).reason).toBe('FIT_NOT_FIT');
  });

  it('compressed timestamps, which the FIT SDK does not decode: the byte where it stopped', async () => {
    const file = withCompressedTimestamp(fit);
    expect(await failure(file, 'watch.fit')).toEqual({
      code: 'BULK_UPLOAD_INVALID_FILE',
      reason: 'FIT_COMPRESSED_TIMESTAMPS',
      params: { byte: file.length - 3 }, // the offset of that header, before the 2-byte CRC
    });
  });

  it.skipIf(!datasetsPresent)('the real such file of the datasets: stopped at byte 936', async () => {
    const file = readFileSync(`${DATASETS}garmin-fit-fitparse/compressed-speed-distance.fit`);
    expect(await failure(file, 'compressed-speed-distance.fit')).toEqual({
      code: 'BULK_UPLOAD_INVALID_FILE',
      reason: 'FIT_COMPRESSED_TIMESTAMPS',
      params: { byte: 936 },
    });
  });
});

describe('CSV refusals', () => {
  it.each([
    [
      'device,time,hr\nA,"2024-05-01T18:00:00Z,120\nA,2024-05-01T18:00:01Z,121\n',
      'CSV_UNCLOSED_QUOTE',
      { line: 2 },
    ],
    ['device,time,hr,hr\nA,2024-05-01T18:00:00Z,120,1\n', 'CSV_DUPLICATE_COLUMN', { column: 'hr' }],
    ['device,time,lat\nA,2024-05-01T18:00:00Z,48\n', 'CSV_STRIDE_PAIRS', {}],
    ['device,time,label\nA,2024-05-01T18:00:00Z,Ana\n', 'CSV_STRIDE_NO_VALUES', {}],
    ['device,time,hr\n', 'NO_ROWS', { format: 'csv-stride' }],
  ])('%j: %s', async (text, reason, params) => {
    expect(await failure(text)).toEqual({ code: 'BULK_UPLOAD_INVALID_FILE', reason, params });
  });

  it('a file of which no row is usable: the rows and what was wrong with them, most frequent first', async () => {
    const rows = ['device,time,hr', 'A,yesterday,120', 'A,noon,121', 'A,2024-05-01T18:00:00Z,x'];
    expect(await failure(`${rows.join('\n')}\n`)).toEqual({
      code: 'BULK_UPLOAD_INVALID_FILE',
      reason: 'NO_USABLE_ROWS',
      params: { rows: 3, problems: ['bad-time', 'bad-number'] },
    });
  });

  it('a file with too many unusable rows: how many, of how many, and the limit in percent', async () => {
    const good = Array.from({ length: 4 }, (_, i) => `A,${new Date(T0 + i * 1000).toISOString()},120`);
    const bad = Array.from({ length: 6 }, () => 'A,never,120');
    const { reason, params } = await failure(['device,time,hr', ...good, ...bad].join('\n') + '\n');
    expect(reason).toBe('TOO_MANY_UNUSABLE_ROWS');
    expect(params).toMatchObject({ dropped: 6, rows: 10, problems: ['bad-time'] });
    expect(params['percent']).toBeGreaterThan(0);
    expect(params['percent']).toBeLessThan(60);
  });

  it('more devices than allowed: the limit', async () => {
    const rows = ['A', 'B', 'C'].map((d) => `${d},2024-05-01T18:00:00Z,120`);
    const error = await readError(['device,time,hr', ...rows].join('\n') + '\n', { maxDevices: 2 });
    expect(error).toMatchObject({ code: 'BULK_UPLOAD_TOO_MANY_DEVICES', reason: 'TOO_MANY_DEVICES' });
    expect((error as ReaderError).params).toEqual({ limit: 2 });
  });

  it('an unknown header, with semicolons where commas are needed', async () => {
    expect(await failure('a;b;c\n1;2;3\n')).toEqual({
      code: 'DEVICE_TYPE_NOT_SUPPORTED',
      reason: 'FORMAT_CSV_SEPARATOR',
      params: { header: 'a;b;c' },
    });
  });
});

describe('GPX and TCX refusals', () => {
  const gpx = toGpx([{ t: T0, lat: 48.1, lon: 11.5 }]);

  it('a file cut in the middle: truncated, at its line and column', async () => {
    const { reason, params } = await failure(gpx.slice(0, gpx.indexOf('</trkseg>')), 'run.gpx');
    expect(reason).toBe('XML_TRUNCATED');
    expect(params).toMatchObject({ format: 'GPX' });
    expect(params['line']).toBeGreaterThan(0);
    expect(params['column']).toBeGreaterThan(0);
  });

  it('malformed XML and a root element of another format', async () => {
    expect((await failure(gpx.replace('<trkseg>', '<trkseg <'), 'run.gpx')).reason).toBe('XML_MALFORMED');
    expect(await failure('<?xml version="1.0"?><kml></kml>', 'run.gpx')).toEqual({
      code: 'BULK_UPLOAD_INVALID_FILE',
      reason: 'XML_WRONG_ROOT',
      params: { format: 'GPX', root: 'kml', expected: 'gpx' },
    });
  });
});

describe('the reasons the interface translates', () => {
  it('name the same kinds of unusable rows as the readers drop', () => {
    expect([...DROP_REASONS].sort()).toEqual([...rowProblems].sort());
  });
});

describe('every refusal of the damaged-file corpus', () => {
  it('has a known reason and parameters that are numbers, texts or lists of texts', async () => {
    const reasons = new Set<string>();
    for (const [name, bytes] of Object.entries(files)) {
      for (let cut = 0; cut < bytes.length; cut += 17) {
        const damaged = Buffer.from(bytes.subarray(0, cut));
        if (cut > 40) damaged[Math.floor(cut / 2)] = 0x22; // a stray quote (or a damaged byte)
        const result = await outcome(damaged, name);
        if (!(result instanceof ReaderError)) continue;
        expect(isUploadFailureReason(result.reason), `${name} cut at ${cut}: ${result.reason}`).toBe(true);
        for (const [key, value] of Object.entries(result.params)) {
          const ok =
            typeof value === 'number'
              ? Number.isFinite(value)
              : typeof value === 'string' ||
                (Array.isArray(value) && value.every((v) => typeof v === 'string'));
          expect(ok, `${name} cut at ${cut}: ${key}`).toBe(true);
        }
        reasons.add(result.reason);
      }
    }
    expect(reasons.size).toBeGreaterThan(4);
  });
});
