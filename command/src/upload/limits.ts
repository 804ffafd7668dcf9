/**
 * What reading one uploaded file may cost (issue 15): devices, bytes unpacked, lines, time, and
 * how many files a process reads at once. Past a limit the job fails with its code and nothing of
 * the file is stored. Configured by `UPLOAD_MAX_DEVICES`, `UPLOAD_MAX_UNPACKED_BYTES`,
 * `UPLOAD_MAX_LINES`, `UPLOAD_PARSE_TIMEOUT_MS` and `UPLOAD_CONCURRENCY` (deploy/src/config).
 */
import { DEFAULT_MAX_DEVICES, ReaderError, type ByteChunks } from '../readers/types.ts';

export interface ParseLimits {
  /** Devices one file (an archive: all its entries) may name (BULK_UPLOAD_TOO_MANY_DEVICES). */
  readonly maxDevices: number;
  /** Bytes a file may hold, an archive's entries once unpacked together (BULK_UPLOAD_TOO_LARGE). */
  readonly maxUnpackedBytes: number;
  /** Line breaks a file may hold, an archive's entries together (BULK_UPLOAD_TOO_LARGE). */
  readonly maxLines: number;
  /** Longest the reading of one file may take, in ms (BULK_UPLOAD_TIMEOUT). */
  readonly timeoutMs: number;
  /** Files a process reads at once, each on a thread of its own. */
  readonly concurrency: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxDevices: DEFAULT_MAX_DEVICES,
  // A 90-minute, 25-player, 10 Hz match is 1.35 M lines and 85 MB as csv-stride.
  maxUnpackedBytes: 1024 * 1024 * 1024,
  maxLines: 10_000_000,
  timeoutMs: 120_000,
  concurrency: 2,
};

/**
 * Files an API process holds at once (being received, queued or read), and upload jobs one club
 * may have queued or running there (query/src/upload-service.ts).
 */
export const DEFAULT_UPLOAD_QUOTA = { maxPending: 8, maxPendingPerClub: 3 } as const;

/** Bytes and lines read so far from one upload, against its limits. */
export class ReadBudget {
  bytes = 0;
  lines = 0;
  constructor(readonly limits: Pick<ParseLimits, 'maxUnpackedBytes' | 'maxLines'>) {}

  /** Counts a chunk; throws BULK_UPLOAD_TOO_LARGE past a limit. */
  take(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxUnpackedBytes) {
      throw new ReaderError(
        'BULK_UPLOAD_TOO_LARGE',
        'TOO_LARGE',
        `the file holds more than ${this.limits.maxUnpackedBytes} bytes (an archive's files unpacked together)`,
        { limit: this.limits.maxUnpackedBytes },
        { maxUnpackedBytes: this.limits.maxUnpackedBytes },
      );
    }
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    const room = this.limits.maxLines - this.lines;
    let lines = 0;
    for (let at = buffer.indexOf(10); at >= 0; at = buffer.indexOf(10, at + 1)) {
      if (++lines > room) {
        throw new ReaderError(
          'BULK_UPLOAD_TOO_LARGE',
          'TOO_MANY_LINES',
          `the file holds more than ${this.limits.maxLines} lines`,
          { limit: this.limits.maxLines },
          { maxLines: this.limits.maxLines },
        );
      }
    }
    this.lines += lines;
  }
}

/** The chunks, each counted against the budget before it is handed on. */
export async function* budgeted(chunks: ByteChunks, budget: ReadBudget): AsyncGenerator<Uint8Array> {
  for await (const chunk of chunks) {
    budget.take(chunk);
    yield chunk;
  }
}
