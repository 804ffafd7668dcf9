/**
 * An uploaded file's samples, per device: one device file read by the readers, or a docking
 * station's ZIP archive of device files (read-archive.ts), each entry named after its device
 * (`<serial or UDID>.<fit|gpx|tcx|csv>`). An archive counts all or nothing: one entry refused
 * refuses it. Both stream: bytes, lines and devices are counted against the upload's limits as
 * they come (limits.ts), never after a file or an entry was held whole.
 */
import type { SampleBatch } from '@stride/contracts/samples';
import { readSamples } from '../readers/read.ts';
import type { ByteChunks, ReadSummary } from '../readers/types.ts';
import { budgeted, DEFAULT_PARSE_LIMITS, ReadBudget } from './limits.ts';
import { readArchive } from './read-archive.ts';
import {
  cyclingOf,
  isZip,
  type ReadUploadOptions,
  type UploadedDevice,
  type UploadedSamples,
} from './uploaded.ts';

export type { ReadUploadOptions, UploadedDevice, UploadedSamples } from './uploaded.ts';

/** The chunks again, the first one already taken. */
async function* replay(first: Uint8Array, rest: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield first;
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) yield next.value;
}

export async function readUpload(chunks: ByteChunks, options: ReadUploadOptions): Promise<UploadedSamples> {
  const iterator = (async function* () {
    yield* chunks;
  })();
  const head = await iterator.next();
  const first = head.done === true ? new Uint8Array(0) : head.value;
  const limits = options.limits ?? DEFAULT_PARSE_LIMITS;
  if (isZip(first)) return readArchive(replay(first, iterator), { ...options, limits });
  const budget = new ReadBudget(limits);
  const devices = new Map<string, UploadedDevice>();
  let summary: ReadSummary | null = null;
  const found = new Map<string, { label: string | null; batches: SampleBatch[] }>();
  for await (const item of readSamples(budgeted(replay(first, iterator), budget), {
    fileName: options.fileName,
    maxDevices: limits.maxDevices,
    ...(options.format === undefined ? {} : { format: options.format }),
    ...(options.startTime === undefined ? {} : { startTime: options.startTime }),
  })) {
    if (item.kind === 'summary') {
      summary = item;
      break;
    }
    let device = found.get(item.deviceKey);
    if (device === undefined) found.set(item.deviceKey, (device = { label: item.label, batches: [] }));
    device.batches.push(item.batch);
  }
  if (summary === null) throw new Error('the reader ended without a summary');
  for (const [key, device] of found)
    devices.set(key, { ...device, format: summary.format, cycling: cyclingOf(summary) });
  return {
    devices,
    format: summary.format,
    rows: summary.rows,
    kept: summary.kept,
    dropped: { ...summary.dropped },
    warnings: [...summary.warnings],
  };
}
