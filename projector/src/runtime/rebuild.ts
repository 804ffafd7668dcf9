/**
 * Rebuild (`npm run rebuild -- <name>`, and on a new projection version): empty a projection's
 * tables and apply the whole store again, in one transaction that holds the checkpoint lock: the
 * live worker waits, then skips everything the rebuild covered.
 */
import pg from 'pg';
import { START, type EventStore, type Position } from '@stride/streams/port';
import type { Projection } from '../projection.ts';
import { applyEvent, UnguardedApplyFailed, type ApplyOptions } from './apply.ts';
import { readCheckpoint, writeCheckpoint } from './checkpoint.ts';
import { clearParked } from './parking.ts';

export interface RebuildOptions extends ApplyOptions {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  /** Called every few thousand events. */
  readonly onProgress?: (events: number) => void;
}

export async function rebuildProjection(
  projection: Projection,
  options: RebuildOptions,
): Promise<{ events: number }> {
  try {
    return await rebuildOnce(projection, options, false);
  } catch (error) {
    if (!(error instanceof UnguardedApplyFailed)) throw error;
    return rebuildOnce(projection, options, true);
  }
}

/**
 * `DELETE FROM` one of the projection's own tables. The name comes from its fixed `tables` list,
 * never from input, and each part is quoted all the same: a statement cannot take a table as a
 * parameter.
 */
function deleteAllFrom(table: string): string {
  return `DELETE FROM ${table.split('.').map(pg.escapeIdentifier).join('.')}`;
}

async function rebuildOnce(
  projection: Projection,
  options: RebuildOptions,
  guarded: boolean,
): Promise<{ events: number }> {
  const tx = await options.pool.connect();
  let events = 0;
  try {
    await tx.query('BEGIN');
    await readCheckpoint(tx, projection.name, true);
    // DELETE, not TRUNCATE: readers keep seeing the old rows until the rebuild commits, instead of
    // queueing behind an exclusive lock (and holding pool connections the rebuild needs).
    for (const table of projection.tables) await tx.query(deleteAllFrom(table.name));
    await clearParked(tx, projection.name);
    let position: Position | null = null;
    for await (const event of options.store.readAll({ fromPosition: START })) {
      if (projection.handles.has(event.type)) await applyEvent(tx, projection, event, options, guarded);
      position = event.position;
      if (++events % 5000 === 0) options.onProgress?.(events);
    }
    await projection.settle?.(tx);
    await writeCheckpoint(tx, projection.name, { version: projection.version, position, streamSeq: null });
    await tx.query('COMMIT');
    options.onProgress?.(events);
    return { events };
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    projection.discard?.();
    throw error;
  } finally {
    tx.release();
  }
}
