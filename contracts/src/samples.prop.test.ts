/** Sample batches round-trip through their binary encoding, whatever their channels and length (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateBatch, decodeBatch, encodeBatch, SAMPLE_CHANNELS } from './samples.ts';

const channelsArb = fc.subarray(SAMPLE_CHANNELS.slice(1));

describe('sample batch encoding', () => {
  it('round-trips every channel combination, NaN for missing values included', () => {
    fc.assert(
      fc.property(
        channelsArb,
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (channels, n, start) => {
          const batch = allocateBatch(n, channels);
          for (let i = 0; i < n; i++) {
            batch.t[i] = start + i * 100 + (i % 3);
            if (batch.lat) batch.lat[i] = i % 7 === 0 ? Number.NaN : 41.726 + i * 1e-6;
            if (batch.lon) batch.lon[i] = -9.1237 - i * 1e-6;
            if (batch.x) batch.x[i] = i * 0.123456789;
            if (batch.y) batch.y[i] = -i * 0.5;
            if (batch.speed) batch.speed[i] = Math.fround(i * 0.01);
            if (batch.hr) batch.hr[i] = i % 5 === 0 ? Number.NaN : 120 + (i % 60);
            if (batch.hdop) batch.hdop[i] = Math.fround(0.8);
          }
          const decoded = decodeBatch(encodeBatch(batch));
          expect(decoded).toEqual(batch);
        },
      ),
      { numRuns: 200 },
    );
  });
});
