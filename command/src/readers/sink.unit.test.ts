import { describe, expect, it } from 'vitest';
import { manyDevicesCsv } from '../upload/hostile-files.ts';
import { CSV_CHANNELS } from './csv.ts';
import { SampleSink, sinkSettings } from './sink.ts';
import { readBytes, readError } from './testing.ts';
import { DEFAULT_MAX_DEVICES, type ReaderError } from './types.ts';

const MB = 1024 * 1024;

describe('memory per device', () => {
  it('grows with the device’s samples, not a whole batch for its first row', () => {
    // Issue 15: 100 000 one-row devices took 215 KB each (21 GB) and the kernel killed the API.
    const sink = new SampleSink('csv-stride', CSV_CHANNELS['csv-stride']!, sinkSettings({}));
    const before = process.memoryUsage().arrayBuffers;
    const devices = [];
    for (let i = 0; i < 1000; i++) {
      const device = sink.addDevice(`D${i}`, null);
      sink.push(device, i + 2, 1_700_000_000_000 + i, 41.7, -9.1, Number.NaN, Number.NaN, 3.2, 150, 1);
      devices.push(device);
    }
    const held = process.memoryUsage().arrayBuffers - before;
    expect(devices).toHaveLength(1000);
    // 1000 devices × a first allocation of 16 slots × 52 bytes is under 1 MB; a batch each was 520 MB.
    expect(held).toBeLessThan(16 * MB);
  });

  it('still cuts full batches of the batch size, the samples in order', async () => {
    const rows = Array.from(
      { length: 25_000 },
      (_, i) => `P1,${1_700_000_000_000 + i * 100},41.7,-9.1,,,3.2,150`,
    );
    const { devices, summary } = await readBytes(`device,time,lat,lon,x,y,speed,hr\n${rows.join('\n')}\n`);
    expect(summary.kept).toBe(25_000);
    expect(devices[0]!.batches.map((b) => b.t.length)).toEqual([10_000, 10_000, 5_000]);
    const times = devices[0]!.batches.flatMap((b) => [...b.t]);
    expect(times.every((t, i) => t === 1_700_000_000_000 + i * 100)).toBe(true);
  });
});

describe('devices per file', () => {
  it(`a file naming more than ${DEFAULT_MAX_DEVICES} devices is refused with BULK_UPLOAD_TOO_MANY_DEVICES`, async () => {
    const error = (await readError(manyDevicesCsv(DEFAULT_MAX_DEVICES + 1))) as ReaderError;
    expect(error.code).toBe('BULK_UPLOAD_TOO_MANY_DEVICES');
    expect(error.message).toContain(String(DEFAULT_MAX_DEVICES));
  });

  it('as many as the cap are read, and the cap can be set', async () => {
    const { summary } = await readBytes(manyDevicesCsv(DEFAULT_MAX_DEVICES));
    expect(summary.devices).toHaveLength(DEFAULT_MAX_DEVICES);
    expect(((await readError(manyDevicesCsv(11), { maxDevices: 10 })) as ReaderError).code).toBe(
      'BULK_UPLOAD_TOO_MANY_DEVICES',
    );
  });
});
