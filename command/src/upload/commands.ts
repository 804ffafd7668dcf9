/** Commands of the `upload-<jobId>` aggregate. */
import type { ErrorCode } from '@stride/contracts/errors';
import type { SampleAppend, UploadSummary } from '@stride/contracts/events/upload';
import type { UploadFailure } from '@stride/contracts/events/upload-failure';
import type { JobInfo } from './state.ts';
import type { Command } from '../decider.ts';

export type ReceiveUpload = Command<
  'ReceiveUpload',
  Omit<JobInfo, 'receivedAt' | 'quick' | 'owner' | 'startTime'> & {
    quick?: JobInfo['quick'] | undefined;
    /** Epoch ms (see `JobInfo.startTime`). */
    startTime?: number | null | undefined;
    owner?: string | null | undefined;
  }
>;

export type StartUpload = Command<'StartUpload', { jobId: string }>;

export type CommitSamples = Command<
  'CommitSamples',
  {
    jobId: string;
    appends: readonly SampleAppend[];
    summary: UploadSummary;
  }
>;

export type MarkDuplicate = Command<'MarkDuplicate', { jobId: string; of: string }>;

export type FailUpload = Command<
  'FailUpload',
  {
    jobId: string;
    code: ErrorCode;
    message: string;
    details: Readonly<Record<string, unknown>>;
    /** The reason and its parameters, for the interface to say in the user's language. */
    failure: UploadFailure;
  }
>;

export type JobCommand = ReceiveUpload | StartUpload | CommitSamples | MarkDuplicate | FailUpload;
