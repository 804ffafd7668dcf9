/**
 * Device-file readers (issue 5): what a reader yields, its options, its summary and its errors.
 * The formats, the rules for bad rows and the csv-stride schema are in README.md next to this file.
 */
import { rowProblems } from '@stride/contracts/events/upload-failure';
import { DomainError, type ErrorCode } from '@stride/contracts/errors';
import type { FailureParams, UploadFailureReason } from '@stride/contracts/events/upload-failure';
import type { SampleBatch } from '@stride/contracts/samples';

export type FileFormat = 'fit' | 'gpx' | 'tcx' | 'csv-stride' | 'csv-catapult' | 'csv-kinexon';

export const FILE_FORMATS: readonly FileFormat[] = [
  'fit',
  'gpx',
  'tcx',
  'csv-stride',
  'csv-catapult',
  'csv-kinexon',
];

/**
 * Formats whose times are relative (Kinexon's `ts in ms` counts from the recording's start): the
 * reader adds a start it is given, so such a file needs one (its event's, or one a person enters).
 */
export const RELATIVE_TIME_FORMATS: ReadonlySet<string> = new Set<FileFormat>(['csv-kinexon']);

/** Chunks of a file, e.g. `fs.createReadStream(path)`. */
export type ByteChunks = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/** One batch of one device: at most `batchSize` samples, strictly increasing times. */
export interface DeviceSamples {
  readonly kind: 'samples';
  /** Stable within a file: FIT serial number, CSV device / sensor id, file name, … */
  readonly deviceKey: string;
  /** What a person would call the device or its wearer, when the file says. */
  readonly label: string | null;
  readonly batch: SampleBatch;
}

/** Why a row (CSV line, track point, FIT record) was dropped. */
export type DropReason =
  /** A CSV row with another number of fields than the header. */
  | 'wrong-field-count'
  /** A CSV row csv-parse could not read (a stray quote). */
  | 'malformed-row'
  /** A value that is not a number. */
  | 'bad-number'
  /** No time, or a time that is not ISO-8601 with an offset / epoch ms / Excel serial days. */
  | 'bad-time'
  /** Latitude outside ±90°, longitude outside ±180°, or half a coordinate pair. */
  | 'bad-position'
  /** csv-stride: an empty `device`; Kinexon: an empty `sensor id`. */
  | 'missing-device'
  /** A sample with a time but no position, speed, heart rate or HDOP. */
  | 'no-data'
  /** A time equal to the device's previous one (within the dedupe tolerance): the first wins. */
  | 'duplicate-time'
  /** A time earlier than the device's previous one by more than the dedupe tolerance. */
  | 'time-backwards'
  /** The last CSV line had no line break: the file was probably cut there. */
  | 'unterminated-last-row';

/** Every drop reason, in the order a summary lists them: the upload failures' row problems (contracts). */
export const DROP_REASONS: readonly DropReason[] = rowProblems;

export interface HeartRateStats {
  /** Samples with a heart rate. */
  readonly samples: number;
  readonly min: number;
  readonly max: number;
  /** Plain mean of the samples. */
  readonly mean: number;
  /**
   * Each value held until the next sample (Σ hr·Δt / ΣΔt); intervals longer than
   * `HR_HOLD_LIMIT_MS` are pauses and left out. NaN when no interval counts.
   */
  readonly timeWeightedMean: number;
}

export interface DeviceSummary {
  readonly deviceKey: string;
  readonly label: string | null;
  /** Samples yielded (after drops). */
  readonly samples: number;
  readonly batches: number;
  /** Epoch ms of the first and last sample; NaN without samples. */
  readonly firstTime: number;
  readonly lastTime: number;
  /** Samples with a value, per channel (t excluded). */
  readonly values: Readonly<Record<'lat' | 'lon' | 'x' | 'y' | 'speed' | 'hr' | 'hdop', number>>;
  readonly heartRate: HeartRateStats | null;
}

/** The device's own figures from a FIT file (session and file_id messages). */
export interface FitMetadata {
  readonly manufacturer: string | null;
  readonly product: string | null;
  readonly serialNumber: number | null;
  /** Epoch ms. */
  readonly timeCreated: number | null;
  readonly sessions: readonly FitSession[];
}

export interface FitSession {
  readonly sport: string | null;
  /** Epoch ms. */
  readonly startTime: number | null;
  /** Seconds. */
  readonly totalElapsedTime: number | null;
  readonly totalTimerTime: number | null;
  /** Metres. */
  readonly totalDistance: number | null;
  /** bpm. */
  readonly avgHeartRate: number | null;
  readonly maxHeartRate: number | null;
  /** m/s. */
  readonly avgSpeed: number | null;
  readonly maxSpeed: number | null;
}

/** What GPX / TCX files say about their origin. */
export interface XmlMetadata {
  /** GPX `creator` attribute; TCX `Creator/Name`. */
  readonly creator: string | null;
  /** TCX `Creator/UnitId`. */
  readonly unitId: string | null;
  /** GPX `metadata/name` or `trk/name`; TCX `Activity/Id`. */
  readonly name: string | null;
}

/**
 * The last item of every read: what was read, kept and dropped, and why.
 * `rows === kept + droppedTotal` always holds.
 */
export interface ReadSummary {
  readonly kind: 'summary';
  readonly format: FileFormat;
  readonly bytes: number;
  /** Data rows read: CSV lines after the header (blank lines aside), track points, FIT records. */
  readonly rows: number;
  /** Samples yielded. */
  readonly kept: number;
  readonly droppedTotal: number;
  readonly dropped: Readonly<Partial<Record<DropReason, number>>>;
  /** The first few dropped rows with their line number, and notes on the file; capped. */
  readonly warnings: readonly string[];
  /** Warnings not listed because of the cap. */
  readonly warningsOmitted: number;
  readonly devices: readonly DeviceSummary[];
  readonly fit?: FitMetadata;
  readonly xml?: XmlMetadata;
}

export type ReaderItem = DeviceSamples | ReadSummary;

export interface ReadOptions {
  /** Skip detection and use this reader. */
  readonly format?: FileFormat;
  /** Tie-breaker when the content is inconclusive; the Catapult device key. */
  readonly fileName?: string;
  /** FIT files are decoded whole: larger ones are refused. Default 64 MiB. */
  readonly maxBytes?: number;
  /** Kinexon: epoch ms of `ts in ms` = 0. Default 0. */
  readonly startTime?: number;
  /** A time at most this much before (or equal to) the device's previous one is a duplicate. Default 0. */
  readonly dedupeToleranceMs?: number;
  /** More dropped rows than this fraction of the rows refuses the file. Default 0.5. */
  readonly maxDroppedFraction?: number;
  /** Samples per batch, at most 10 000 (the default). */
  readonly batchSize?: number;
  /** CSV: 'auto' reads quote-free lines itself and hands quoted ones to csv-parse; 'csv-parse' uses it for all. */
  readonly csvEngine?: 'auto' | 'csv-parse';
  /** At most this many warnings are listed. Default 20. */
  readonly maxWarnings?: number;
  /** A file naming more devices is refused (BULK_UPLOAD_TOO_MANY_DEVICES). Default 1000. */
  readonly maxDevices?: number;
}

export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
export const MAX_BATCH_SIZE = 10_000;
/** Devices one file may name: a squad and its spares many times over (the largest plan has 600). */
export const DEFAULT_MAX_DEVICES = 1000;
export const HR_HOLD_LIMIT_MS = 60_000;

export type ReaderErrorCode = Extract<
  ErrorCode,
  | 'BULK_UPLOAD_INVALID_FILE'
  | 'DEVICE_TYPE_NOT_SUPPORTED'
  | 'BULK_UPLOAD_TOO_MANY_DEVICES'
  | 'BULK_UPLOAD_TOO_LARGE'
  | 'BULK_UPLOAD_TIMEOUT'
>;

/**
 * A file the readers refuse: a catalogue code, the reason as a code with its parameters (what
 * the interface says in the user's language: `@stride/contracts/events/upload-failure`), and the
 * message in English words for logs and API users (with a line and column, a byte offset, the
 * SDK's message …); `details` holds the same as data (by default the parameters). A read that
 * throws has no result: whatever it yielded before must be discarded.
 */
export class ReaderError extends Error {
  override readonly name = 'ReaderError';
  constructor(
    readonly code: ReaderErrorCode,
    readonly reason: UploadFailureReason,
    message: string,
    readonly params: FailureParams = {},
    readonly details: Readonly<Record<string, unknown>> = params,
  ) {
    super(message);
  }

  /** The catalogue error for the API: the reason and its parameters in its details. */
  toDomainError(): DomainError {
    return new DomainError(this.code, { reason: this.reason, ...this.params });
  }
}

export function isReaderError(error: unknown): error is ReaderError {
  return error instanceof ReaderError;
}

/** A collected read: every batch of each device, in time order. */
export interface DeviceSeries {
  readonly deviceKey: string;
  readonly label: string | null;
  readonly batches: SampleBatch[];
}
