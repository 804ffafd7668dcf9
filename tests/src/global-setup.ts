/**
 * Integration tests need a PostgreSQL and a NATS JetStream server. Use the ones in DATABASE_URL /
 * NATS_URL or on the standard ports; otherwise start private ones (deploy/src/services.ts).
 *
 * Then one template database per run, with the event store's and every projection's migrations
 * applied: each test file's database is a copy of it (`createTestDatabase`), made in milliseconds.
 * Its name reaches the test workers through the environment, as the servers' URLs do.
 */
import { ensureServices } from '@stride/deploy/services';
import { allProjections } from '@stride/projector/projections';
import { migrateProjections } from '@stride/projector/runtime';
import { migrateEventStore } from '@stride/streams/postgres/event-store';
import { createTemplateDatabase, TEMPLATE_DATABASE_VARIABLE } from '@stride/streams/testing/pg';

export default async function setup(): Promise<() => Promise<void>> {
  const services = await ensureServices({ dataDir: '.data/test-services', purpose: 'tests' });
  process.env.DATABASE_URL = services.databaseUrl;
  process.env.NATS_URL = services.natsUrl;
  try {
    const template = await createTemplateDatabase(async (pool) => {
      await migrateEventStore(pool);
      await migrateProjections(pool, allProjections);
    });
    process.env[TEMPLATE_DATABASE_VARIABLE] = template.name;
    return async () => {
      delete process.env[TEMPLATE_DATABASE_VARIABLE];
      await template.drop();
      await services.stop();
    };
  } catch (error) {
    await services.stop();
    throw error;
  }
}
