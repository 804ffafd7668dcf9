/** What reading an uploaded file gives (read-upload.ts, read-archive.ts). */
import type { SampleBatch } from '@stride/contracts/samples';
import type { FileFormat, ReadSummary } from '../readers/types.ts';
import type { ParseLimits } from './limits.ts';

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
  /** @default DEFAULT_PARSE_LIMITS */
  readonly limits?: Pick<ParseLimits, 'maxDevices' | 'maxUnpackedBytes' | 'maxLines'>;
}

/** A ZIP archive starts with a local file header (or, empty, with the end of its directory). */
export function isZip(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
}

export function cyclingOf(summary: ReadSummary): boolean {
  return summary.fit?.sessions.some((session) => session.sport === 'cycling') ?? false;
}
