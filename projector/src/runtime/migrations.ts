/**
 * The runtime's own tables (checkpoints, parked events) and each projection's migrations, applied
 * forward-only (`@stride/streams/postgres/migrate`), with a checkpoint row per projection.
 */
import type pg from 'pg';
import { migrate } from '@stride/streams/postgres/migrate';
import type { Projection } from '../projection.ts';
import { initCheckpoint } from './checkpoint.ts';

const runtimeMigrations = [
  `CREATE SCHEMA IF NOT EXISTS projection;
   CREATE TABLE projection.checkpoints (
     projector text PRIMARY KEY,
     version integer NOT NULL,
     commit_position numeric(20, 0),
     prepare_position numeric(20, 0),
     stream_seq bigint,
     updated_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE projection.parked (
     projector text NOT NULL,
     event_id uuid NOT NULL,
     stream_name text NOT NULL,
     event_type text NOT NULL,
     commit_position numeric(20, 0) NOT NULL,
     prepare_position numeric(20, 0) NOT NULL,
     attempts integer NOT NULL,
     error text NOT NULL,
     parked_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (projector, event_id)
   );`,
];

export async function migrateProjections(pool: pg.Pool, projections: readonly Projection[]): Promise<void> {
  await migrate(pool, 'projection-runtime', runtimeMigrations);
  for (const projection of projections) {
    await migrate(pool, `projection:${projection.name}`, projection.migrations);
    await initCheckpoint(pool, projection.name, projection.version);
  }
}
