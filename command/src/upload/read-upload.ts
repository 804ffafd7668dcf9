/**
 * An uploaded file's samples, per device: one device file read by the readers, or a docking
 * station's ZIP archive of device files (fflate), each entry named after its device (`<serial or
 * UDID>.<fit|gpx|tcx|csv>`). An archive counts all or nothing: one entry refused refuses it.
 */
import { unzipSync } from 'fflate';
import type { SampleBatch } from '@stride/contracts/samples';
import { readAll, readSamples } from '../readers/read.ts';
import { ReaderError, type ByteChunks, type FileFormat, type ReadSummary } from '../readers/types.ts';

export interface UploadedDevice {
  readonly label: string | null;
  /** The format of the file it came in: the cleaning profile depends on it. */
  readonly format: FileFormat;
  /** Its file records a ride (FIT session sport). */
  readonly cycling: boolean;
  readonly batches: SampleBatch[];
}

export interface UploadedSamples {
  /** By device key (the file's own, or an archive entry's name). */
  readonly devices: Map<string, UploadedDevice>;
  /** The file's format, or `zip` for an archive. */
  readonly format: string;
  readonly rows: number;
  readonly kept: number;
  readonly dropped: Record<string, number>;
  readonly warnings: string[];
}

export interface ReadUploadOptions {
  readonly fileName: string;
  readonly format?: FileFormat;
  /** Kinexon: epoch ms of `ts in ms` = 0. */
  readonly startTime?: number;
}

/** Most entries an archive may hold, and most bytes they may unpack to (a ZIP bomb is refused). */
export const ARCHIVE_LIMITS = { entries: 500, bytes: 1024 * 1024 * 1024 } as const;

const DEVICE_FILE = /\.(fit|gpx|tcx|csv)$/i;

/** A ZIP archive starts with a local file header (or, empty, with the end of its directory). */
export function isZip(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
}

function cyclingOf(summary: ReadSummary): boolean {
  return summary.fit?.sessions.some((session) => session.sport === 'cycling') ?? false;
}

function add(into: Map<string, UploadedDevice>, key: string, device: UploadedDevice): void {
  const known = into.get(key);
  if (known === undefined) {
    into.set(key, device);
    return;
  }
  // The same device in two entries (two sessions): its batches in time order.
  const batches = [...known.batches, ...device.batches].sort((a, b) => (a.t[0] ?? 0) - (b.t[0] ?? 0));
  into.set(key, { ...known, batches });
}

function addCounts(total: Record<string, number>, more: Readonly<Record<string, number | undefined>>): void {
  for (const [reason, count] of Object.entries(more)) total[reason] = (total[reason] ?? 0) + (count ?? 0);
}

async function collect(first: Uint8Array, rest: AsyncIterator<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [first];
  let length = first.length;
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) {
    parts.push(next.value);
    length += next.value.length;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

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
  // An archive is unpacked whole; any other file streams through its reader.
  if (isZip(first)) return readArchive(await collect(first, iterator), options);
  const devices = new Map<string, UploadedDevice>();
  let summary: ReadSummary | null = null;
  const found = new Map<string, { label: string | null; batches: SampleBatch[] }>();
  for await (const item of readSamples(replay(first, iterator), {
    fileName: options.fileName,
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

async function readArchive(bytes: Uint8Array, options: ReadUploadOptions): Promise<UploadedSamples> {
  let entries: Record<string, Uint8Array>;
  let count = 0;
  let unpacked = 0;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        const base = file.name.slice(file.name.lastIndexOf('/') + 1);
        // Folders, system files (macOS's __MACOSX, dot files) and what is no device file.
        if (base === '' || base.startsWith('.') || file.name.includes('__MACOSX/') || !DEVICE_FILE.test(base))
          return false;
        count++;
        unpacked += file.originalSize;
        if (count > ARCHIVE_LIMITS.entries || unpacked > ARCHIVE_LIMITS.bytes) {
          throw new ReaderError(
            'BULK_UPLOAD_INVALID_FILE',
            `the archive holds more than ${ARCHIVE_LIMITS.entries} device files or ${ARCHIVE_LIMITS.bytes} bytes unpacked`,
          );
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    throw new ReaderError('BULK_UPLOAD_INVALID_FILE', `the ZIP archive cannot be read: ${String(error)}`);
  }
  const names = Object.keys(entries).sort();
  if (names.length === 0) {
    // A ZIP of something else (an Excel workbook is one): not a kind of file the platform reads.
    throw new ReaderError(
      'DEVICE_TYPE_NOT_SUPPORTED',
      'a ZIP archive without device files: a docking station archive holds .fit, .gpx, .tcx or .csv files named after their devices',
    );
  }
  const devices = new Map<string, UploadedDevice>();
  const dropped: Record<string, number> = {};
  const warnings: string[] = [];
  let rows = 0;
  let kept = 0;
  for (const name of names) {
    const base = name.slice(name.lastIndexOf('/') + 1);
    let read: Awaited<ReturnType<typeof readAll>>;
    try {
      read = await readAll([entries[name]!], {
        fileName: base,
        ...(options.startTime === undefined ? {} : { startTime: options.startTime }),
      });
    } catch (error) {
      if (error instanceof ReaderError)
        throw new ReaderError(error.code, `${name}: ${error.message}`, { ...error.details, entry: name });
      throw error;
    }
    const { summary } = read;
    rows += summary.rows;
    kept += summary.kept;
    addCounts(dropped, summary.dropped);
    warnings.push(...summary.warnings.map((warning) => `${name}: ${warning}`));
    const profile = { format: summary.format, cycling: cyclingOf(summary) };
    // A one-device file is named after its device; a file of several names them itself.
    const own = read.devices.length === 1 ? base.replace(DEVICE_FILE, '') : null;
    for (const device of read.devices) {
      add(devices, own ?? device.deviceKey, { label: device.label, batches: device.batches, ...profile });
    }
  }
  return { devices, format: 'zip', rows, kept, dropped, warnings };
}
