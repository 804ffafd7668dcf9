/**
 * The `upload-<jobId>` aggregate: one upload's life. Its decider, assembled: state and `evolve`
 * (state.ts), the commands (commands.ts), decide (decide/job.ts). The reservation that lets a
 * file's content count once is sample-file.ts.
 */
import { DomainError } from '@stride/contracts/errors';
import type { UploadEvent } from '@stride/contracts/events/upload';
import type { Decider } from '../handler.ts';
import type { JobCommand } from './commands.ts';
import { commitSamples, failUpload, markDuplicate, receiveUpload, startUpload } from './decide/job.ts';
import { evolveJob, initialJobState, type JobState } from './state.ts';

export function decideJob(command: JobCommand, state: JobState): UploadEvent[] {
  switch (command.type) {
    case 'ReceiveUpload':
      return receiveUpload(command, state);
    case 'StartUpload':
      return startUpload(command, state);
    case 'CommitSamples':
      return commitSamples(command, state);
    case 'MarkDuplicate':
      return markDuplicate(command, state);
    case 'FailUpload':
      return failUpload(command, state);
    default: {
      const _exhaustive: never = command;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

export const jobDecider: Decider<JobCommand, JobState, UploadEvent> = {
  decide: decideJob,
  evolve: evolveJob,
  initialState: initialJobState,
};
