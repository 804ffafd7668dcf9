/**
 * The upload jobs' owners (command/src/upload/owners.ts): this API process holds a PostgreSQL
 * session advisory lock named after its instance id, on a connection of its own, for as long as
 * it runs. A process that dies (a crash, an out-of-memory kill) loses its connection, and
 * PostgreSQL drops the lock at once: any other process then reads in `pg_locks` that the jobs
 * that process received will never end by themselves, and fails them (abandoned-jobs.ts, and the
 * upload commands when a job of a dead owner stands in a new job's way).
 *
 * A process whose connection drops while it runs (a PostgreSQL restart) looks dead meanwhile: its
 * running jobs may be failed by another process, and are then refused their commit (a failed job
 * stays failed); it takes the lock again as soon as it reconnects.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { JobOwners } from '@stride/command/upload/owners';
import type { Logger } from '@stride/contracts/logger';
import { typedSql } from './read-model/connection.ts';
import * as sql from './read-model/job-owners.queries.ts';

/** The advisory lock class of job owners (the relay's is 72 910, the projectors' 72 911). */
const LOCK_CLASS = 72_913;
const RETRY_MS = 1000;

export interface JobOwnerLease extends JobOwners {
  /** Gives the lock up (its connection closes): this process's unfinished jobs look orphaned. */
  close(): Promise<void>;
}

export function openJobOwnerLease(
  pool: pg.Pool,
  log: Logger,
  instance: string = randomUUID(),
): JobOwnerLease {
  let client: pg.PoolClient | null = null;
  let closed = false;
  let held: Promise<void>;
  let onHeld: () => void = () => undefined;
  const waitForLease = (): void => {
    held = new Promise((resolve) => (onHeld = resolve));
  };
  waitForLease();

  async function take(): Promise<void> {
    while (!closed) {
      try {
        const connection = await pool.connect();
        connection.on('error', (error: Error) => {
          if (closed || client !== connection) return;
          log.error({ err: error, instance }, 'upload: lost the job-owner lease, taking it again');
          client = null;
          connection.release(true);
          waitForLease();
          void take();
        });
        const [row] = await sql.holdOwnerLease.run({ lockClass: LOCK_CLASS, instance }, typedSql(connection));
        if (row?.held && !closed) {
          client = connection;
          onHeld();
          return;
        }
        connection.release(true);
      } catch (error) {
        log.warn({ err: error, instance }, 'upload: taking the job-owner lease failed, trying again');
      }
      await new Promise((r) => setTimeout(r, RETRY_MS).unref());
    }
  }
  void take();

  return {
    self: instance,
    ready: () => held,
    async isAlive(other) {
      const [row] = await sql.ownerAlive.run({ lockClass: LOCK_CLASS, instance: other }, typedSql(pool));
      return row?.alive ?? false;
    },
    async close() {
      closed = true;
      const connection = client;
      client = null;
      // Ending the session drops its locks: no unlock round trip that could fail half-way.
      connection?.release(true);
      await Promise.resolve();
    },
  };
}
