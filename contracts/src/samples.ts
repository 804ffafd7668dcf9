/**
 * The sample model (issue 5): what device files become and what the metric engine folds over.
 *
 * A batch is columnar: one typed array per channel, all of `length` entries, samples in time
 * order. A channel a device does not record is null; a value missing in one sample is NaN.
 * Positions come either as WGS84 degrees (`lat`/`lon`, outdoor GNSS) or as metres on a local
 * plane (`x`/`y`, indoor positioning); the engine projects degrees to metres itself.
 */

export interface SampleBatch {
  /** Epoch milliseconds, non-decreasing within the batch. */
  readonly t: Float64Array;
  /** WGS84 degrees. */
  readonly lat: Float64Array | null;
  readonly lon: Float64Array | null;
  /** Metres on a local plane (court or pitch coordinates). */
  readonly x: Float64Array | null;
  readonly y: Float64Array | null;
  /** Speed the device measured itself (Doppler), m/s. */
  readonly speed: Float32Array | null;
  /** Heart rate, beats per minute. */
  readonly hr: Float32Array | null;
  /** Fix quality: horizontal dilution of precision (lower is better). */
  readonly hdop: Float32Array | null;
}

export const SAMPLE_CHANNELS = ['t', 'lat', 'lon', 'x', 'y', 'speed', 'hr', 'hdop'] as const;
export type SampleChannel = (typeof SAMPLE_CHANNELS)[number];

export function batchLength(batch: SampleBatch): number {
  return batch.t.length;
}

/** An empty batch with the given channels. */
export function emptyBatch(channels: readonly SampleChannel[] = ['t']): SampleBatch {
  return allocateBatch(0, channels);
}

/** A batch of `length` samples with the given channels allocated (NaN-filled), the others null. */
export function allocateBatch(length: number, channels: readonly SampleChannel[]): SampleBatch {
  const has = new Set<SampleChannel>(['t', ...channels]);
  const f64 = (c: SampleChannel) => (has.has(c) ? new Float64Array(length).fill(Number.NaN) : null);
  const f32 = (c: SampleChannel) => (has.has(c) ? new Float32Array(length).fill(Number.NaN) : null);
  return {
    t: new Float64Array(length),
    lat: f64('lat'),
    lon: f64('lon'),
    x: f64('x'),
    y: f64('y'),
    speed: f32('speed'),
    hr: f32('hr'),
    hdop: f32('hdop'),
  };
}

/** Samples `start` (inclusive) to `end` (exclusive) of a batch, sharing its memory. */
export function sliceBatch(batch: SampleBatch, start: number, end: number): SampleBatch {
  const part = <A extends Float64Array | Float32Array>(a: A | null): A | null =>
    a === null ? null : (a.subarray(start, end) as A);
  return {
    t: batch.t.subarray(start, end),
    lat: part(batch.lat),
    lon: part(batch.lon),
    x: part(batch.x),
    y: part(batch.y),
    speed: part(batch.speed),
    hr: part(batch.hr),
    hdop: part(batch.hdop),
  };
}

/* ---------- encoding for the event store ---------- */

/**
 * A batch as stored in `samples-<eventId>_<deviceId>` streams: binary, little-endian.
 *
 *   u8  version (1)
 *   u8  channel mask (bit i: SAMPLE_CHANNELS[i + 1] present)
 *   u32 sample count n
 *   f64 t0 (epoch ms of the first sample)
 *   f32[n] t - t0, milliseconds
 *   then each present channel in SAMPLE_CHANNELS order: lat/lon/x/y as f64[n], the rest as f32[n]
 *
 * Times are stored relative to the first sample as f32 milliseconds, exact for whole
 * milliseconds up to 2^24 ms (4.6 hours) after it: a batch may not span longer. Device times are
 * whole milliseconds (readers round them). Positions keep f64 (a degree of latitude is 111 km:
 * f32 would only resolve about a metre); speed, heart rate and HDOP fit f32.
 */
export const SAMPLE_ENCODING_VERSION = 1;
const HEADER_BYTES = 1 + 1 + 4 + 8;

const WIDE: ReadonlySet<SampleChannel> = new Set(['lat', 'lon', 'x', 'y']);

export function encodedSize(batch: SampleBatch): number {
  const n = batchLength(batch);
  let size = HEADER_BYTES + 4 * n;
  for (const channel of SAMPLE_CHANNELS.slice(1)) {
    if (batch[channel] !== null) size += (WIDE.has(channel) ? 8 : 4) * n;
  }
  return size;
}

/** Longest time a batch may span, ms (f32 holds whole numbers exactly up to 2^24). */
export const MAX_BATCH_SPAN_MS = 2 ** 24;

export function encodeBatch(batch: SampleBatch): Uint8Array {
  const n = batchLength(batch);
  if (n > 0 && batch.t[n - 1]! - batch.t[0]! > MAX_BATCH_SPAN_MS) {
    throw new SampleEncodingError(`sample batch: spans more than ${MAX_BATCH_SPAN_MS} ms`);
  }
  const bytes = new Uint8Array(encodedSize(batch));
  const view = new DataView(bytes.buffer);
  let mask = 0;
  SAMPLE_CHANNELS.slice(1).forEach((channel, i) => {
    if (batch[channel] !== null) mask |= 1 << i;
  });
  view.setUint8(0, SAMPLE_ENCODING_VERSION);
  view.setUint8(1, mask);
  view.setUint32(2, n, true);
  const t0 = n > 0 ? batch.t[0]! : 0;
  view.setFloat64(6, t0, true);
  let offset = HEADER_BYTES;
  for (let i = 0; i < n; i++, offset += 4) view.setFloat32(offset, batch.t[i]! - t0, true);
  for (const channel of SAMPLE_CHANNELS.slice(1)) {
    const values = batch[channel];
    if (values === null) continue;
    if (WIDE.has(channel)) {
      for (let i = 0; i < n; i++, offset += 8) view.setFloat64(offset, values[i]!, true);
    } else {
      for (let i = 0; i < n; i++, offset += 4) view.setFloat32(offset, values[i]!, true);
    }
  }
  return bytes;
}

export class SampleEncodingError extends Error {
  override readonly name = 'SampleEncodingError';
}

export function decodeBatch(bytes: Uint8Array): SampleBatch {
  if (bytes.length < HEADER_BYTES) throw new SampleEncodingError('sample batch: too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint8(0);
  if (version !== SAMPLE_ENCODING_VERSION)
    throw new SampleEncodingError(`sample batch: unknown version ${version}`);
  const mask = view.getUint8(1);
  const n = view.getUint32(2, true);
  const channels = SAMPLE_CHANNELS.slice(1).filter((_, i) => (mask & (1 << i)) !== 0);
  const batch = allocateBatch(n, channels);
  if (bytes.length !== encodedSize(batch)) throw new SampleEncodingError('sample batch: wrong length');
  const t0 = view.getFloat64(6, true);
  let offset = HEADER_BYTES;
  for (let i = 0; i < n; i++, offset += 4) batch.t[i] = t0 + view.getFloat32(offset, true);
  for (const channel of SAMPLE_CHANNELS.slice(1)) {
    const values = batch[channel];
    if (values === null) continue;
    if (WIDE.has(channel)) {
      for (let i = 0; i < n; i++, offset += 8) values[i] = view.getFloat64(offset, true);
    } else {
      for (let i = 0; i < n; i++, offset += 4) values[i] = view.getFloat32(offset, true);
    }
  }
  return batch;
}
