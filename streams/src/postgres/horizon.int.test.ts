/**
 * What may hold back readers of `$all`: only appends still in flight. A transaction that writes
 * anything else (a projector's batch, a rebuild, an upload's job rows, another database's
 * `CREATE DATABASE` on a shared server) holds a transaction id too, and readers that stopped at
 * the cluster's oldest running transaction waited for it to end: a rebuild or a slow batch
 * stalled the relay, and with it every live figure, for as long as it ran.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, formatPosition, type Position } from '../port.ts';
import { SubscriptionProbe, collect, jsonEvent } from '../testing/contract.ts';
import { adminDatabaseUrl, createTestDatabase, type TestDatabase } from '../testing/pg.ts';
import { createPostgresEventStore, migrateEventStore, type PostgresEventStore } from './event-store.ts';
import { APPEND_NOT_FIRST } from './horizon.ts';

let database: TestDatabase;
let pool: pg.Pool;
let store: PostgresEventStore;
/** The subscriber's own store and pool, as the relay has in another process. */
let readerPool: pg.Pool;
let reader: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('es_horizon');
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  readerPool = new pg.Pool({ connectionString: database.url, max: 3 });
  await migrateEventStore(pool);
  await pool.query('CREATE TABLE read_model (id uuid PRIMARY KEY, n integer)');
  store = createPostgresEventStore({ pool });
  // A short visibility wait: readAll and headPosition must not need it to see a committed event.
  reader = createPostgresEventStore({ pool: readerPool, visibilityWaitMs: 200 });
});

afterAll(async () => {
  await store?.close();
  await reader?.close();
  await pool?.end();
  await readerPool?.end();
  await database?.drop();
});

/** A transaction that holds a transaction id, open until `end`. */
async function openWriter(url: string, write: string): Promise<{ end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(write);
  return {
    async end() {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.end();
    },
  };
}

async function expectReadableWhileOpen(blocker: { end(): Promise<void> }): Promise<void> {
  const stream = `horizon-${randomUUID()}`;
  try {
    const head = await reader.headPosition();
    const probe = new SubscriptionProbe(
      reader.subscribeToAll({ fromPosition: head ?? 'start' }),
      (e) => e.streamName === stream,
    );
    const appended = await store.append(stream, [jsonEvent('Appended', { n: 1 })]);
    // The blocker stays open for the whole wait: before, this timed out.
    const [delivered] = await probe.waitFor(1, 10_000);
    await probe.subscription.unsubscribe();
    expect(formatPosition(delivered!.position)).toBe(formatPosition(appended.position));

    const fromAll = (await collect(reader.readAll({ fromPosition: head ?? 'start' }))).filter(
      (e) => e.streamName === stream,
    );
    expect(fromAll.map((e) => e.id)).toEqual([delivered!.id]);
    const now: Position | null = await reader.headPosition();
    expect(now).not.toBeNull();
    expect(comparePositions(now!, appended.position)).toBeGreaterThanOrEqual(0);
  } finally {
    await blocker.end();
  }
}

describe('the horizon of $all', () => {
  it('is not held back by an open transaction that writes a read model in the same database', async () => {
    await expectReadableWhileOpen(
      await openWriter(database.url, `INSERT INTO read_model VALUES ('${randomUUID()}', 1)`),
    );
  });

  it('is not held back by an open transaction in another database of the server', async () => {
    // pg_current_xact_id() takes a transaction id as a first write would.
    await expectReadableWhileOpen(await openWriter(adminDatabaseUrl(), 'SELECT pg_current_xact_id()'));
  });

  it('refuses an append in a transaction that wrote something else first', async () => {
    const client = await pool.connect();
    const event = jsonEvent('Late', {});
    const append = `SELECT next_revision FROM es.append($1, 'any', NULL, $2::uuid[], $3::text[], $4::bytea[], $5::boolean[], $6::json[])`;
    const values = (id: string) => [
      `late-${randomUUID()}`,
      [id],
      [event.type],
      [Buffer.from('{}')],
      [true],
      [null],
    ];
    try {
      await client.query('BEGIN');
      await client.query(`INSERT INTO read_model VALUES ('${randomUUID()}', 2)`);
      // Its transaction id may be older than what readers have passed: its events could be skipped.
      await expect(client.query(append, values(event.id))).rejects.toMatchObject({ code: APPEND_NOT_FIRST });
      await client.query('ROLLBACK');

      // Appends after appends in one transaction stay allowed.
      await client.query('BEGIN');
      await client.query(append, values(randomUUID()));
      await client.query(append, values(randomUUID()));
      await client.query('COMMIT');
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  });
});
