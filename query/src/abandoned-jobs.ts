/**
 * Jobs a dead API process left RECEIVED or PARSING (their files were in its memory only): a
 * read-side job that finds them in the jobs read model and sends each `abandonIfOrphaned`, which
 * decides from the job's own stream: a job whose owner process is gone (its lease released,
 * command/src/upload/owners.ts) is failed at once, one that records no owner (received before
 * owners were kept) once it has not moved for 10 minutes; a job that ended meanwhile, or whose
 * process still runs, is left as it is. It reads and sends commands as a mutation does, so the
 * write side reads no read model for it.
 */
import type { UploadCommands } from '@stride/command/upload/handlers';
import { derivedId } from '@stride/command/handler';
import type { Logger } from '@stride/contracts/logger';
import type { Queryable } from './read-model/connection.ts';
import * as sql from './read-model/abandoned-jobs.queries.ts';
import { typedSql } from './read-model/connection.ts';

/** A job that records no owner and has not moved for this long is taken as abandoned. */
export const ABANDONED_JOB_MS = 10 * 60 * 1000;
/** How often a process looks for abandoned jobs (a look reads only the unfinished ones). */
const SWEEP_EVERY_MS = 30_000;
/**
 * The first looks, soon after a start: that is when a dead process's leftovers are found, while
 * the projectors may still be catching up with them.
 */
const FIRST_SWEEPS_MS = [1000, 5000, 15_000];

/**
 * Jobs left RECEIVED or PARSING by a process that is gone: failed, their claims released (so the
 * file can be sent again). Each is decided from its own stream; returns how many were ended.
 */
export async function failAbandonedJobs(
  db: Queryable,
  commands: Pick<UploadCommands, 'abandonIfOrphaned'>,
  now: Date,
  running: ReadonlySet<string> = new Set(),
): Promise<number> {
  const rows = await sql.abandonedJobs.run(
    { before: new Date(now.getTime() - ABANDONED_JOB_MS) },
    typedSql(db),
  );
  let ended = 0;
  for (const { id, idle } of rows) {
    if (running.has(id)) continue;
    const commandId = derivedId('abandon', id);
    const { state, position } = await commands.abandonIfOrphaned(
      id,
      {
        commandId,
        actorId: 'system',
        correlationId: commandId,
        causationId: commandId,
        occurredAt: now,
      },
      idle,
    );
    if (position !== null && state.status === 'failed') ended++;
  }
  return ended;
}

export interface AbandonedJobsSweep {
  /** Stops looking (a look under way finishes on its own). */
  close(): void;
}

/** Looks for abandoned jobs 1, 5 and 15 s after the start and every 30 s, leaving this process's own. */
export function sweepAbandonedJobs(options: {
  readonly db: Queryable;
  readonly uploads: Pick<UploadCommands, 'abandonIfOrphaned'> & { running(): ReadonlySet<string> };
  readonly log: Logger;
}): AbandonedJobsSweep {
  const { db, uploads, log } = options;
  const sweep = (): void => {
    failAbandonedJobs(db, uploads, new Date(), uploads.running()).then(
      (ended) => {
        if (ended > 0) log.warn({ ended }, 'upload: jobs of a process that is gone were failed');
      },
      (error: unknown) => log.warn({ err: error }, 'upload: looking for abandoned jobs failed'),
    );
  };
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();
  const firstSweeps = FIRST_SWEEPS_MS.map((ms) => setTimeout(sweep, ms).unref());
  return {
    close() {
      clearInterval(sweeper);
      for (const timer of firstSweeps) clearTimeout(timer);
    },
  };
}
