/**
 * The running pipeline behind a test harness: relay and projectors, and a way to wait until the
 * projections have caught up with everything in the store.
 */
import type pg from 'pg';
import type { Position } from '@stride/streams/port';
import type { Relay } from '@stride/streams/relay';
import { silentLog, type TestHarness } from '@stride/streams/testing/harness';
import { startTestRelay } from '@stride/streams/testing/relay';
import type { Projection } from '../projection.ts';
import { trackProgress } from '../progress.ts';
import { migrateProjections, startProjectors, type Projectors } from '../runtime.ts';

export interface Pipeline {
  readonly relay: Relay;
  readonly projectors: Projectors;
  /** Resolves once `projector` (the first projection by default) has applied the store's head. */
  projected(projector?: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startPipeline(
  h: TestHarness,
  projections: readonly Projection[],
  options: { readonly standbyRetryMs?: number } = {},
): Promise<Pipeline> {
  await migrateProjections(h.pool, projections);
  const relay = startTestRelay(h);
  const projectors = startProjectors({
    pool: h.pool,
    nats: h.nats,
    names: h.names,
    store: h.store,
    log: silentLog,
    projections,
    ...options,
  });
  const tracker = trackProgress(h.nats, h.names, h.pool);
  return {
    relay,
    projectors,
    async projected(projector = projections[0]?.name ?? '', timeoutMs = 20_000) {
      await relay.caughtUp(timeoutMs);
      const head = (await newestCommitted(h.pool)) ?? (await h.store.headPosition());
      if (head && !(await tracker.waitFor(projector, head, timeoutMs))) {
        throw new Error(`projector ${projector} did not catch up within ${timeoutMs} ms`);
      }
    },
    async stop() {
      tracker.close();
      await projectors.stop();
      await relay.stop();
    },
  };
}

/**
 * The newest committed event of the PostgreSQL store, read directly. The store's own head waits
 * (at most 2 s) for the visibility horizon, which is the whole server's oldest running
 * transaction: a long transaction of a test running beside this one (another database) held it
 * back, `projected()` then waited for an older position and returned before the projector had the
 * newest events (seen once in CI as a workload day still missing its upload's record). Null when
 * the store is not PostgreSQL.
 */
async function newestCommitted(pool: pg.Pool): Promise<Position | null> {
  try {
    const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id, global_position FROM es.events
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) } : null;
  } catch {
    return null;
  }
}
