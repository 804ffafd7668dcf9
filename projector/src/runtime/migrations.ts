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
  // Issue 20: shadow rebuilds' progress (shadow-rebuild.ts) and the admin area's requests
  // (operations.ts), kept as their audit trail.
  `CREATE TABLE projection.rebuilds (
     projector text PRIMARY KEY,
     events bigint NOT NULL DEFAULT 0,
     done double precision NOT NULL DEFAULT 0,
     commit_position numeric(20, 0),
     prepare_position numeric(20, 0),
     started_at timestamptz NOT NULL DEFAULT now(),
     finished_at timestamptz,
     error text
   );
   CREATE TABLE projection.operations (
     id uuid PRIMARY KEY,
     kind text NOT NULL CHECK (kind IN ('rebuild', 'retry')),
     projector text NOT NULL,
     event_id uuid,
     requested_by text NOT NULL,
     requested_at timestamptz NOT NULL DEFAULT now(),
     started_at timestamptz,
     finished_at timestamptz,
     outcome text CHECK (outcome IN ('done', 'failed')),
     error text
   );
   CREATE INDEX operations_pending_idx ON projection.operations (projector, requested_at)
     WHERE started_at IS NULL;`,
];

export async function migrateProjections(pool: pg.Pool, projections: readonly Projection[]): Promise<void> {
  await migrate(pool, 'projection-runtime', runtimeMigrations);
  for (const projection of projections) {
    await migrate(pool, `projection:${projection.name}`, projection.migrations);
    await initCheckpoint(pool, projection.name, projection.version);
  }
}
