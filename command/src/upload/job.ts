/**
 * The `upload-<jobId>` aggregate: one upload's life. Its decider, assembled: state and `evolve`
 * (state.ts), the commands (commands.ts), decide (decide/job.ts). The reservation that lets a
 * file's content count once is sample-file.ts.
 */
import type { UploadEvent } from '@stride/contracts/events/upload';
import { decideByType, type Decider } from '../decider.ts';
import type { JobCommand } from './commands.ts';
import { commitSamples, failUpload, markDuplicate, receiveUpload, startUpload } from './decide/job.ts';
import { evolveJob, initialJobState, type JobState } from './state.ts';

// The worker writes these commands (file names as sent, reasons from the file's content): their
// text is not refused but made readable where it is projected (projector/src/runtime/readable.ts).
export const decideJob = decideByType<JobCommand, JobState, UploadEvent>(
  {
    ReceiveUpload: receiveUpload,
    StartUpload: startUpload,
    CommitSamples: commitSamples,
    MarkDuplicate: markDuplicate,
    FailUpload: failUpload,
  },
  { checkText: false },
);

export const jobDecider: Decider<JobCommand, JobState, UploadEvent> = {
  decide: decideJob,
  evolve: evolveJob,
  initialState: initialJobState,
};
