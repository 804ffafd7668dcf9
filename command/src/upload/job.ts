/**
 * The `upload-<jobId>` aggregate (one upload's life) and the `samplefile-<key>` reservation that
 * lets a file's content count once. Sections: state, evolve, commands, decide.
 */
import { DomainError, type ErrorCode } from '@stride/contracts/errors';
import type {
  SampleAppend,
  SampleFileEvent,
  UploadEvent,
  UploadKind,
  UploadSummary,
} from '@stride/contracts/events/upload';
import type { Decider } from '../handler.ts';

/* ---------- state ---------- */

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
  /** When it was received (epoch ms, from metadata), for abandoned-job checks. */
  readonly receivedAt: number | null;
}

export type JobState =
  | { readonly status: 'initial' }
  | (JobInfo & { readonly status: 'received' | 'parsing' })
  | (JobInfo & { readonly status: 'committed'; readonly appends: readonly SampleAppend[] })
  | (JobInfo & { readonly status: 'failed'; readonly code: ErrorCode })
  | (JobInfo & { readonly status: 'duplicate'; readonly of: string });

export const initialJobState = (): JobState => ({ status: 'initial' });

export function isFinished(state: JobState): boolean {
  return state.status === 'committed' || state.status === 'failed' || state.status === 'duplicate';
}

/* ---------- evolve ---------- */

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
    receivedAt: state.receivedAt,
  };
}

export function evolveJob(state: JobState, event: UploadEvent): JobState {
  if (event.type === 'UploadReceived') {
    const occurred = event.metadata?.occurredAt;
    return {
      status: 'received',
      ...event.data,
      quick: event.data.quick ?? null,
      receivedAt: occurred === undefined ? null : Date.parse(occurred),
    };
  }
  const known = info(state);
  if (known === null) return state;
  switch (event.type) {
    case 'UploadStarted':
      return { ...known, status: 'parsing' };
    case 'UploadSamplesCommitted':
      return { ...known, status: 'committed', appends: event.data.appends };
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

/* ---------- commands ---------- */

export type JobCommand =
  | {
      readonly type: 'ReceiveUpload';
      readonly data: Omit<JobInfo, 'receivedAt' | 'quick'> & {
        readonly quick?: JobInfo['quick'] | undefined;
      };
    }
  | { readonly type: 'StartUpload'; readonly data: { readonly jobId: string } }
  | {
      readonly type: 'CommitSamples';
      readonly data: {
        readonly jobId: string;
        readonly appends: readonly SampleAppend[];
        readonly summary: UploadSummary;
      };
    }
  | { readonly type: 'MarkDuplicate'; readonly data: { readonly jobId: string; readonly of: string } }
  | {
      readonly type: 'FailUpload';
      readonly data: {
        readonly jobId: string;
        readonly code: ErrorCode;
        readonly message: string;
        readonly details: Readonly<Record<string, unknown>>;
      };
    };

/* ---------- decide ---------- */

export function decideJob(command: JobCommand, state: JobState): UploadEvent[] {
  if (command.type === 'ReceiveUpload') {
    if (state.status !== 'initial') throw new DomainError('BAD_USER_INPUT', { reason: 'jobExists' });
    const { quick, ...data } = command.data;
    return [{ type: 'UploadReceived', data: quick == null ? data : { ...data, quick } }];
  }
  // A finished job stays as it ended: a late worker's commit or failure changes nothing.
  if (state.status === 'initial' || isFinished(state)) return [];
  const { jobId } = state;
  switch (command.type) {
    case 'StartUpload':
      return state.status === 'received' ? [{ type: 'UploadStarted', data: { jobId } }] : [];
    case 'CommitSamples':
      return [
        {
          type: 'UploadSamplesCommitted',
          data: { jobId, appends: command.data.appends, summary: command.data.summary },
        },
      ];
    case 'MarkDuplicate':
      return [{ type: 'UploadDuplicate', data: { jobId, of: command.data.of } }];
    case 'FailUpload': {
      const { code, message, details } = command.data;
      return [{ type: 'UploadFailed', data: { jobId, code, message, details } }];
    }
    default: {
      const _exhaustive: never = command;
      return [];
    }
  }
}

export const jobDecider: Decider<JobCommand, JobState, UploadEvent> = {
  decide: decideJob,
  evolve: evolveJob,
  initialState: initialJobState,
};

/* ---------- the sample-file reservation ---------- */

/** Who holds a file's content: the job that claimed it last and did not release it. */
export interface SampleFileState {
  readonly holder: string | null;
}

/**
 * What the claiming handler learned about the holder (from its stream): a holder that committed
 * or still runs keeps the file; one that failed, was a duplicate itself, or was abandoned does not.
 */
export type HolderStatus = 'keeps' | 'lets-go';

export type SampleFileCommand =
  | {
      readonly type: 'ClaimSampleFile';
      readonly data: { readonly jobId: string; readonly holder: HolderStatus | null };
    }
  | { readonly type: 'ReleaseSampleFile'; readonly data: { readonly jobId: string } };

export const sampleFileDecider: Decider<SampleFileCommand, SampleFileState, SampleFileEvent> = {
  initialState: () => ({ holder: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'SampleFileClaimed':
        return { holder: event.data.jobId };
      case 'SampleFileReleased':
        return state.holder === event.data.jobId ? { holder: null } : state;
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },
  decide(command, state) {
    const { jobId } = command.data;
    if (command.type === 'ReleaseSampleFile') {
      return state.holder === jobId ? [{ type: 'SampleFileReleased', data: { jobId } }] : [];
    }
    if (state.holder === jobId) return [];
    if (state.holder !== null && command.data.holder !== 'lets-go') return [];
    return [{ type: 'SampleFileClaimed', data: { jobId } }];
  },
};
