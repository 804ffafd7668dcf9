/**
 * Jobs a stopped API process left RECEIVED or PARSING (their files were in its memory only): a
 * read-side job that finds them in the jobs read model and sends each the `abandon` command,
 * which decides from the job's own stream (a job that ended meanwhile is left as it is). It reads
 * and sends commands as a mutation does, so the write side reads no read model for it.
 */
import type { UploadCommands } from '@stride/command/upload/handlers';
import { derivedId } from '@stride/command/handler';
import type { Logger } from '@stride/contracts/logger';
import type { Queryable } from './read-model/connection.ts';
import * as sql from './read-model/abandoned-jobs.queries.ts';
import { typedSql } from './read-model/connection.ts';

/** A job not moved for this long is taken as abandoned (a job takes seconds). */
export const ABANDONED_JOB_MS = 10 * 60 * 1000;
/** How often a process looks for abandoned jobs. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** The first look, soon after a start: that is when a stop's leftovers are found. */
const FIRST_SWEEP_MS = 5_000;

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
  const rows = await sql.abandonedJobs.run(
    { before: new Date(now.getTime() - ABANDONED_JOB_MS) },
    typedSql(db),
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

export interface AbandonedJobsSweep {
  /** Stops looking (a look under way finishes on its own). */
  close(): void;
}

/** Looks for abandoned jobs soon after the start and every 5 minutes, leaving this process's own. */
export function sweepAbandonedJobs(options: {
  readonly db: Queryable;
  readonly uploads: Pick<UploadCommands, 'abandon'> & { running(): ReadonlySet<string> };
  readonly log: Logger;
}): AbandonedJobsSweep {
  const { db, uploads, log } = options;
  const sweep = (): void => {
    failAbandonedJobs(db, uploads, new Date(), uploads.running()).then(
      (ended) => {
        if (ended > 0) log.warn({ ended }, 'upload: jobs interrupted by a stop were failed');
      },
      (error: unknown) => log.warn({ err: error }, 'upload: looking for abandoned jobs failed'),
    );
  };
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();
  const firstSweep = setTimeout(sweep, FIRST_SWEEP_MS);
  firstSweep.unref();
  return {
    close() {
      clearInterval(sweeper);
      clearTimeout(firstSweep);
    },
  };
}
