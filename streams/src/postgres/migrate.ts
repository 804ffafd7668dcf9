/**
 * A minimal, ordered, forward-only migration runner. Each component (event store, projector
 * runtime, each read model) owns a list of SQL scripts; script N runs once, in a transaction,
 * under an advisory lock so that concurrent starters never race.
 */
import type pg from 'pg';

const LOCK_KEY = 7_291_001;

export async function migrate(pool: pg.Pool, component: string, scripts: readonly string[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS public.schema_migrations (
        component text NOT NULL,
        version integer NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (component, version)
      )`);
      const { rows } = await client.query<{ version: number }>(
        'SELECT version FROM public.schema_migrations WHERE component = $1',
        [component],
      );
      const applied = new Set(rows.map((r) => r.version));
      for (const [index, script] of scripts.entries()) {
        const version = index + 1;
        if (applied.has(version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(script);
          await client.query('INSERT INTO public.schema_migrations (component, version) VALUES ($1, $2)', [
            component,
            version,
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`migration ${component} #${version} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
