import { describe, expect, it } from 'vitest';
import {
  allocateBatch,
  decodeBatch,
  encodeBatch,
  MAX_BATCH_SPAN_MS,
  SampleEncodingError,
  sliceBatch,
} from './samples.ts';

describe('sample batch encoding', () => {
  it('is much smaller than JSON for a 10 Hz GNSS minute', () => {
    const batch = allocateBatch(600, ['lat', 'lon', 'speed', 'hr']);
    for (let i = 0; i < 600; i++) {
      batch.t[i] = 1_700_000_000_000 + i * 100;
      batch.lat![i] = 41.726 + i * 1e-6;
      batch.lon![i] = -9.1237 - i * 1e-6;
      batch.speed![i] = Math.fround(3.2);
      batch.hr![i] = 150;
    }
    const json = JSON.stringify({
      t: [...batch.t],
      lat: [...batch.lat!],
      lon: [...batch.lon!],
      speed: [...batch.speed!],
      hr: [...batch.hr!],
    }).length;
    expect(encodeBatch(batch).length).toBeLessThan(json / 1.5);
  });

  it('refuses what it cannot hold, and garbage', () => {
    const long = allocateBatch(2, []);
    long.t[0] = 0;
    long.t[1] = MAX_BATCH_SPAN_MS + 1;
    expect(() => encodeBatch(long)).toThrow(SampleEncodingError);
    expect(() => decodeBatch(new Uint8Array([9, 0, 0, 0, 0, 0]))).toThrow(SampleEncodingError);
    const ok = encodeBatch(allocateBatch(3, ['hr']));
    expect(() => decodeBatch(ok.subarray(0, ok.length - 1))).toThrow(SampleEncodingError);
    const wrongVersion = ok.slice();
    wrongVersion[0] = 2;
    expect(() => decodeBatch(wrongVersion)).toThrow(/version/);
  });

  it('slices share memory and keep absent channels absent', () => {
    const batch = allocateBatch(10, ['x', 'y']);
    batch.t.forEach((_, i) => (batch.t[i] = i));
    const part = sliceBatch(batch, 2, 5);
    expect([...part.t]).toEqual([2, 3, 4]);
    expect(part.lat).toBeNull();
    part.t[0] = 99;
    expect(batch.t[2]).toBe(99);
  });
});
