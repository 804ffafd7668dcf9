/** Commands of the `upload-<jobId>` aggregate. */
import type { ErrorCode } from '@stride/contracts/errors';
import type { SampleAppend, UploadSummary } from '@stride/contracts/events/upload';
import type { JobInfo } from './state.ts';

export interface ReceiveUpload {
  readonly type: 'ReceiveUpload';
  readonly data: Omit<JobInfo, 'receivedAt' | 'quick'> & {
    readonly quick?: JobInfo['quick'] | undefined;
  };
}

export interface StartUpload {
  readonly type: 'StartUpload';
  readonly data: { readonly jobId: string };
}

export interface CommitSamples {
  readonly type: 'CommitSamples';
  readonly data: {
    readonly jobId: string;
    readonly appends: readonly SampleAppend[];
    readonly summary: UploadSummary;
  };
}

export interface MarkDuplicate {
  readonly type: 'MarkDuplicate';
  readonly data: { readonly jobId: string; readonly of: string };
}

export interface FailUpload {
  readonly type: 'FailUpload';
  readonly data: {
    readonly jobId: string;
    readonly code: ErrorCode;
    readonly message: string;
    readonly details: Readonly<Record<string, unknown>>;
  };
}

export type JobCommand = ReceiveUpload | StartUpload | CommitSamples | MarkDuplicate | FailUpload;
