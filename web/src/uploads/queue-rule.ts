/** Which queued file goes up next (queue.ts): the rule, pure. */
import type { JobState } from '../gql/graphql.ts';

export type EntryStatus = 'waiting' | 'sending' | 'sent' | 'refused';

export interface QueueEntry {
  readonly id: string;
  readonly teamId: string;
  /** The form it was chosen in (a page may have several). */
  readonly group: string;
  readonly file: File;
  readonly status: EntryStatus;
  readonly loaded: number;
  /** Its job, once sent. */
  readonly jobId: string | null;
  /** Why it was refused (a catalogue code, or null for a network failure). */
  readonly code: string | null;
  /** Waiting after a refusal: not before this instant (epoch ms), unless a job of its team ends. */
  readonly notBefore: number;
  /** Unfinished jobs of its team when it was last refused for the club's quota. */
  readonly blockedAt: number | null;
}

/** Where a team's jobs stand, as far as the quota goes. */
export const UNFINISHED: ReadonlySet<JobState> = new Set<JobState>(['RECEIVED', 'PARSING']);

/**
 * The file to send now, if any: none while one is going up (they share the connection); else
 * the first waiting one whose team has a free place and whose wait (after a refusal) is over:
 * its time has come, or its team has fewer unfinished jobs than when it was refused.
 */
export function nextToSend(
  entries: readonly QueueEntry[],
  unfinished: (teamId: string) => number,
  now: number,
  slots: number,
): QueueEntry | null {
  if (entries.some((entry) => entry.status === 'sending')) return null;
  for (const entry of entries) {
    if (entry.status !== 'waiting') continue;
    const running = unfinished(entry.teamId);
    if (running >= slots) continue;
    const freed = entry.blockedAt !== null && running < entry.blockedAt;
    if (entry.notBefore > now && !freed) continue;
    return entry;
  }
  return null;
}
