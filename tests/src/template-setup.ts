/**
 * After global-setup.ts (the servers): one template database per run, with the event store's and
 * every projection's migrations applied. Each integration test file's database is a copy of it
 * (`createTestDatabase`), which skips the migrations. Its name reaches the test workers through the
 * environment, as the servers' URLs do.
 *
 * Only the `int` project uses it: the browser tests' platform migrates its own database, and a
 * second project loading the projector here would register its Prometheus metrics twice in the
 * one process.
 */
import { allProjections } from '@stride/projector/projections';
import { migrateProjections } from '@stride/projector/runtime';
import { migrateEventStore } from '@stride/streams/postgres/event-store';
import { createTemplateDatabase, TEMPLATE_DATABASE_VARIABLE } from '@stride/streams/testing/pg';

export default async function setup(): Promise<() => Promise<void>> {
  const template = await createTemplateDatabase(async (pool) => {
    await migrateEventStore(pool);
    await migrateProjections(pool, allProjections);
  });
  process.env[TEMPLATE_DATABASE_VARIABLE] = template.name;
  return async () => {
    delete process.env[TEMPLATE_DATABASE_VARIABLE];
    await template.drop();
  };
}
