/**
 * The API's upload worker: stores each received file as a job, then runs the jobs one after
 * another (a job reads, routes and appends a whole file: two at once would only share the two
 * cores). Progress goes to the `jobUpdated` subscribers of this process, with a change notice on
 * the job's subject so other watchers re-read the job.
 *
 * A job is held in memory from receipt to its end: a process that stops meanwhile leaves it
 * RECEIVED or PARSING (see the README's known limits).
 */
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { CommandContext } from '@stride/command/handler';
import { derivedId } from '@stride/command/handler';
import {
  uploadCommands,
  type ReceiveInput,
  type UploadCommands,
  type UploadSource,
  type UploadStage,
} from '@stride/command/upload/ingest';
import type { NatsNames } from '@stride/contracts/nats';
import { JOBS_READ_MODEL } from '@stride/projector/projections/jobs';
import type { EventStore, Position } from '@stride/streams/port';
import type { Queryable } from '../read-model/connection.ts';
import { devicesByKeys, teamEventsBetween } from '../read-model/uploads.ts';

export interface JobProgress {
  readonly stage: UploadStage;
  readonly done: number;
  readonly total: number;
}

export interface UploadService {
  /** Store the job (RECEIVED) and queue its file; resolves with the position written. */
  accept(input: ReceiveInput, source: UploadSource, context: CommandContext): Promise<Position | null>;
  /** How far a job of this process got, while it runs. */
  progress(jobId: string): JobProgress | null;
  /** Stop taking jobs and wait for the running one. */
  close(): Promise<void>;
}

export interface UploadServiceOptions {
  readonly store: EventStore;
  readonly db: Queryable;
  readonly nats: NatsConnection;
  readonly names: NatsNames;
  readonly log: Logger;
}

/** At most this many progress notices a second per job. */
const NOTICES_PER_SECOND = 4;

/** A job not moved for this long is taken as abandoned (a job takes seconds). */
export const ABANDONED_JOB_MS = 10 * 60 * 1000;
/** How often a process looks for abandoned jobs. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * Jobs left RECEIVED or PARSING by a process that stopped: failed, their claims released (so the
 * file can be sent again). Each is decided from its own stream; returns how many were ended.
 */
export async function failAbandonedJobs(
  db: Queryable,
  commands: Pick<UploadCommands, 'abandon'>,
  now: Date,
  running: ReadonlySet<string> = new Set(),
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM rm.jobs WHERE state IN ('RECEIVED', 'PARSING') AND updated_at < $1 ORDER BY received_at`,
    [new Date(now.getTime() - ABANDONED_JOB_MS)],
  );
  let ended = 0;
  for (const { id } of rows) {
    if (running.has(id)) continue;
    const commandId = derivedId('abandon', id);
    const { state } = await commands.abandon(id, {
      commandId,
      actorId: 'system',
      correlationId: commandId,
      causationId: commandId,
      occurredAt: now,
    });
    if (state.status === 'failed') ended++;
  }
  return ended;
}

export function createUploadService(options: UploadServiceOptions): UploadService {
  const { nats, names, log } = options;
  const progress = new Map<string, JobProgress>();
  const lastNotice = new Map<string, number>();
  const notify = (jobId: string): void => {
    nats.publish(
      names.changeSubject(JOBS_READ_MODEL, jobId),
      JSON.stringify({ readModel: JOBS_READ_MODEL, key: jobId, position: '' }),
    );
  };
  const commands = uploadCommands({
    store: options.store,
    findDevices: (clubId, keys) => devicesByKeys(options.db, clubId, keys),
    candidateEvents: (teamId, from, to) => teamEventsBetween(options.db, teamId, from, to),
    onProgress(jobId, stage, done, total) {
      progress.set(jobId, { stage, done, total });
      const now = Date.now();
      if (now - (lastNotice.get(jobId) ?? 0) >= 1000 / NOTICES_PER_SECOND || done >= total) {
        lastNotice.set(jobId, now);
        notify(jobId);
      }
    },
  });

  const queued = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  let closed = false;
  const sweep = (): void => {
    failAbandonedJobs(options.db, commands, new Date(), queued).then(
      (ended) => {
        if (ended > 0) log.warn({ ended }, 'upload: jobs interrupted by a stop were failed');
      },
      (error: unknown) => log.warn({ err: error }, 'upload: looking for abandoned jobs failed'),
    );
  };
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();
  const firstSweep = setTimeout(sweep, 5_000);
  firstSweep.unref();

  return {
    async accept(input, source, context) {
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
    async close() {
      closed = true;
      clearInterval(sweeper);
      clearTimeout(firstSweep);
      await chain;
    },
  };
}
