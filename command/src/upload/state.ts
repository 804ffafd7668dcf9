/**
 * State of the `upload-<jobId>` aggregate and its `evolve`: one upload's life, from the file
 * received to its samples committed, its failure, or its being a duplicate.
 */
import type { ErrorCode } from '@stride/contracts/errors';
import type { SampleAppend, UploadEvent, UploadKind } from '@stride/contracts/events/upload';

export interface JobInfo {
  readonly jobId: string;
  readonly clubId: string;
  readonly teamId: string | null;
  readonly kind: UploadKind;
  readonly fileName: string;
  readonly bytes: number;
  readonly sha256: string;
  readonly eventId: string | null;
  readonly deviceId: string | null;
  readonly periodId: string | null;
  readonly format: string | null;
  /** QUICK: the event to create from the file's time range. */
  readonly quick: { readonly name: string; readonly eventType: string } | null;
  /** QUICK, DOCK: epoch ms a file with relative times (Kinexon) started; null when not given. */
  readonly startTime: number | null;
  /** When it was received (epoch ms, from metadata), for abandoned-job checks. */
  readonly receivedAt: number | null;
  /** The API process holding the file (owners.ts); null for jobs received before it was kept. */
  readonly owner: string | null;
}

export type JobState =
  | { readonly status: 'initial' }
  | (JobInfo & { readonly status: 'received' | 'parsing' })
  | (JobInfo & {
      readonly status: 'committed';
      readonly appends: readonly SampleAppend[];
      /** Devices of its file it left out (issue 16): the file may be sent again once mapped. */
      readonly skipped: number;
    })
  | (JobInfo & { readonly status: 'failed'; readonly code: ErrorCode })
  | (JobInfo & { readonly status: 'duplicate'; readonly of: string });

export const initialJobState = (): JobState => ({ status: 'initial' });

export function isFinished(state: JobState): boolean {
  return state.status === 'committed' || state.status === 'failed' || state.status === 'duplicate';
}

/* ---------- evolve ---------- */

export function evolveJob(state: JobState, event: UploadEvent): JobState {
  if (event.type === 'UploadReceived') {
    const occurred = event.metadata?.occurredAt;
    return {
      status: 'received',
      ...event.data,
      quick: event.data.quick ?? null,
      startTime: event.data.startTime == null ? null : Date.parse(event.data.startTime),
      owner: event.data.owner ?? null,
      receivedAt: occurred === undefined ? null : Date.parse(occurred),
    };
  }
  const known = info(state);
  if (known === null) return state;
  switch (event.type) {
    case 'UploadStarted':
      return { ...known, status: 'parsing' };
    case 'UploadSamplesCommitted':
      return {
        ...known,
        status: 'committed',
        appends: event.data.appends,
        skipped: event.data.summary.skipped?.length ?? 0,
      };
    case 'UploadDuplicate':
      return { ...known, status: 'duplicate', of: event.data.of };
    case 'UploadFailed':
      return { ...known, status: 'failed', code: event.data.code };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

function info(state: JobState): JobInfo | null {
  if (state.status === 'initial') return null;
  const { jobId, clubId, teamId, kind, fileName, bytes, sha256, eventId, deviceId, periodId, format, quick } =
    state;
  return {
    jobId,
    clubId,
    teamId,
    kind,
    fileName,
    bytes,
    sha256,
    eventId,
    deviceId,
    periodId,
    format,
    quick,
    startTime: state.startTime,
    receivedAt: state.receivedAt,
    owner: state.owner,
  };
}
