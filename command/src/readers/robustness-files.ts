/** The files the readers' robustness tests damage, and what reading one may give. */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { readBytes, syntheticFit } from './testing.ts';
import { ReaderError } from './types.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const T0 = Date.UTC(2024, 2, 2, 14, 0, 0);

export const files: Record<string, Uint8Array> = {
  'stride.csv': fixture('stride.csv'),
  'stride-bad-rows.csv': fixture('stride-bad-rows.csv'),
  'stride-quoted.csv': fixture('stride-quoted.csv'),
  'catapult-synthetic.csv': fixture('catapult-synthetic.csv'),
  'kinexon-synthetic.csv': fixture('kinexon-synthetic.csv'),
  'track.gpx': fixture('track.gpx'),
  'track.tcx': fixture('track.tcx'),
  'synthetic.fit': syntheticFit(
    Array.from({ length: 40 }, (_, i) => ({
      t: T0 + i * 1000,
      lat: 41.7 + i * 1e-5,
      lon: -9.1,
      hr: 120 + i,
    })),
  ),
};

/** Reads; returns the result, or the ReaderError; fails on any other exception. */
export async function outcome(bytes: Uint8Array, name: string, chunkSize = 64 * 1024) {
  try {
    return await readBytes(bytes, { fileName: name }, chunkSize);
  } catch (error) {
    if (!(error instanceof ReaderError)) throw error;
    expect(error.message.length).toBeGreaterThan(10);
    expect(['BULK_UPLOAD_INVALID_FILE', 'DEVICE_TYPE_NOT_SUPPORTED']).toContain(error.code);
    return error;
  }
}
