/**
 * The upload worker of an API process: it stores each received file as a job, then runs the jobs
 * in the order received, at most `limits.concurrency` at once (each reads its file on a thread of
 * its own: parse.ts), and keeps how far the running ones got for `jobUpdated`. A job's file is
 * disposed of (a temporary file deleted) when the job ends.
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
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from './limits.ts';
import { createReadPool } from './parse.ts';
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
  /** Stop taking jobs and wait for the running ones. */
  close(): Promise<void>;
}

export interface UploadWorkerOptions {
  readonly store: EventStore;
  readonly index: CandidateIndex;
  readonly log: Logger;
  /** What reading one file may cost, and how many files are read at once. @default DEFAULT_PARSE_LIMITS */
  readonly limits?: ParseLimits;
  /**
   * Told that a running job moved, at most `NOTICES_PER_SECOND` times a second per job and at
   * the end of each stage: the API tells the job's watchers to read it again.
   */
  readonly onProgress?: (jobId: string) => void;
  /** This process as the owner of its jobs (owners.ts). Absent: jobs record no owner. */
  readonly owners?: JobOwners;
}

async function dispose(source: UploadSource): Promise<void> {
  await source.dispose?.().catch(() => undefined);
}

/** At most this many progress notices a second per job. */
const NOTICES_PER_SECOND = 4;

export function createUploadWorker(options: UploadWorkerOptions): UploadWorker {
  const { log } = options;
  const limits = options.limits ?? DEFAULT_PARSE_LIMITS;
  const progress = new Map<string, JobProgress>();
  const lastNotice = new Map<string, number>();
  const reader = createReadPool(limits.concurrency);
  const commands = uploadCommands({
    store: options.store,
    index: options.index,
    limits,
    reader,
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
  const waiting: (() => Promise<void>)[] = [];
  const runs = new Set<Promise<void>>();
  let closed = false;

  /** Starts waiting jobs while fewer than `limits.concurrency` run. */
  function pump(): void {
    while (runs.size < limits.concurrency && waiting.length > 0) {
      const run = waiting.shift()!().finally(() => {
        runs.delete(run);
        pump();
      });
      runs.add(run);
    }
  }

  return {
    async accept(input, source, context) {
      // A job recorded with an owner whose lease is not held yet would look orphaned.
      await options.owners?.ready();
      const received = await commands.receive(input, context);
      // A retried mutation (same command id) finds its job received already: it is queued or done.
      if (!received.repeated && !closed && !queued.has(input.jobId)) {
        queued.add(input.jobId);
        waiting.push(async () => {
          try {
            // After close() only the running jobs finish; the rest stay RECEIVED.
            if (!closed) await commands.run(input.jobId, source, context);
          } catch (error) {
            log.error({ err: error, jobId: input.jobId }, 'upload: job failed unexpectedly');
          } finally {
            queued.delete(input.jobId);
            progress.delete(input.jobId);
            lastNotice.delete(input.jobId);
            await dispose(source);
          }
        });
        pump();
      } else {
        await dispose(source);
      }
      return received.position;
    },
    progress: (jobId) => progress.get(jobId) ?? null,
    running: () => queued,
    abandon: (jobId, context) => commands.abandon(jobId, context),
    abandonIfOrphaned: (jobId, context, idle) => commands.abandonIfOrphaned(jobId, context, idle),
    async close() {
      closed = true;
      while (runs.size > 0) await Promise.all([...runs]);
      await reader.close();
    },
  };
}
