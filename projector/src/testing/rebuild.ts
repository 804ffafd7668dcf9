/** What a projection's "rebuild gives the same rows byte for byte" test reads and does. */
import type pg from 'pg';
import { silentLog, type TestHarness } from '@stride/streams/testing/harness';
import type { Projection } from '../projection.ts';
import { rebuildProjectionOnline } from '../runtime.ts';

/**
 * Every row of a projection's tables in each table's order, as PostgreSQL writes it in JSON
 * (`row_to_json`): text to compare byte for byte, table by table.
 */
export async function projectionRows(
  pool: pg.Pool,
  projection: Projection,
): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const { name, orderBy } of projection.tables) {
    // Names from the projection's own fixed list, never from input.
    const found = await pool.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM ${name} t ORDER BY ${orderBy}`,
    );
    rows[name] = found.rows.map((r) => r.row);
  }
  return rows;
}

/**
 * Rebuild a projection from the harness's store, as `npm run rebuild` does: into shadow tables
 * swapped in when caught up (the live projection: in one transaction). Small batches, so that
 * every projection's rebuild test crosses many of them.
 */
export function rebuild(h: TestHarness, projection: Projection): Promise<{ events: number }> {
  return rebuildProjectionOnline(projection, {
    pool: h.pool,
    store: h.store,
    log: silentLog,
    maxAttempts: 3,
    batchEvents: 7,
  });
}
