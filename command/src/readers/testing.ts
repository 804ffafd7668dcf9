/**
 * Helpers for the readers' tests and bench: chunked input, synthetic FIT files (Garmin's own
 * encoder), GPX / TCX / csv-stride writers, the datasets folder.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CrcCalculator,
  Encoder,
  Profile,
  type FileIdMesg,
  type RecordMesg,
  type SessionMesg,
} from '@garmin/fitsdk';
import type { SampleBatch } from '@stride/contracts/samples';
import { readAll } from './read.ts';
import type { DeviceSeries, ReadOptions, ReadSummary } from './types.ts';

/**
 * `../shared/datasets/` from the repository root (`STRIDE_DATASETS` overrides it); read-only,
 * never copied into the repository.
 */
export const DATASETS = (
  process.env.STRIDE_DATASETS ?? fileURLToPath(new URL('../../../../shared/datasets/', import.meta.url))
).replace(/\/?$/, '/');
export const datasetsPresent = existsSync(DATASETS);

/** The bytes as an asynchronous stream of `size`-byte chunks. */
export async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) {
    await Promise.resolve();
    yield bytes.subarray(i, Math.min(i + size, bytes.length));
  }
}

export function readBytes(
  bytes: Uint8Array | string,
  options: ReadOptions = {},
  chunkSize = 64 * 1024,
): Promise<{ devices: DeviceSeries[]; summary: ReadSummary }> {
  const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  return readAll(chunked(buf, chunkSize), options);
}

/** The error a read throws, or a failure when it does not throw. */
export async function readError(
  bytes: Uint8Array | string,
  options: ReadOptions = {},
  chunkSize = 64 * 1024,
): Promise<unknown> {
  try {
    await readBytes(bytes, options, chunkSize);
  } catch (error) {
    return error;
  }
  throw new Error('the read did not fail');
}

/** All batches of a device joined, as plain arrays (for comparisons). */
export function joined(series: DeviceSeries): Record<keyof SampleBatch, (number | null)[] | null> {
  const channels = ['t', 'lat', 'lon', 'x', 'y', 'speed', 'hr', 'hdop'] as const;
  const present = channels.filter((c) => series.batches.some((b) => b[c] !== null));
  const out = Object.fromEntries(channels.map((c) => [c, present.includes(c) ? [] : null])) as Record<
    keyof SampleBatch,
    (number | null)[] | null
  >;
  for (const batch of series.batches) {
    for (const c of present) {
      const values = batch[c];
      const target = out[c]!;
      for (let i = 0; i < batch.t.length; i++) {
        const v = values === null ? Number.NaN : values[i]!;
        target.push(Number.isNaN(v) ? null : v);
      }
    }
  }
  return out;
}

/* ---------- synthetic FIT ---------- */

export interface SyntheticRecord {
  /** Epoch ms (whole seconds). */
  readonly t: number;
  readonly lat?: number;
  readonly lon?: number;
  readonly speed?: number;
  readonly hr?: number;
}

const DEG_TO_SEMICIRCLE = 2 ** 31 / 180;

/** A FIT activity file with these records, written by Garmin's encoder. */
export function syntheticFit(
  records: readonly SyntheticRecord[],
  options: { serialNumber?: number; maxHeartRate?: number; totalDistance?: number } = {},
): Uint8Array {
  const encoder = new Encoder();
  const first = records[0]?.t ?? Date.UTC(2024, 0, 1);
  const fileId: FileIdMesg = {
    manufacturer: 'development',
    product: 1,
    serialNumber: options.serialNumber ?? 123_456,
    timeCreated: new Date(first),
    type: 'activity',
  };
  encoder.onMesg(Profile.MesgNum.FILE_ID!, fileId);
  for (const r of records) {
    const record: RecordMesg = {
      timestamp: new Date(r.t),
      ...(r.lat === undefined ? {} : { positionLat: Math.round(r.lat * DEG_TO_SEMICIRCLE) }),
      ...(r.lon === undefined ? {} : { positionLong: Math.round(r.lon * DEG_TO_SEMICIRCLE) }),
      ...(r.speed === undefined ? {} : { speed: r.speed }),
      ...(r.hr === undefined ? {} : { heartRate: r.hr }),
    };
    encoder.onMesg(Profile.MesgNum.RECORD!, record);
  }
  const last = records.at(-1)?.t ?? first;
  const session: SessionMesg = {
    timestamp: new Date(last),
    startTime: new Date(first),
    totalElapsedTime: (last - first) / 1000,
    totalTimerTime: (last - first) / 1000,
    totalDistance: options.totalDistance ?? 0,
    sport: 'running',
    ...(options.maxHeartRate === undefined ? {} : { maxHeartRate: options.maxHeartRate }),
  };
  encoder.onMesg(Profile.MesgNum.SESSION!, session);
  return encoder.close();
}

/** The FIT file with one more byte of data: a compressed timestamp header, CRCs made right again. */
export function withCompressedTimestamp(file: Uint8Array): Uint8Array {
  const headerSize = file[0]!;
  const data = file.subarray(headerSize, file.length - 2);
  const out = Buffer.alloc(file.length + 1);
  Buffer.from(file.subarray(0, headerSize)).copy(out);
  out.writeUInt32LE(data.length + 1, 4);
  if (headerSize === 14) out.writeUInt16LE(CrcCalculator.calculateCRC(out, 0, 12), 12);
  Buffer.from(data).copy(out, headerSize);
  out[headerSize + data.length] = 0x80; // a compressed timestamp header, local message 0
  out.writeUInt16LE(CrcCalculator.calculateCRC(out, 0, out.length - 2), out.length - 2);
  return out;
}

/* ---------- GPX, TCX, csv-stride writers ---------- */

export interface PlainSample {
  readonly t: number;
  readonly lat: number;
  readonly lon: number;
  readonly speed?: number;
  readonly hr?: number;
}

export function toGpx(samples: readonly PlainSample[], creator = 'Stride test'): string {
  const points = samples.map((s) => {
    const ext =
      s.hr === undefined && s.speed === undefined
        ? ''
        : `<extensions><gpxtpx:TrackPointExtension>${s.hr === undefined ? '' : `<gpxtpx:hr>${s.hr}</gpxtpx:hr>`}` +
          `${s.speed === undefined ? '' : `<gpxtpx:speed>${s.speed}</gpxtpx:speed>`}</gpxtpx:TrackPointExtension></extensions>`;
    return `      <trkpt lat="${s.lat}" lon="${s.lon}"><time>${new Date(s.t).toISOString()}</time>${ext}</trkpt>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${creator}" xmlns="http://www.topografix.com/GPX/1/1"`,
    '     xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2">',
    '  <trk><name>Test</name><trkseg>',
    ...points,
    '  </trkseg></trk>',
    '</gpx>',
    '',
  ].join('\n');
}

export function toTcx(samples: readonly PlainSample[]): string {
  const points = samples.map(
    (s) =>
      `<Trackpoint><Time>${new Date(s.t).toISOString()}</Time>` +
      `<Position><LatitudeDegrees>${s.lat}</LatitudeDegrees><LongitudeDegrees>${s.lon}</LongitudeDegrees></Position>` +
      (s.hr === undefined ? '' : `<HeartRateBpm><Value>${s.hr}</Value></HeartRateBpm>`) +
      (s.speed === undefined
        ? ''
        : `<Extensions><ns3:TPX><ns3:Speed>${s.speed}</ns3:Speed></ns3:TPX></Extensions>`) +
      '</Trackpoint>',
  );
  const start = samples[0] === undefined ? '' : new Date(samples[0].t).toISOString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"',
    '    xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">',
    `<Activities><Activity Sport="Running"><Id>${start}</Id><Lap StartTime="${start}"><Track>`,
    ...points,
    '</Track></Lap><Creator><Name>Test Watch</Name><UnitId>42</UnitId></Creator></Activity></Activities>',
    '</TrainingCenterDatabase>',
    '',
  ].join('\n');
}
