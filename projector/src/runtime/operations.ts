/**
 * The admin area's operations (issue 20): retry a parked event, rebuild a projection. The API and
 * the projectors may be separate processes (`npm start -- tree`), so a request is a row of
 * `projection.operations` that the process holding the projection's lease polls for, claims, runs
 * and marks done or failed. The rows stay: they are the audit trail of who asked for what, when,
 * and how it ended.
 */
import type pg from 'pg';
import type { Logger } from '@stride/contracts/logger';
import type { EventStore, Position, RecordedEvent } from '@stride/streams/port';
import type { Projection } from '../projection.ts';
import type { ApplyOptions } from './apply.ts';
import { readCheckpoint } from './checkpoint.ts';
import { readableEvent } from './readable.ts';
import { rebuildProjectionOnline } from './shadow-rebuild.ts';

export interface OperationsOptions {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly log: Logger;
  readonly apply: ApplyOptions;
  /** How often to look for requests. @default 500 */
  readonly pollMs?: number;
}

interface Request {
  readonly id: string;
  readonly kind: 'rebuild' | 'retry';
  readonly event_id: string | null;
}

/** Poll for the projection's requests until `stop`; runs one at a time. */
export function runOperations(projection: Projection, options: OperationsOptions): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const tick = (): void => {
    running = next()
      .catch((error: unknown) =>
        options.log.warn({ projector: projection.name, err: error }, 'operations: failed'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs ?? 500);
      });
  };

  async function next(): Promise<void> {
    while (!stopped) {
      const request = await claim(options.pool, projection.name);
      if (request === null) return;
      let error: string | null = null;
      try {
        if (request.kind === 'retry' && request.event_id !== null)
          error = await retryParked(projection, request.event_id, options);
        else
          await rebuildProjectionOnline(projection, {
            ...options.apply,
            pool: options.pool,
            store: options.store,
            shouldStop: () => stopped,
          });
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      await options.pool.query(
        `UPDATE projection.operations SET finished_at = now(), outcome = $2, error = $3 WHERE id = $1`,
        [request.id, error === null ? 'done' : 'failed', error],
      );
      options.log.info(
        { projector: projection.name, operation: request.kind, eventId: request.event_id, error },
        'operations: request ran',
      );
    }
  }

  // Only the lease holder runs requests: what was left running belongs to a holder that died.
  running = interrupted(projection, options.pool)
    .catch((error: unknown) =>
      options.log.warn({ projector: projection.name, err: error }, 'operations: cleanup failed'),
    )
    .finally(() => {
      if (!stopped) timer = setTimeout(tick, 0);
    });
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Mark what a previous lease holder left running as failed. */
async function interrupted(projection: Projection, pool: pg.Pool): Promise<void> {
  const reason = 'interrupted: the projector running it stopped';
  await pool.query(
    `UPDATE projection.operations SET finished_at = now(), outcome = 'failed', error = $2
      WHERE projector = $1 AND started_at IS NOT NULL AND finished_at IS NULL`,
    [projection.name, reason],
  );
  // Its shadow tables stay until the next rebuild drops them: `npm run rebuild` may be using them
  // from another process (its swap then marks the rebuild done all the same).
  await pool.query(
    `UPDATE projection.rebuilds SET finished_at = now(), error = $2
      WHERE projector = $1 AND finished_at IS NULL`,
    [projection.name, reason],
  );
}

async function claim(pool: pg.Pool, projector: string): Promise<Request | null> {
  const { rows } = await pool.query<Request>(
    `UPDATE projection.operations SET started_at = now()
      WHERE id = (SELECT id FROM projection.operations
                   WHERE projector = $1 AND started_at IS NULL
                   ORDER BY requested_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, event_id`,
    [projector],
  );
  return rows[0] ?? null;
}

/** The stored event at a parked row's position (its id checked). */
async function parkedEvent(
  store: EventStore,
  row: { event_id: string; stream_name: string; commit_position: string; prepare_position: string },
): Promise<RecordedEvent | null> {
  const at: Position = { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
  const before: Position =
    at.prepare > 0n ? { ...at, prepare: at.prepare - 1n } : { commit: at.commit - 1n, prepare: 0n };
  for await (const event of store.readAll({ fromPosition: before, maxCount: 1 }))
    if (event.id === row.event_id) return event;
  for await (const event of store.readStream(row.stream_name)) if (event.id === row.event_id) return event;
  return null;
}

/**
 * Apply a parked event again, once, under the checkpoint's lock (the live worker waits for this
 * one short transaction). On success its row leaves `projection.parked`; on failure the row keeps
 * it with one more attempt and the new error, which is returned.
 */
export async function retryParked(
  projection: Projection,
  eventId: string,
  options: Pick<OperationsOptions, 'pool' | 'store'>,
): Promise<string | null> {
  const tx = await options.pool.connect();
  try {
    await tx.query('BEGIN');
    await readCheckpoint(tx, projection.name, true);
    const { rows } = await tx.query<{
      event_id: string;
      stream_name: string;
      commit_position: string;
      prepare_position: string;
    }>(
      `SELECT event_id, stream_name, commit_position::text, prepare_position::text FROM projection.parked
        WHERE projector = $1 AND event_id = $2 FOR UPDATE`,
      [projection.name, eventId],
    );
    const row = rows[0];
    if (!row) {
      await tx.query('ROLLBACK');
      return 'not parked';
    }
    const event = await parkedEvent(options.store, row);
    if (event === null) throw new Error('the event is no longer in the store');
    await tx.query('SAVEPOINT retry_parked');
    try {
      await projection.apply(tx, readableEvent(event), { store: options.store });
      await projection.settle?.(tx);
    } catch (error) {
      projection.discard?.();
      await tx.query('ROLLBACK TO SAVEPOINT retry_parked');
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      await tx.query(
        `UPDATE projection.parked SET attempts = attempts + 1, error = $3, parked_at = now()
          WHERE projector = $1 AND event_id = $2`,
        [projection.name, eventId, message],
      );
      await tx.query('COMMIT');
      return message;
    }
    await tx.query('DELETE FROM projection.parked WHERE projector = $1 AND event_id = $2', [
      projection.name,
      eventId,
    ]);
    await tx.query('COMMIT');
    return null;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}
