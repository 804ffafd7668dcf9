/**
 * What an integration test of the pipeline needs: a throw-away database with the PostgreSQL
 * event store, a NATS connection and a deployment name of its own. `close()` removes it all.
 */
import pg from 'pg';
import { connect, type ConnectionOptions, type NatsConnection } from 'nats';
import { natsConnectionOptions, natsNames, type NatsNames } from '@stride/contracts/nats';
import { createPostgresEventStore, migrateEventStore } from '../postgres/event-store.ts';
import type { EventStore } from '../port.ts';
import { createTestDatabase, testDeploymentName, type TestDatabase } from './pg.ts';

export interface TestHarness {
  readonly db: TestDatabase;
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly nats: NatsConnection;
  readonly names: NatsNames;
  close(): Promise<void>;
}

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function natsUrl(): string {
  return process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
}

/** `nats`: connection options of its own (a test cluster's servers, say) instead of `natsUrl()`'s. */
export async function openTestHarness(
  prefix = 't',
  options: { readonly nats?: ConnectionOptions } = {},
): Promise<TestHarness> {
  const db = await createTestDatabase(prefix);
  const pool = new pg.Pool({ connectionString: db.url, max: 20 });
  await migrateEventStore(pool);
  const store = createPostgresEventStore({ pool });
  const nats = await connect(options.nats ?? natsConnectionOptions(natsUrl()));
  const names = natsNames(testDeploymentName(prefix));
  return {
    db,
    pool,
    store,
    nats,
    names,
    async close() {
      await store.close();
      const jsm = await nats.jetstreamManager({ checkAPI: false });
      await jsm.streams.delete(names.eventsStream).catch(() => undefined);
      await nats.close();
      await pool.end();
      await db.drop();
    },
  };
}
