/**
 * The upload worker of an API process: it stores each received file as a job, then runs the jobs
 * one after another (a job reads, routes and appends a whole file: two at once would only share
 * the two cores), and keeps how far the running one got for `jobUpdated`.
 *
 * A job is held in memory from receipt to its end: a process that dies meanwhile leaves it
 * RECEIVED or PARSING. Each job records this process as its owner (owners.ts), so any other
 * process can tell at once that it will never end: the read side's sweep sends such jobs
 * `abandonIfOrphaned` (query/src/abandoned-jobs.ts), and a new job that meets one's claim or
 * batches fails it on the spot (handlers.ts).
 */
import type { Logger } from '@stride/contracts/logger';
import type { EventStore, Position } from '@stride/streams/port';
import type { CommandContext } from '../handler.ts';
import type { CandidateIndex } from './candidates.ts';
import type { JobOwners } from './owners.ts';
import { uploadCommands, type ReceiveInput, type UploadCommands, type UploadStage } from './handlers.ts';
import type { UploadSource } from './source.ts';

export interface JobProgress {
  readonly stage: UploadStage;
  readonly done: number;
  readonly total: number;
}

export interface UploadWorker {
  /** Store the job (RECEIVED) and queue its file; resolves with the position written. */
  accept(input: ReceiveInput, source: UploadSource, context: CommandContext): Promise<Position | null>;
  /** How far a job of this process got, while it runs. */
  progress(jobId: string): JobProgress | null;
  /** Jobs this process holds (queued or running): none of them is abandoned, whatever its age. */
  running(): ReadonlySet<string>;
  /** End a job whose worker is gone (`UploadCommands.abandon`). */
  abandon: UploadCommands['abandon'];
  /** End a job if its process is gone (`UploadCommands.abandonIfOrphaned`). */
  abandonIfOrphaned: UploadCommands['abandonIfOrphaned'];
  /** Stop taking jobs and wait for the running one. */
  close(): Promise<void>;
}

export interface UploadWorkerOptions {
  readonly store: EventStore;
  readonly index: CandidateIndex;
  readonly log: Logger;
  /**
   * Told that a running job moved, at most `NOTICES_PER_SECOND` times a second per job and at
   * the end of each stage: the API tells the job's watchers to read it again.
   */
  readonly onProgress?: (jobId: string) => void;
  /** This process as the owner of its jobs (owners.ts). Absent: jobs record no owner. */
  readonly owners?: JobOwners;
}

/** At most this many progress notices a second per job. */
const NOTICES_PER_SECOND = 4;

export function createUploadWorker(options: UploadWorkerOptions): UploadWorker {
  const { log } = options;
  const progress = new Map<string, JobProgress>();
  const lastNotice = new Map<string, number>();
  const commands = uploadCommands({
    store: options.store,
    index: options.index,
    ...(options.owners === undefined ? {} : { owners: options.owners }),
    onProgress(jobId, stage, done, total) {
      progress.set(jobId, { stage, done, total });
      const now = Date.now();
      if (now - (lastNotice.get(jobId) ?? 0) >= 1000 / NOTICES_PER_SECOND || done >= total) {
        lastNotice.set(jobId, now);
        options.onProgress?.(jobId);
      }
    },
  });

  const queued = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  let closed = false;

  return {
    async accept(input, source, context) {
      // A job recorded with an owner whose lease is not held yet would look orphaned.
      await options.owners?.ready();
      const received = await commands.receive(input, context);
      // A retried mutation (same command id) finds its job received already: it is queued or done.
      if (!received.repeated && !closed && !queued.has(input.jobId)) {
        queued.add(input.jobId);
        chain = chain.then(async () => {
          try {
            // After close() only the running job finishes; the rest stay RECEIVED.
            if (!closed) await commands.run(input.jobId, source, context);
          } catch (error) {
            log.error({ err: error, jobId: input.jobId }, 'upload: job failed unexpectedly');
          } finally {
            queued.delete(input.jobId);
            progress.delete(input.jobId);
            lastNotice.delete(input.jobId);
          }
        });
      }
      return received.position;
    },
    progress: (jobId) => progress.get(jobId) ?? null,
    running: () => queued,
    abandon: (jobId, context) => commands.abandon(jobId, context),
    abandonIfOrphaned: (jobId, context, idle) => commands.abandonIfOrphaned(jobId, context, idle),
    async close() {
      closed = true;
      await chain;
    },
  };
}
