/**
 * A rebuild into shadow tables (ARCHITECTURE.md, "Rebuilds"): the projection's tables are built
 * again from the store under `rebuild_<projection>` (shadow-tables.ts) in short transactions, each
 * holding a batch of events and the rebuild's own checkpoint (`projection.rebuilds`), while the
 * live tables keep being read and the live worker keeps applying to them. When the rebuild is
 * within a batch of the store's head it takes the live checkpoint's lock (the live worker waits
 * for one short transaction), applies the last events, drops the live tables, moves the shadows
 * in, and sets the checkpoint to the rebuild's position: the live worker then skips what the
 * rebuild covered (positions decide, as after the old rebuild) and applies what came after.
 *
 * A projection with `settle` (the live projection) keeps rows of its current transaction in this
 * process's memory, shared by every transaction of the projection here: it cannot run beside its
 * live worker and takes the old path (rebuild.ts).
 */
import type pg from 'pg';
import { START, comparePositions, type Position, type RecordedEvent } from '@stride/streams/port';
import type { Projection } from '../projection.ts';
import { applyEvent, UnguardedApplyFailed, type ApplyOptions } from './apply.ts';
import { readCheckpoint, writeCheckpoint } from './checkpoint.ts';
import { rebuildProjection, type RebuildOptions } from './rebuild.ts';
import { createShadowTables, dropShadowTables, shadowClient, swapInShadowTables } from './shadow-tables.ts';

/** How long the swap waits for the live tables' locks before it is tried again. */
const SWAP_LOCK_TIMEOUT_MS = 1000;
/** PostgreSQL's lock_not_available (a lock_timeout ran out). */
const LOCK_NOT_AVAILABLE = '55P03';

export interface ShadowRebuildOptions extends RebuildOptions {
  /** Events per transaction at most. @default 200 */
  readonly batchEvents?: number;
  /** Called after each committed batch with the events applied and the share of the store done (0–1). */
  readonly onBatch?: (events: number, done: number) => void | Promise<void>;
  /** Checked before each batch: true abandons the rebuild (the process is stopping). */
  readonly shouldStop?: () => boolean;
}

/** True when the projection can be rebuilt beside its live worker. */
export const canShadowRebuild = (projection: Projection): boolean => projection.settle === undefined;

/** The name the rebuild parks events under until the swap. */
export const rebuildParkingName = (projection: Projection): string => `rebuild:${projection.name}`;

/** Rebuild by shadow tables when the projection allows it, the old way otherwise. */
export async function rebuildProjectionOnline(
  projection: Projection,
  options: ShadowRebuildOptions,
): Promise<{ events: number; shadow: boolean }> {
  if (!canShadowRebuild(projection))
    return { ...(await rebuildProjection(projection, options)), shadow: false };
  return { ...(await shadowRebuild(projection, options)), shadow: true };
}

async function inTransaction<T>(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const result = await work(tx);
    await tx.query('COMMIT');
    return result;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}

/** A position's share of the way from `first` to `head` (commit part only: good enough for a bar). */
function shareDone(position: Position | null, first: Position | null, head: Position | null): number {
  if (position === null || first === null || head === null) return head === null ? 1 : 0;
  const span = Number(head.commit - first.commit);
  if (span <= 0) return comparePositions(position, head) >= 0 ? 1 : 0;
  return Math.min(1, Math.max(0, Number(position.commit - first.commit) / span));
}

export async function shadowRebuild(
  projection: Projection,
  options: ShadowRebuildOptions,
): Promise<{ events: number; swapMs: number }> {
  const batchEvents = options.batchEvents ?? 200;
  const shadowed = Object.create(projection, {
    name: { value: rebuildParkingName(projection) },
  }) as Projection;
  const { pool, store } = options;
  const [first] = await collect(store.readAll({ fromPosition: START, maxCount: 1 }));
  const firstPosition = first?.position ?? null;
  await inTransaction(pool, async (tx) => {
    await createShadowTables(tx, projection);
    await tx.query('DELETE FROM projection.parked WHERE projector = $1', [shadowed.name]);
    await tx.query(
      `INSERT INTO projection.rebuilds (projector, events, done, started_at, finished_at, error)
       VALUES ($1, 0, 0, now(), NULL, NULL)
       ON CONFLICT (projector) DO UPDATE SET events = 0, done = 0, started_at = now(), finished_at = NULL,
         error = NULL, commit_position = NULL, prepare_position = NULL`,
      [projection.name],
    );
  });

  let position: Position | null = null;
  let events = 0;
  /** The head this round of catching up aims at, and the events applied in the round. */
  let target = await store.headPosition();
  let round = 0;
  let swapTries = 0;
  try {
    for (;;) {
      if (options.shouldStop?.()) throw new Error('rebuild abandoned: the projector is stopping');
      const reached = target === null || (position !== null && comparePositions(position, target) >= 0);
      if (reached) {
        // A round that had little to apply: the rest fits in the one locked transaction.
        if (round <= 2 * batchEvents) {
          const swapStarted = performance.now();
          const swapped = await swapIn(projection, shadowed, options, position, batchEvents).catch(
            (error: unknown) => {
              if ((error as { code?: unknown }).code !== LOCK_NOT_AVAILABLE || ++swapTries >= 5) throw error;
              return null;
            },
          );
          if (swapped === null) {
            target = await store.headPosition();
            round = 0;
            continue;
          }
          events += swapped;
          const swapMs = performance.now() - swapStarted;
          await options.onBatch?.(events, 1);
          options.onProgress?.(events);
          return { events, swapMs };
        }
        target = await store.headPosition();
        round = 0;
        continue;
      }
      const batch = await collect(store.readAll({ fromPosition: position ?? START, maxCount: batchEvents }));
      if (batch.length === 0) {
        target = position;
        continue;
      }
      round += batch.length;
      const head = await store.headPosition();
      position = await inTransaction(pool, async (tx) => {
        const last = await applyBatch(tx, shadowed, batch, options, position);
        await tx.query(
          `UPDATE projection.rebuilds SET events = events + $2, done = $3,
             commit_position = $4, prepare_position = $5 WHERE projector = $1`,
          [
            projection.name,
            batch.length,
            shareDone(last, firstPosition, head),
            last?.commit.toString() ?? null,
            last?.prepare.toString() ?? null,
          ],
        );
        return last;
      });
      events += batch.length;
      await options.onBatch?.(events, shareDone(position, firstPosition, head));
      options.onProgress?.(events);
    }
  } catch (error) {
    projection.discard?.();
    await pool
      .query('UPDATE projection.rebuilds SET finished_at = now(), error = $2 WHERE projector = $1', [
        projection.name,
        error instanceof Error ? error.message : String(error),
      ])
      .catch(() => undefined);
    await dropShadowTables(pool, projection).catch(() => undefined);
    throw error;
  }
}

/**
 * The last events and the swap, in one transaction holding the live checkpoint's lock: the live
 * worker waits for it, then skips what the rebuild covered.
 */
function swapIn(
  projection: Projection,
  shadowed: Projection,
  options: ShadowRebuildOptions,
  from: Position | null,
  batchEvents: number,
): Promise<number> {
  return inTransaction(options.pool, async (tx) => {
    await readCheckpoint(tx, projection.name, true);
    let applied = 0;
    let last = from;
    for (;;) {
      const more = await collect(
        options.store.readAll({ fromPosition: last ?? START, maxCount: batchEvents }),
      );
      if (more.length === 0) break;
      last = await applyBatch(tx, shadowed, more, options, last);
      applied += more.length;
    }
    // Dropping a live table waits for its readers, and every reader that comes after waits behind
    // that: never for long. A swap that cannot have its locks soon is tried again later.
    await tx.query(`SET LOCAL lock_timeout = '${SWAP_LOCK_TIMEOUT_MS}ms'`);
    await swapInShadowTables(tx, projection);
    await tx.query('DELETE FROM projection.parked WHERE projector = $1', [projection.name]);
    await tx.query('UPDATE projection.parked SET projector = $1 WHERE projector = $2', [
      projection.name,
      shadowed.name,
    ]);
    await writeCheckpoint(tx, projection.name, {
      version: projection.version,
      position: last,
      streamSeq: null,
    });
    await tx.query(
      `UPDATE projection.rebuilds SET events = events + $2, done = 1, finished_at = now(), error = NULL,
         commit_position = $3, prepare_position = $4 WHERE projector = $1`,
      [projection.name, applied, last?.commit.toString() ?? null, last?.prepare.toString() ?? null],
    );
    return applied;
  });
}

/**
 * Apply events to the shadow tables in the caller's transaction: unguarded first, then (when one
 * fails) again under savepoints, parking what fails every attempt. Returns the last position.
 */
async function applyBatch(
  tx: pg.ClientBase,
  projection: Projection,
  batch: readonly RecordedEvent[],
  options: ApplyOptions,
  from: Position | null,
): Promise<Position | null> {
  // The shadow names come from the projection itself, not from the parking name it applies under.
  const shadow = shadowClient(tx, Object.getPrototypeOf(projection) as Projection);
  const run = async (guarded: boolean): Promise<Position | null> => {
    let last = from;
    for (const event of batch) {
      if (projection.handles.has(event.type)) await applyEvent(shadow, projection, event, options, guarded);
      last = event.position;
    }
    return last;
  };
  await tx.query('SAVEPOINT shadow_batch');
  try {
    const last = await run(false);
    await tx.query('RELEASE SAVEPOINT shadow_batch');
    return last;
  } catch (error) {
    if (!(error instanceof UnguardedApplyFailed)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT shadow_batch');
    return run(true);
  }
}

async function collect(events: AsyncIterable<RecordedEvent>): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}
