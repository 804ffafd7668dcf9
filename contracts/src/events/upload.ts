import type { ErrorCode } from '../errors.ts';
import type { DomainEvent } from '../metadata.ts';
import type { UploadFailure } from './upload-failure.ts';

/**
 * Device data in (issue 7): upload jobs, the sample streams they fill, and the reservation that
 * makes a file count once.
 *
 * - `upload-<jobId>`: one upload's life: received → parsing → committed (its samples count), or
 *   failed with a catalogue code, or a duplicate of an earlier upload. "Computed" is the records
 *   projection having applied the commit (read side).
 * - `samples-<eventId>_<deviceId>`: raw sample batches of one device in one event, binary
 *   (`SamplesRecorded`, `contracts/src/samples.ts` encoding), each batch's metadata naming its job.
 *   Batches count only once their job's `UploadSamplesCommitted` lists their revisions: a file
 *   whose upload fails half-way leaves batches nothing reads (all-or-nothing across devices).
 * - `samplefile-<key>`: a file's content hash, claimed by the job that uploads it, so the same
 *   file sent twice appends nothing the second time (ARCHITECTURE.md rule 4).
 */

export const uploadStreamCategory = 'upload';
export const uploadStreamName = (jobId: string): string => `${uploadStreamCategory}-${jobId}`;

export const samplesStreamCategory = 'samples';
export const samplesStreamName = (eventId: string, deviceId: string): string =>
  `${samplesStreamCategory}-${eventId}_${deviceId}`;

export const sampleFileStreamCategory = 'samplefile';
export const sampleFileStreamName = (key: string): string => `${sampleFileStreamCategory}-${key}`;

/** The binary event type of a sample batch in a `samples-…` stream. */
export const SAMPLES_RECORDED = 'SamplesRecorded';

/** Metadata of a `SamplesRecorded` event beyond the usual (rule 3). */
export interface SamplesMetadata {
  readonly jobId: string;
  /** Epoch ms of the batch's first and last sample. */
  readonly firstTime: number;
  readonly lastTime: number;
  readonly samples: number;
}

/**
 * How a file came in (spec §2 scenarios): one device's file (USB), a docking station's archive,
 * a file for one event (`uploadEventFile`, the CSV import), or a quick import that creates its event.
 */
export const uploadKinds = ['DEVICE', 'DOCK', 'EVENT', 'QUICK'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** Where a job stands (`Job.state`). COMPUTED is the records projection's, the rest the stream's. */
export const jobStates = ['RECEIVED', 'PARSING', 'APPENDED', 'COMPUTED', 'FAILED', 'DUPLICATE'] as const;
export type JobState = (typeof jobStates)[number];

export type UploadReceived = DomainEvent<
  'UploadReceived',
  {
    jobId: string;
    clubId: string;
    /** The team whose staff uploaded (device and dock uploads: the device's team). */
    teamId: string | null;
    kind: UploadKind;
    fileName: string;
    bytes: number;
    /** SHA-256 of the file's bytes, hex. */
    sha256: string;
    /** EVENT: the event the file is for; QUICK: the event created for it. */
    eventId: string | null;
    /** DEVICE: the device named by its UDID; EVENT: the device a one-device file belongs to. */
    deviceId: string | null;
    /** EVENT: only samples inside this period are kept. */
    periodId: string | null;
    /** The reader to use; null: detected from the content. */
    format: string | null;
    /** QUICK: the event to create from the file's time range (absent for other kinds). */
    quick?: { readonly name: string; readonly eventType: string } | null;
    /**
     * QUICK, DOCK: when a file whose times are relative (Kinexon's `ts in ms`) started, ISO-8601
     * (absent before issue 16, and when not given). EVENT files start at their event's start.
     */
    startTime?: string | null;
    /**
     * The instance id of the API process holding the file (absent before issue 15): once that
     * process is gone, the job can never end by itself and any other process fails it.
     */
    owner?: string | null;
  }
>;

/** A worker took the job and is reading the file. */
export type UploadStarted = DomainEvent<'UploadStarted', { jobId: string }>;

/** One device's samples in one event, as appended by a job. */
export interface SampleAppend {
  readonly eventId: string;
  readonly deviceId: string;
  readonly streamName: string;
  /** Revisions of the job's batches in the stream, both inclusive. */
  readonly fromRevision: number;
  readonly toRevision: number;
  readonly samples: number;
  /** Epoch ms. */
  readonly firstTime: number;
  readonly lastTime: number;
  /** The file's format: the metric engine cleans watch files (FIT, GPX, TCX) differently. */
  readonly format: string;
  /** The file records a ride (FIT session sport): faster fixes are not spikes. */
  readonly cycling: boolean;
}

/** Samples of a device that an earlier upload already holds for the same time: not appended. */
export interface SampleOverlap {
  readonly eventId: string;
  readonly deviceId: string;
  /** The earlier job holding the time range. */
  readonly jobId: string;
  /** Epoch ms. */
  readonly from: number;
  readonly to: number;
  readonly samples: number;
}

/** What the reader saw in the file, per device. */
export interface UploadedDevice {
  /** The device's key in the file (serial, UDID, CSV `device` value, sensor id…). */
  readonly key: string;
  readonly label: string | null;
  /** The club's device it names; null when none. */
  readonly deviceId: string | null;
  readonly samples: number;
  /** Epoch ms; null without samples. */
  readonly firstTime: number | null;
  readonly lastTime: number | null;
}

/**
 * Why a device of a file was left out (issue 16): no device of the club has its key and no tag
 * mapping names it (`UNKNOWN`: the ball, a spare tag, another club's device); its mapping names a
 * player who wears no device (`NO_DEVICE`); another key of the file already brings the samples of
 * the device it names (`SAME_DEVICE`: the first key in the file is kept).
 */
export const skipReasons = ['UNKNOWN', 'NO_DEVICE', 'SAME_DEVICE'] as const;
export type SkipReason = (typeof skipReasons)[number];

/** A device of a file that was left out: nothing of it is stored. */
export interface SkippedDevice {
  /** The device's key in the file. */
  readonly key: string;
  /** What the file calls the device or its wearer. */
  readonly label: string | null;
  /** Samples read (and not stored). */
  readonly samples: number;
  readonly reason: SkipReason;
  /** NO_DEVICE: the player the mapping names. */
  readonly playerId: string | null;
}

export interface UploadSummary {
  readonly format: string;
  readonly rows: number;
  readonly kept: number;
  readonly dropped: Readonly<Record<string, number>>;
  readonly warnings: readonly string[];
  readonly devices: readonly UploadedDevice[];
  /** Samples outside every event the file could belong to (not appended). */
  readonly outside: number;
  readonly overlaps: readonly SampleOverlap[];
  /** Devices left out, with their samples (absent before issue 16: none were). */
  readonly skipped?: readonly SkippedDevice[];
}

/** The file's samples count from now on: every batch listed here, nothing else of the job. */
export type UploadSamplesCommitted = DomainEvent<
  'UploadSamplesCommitted',
  { jobId: string; appends: readonly SampleAppend[]; summary: UploadSummary }
>;

/** The same file was uploaded before (`of`): nothing appended. */
export type UploadDuplicate = DomainEvent<'UploadDuplicate', { jobId: string; of: string }>;

export type UploadFailed = DomainEvent<
  'UploadFailed',
  {
    jobId: string;
    code: ErrorCode;
    /** Why, in words, in English (the reader's message, the unknown device keys…): for logs and API users. */
    message: string;
    details: Readonly<Record<string, unknown>>;
    /**
     * Why, as a reason code and its parameters, for the interface to say in the user's language
     * (`upload-failure.ts`). Absent in events stored before issue 16: their `message` is all.
     */
    failure?: UploadFailure;
  }
>;

export type UploadEvent =
  UploadReceived | UploadStarted | UploadSamplesCommitted | UploadDuplicate | UploadFailed;
export type UploadEventType = UploadEvent['type'];
export const uploadEventTypes: readonly UploadEventType[] = [
  'UploadReceived',
  'UploadStarted',
  'UploadSamplesCommitted',
  'UploadDuplicate',
  'UploadFailed',
];

export type SampleFileClaimed = DomainEvent<'SampleFileClaimed', { jobId: string }>;
/** The claiming job failed: the file may be uploaded again. */
export type SampleFileReleased = DomainEvent<'SampleFileReleased', SampleFileClaimed['data']>;
export type SampleFileEvent = SampleFileClaimed | SampleFileReleased;

export const uploadSchemaVersion = 1;

/** Largest file an upload accepts unless configured otherwise (`UPLOAD_MAX_BYTES`). */
export const DEFAULT_UPLOAD_MAX_BYTES = 256 * 1024 * 1024;
