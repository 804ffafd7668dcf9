/**
 * The `samplefile-<key>` reservation: which job holds a file's content, so the same bytes count
 * once (per club, and per event for files sent to one event). A job that ended without
 * committing lets go of it. Sections: the key, state, commands, the decider.
 */
import { createHash } from 'node:crypto';
import type { SampleFileEvent } from '@stride/contracts/events/upload';
import type { Command, Decider } from '../decider.ts';
import type { JobInfo } from './state.ts';

/** The claim key of a file's content: per club, and per event for files sent to one event. */
export function sampleFileKey(job: Pick<JobInfo, 'clubId' | 'eventId' | 'sha256'>): string {
  return createHash('sha256')
    .update(`${job.clubId}:${job.eventId ?? ''}:${job.sha256}`)
    .digest('hex')
    .slice(0, 40);
}

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
  | Command<'ClaimSampleFile', { jobId: string; holder: HolderStatus | null }>
  | Command<'ReleaseSampleFile', { jobId: string }>;

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
