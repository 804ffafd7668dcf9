/**
 * Files waiting to be sent (issue 16: several files at once). The server reads at most a few of a
 * club's files at a time (`UPLOAD_MAX_PENDING_PER_CLUB`, 3 by default) and refuses one more with
 * `UPLOAD_LIMIT_REACHED`; so the files a person chooses wait here and go up one after another,
 * each once the team has fewer unfinished jobs (received or being read) than that. A refusal all
 * the same (another team of the club, another person) puts the file back to wait for a job of the
 * team to end, or a few seconds when none of its jobs runs. Nothing is lost: every file ends sent
 * (its job then says the rest) or refused for a reason of its own.
 *
 * `nextToSend` (queue-rule.ts) is the rule, pure; the store and its pump run it whenever
 * something changes (a file sent, a job moved in the team's cached list).
 */
import { create } from 'zustand';
import { GraphQLRequestError } from '../api/graphql.ts';
import { queryClient } from '../services.ts';
import { jobKeys, type Job } from './jobs.ts';
import type { SendProgress } from './upload.ts';
import { nextToSend, UNFINISHED, type QueueEntry } from './queue-rule.ts';

export type { QueueEntry } from './queue-rule.ts';

/** Unfinished jobs a club may hold, until the server says otherwise (its default). */
export const ASSUMED_SLOTS = 3;
/** How long a refused file waits when no job of its team is there to end first. */
export const RETRY_MS = 5000;

/** The quota the server named in a refusal, if it did. */
function quotaOf(error: unknown): { limited: boolean; slots: number | null } {
  if (!(error instanceof GraphQLRequestError) || !error.has('UPLOAD_LIMIT_REACHED'))
    return { limited: false, slots: null };
  for (const serverError of error.errors) {
    const details = (serverError.extensions as { details?: { maxPerClub?: unknown } } | undefined)?.details;
    if (typeof details?.maxPerClub === 'number') return { limited: true, slots: details.maxPerClub };
  }
  return { limited: true, slots: null };
}

function codeOf(error: unknown): string | null {
  return error instanceof GraphQLRequestError ? (error.errors[0]?.message ?? null) : null;
}

export type Send = (file: File, onProgress: (progress: SendProgress) => void) => Promise<Job>;

interface QueueStore {
  readonly entries: readonly QueueEntry[];
  /** The club's quota as last learnt. */
  readonly slots: number;
}

export const useUploadQueue = create<QueueStore>(() => ({ entries: [], slots: ASSUMED_SLOTS }));

const senders = new Map<string, Send>();
let nextId = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function update(id: string, change: Partial<QueueEntry>): void {
  useUploadQueue.setState((state) => ({
    entries: state.entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)),
  }));
}

/** Unfinished jobs of a team, from its cached list (kept current by `useTeamJobs`). */
function unfinishedOf(teamId: string): number {
  const jobs = queryClient.getQueryData<Job[]>(jobKeys.team(teamId)) ?? [];
  return jobs.filter((job) => UNFINISHED.has(job.state)).length;
}

/** Send the next file if one may go; plan a look again for a file waiting out a refusal. */
function pump(): void {
  const { entries, slots } = useUploadQueue.getState();
  const entry = nextToSend(entries, unfinishedOf, Date.now(), slots);
  if (entry === null) {
    const waits = entries.filter((e) => e.status === 'waiting' && e.notBefore > Date.now());
    if (timer === null && waits.length > 0) {
      const soonest = Math.min(...waits.map((e) => e.notBefore));
      timer = setTimeout(() => {
        timer = null;
        pump();
      }, soonest - Date.now());
    }
    return;
  }
  const send = senders.get(entry.id);
  if (send === undefined) return;
  update(entry.id, { status: 'sending', loaded: 0 });
  send(entry.file, (progress) => update(entry.id, { loaded: progress.loaded }))
    .then((job) => {
      senders.delete(entry.id);
      update(entry.id, { status: 'sent', jobId: job.id, loaded: entry.file.size });
    })
    .catch((error: unknown) => {
      const quota = quotaOf(error);
      if (quota.limited) {
        if (quota.slots !== null) useUploadQueue.setState({ slots: quota.slots });
        const running = unfinishedOf(entry.teamId);
        update(entry.id, {
          status: 'waiting',
          loaded: 0,
          notBefore: Date.now() + RETRY_MS,
          blockedAt: running > 0 ? running : null,
        });
      } else {
        senders.delete(entry.id);
        update(entry.id, { status: 'refused', code: codeOf(error) });
      }
    })
    .finally(pump);
}

// A job that ends frees a place: look again whenever a team's list changes.
queryClient.getQueryCache().subscribe((event) => {
  const scope: unknown = (event.query.queryKey as readonly unknown[])[0];
  if (event.type === 'updated' && scope === jobKeys.team('')[0]) pump();
});

/** Queue files chosen in `group` of a team's page; each is sent with `send` when its turn comes. */
export function enqueue(teamId: string, group: string, files: readonly File[], send: Send): void {
  const added: QueueEntry[] = files.map((file) => {
    const id = `upload-${++nextId}`;
    senders.set(id, send);
    return {
      id,
      teamId,
      group,
      file,
      status: 'waiting',
      loaded: 0,
      jobId: null,
      code: null,
      notBefore: 0,
      blockedAt: null,
    };
  });
  useUploadQueue.setState((state) => ({ entries: [...state.entries, ...added] }));
  pump();
}

/** Forget a group's files that are done with (sent or refused); waiting ones stay. */
export function clearDone(group: string): void {
  useUploadQueue.setState((state) => ({
    entries: state.entries.filter(
      (entry) => entry.group !== group || entry.status === 'waiting' || entry.status === 'sending',
    ),
  }));
}

/** Take a waiting file out of the queue. */
export function cancel(id: string): void {
  senders.delete(id);
  useUploadQueue.setState((state) => ({
    entries: state.entries.filter((entry) => entry.id !== id || entry.status !== 'waiting'),
  }));
}
