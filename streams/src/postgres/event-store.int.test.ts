import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamNotFoundError, WrongExpectedVersionError, comparePositions } from '../port.ts';
import { collect, describeEventStoreContract, jsonEvent, newStreamName } from '../testing/contract.ts';
import { createTestDatabase, type TestDatabase } from '../testing/pg.ts';
import {
  DuplicateEventIdError,
  createPostgresEventStore,
  migrateEventStore,
  type PostgresEventStore,
} from './event-store.ts';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase('es');
  pool = new pg.Pool({ connectionString: database.url, max: 6 });
  await migrateEventStore(pool);
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describeEventStoreContract('postgres', () => {
  const store = createPostgresEventStore({ pool });
  return Promise.resolve({ store, teardown: () => store.close() });
});

describe('PostgreSQL event store specifics', () => {
  let store: PostgresEventStore;
  beforeAll(() => {
    // Small pages, so paging is exercised with a handful of events.
    store = createPostgresEventStore({ pool, pageSize: 3, pageBytes: 64 });
  });
  afterAll(() => store.close());

  it('migrating twice is harmless', async () => {
    await migrateEventStore(pool);
    const { rows } = await pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM public.schema_migrations WHERE component = 'event-store'",
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });

  it('reads streams and $all across pages, including pages cut by the byte budget', async () => {
    const stream = newStreamName();
    const big = Array.from({ length: 4 }, () => ({
      id: randomUUID(),
      type: 'Big',
      data: new Uint8Array(100).fill(7),
    }));
    const result = await store.append(stream, [
      ...Array.from({ length: 7 }, (_, n) => jsonEvent('Small', { n })),
      ...big,
    ]);
    const forwards = await collect(store.readStream(stream));
    expect(forwards.map((e) => e.revision)).toEqual(Array.from({ length: 11 }, (_, n) => BigInt(n)));
    const backwards = await collect(store.readStream(stream, { direction: 'backwards', maxCount: 8 }));
    expect(backwards.map((e) => e.revision)).toEqual([10n, 9n, 8n, 7n, 6n, 5n, 4n, 3n]);
    const fromAll = await collect(store.readAll({ fromPosition: forwards[0]!.position }));
    expect(fromAll.map((e) => e.id)).toEqual(forwards.slice(1).map((e) => e.id));
    expect(comparePositions(fromAll.at(-1)!.position, result.position)).toBe(0);
  });

  it('refuses stream_exists on a soft-deleted stream, and an event id that another stream holds', async () => {
    const stream = newStreamName();
    const event = jsonEvent('Once', {});
    await store.append(stream, [event]);
    await store.deleteStream(stream);
    await expect(
      store.append(stream, [jsonEvent('X', {})], { expectedRevision: 'stream_exists' }),
    ).rejects.toMatchObject({
      name: 'WrongExpectedVersionError',
      actual: 'no_stream',
    });
    const other = newStreamName();
    await expect(store.append(other, [event])).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(store.append(other, [jsonEvent('New', {}), event])).rejects.toMatchObject({
      name: 'DuplicateEventIdError',
      eventId: event.id,
    });
    await expect(collect(store.readStream(other))).rejects.toBeInstanceOf(StreamNotFoundError);
  });

  it('hides events older than maxAge', async () => {
    const stream = newStreamName();
    await store.append(stream, [jsonEvent('Old', {})]);
    await pool.query("UPDATE es.events SET created = now() - interval '2 hours' WHERE stream_name = $1", [
      stream,
    ]);
    await store.append(stream, [jsonEvent('Fresh', {})]);
    await store.setStreamMetadata(stream, { maxAge: 3600 });
    expect((await collect(store.readStream(stream))).map((e) => e.type)).toEqual(['Fresh']);
  });

  it('serialises concurrent appends to one stream: exactly one of two racing no_stream appends wins', async () => {
    const stream = newStreamName();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        store.append(stream, [jsonEvent('Raced', {})], { expectedRevision: 'no_stream' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
    }
    expect(await collect(store.readStream(stream))).toHaveLength(1);
  });

  it('wakes subscribers of another store instance through NOTIFY', async () => {
    // A poll interval far above the test's patience: only the notification can deliver in time.
    const listening = createPostgresEventStore({ pool, pollIntervalMs: 60_000 });
    const stream = newStreamName();
    const head = await listening.headPosition();
    const subscription = listening.subscribeToAll({ fromPosition: head ?? 'start' });
    const iterator = subscription[Symbol.asyncIterator]();
    const first = iterator.next();
    try {
      // Let the subscription reach its idle wait before the append.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await store.append(stream, [jsonEvent('Notified', {})]);
      const started = Date.now();
      let next = await first;
      while (!next.done && next.value.streamName !== stream) next = await iterator.next();
      expect(next.done).toBe(false);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await subscription.unsubscribe();
      await listening.close();
    }
  });
});
