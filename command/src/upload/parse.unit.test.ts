import { afterAll, describe, expect, it } from 'vitest';
import { ReaderError } from '../readers/types.ts';
import { manyDevicesCsv, newlineBombZip } from './hostile-files.ts';
import { DEFAULT_PARSE_LIMITS } from './limits.ts';
import { createReadPool } from './parse.ts';
import { readUpload } from './read-upload.ts';
import { memorySource } from './source.ts';
import { rejection } from './testing.ts';

const T0 = Date.UTC(2026, 4, 2, 18);
const csv = (n: number) =>
  `device,time,lat,lon,x,y,speed,hr\n${Array.from({ length: n }, (_, i) => `${i % 3 === 0 ? 'A' : 'B'},${T0 + i * 100},41.7,-9.1,,,3.2,150`).join('\n')}\n`;

const pool = createReadPool(1);
afterAll(() => pool.close());

// Starting a thread loads tsx and the readers again: about a second, more on a loaded machine.
describe('reading on a thread', { timeout: 30_000 }, () => {
  it('gives what reading in the process gives', async () => {
    const bytes = new TextEncoder().encode(csv(25_000));
    const source = memorySource('team.csv', bytes);
    const onThread = await pool.read(source, { fileName: 'team.csv' });
    expect(onThread).toEqual(await readUpload([bytes], { fileName: 'team.csv' }));
    expect(onThread.devices.get('A')!.batches[0]!.t).toBeInstanceOf(Float64Array);
  });

  it('passes a refusal on with its code and details', async () => {
    const error = await rejection(
      pool.read(memorySource('many.csv', manyDevicesCsv(100_000)), { fileName: 'many.csv' }),
      ReaderError,
    );
    expect(error.code).toBe('BULK_UPLOAD_TOO_MANY_DEVICES');
    expect(error.details).toMatchObject({ maxDevices: DEFAULT_PARSE_LIMITS.maxDevices });
  });

  it('stops a read past its time and refuses it with BULK_UPLOAD_TIMEOUT, the process going on meanwhile', async () => {
    // 940 MiB of line breaks with no line or byte limit: many seconds of work, stopped at 2 s.
    const limits = { ...DEFAULT_PARSE_LIMITS, maxLines: 2 ** 40, maxUnpackedBytes: 2 ** 40, timeoutMs: 2000 };
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    try {
      const error = await rejection(
        pool.read(memorySource('bomb.zip', newlineBombZip(940)), { fileName: 'bomb.zip' }, limits),
        ReaderError,
      );
      expect(error.code).toBe('BULK_UPLOAD_TIMEOUT');
      expect(error.details).toMatchObject({ timeoutMs: 2000 });
    } finally {
      clearInterval(ticking);
    }
    // This thread's timers ran while the other one unpacked.
    expect(ticks).toBeGreaterThan(0);
  });

  it('gives a new thread in place of one stopped, and reads the next file', async () => {
    const bytes = new TextEncoder().encode(csv(30));
    const read = await pool.read(memorySource('after.csv', bytes), { fileName: 'after.csv' });
    expect(read.kept).toBe(30);
  });
});
