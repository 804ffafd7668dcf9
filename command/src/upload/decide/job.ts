/**
 * Decide, the job: received once; then started, and ended by its commit, its failure or its being
 * a duplicate. A finished job stays as it ended: a late worker's commit or failure changes nothing.
 */
import { DomainError } from '@stride/contracts/errors';
import type { UploadEvent } from '@stride/contracts/events/upload';
import type { CommitSamples, FailUpload, MarkDuplicate, ReceiveUpload, StartUpload } from '../commands.ts';
import type { JobInfo, JobState } from '../state.ts';

export function receiveUpload(command: ReceiveUpload, state: JobState): UploadEvent[] {
  if (state.status !== 'initial') throw new DomainError('BAD_USER_INPUT', { reason: 'jobExists' });
  const { quick, startTime, ...data } = command.data;
  return [
    {
      type: 'UploadReceived',
      data: {
        ...data,
        ...(quick == null ? {} : { quick }),
        ...(startTime == null ? {} : { startTime: new Date(startTime).toISOString() }),
      },
    },
  ];
}

export function startUpload(_command: StartUpload, state: JobState): UploadEvent[] {
  const job = unfinished(state);
  return job?.status === 'received' ? [{ type: 'UploadStarted', data: { jobId: job.jobId } }] : [];
}

export function commitSamples(command: CommitSamples, state: JobState): UploadEvent[] {
  const job = unfinished(state);
  if (job === null) return [];
  const { appends, summary } = command.data;
  return [{ type: 'UploadSamplesCommitted', data: { jobId: job.jobId, appends, summary } }];
}

export function markDuplicate(command: MarkDuplicate, state: JobState): UploadEvent[] {
  const job = unfinished(state);
  return job === null ? [] : [{ type: 'UploadDuplicate', data: { jobId: job.jobId, of: command.data.of } }];
}

export function failUpload(command: FailUpload, state: JobState): UploadEvent[] {
  const job = unfinished(state);
  if (job === null) return [];
  const { code, message, details, failure } = command.data;
  return [{ type: 'UploadFailed', data: { jobId: job.jobId, code, message, details, failure } }];
}

/** The job while it can still change: received, not finished. */
function unfinished(state: JobState): (JobInfo & { readonly status: 'received' | 'parsing' }) | null {
  return state.status === 'received' || state.status === 'parsing' ? state : null;
}
