import { describe, expect, it } from 'vitest';
import { joined, readBytes, readError, syntheticFit, type SyntheticRecord } from './testing.ts';
import { ReaderError } from './types.ts';

const T0 = Date.UTC(2024, 2, 2, 14, 0, 0);
const records: SyntheticRecord[] = Array.from({ length: 60 }, (_, i) => ({
  t: T0 + i * 1000,
  ...(i === 10 ? {} : { lat: 41.726 + i * 1e-5, lon: -9.1237 + i * 1e-5 }),
  speed: 3 + (i % 5) * 0.1,
  ...(i >= 50 ? {} : { hr: 120 + i }),
}));

function expectInvalid(error: unknown, message: RegExp): void {
  expect(error).toBeInstanceOf(ReaderError);
  expect((error as ReaderError).code).toBe('BULK_UPLOAD_INVALID_FILE');
  expect((error as ReaderError).message).toMatch(message);
}

describe('FIT', () => {
  const fit = syntheticFit(records, { serialNumber: 3_900_000_001, maxHeartRate: 169, totalDistance: 250 });

  it('reads records: semicircles to degrees, speed, heart rate; the session in the summary', async () => {
    const { devices, summary } = await readBytes(fit);
    expect(summary).toMatchObject({ format: 'fit', rows: 60, kept: 60, droppedTotal: 0 });
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ deviceKey: '3900000001', label: 'development 1' });
    const s = joined(devices[0]!);
    expect(s.t).toEqual(records.map((r) => r.t));
    // A semicircle is 8.4e-8°: the round trip through the file is that close.
    expect(s.lat![1]).toBeCloseTo(41.72601, 7);
    expect(s.lon![1]).toBeCloseTo(-9.12369, 7);
    expect(s.lat![10]).toBeNull();
    expect(s.speed![2]).toBeCloseTo(3.2, 3);
    expect(s.hr![0]).toBe(120);
    expect(s.hr![55]).toBeNull();
    expect(summary.fit).toMatchObject({
      manufacturer: 'development',
      serialNumber: 3_900_000_001,
      sessions: [
        { sport: 'running', totalDistance: 250, maxHeartRate: 169, totalTimerTime: 59, startTime: T0 },
      ],
    });
    expect(summary.devices[0]!.heartRate).toMatchObject({ samples: 50, min: 120, max: 169, mean: 144.5 });
  });

  it('refuses a FIT cut in half, with both sizes in the message', async () => {
    const error = await readError(fit.subarray(0, Math.floor(fit.length / 2)));
    expectInvalid(error, /^the FIT file is truncated: its header announces \d+ bytes, it has \d+$/);
  });

  it('refuses a FIT with a changed byte (CRC)', async () => {
    const changed = Uint8Array.from(fit);
    changed[200] = changed[200]! ^ 0xff;
    expectInvalid(await readError(changed), /CRC does not match/);
  });

  it('refuses a FIT over maxBytes without reading it all', async () => {
    expectInvalid(await readError(fit, { maxBytes: 100 }, 64), /larger than 100 bytes/);
  });

  it('refuses a file named .fit that is not FIT', async () => {
    const error = await readError(Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]), {
      fileName: 'watch.fit',
    });
    expectInvalid(error, /^not a FIT file/);
  });

  it('warns when record times are seconds since power-on (below 0x10000000), not dates', async () => {
    const early = Date.UTC(1990, 0, 1);
    const { summary } = await readBytes(
      syntheticFit([0, 1, 2].map((i) => ({ t: early + i * 1000, hr: 100 }))),
    );
    expect(summary.kept).toBe(3);
    expect(summary.warnings).toEqual([
      'record timestamps are seconds since the device was switched on, not UTC: the times are not dates',
    ]);
  });

  it('refuses a FIT without records', async () => {
    expectInvalid(await readError(syntheticFit([])), /no record messages/);
  });
});
