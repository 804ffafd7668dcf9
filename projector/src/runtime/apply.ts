/**
 * Applying one event inside a batch's transaction. Batches first run unguarded, one statement per
 * event and nothing more, which keeps transactions short (they hold row locks readers of the read
 * model may wait for; the event store's readers no longer wait for them, see
 * streams/src/postgres/horizon.ts). When an event
 * fails, the batch is rolled back and run again guarded: each event under a savepoint, tried
 * `maxAttempts` times, then parked so that the projection goes on.
 */
import type pg from 'pg';
import type { Logger } from '@stride/contracts/logger';
import type { EventStore, RecordedEvent } from '@stride/streams/port';
import type { Change, Projection } from '../projection.ts';
import { park } from './parking.ts';
import { readableEvent } from './readable.ts';

export type ProjectorLogger = Logger;

export interface ApplyOptions {
  readonly maxAttempts: number;
  readonly log: ProjectorLogger;
  /** What projections may read besides their tables. */
  readonly store: EventStore;
}

/**
 * PostgreSQL errors that pass with time: serialization failures and deadlocks (class 40),
 * connection trouble (08), lock and statement timeouts, shutdown, lack of resources (53).
 */
export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^(40|08|53)/.test(code) || ['55P03', '57014', '57P01', '57P02', '57P03'].includes(code);
}

/** An event failed in a batch applied without savepoints: the batch is re-run guarded. */
export class UnguardedApplyFailed extends Error {
  override readonly name = 'UnguardedApplyFailed';
}

export async function applyEvent(
  tx: pg.ClientBase,
  projection: Projection,
  stored: RecordedEvent,
  options: ApplyOptions,
  guarded: boolean,
): Promise<readonly Change[]> {
  // Text PostgreSQL cannot hold (U+0000, from events stored before commands refused it) is
  // replaced, never a reason to park: readable.ts.
  const event = readableEvent(stored);
  if (!guarded) {
    try {
      return await projection.apply(tx, event, { store: options.store });
    } catch (error) {
      throw new UnguardedApplyFailed(`${projection.name} failed on ${event.id}`, { cause: error });
    }
  }
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
    await tx.query('SAVEPOINT apply_event');
    try {
      const changes = await projection.apply(tx, event, { store: options.store });
      await tx.query('RELEASE SAVEPOINT apply_event');
      return changes;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT apply_event');
      // A passing condition (deadlock, timeout, lost connection) says nothing about the event:
      // fail the batch, to be retried with backoff, rather than park a good event.
      if (isTransient(error)) throw error;
      lastError = error;
    }
  }
  await park(tx, projection.name, event, options.maxAttempts, lastError);
  options.log.error(
    { projector: projection.name, eventId: event.id, type: event.type, err: lastError },
    'projector: event parked after failing every attempt',
  );
  return [];
}
