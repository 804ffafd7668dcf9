/**
 * One device's samples in the raw archive (docs/raw-archive.md, "Sample files"): every sample of
 * the device's stored batches for the event, in the order the store holds them, one CSV line
 * each. The batches are read from the event store one at a time (the sources the records are
 * computed from, `rm.record_sources`), so a file never sits whole in memory.
 */
import { SAMPLES_RECORDED } from '@stride/contracts/events/upload';
import { decodeBatch, sliceBatch, type SampleBatch } from '@stride/contracts/samples';
import type { EventStore } from '@stride/streams/port';

/** The columns of a sample file, units in the names. */
export const SAMPLE_COLUMNS = [
  'time_utc',
  'offset_ms',
  'lat_deg',
  'lon_deg',
  'x_m',
  'y_m',
  'speed_m_s',
  'heart_rate_bpm',
  'hdop',
  'source',
  'batch',
] as const;

/**
 * Samples per chunk of text (about 90 KB): a whole batch's text would be megabytes, kept by the
 * collector until a full collection (bench `archive`: the heap's peak grew by the file's size).
 */
const CHUNK_SAMPLES = 1000;

/** A stored range of a device's batches (a file's or the live stream's). */
export interface SampleSource {
  readonly streamName: string;
  readonly fromRevision: bigint;
  readonly toRevision: bigint;
  /** The file's format (`csv-stride`, `fit`, `gpx`, …) or `live`. */
  readonly format: string;
}

/** A float64 channel's value: the shortest text that reads back to the same double; empty for NaN. */
const f64 = (value: number): string => (Number.isNaN(value) ? '' : String(value));

/** A float32 channel's value: the shortest text that reads back to the same single; empty for NaN. */
function f32(value: number): string {
  if (Number.isNaN(value)) return '';
  for (let digits = 6; digits < 9; digits++) {
    const shorter = Number(value.toPrecision(digits));
    if (Math.fround(shorter) === value) return String(shorter);
  }
  return String(value);
}

/** A channel's cell of sample `i`: empty when the device does not record the channel. */
const cell = (column: Float64Array | Float32Array | null, i: number, format: (value: number) => string) =>
  column === null ? '' : format(column[i]!);

/**
 * The CSV lines of one batch; `origin` is the epoch ms `offset_ms` counts from. The ISO time's
 * text up to the second is made once per second (ten samples at 10 Hz share it): a `Date` per
 * sample was the costliest part of a line after the coordinates.
 */
export function batchLines(batch: SampleBatch, origin: number, source: string, revision: bigint): string {
  const { t: times, lat, lon, x, y, speed, hr, hdop } = batch;
  const tail = `,${source},${revision}\r\n`;
  const lines = new Array<string>(times.length);
  let second = Number.NaN;
  let prefix = '';
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    const s = Math.floor(t / 1000);
    if (s !== second) {
      second = s;
      prefix = new Date(s * 1000).toISOString().slice(0, 20); // 2026-05-02T18:00:00.
    }
    lines[i] =
      `${prefix}${String(Math.floor(t - s * 1000)).padStart(3, '0')}Z,${t - origin},` +
      `${cell(lat, i, f64)},${cell(lon, i, f64)},${cell(x, i, f64)},${cell(y, i, f64)},` +
      `${cell(speed, i, f32)},${cell(hr, i, f32)},${cell(hdop, i, f32)}${tail}`;
  }
  return lines.join('');
}

/**
 * The device's sample file, chunk by chunk (up to `CHUNK_SAMPLES` lines of a stored batch). `origin`: the event's start
 * (epoch ms), or null to count from the device's first sample.
 */
export async function* sampleFile(
  store: EventStore,
  sources: readonly SampleSource[],
  origin: number | null,
): AsyncGenerator<Buffer> {
  yield Buffer.from(`${SAMPLE_COLUMNS.join(',')}\r\n`);
  let from = origin;
  for (const source of sources) {
    const maxCount = Number(source.toRevision - source.fromRevision + 1n);
    const batches = store.readStream(source.streamName, { fromRevision: source.fromRevision, maxCount });
    for await (const recorded of batches) {
      if (recorded.type !== SAMPLES_RECORDED || !(recorded.data instanceof Uint8Array)) continue;
      const batch = decodeBatch(recorded.data);
      if (batch.t.length === 0) continue;
      from ??= batch.t[0]!;
      for (let start = 0; start < batch.t.length; start += CHUNK_SAMPLES) {
        const part = sliceBatch(batch, start, Math.min(batch.t.length, start + CHUNK_SAMPLES));
        yield Buffer.from(batchLines(part, from, source.format, recorded.revision));
      }
    }
  }
}
