import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ReaderError } from '../readers/types.ts';
import { manyDevicesCsv, newlineBombZip } from './hostile-files.ts';
import { DEFAULT_PARSE_LIMITS } from './limits.ts';
import { ARCHIVE_MAX_ENTRIES } from './read-archive.ts';
import { readUpload } from './read-upload.ts';
import { rejection } from './testing.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const T0 = Date.UTC(2026, 4, 2, 18);
/** A csv-stride file of one device called `key`, `n` samples a tenth of a second apart. */
function csv(key: string, n: number, from = T0): string {
  const rows = Array.from({ length: n }, (_, i) => `${key},${from + i * 100},41.726${i},-9.1237,,,,150`);
  return `device,time,lat,lon,x,y,speed,hr\n${rows.join('\n')}\n`;
}

describe('readUpload', () => {
  it('reads a device file through its reader, by the keys the file gives', async () => {
    const read = await readUpload([encode(csv('A', 5) + csv('B', 3).split('\n').slice(1).join('\n'))], {
      fileName: 'team.csv',
    });
    expect(read.format).toBe('csv-stride');
    expect([...read.devices.keys()].sort()).toEqual(['A', 'B']);
    expect(read.kept).toBe(8);
  });

  it('names each one-device file of an archive after the file, and keeps a multi-device file’s keys', async () => {
    const archive = zipSync({
      'dock/UP-0001.csv': encode(csv('whatever', 4)),
      'dock/UP-0002.CSV': encode(csv('tracker', 6)),
      'dock/squad.csv': encode(csv('C', 2) + csv('D', 2).split('\n').slice(1).join('\n')),
      'dock/readme.txt': encode('not a device file'),
      '__MACOSX/dock/._UP-0001.csv': encode('resource fork'),
    });
    const read = await readUpload([archive], { fileName: 'dock.zip' });
    expect(read.format).toBe('zip');
    expect([...read.devices.keys()].sort()).toEqual(['C', 'D', 'UP-0001', 'UP-0002']);
    expect(read.devices.get('UP-0002')!.batches.reduce((n, b) => n + b.t.length, 0)).toBe(6);
    expect(read.devices.get('UP-0001')!.format).toBe('csv-stride');
    expect(read.rows).toBe(14);
  });

  it('puts one device’s two files together in time order', async () => {
    const archive = zipSync({
      'UP-7.csv': encode(csv('x', 3, T0 + 60_000)),
      'sub/UP-7.csv': encode(csv('x', 2, T0)),
    });
    const read = await readUpload([archive], { fileName: 'dock.zip' });
    const times = read.devices.get('UP-7')!.batches.flatMap((b) => [...b.t]);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times).toHaveLength(5);
  });

  it('refuses the whole archive when one entry is refused, naming it', async () => {
    const archive = zipSync({
      'UP-1.csv': encode(csv('a', 3)),
      'UP-2.gpx': encode('<gpx><trk><trkseg><trkpt'),
    });
    const error = await rejection(readUpload([archive], { fileName: 'dock.zip' }), ReaderError);
    expect(error.code).toBe('BULK_UPLOAD_INVALID_FILE');
    expect(error.message).toContain('UP-2.gpx');
  });

  it('says a ZIP without device files (an Excel workbook, say) is not a supported type', async () => {
    const error = await rejection(
      readUpload([zipSync({ 'xl/workbook.xml': encode('<x/>') })], { fileName: 'a.xlsx' }),
      ReaderError,
    );
    expect(error.code).toBe('DEVICE_TYPE_NOT_SUPPORTED');
  });

  it('refuses an archive of too many device files', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i <= ARCHIVE_MAX_ENTRIES; i++) files[`D${i}.csv`] = encode(csv('x', 1));
    const error = await rejection(readUpload([zipSync(files)], { fileName: 'many.zip' }), ReaderError);
    expect(error.code).toBe('BULK_UPLOAD_TOO_LARGE');
  });

  it('refuses a cut archive', async () => {
    const archive = zipSync({ 'UP-1.csv': encode(csv('a', 50)) });
    const error = await rejection(
      readUpload([archive.subarray(0, archive.length - 30)], { fileName: 'cut.zip' }),
      ReaderError,
    );
    expect(error.code).toBe('BULK_UPLOAD_INVALID_FILE');
  });
});

describe('limits of one upload', () => {
  const limits = (more: Partial<typeof DEFAULT_PARSE_LIMITS>) => ({ ...DEFAULT_PARSE_LIMITS, ...more });

  it('refuses a ZIP bomb of line breaks past the line limit, whatever its directory declares', async () => {
    const bomb = newlineBombZip(16);
    const error = await rejection(
      readUpload([bomb], { fileName: 'bomb.zip', limits: limits({ maxLines: 1_000_000 }) }),
      ReaderError,
    );
    expect(error.code).toBe('BULK_UPLOAD_TOO_LARGE');
    expect(error.message).toContain('bomb.csv');
    expect(error.details).toMatchObject({ maxLines: 1_000_000, entry: 'bomb.csv' });
  });

  it('refuses an archive unpacking past the byte limit', async () => {
    const error = await rejection(
      readUpload([newlineBombZip(16)], {
        fileName: 'bomb.zip',
        limits: limits({ maxUnpackedBytes: 8 * 1024 * 1024 }),
      }),
      ReaderError,
    );
    expect(error.code).toBe('BULK_UPLOAD_TOO_LARGE');
    expect(error.details).toMatchObject({ maxUnpackedBytes: 8 * 1024 * 1024 });
  });

  it('refuses a plain file past the line limit', async () => {
    const error = await rejection(
      readUpload([encode(csv('A', 50))], { fileName: 'a.csv', limits: limits({ maxLines: 20 }) }),
      ReaderError,
    );
    expect(error.code).toBe('BULK_UPLOAD_TOO_LARGE');
  });

  it('caps the devices of a file, and of an archive’s entries together', async () => {
    const one = await rejection(
      readUpload([manyDevicesCsv(6)], { fileName: 'a.csv', limits: limits({ maxDevices: 5 }) }),
      ReaderError,
    );
    expect(one.code).toBe('BULK_UPLOAD_TOO_MANY_DEVICES');
    const files = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`UP-${i}.csv`, encode(csv('x', 2))]),
    );
    const archive = await rejection(
      readUpload([zipSync(files)], { fileName: 'dock.zip', limits: limits({ maxDevices: 5 }) }),
      ReaderError,
    );
    expect(archive.code).toBe('BULK_UPLOAD_TOO_MANY_DEVICES');
    const read = await readUpload([zipSync(files)], {
      fileName: 'dock.zip',
      limits: limits({ maxDevices: 6 }),
    });
    expect(read.devices.size).toBe(6);
  });
});
