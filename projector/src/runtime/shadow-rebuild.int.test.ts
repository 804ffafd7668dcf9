import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatPosition, type Position } from '@stride/streams/port';
import type { Relay } from '@stride/streams/relay';
import { openTestHarness, silentLog, type TestHarness } from '@stride/streams/testing/harness';
import { startTestRelay } from '@stride/streams/testing/relay';
import { until } from '@stride/streams/testing/until';
import type { Projection } from '../projection.ts';
import {
  listParked,
  migrateProjections,
  readCheckpoint,
  startProjectors,
  type Projectors,
} from '../runtime.ts';
import { projectionRows } from '../testing/rebuild.ts';
import { shadowRebuild } from './shadow-rebuild.ts';

/**
 * A running sum per stream that reads its own table to apply (as several real projections do),
 * with a count of applications per event: an event applied twice shows. `fragile` events fail
 * while `broken.now` holds.
 */
function sumProjection(name: string, broken = { now: false }): Projection {
  const table = `rm_ops.${name}`;
  return {
    name,
    version: 1,
    handles: new Set(['Added', 'Fragile']),
    migrations: [
      `CREATE SCHEMA IF NOT EXISTS rm_ops;
       CREATE TABLE ${table} (event_id uuid PRIMARY KEY, stream text NOT NULL, total integer NOT NULL,
         applied_count integer NOT NULL DEFAULT 1 CHECK (applied_count > 0));
       CREATE INDEX ${name}_stream_idx ON ${table} (stream, total);`,
    ],
    tables: [{ name: table, orderBy: 'event_id' }],
    async apply(tx, event) {
      if (event.type === 'Fragile' && broken.now) throw new Error('the cause is not fixed yet');
      const { rows } = await tx.query<{ total: number | null }>(
        `SELECT max(total) AS total FROM ${table} WHERE stream = $1`,
        [event.streamName],
      );
      await tx.query(
        `INSERT INTO ${table} (event_id, stream, total) VALUES ($1, $2, $3)
         ON CONFLICT (event_id) DO UPDATE SET applied_count = ${table}.applied_count + 1`,
        [event.id, event.streamName, (rows[0]?.total ?? 0) + (event.data as { n: number }).n],
      );
      return [];
    },
  };
}

let h: TestHarness;
let relay: Relay;
let running: Projectors[] = [];
const broken = { now: false };
const rebuilt = sumProjection('ops_rebuilt', broken);
const twin = sumProjection('ops_twin');

beforeEach(async () => {
  h = await openTestHarness('ops');
  await migrateProjections(h.pool, [rebuilt, twin]);
  relay = startTestRelay(h);
  running = [
    startProjectors({
      standbyRetryMs: 100,
      pool: h.pool,
      nats: h.nats,
      names: h.names,
      store: h.store,
      log: silentLog,
      projections: [rebuilt, twin],
      maxAttempts: 2,
    }),
  ];
});
afterEach(async () => {
  await Promise.all(running.map((p) => p.stop()));
  await relay.stop();
  await h.close();
});

async function append(count: number, stream = `sum-${randomUUID()}`, type = 'Added'): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await h.store.append(
    stream,
    ids.map((id, n) => ({ id, type, data: { n: n + 1 } })),
  );
  return ids;
}

/** Both projections' checkpoints at the store's head. */
async function caughtUp(): Promise<void> {
  await until(
    async () => {
      const head = await h.store.headPosition();
      const a = await readCheckpoint(h.pool, rebuilt.name);
      const b = await readCheckpoint(h.pool, twin.name);
      const at = (p: Position | null): string => (p === null ? '' : formatPosition(p));
      return at(a.position) === at(head) && at(b.position) === at(head);
    },
    { timeoutMs: 30_000 },
  );
}

const rowsOf = async (p: Projection): Promise<string[]> =>
  Object.values(await projectionRows(h.pool, p)).flat();

describe('shadow rebuild', () => {
  it('equals incremental projection byte for byte, with events appended while it runs', async () => {
    const streams = Array.from({ length: 6 }, () => `sum-${randomUUID()}`);
    for (const stream of streams) await append(10, stream);
    await caughtUp();
    const before = await h.pool.query<{ relid: string }>(
      `SELECT 'rm_ops.ops_rebuilt'::regclass::oid::text AS relid`,
    );

    // Appends while the rebuild runs: some land before its last round, some during the swap.
    let appended = 0;
    const writer = (async () => {
      for (; appended < 40; appended++) await append(2, streams[appended % streams.length]);
    })();
    const batches: number[] = [];
    const { events } = await shadowRebuild(rebuilt, {
      pool: h.pool,
      store: h.store,
      log: silentLog,
      maxAttempts: 2,
      batchEvents: 7,
      // Deterministically, besides the writer: events appended between the rebuild's batches.
      onBatch: async (n) => {
        batches.push(n);
        if (batches.length <= 4) await append(3, streams[batches.length]);
      },
    });
    await writer;
    await append(3, streams[0]);
    await caughtUp();

    expect(events).toBeGreaterThanOrEqual(60);
    expect(batches.length).toBeGreaterThan(5);
    const after = await h.pool.query<{ relid: string }>(
      `SELECT 'rm_ops.ops_rebuilt'::regclass::oid::text AS relid`,
    );
    expect(after.rows[0]!.relid).not.toBe(before.rows[0]!.relid); // the shadow table was swapped in
    expect(batches.length).toBeGreaterThan(5); // many short transactions, not one
    expect(await listParked(h.pool)).toEqual([]);
    const mine = await rowsOf(rebuilt);
    expect(mine).toHaveLength(60 + 2 * appended + 4 * 3 + 3);
    expect(mine).toEqual(await rowsOf(twin));
    const { rows } = await h.pool.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'rebuild_ops_rebuilt'`);
    expect(rows).toHaveLength(0);
    const index = await h.pool.query(
      `SELECT 1 FROM pg_indexes WHERE schemaname = 'rm_ops' AND indexname = 'ops_rebuilt_stream_idx'`,
    );
    expect(index.rows).toHaveLength(1);
    const status = await h.pool.query<{ done: number; finished_at: Date | null }>(
      `SELECT done, finished_at FROM projection.rebuilds WHERE projector = $1`,
      [rebuilt.name],
    );
    expect(status.rows[0]).toMatchObject({ done: 1 });
    expect(status.rows[0]!.finished_at).not.toBeNull();
  });

  it('gives up a swap whose locks a reader holds, leaving the live tables as they were while the live projection goes on', async () => {
    const stream = `sum-${randomUUID()}`;
    await append(20, stream);
    await caughtUp();
    const reader = await h.pool.connect();
    try {
      // A long read of the live table: the swap's DROP would queue every later reader behind it.
      await reader.query('BEGIN');
      await reader.query(`SELECT count(*) FROM ${rebuilt.tables[0]!.name}`);
      const rebuilding = shadowRebuild(rebuilt, {
        pool: h.pool,
        store: h.store,
        log: silentLog,
        maxAttempts: 2,
        batchEvents: 7,
        onBatch: async (_n, done) => {
          if (done < 1) await append(1, stream);
        },
      });
      await expect(rebuilding).rejects.toMatchObject({ code: '55P03' });
      // Meanwhile the live worker was never held for long: it applies what comes now.
      await append(3, stream);
      await caughtUp();
    } finally {
      await reader.query('ROLLBACK');
      reader.release();
    }
    expect(await rowsOf(rebuilt)).toEqual(await rowsOf(twin));
    const { rows } = await h.pool.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'rebuild_ops_rebuilt'`);
    expect(rows).toHaveLength(0);
    const status = await h.pool.query<{ error: string | null }>(
      'SELECT error FROM projection.rebuilds WHERE projector = $1',
      [rebuilt.name],
    );
    expect(status.rows[0]!.error).toContain('lock timeout');
  });

  it('retries a parked event when asked, once its cause is fixed, and the row leaves the list', async () => {
    broken.now = true;
    const stream = `sum-${randomUUID()}`;
    await append(2, stream);
    const [fragile] = await append(1, stream, 'Fragile');
    await caughtUp();
    const parked = await listParked(h.pool, rebuilt.name);
    expect(parked.map((p) => p.eventId)).toEqual([fragile]);

    // Still broken: the retry fails, the row stays with one more attempt and the error.
    const ask = async (): Promise<string> => {
      const id = randomUUID();
      await h.pool.query(
        `INSERT INTO projection.operations (id, kind, projector, event_id, requested_by) VALUES ($1, 'retry', $2, $3, 'test')`,
        [id, rebuilt.name, fragile],
      );
      await until(async () => {
        const { rows } = await h.pool.query(
          'SELECT 1 FROM projection.operations WHERE id = $1 AND finished_at IS NOT NULL',
          [id],
        );
        return rows.length === 1;
      });
      const { rows } = await h.pool.query<{ outcome: string }>(
        'SELECT outcome FROM projection.operations WHERE id = $1',
        [id],
      );
      return rows[0]!.outcome;
    };
    expect(await ask()).toBe('failed');
    expect((await listParked(h.pool, rebuilt.name))[0]).toMatchObject({ eventId: fragile, attempts: 3 });

    broken.now = false;
    expect(await ask()).toBe('done');
    expect(await listParked(h.pool, rebuilt.name)).toEqual([]);
    const { rows } = await h.pool.query<{ total: number }>(
      `SELECT total FROM rm_ops.ops_rebuilt WHERE event_id = $1`,
      [fragile],
    );
    expect(rows).toEqual([{ total: 4 }]);
  });
});
