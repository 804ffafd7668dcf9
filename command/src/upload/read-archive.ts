/**
 * A docking station's ZIP archive, read as it streams in (fflate's `Unzip`): each device file
 * entry is inflated piece by piece straight into its reader, so neither the archive nor an entry
 * is ever held whole. Bytes and lines are counted as they are unpacked, over all entries together,
 * whatever sizes the archive declares (a 913 KB archive of 940 MB of line breaks is refused as soon
 * as it passes a limit); devices are counted over all entries too.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { readAll } from '../readers/read.ts';
import { ReaderError } from '../readers/types.ts';
import { budgeted, ReadBudget, type ParseLimits } from './limits.ts';
import { cyclingOf, type ReadUploadOptions, type UploadedDevice, type UploadedSamples } from './uploaded.ts';

/** Most device files an archive may hold. */
export const ARCHIVE_MAX_ENTRIES = 500;

/** Compressed bytes handed to the inflater at once: one push unpacks at most about 1000 times as much. */
const SLICE = 16 * 1024;

const DEVICE_FILE = /\.(fit|gpx|tcx|csv)$/i;

function isDeviceFile(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  // Folders, system files (macOS's __MACOSX, dot files) and what is no device file.
  return base !== '' && !base.startsWith('.') && !name.includes('__MACOSX/') && DEVICE_FILE.test(base);
}

interface Entry {
  readonly name: string;
  readonly pieces: Uint8Array[];
  done: boolean;
  error: Error | null;
}

/** An end of central directory record (22 bytes) and the longest comment it may have. */
const TAIL = 22 + 0xffff;

/** The tail holds an end of central directory record whose comment runs to the archive's end. */
function hasEndRecord(tail: Uint8Array): boolean {
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail[at] === 0x50 && tail[at + 1] === 0x4b && tail[at + 2] === 5 && tail[at + 3] === 6) {
      const comment = tail[at + 20]! | (tail[at + 21]! << 8);
      if (at + 22 + comment === tail.length) return true;
    }
  }
  return false;
}

function invalid(reason: unknown): ReaderError {
  return new ReaderError(
    'BULK_UPLOAD_INVALID_FILE',
    'ARCHIVE_UNREADABLE',
    `the ZIP archive cannot be read: ${String(reason)}`,
  );
}

/** The archive's device file entries, in their order, each readable once as it streams. */
class ArchiveStream {
  readonly entries: Entry[] = [];
  private readonly unzip = new Unzip();
  private ended = false;
  /** The archive's last bytes: its end of central directory record must be there. */
  private tail = new Uint8Array(0);

  constructor(private readonly source: AsyncIterator<Uint8Array>) {
    this.unzip.register(UnzipInflate);
    this.unzip.onfile = (file: UnzipFile) => {
      if (!isDeviceFile(file.name)) {
        file.ondata = () => undefined; // skipped: its data (if any is ever handed over) is dropped
        return;
      }
      if (this.entries.length >= ARCHIVE_MAX_ENTRIES) {
        throw new ReaderError(
          'BULK_UPLOAD_TOO_LARGE',
          'ARCHIVE_TOO_MANY_FILES',
          `the archive holds more than ${ARCHIVE_MAX_ENTRIES} device files`,
          { limit: ARCHIVE_MAX_ENTRIES },
          { maxEntries: ARCHIVE_MAX_ENTRIES },
        );
      }
      const entry: Entry = { name: file.name, pieces: [], done: false, error: null };
      file.ondata = (error, data, final) => {
        if (error) entry.error = error;
        else if (data.length > 0) entry.pieces.push(data);
        if (final) entry.done = true;
      };
      file.start();
      this.entries.push(entry);
    };
  }

  /** Hands the inflater the next slice of the archive; false once it had everything. */
  async feed(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    try {
      if (next.done === true) {
        this.ended = true;
        this.unzip.push(new Uint8Array(0), true);
        if (!hasEndRecord(this.tail)) throw invalid('it is cut short (no end of central directory)');
        return false;
      }
      this.keepTail(next.value);
      for (let at = 0; at < next.value.length; at += SLICE) {
        this.unzip.push(next.value.subarray(at, Math.min(at + SLICE, next.value.length)), false);
      }
    } catch (error) {
      if (error instanceof ReaderError) throw error;
      throw invalid(error);
    }
    return true;
  }

  private keepTail(chunk: Uint8Array): void {
    const joined = new Uint8Array(Math.min(TAIL, this.tail.length + chunk.length));
    const fromChunk = Math.min(chunk.length, joined.length);
    joined.set(this.tail.subarray(this.tail.length - (joined.length - fromChunk)), 0);
    joined.set(chunk.subarray(chunk.length - fromChunk), joined.length - fromChunk);
    this.tail = joined;
  }

  /** The entry's bytes as they are unpacked. */
  async *chunks(entry: Entry): AsyncGenerator<Uint8Array> {
    for (;;) {
      while (entry.pieces.length > 0) yield entry.pieces.shift()!;
      if (entry.error !== null) throw invalid(entry.error);
      if (entry.done) return;
      if (!(await this.feed())) {
        if (entry.error !== null) throw invalid(entry.error);
        if (!entry.done) throw invalid(`${entry.name} is cut short`);
      }
    }
  }
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

export async function readArchive(
  chunks: AsyncIterable<Uint8Array>,
  options: ReadUploadOptions & {
    readonly limits: Pick<ParseLimits, 'maxDevices' | 'maxUnpackedBytes' | 'maxLines'>;
  },
): Promise<UploadedSamples> {
  const archive = new ArchiveStream(chunks[Symbol.asyncIterator]());
  const budget = new ReadBudget(options.limits);
  const devices = new Map<string, UploadedDevice>();
  const dropped: Record<string, number> = {};
  const warnings: string[] = [];
  let rows = 0;
  let kept = 0;
  for (let i = 0; ; i++) {
    while (archive.entries.length <= i && (await archive.feed()));
    const entry = archive.entries[i];
    if (entry === undefined) break;
    const name = entry.name;
    const base = name.slice(name.lastIndexOf('/') + 1);
    let read: Awaited<ReturnType<typeof readAll>>;
    try {
      read = await readAll(budgeted(archive.chunks(entry), budget), {
        fileName: base,
        // What the entries before it named counts: the archive's devices are capped together.
        maxDevices: Math.max(1, options.limits.maxDevices - devices.size),
        ...(options.startTime === undefined ? {} : { startTime: options.startTime }),
      });
    } catch (error) {
      if (error instanceof ReaderError)
        throw new ReaderError(
          error.code,
          error.reason,
          `${name}: ${error.message}`,
          { ...error.params, entry: name },
          { ...error.details, entry: name },
        );
      throw error;
    }
    archive.entries[i] = { ...entry, pieces: [] }; // what it held can go
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
    if (devices.size > options.limits.maxDevices) {
      throw new ReaderError(
        'BULK_UPLOAD_TOO_MANY_DEVICES',
        'TOO_MANY_DEVICES',
        `the archive names more than ${options.limits.maxDevices} devices`,
        { limit: options.limits.maxDevices },
        { maxDevices: options.limits.maxDevices },
      );
    }
  }
  if (archive.entries.length === 0) {
    // A ZIP of something else (an Excel workbook is one): not a kind of file the platform reads.
    throw new ReaderError(
      'DEVICE_TYPE_NOT_SUPPORTED',
      'ARCHIVE_NO_DEVICE_FILES',
      'a ZIP archive without device files: a docking station archive holds .fit, .gpx, .tcx or .csv files named after their devices',
    );
  }
  return { devices, format: 'zip', rows, kept, dropped, warnings };
}
