/**
 * The read side's connection to PostgreSQL. The context holds one (`ApiDependencies.db`) and the
 * read-model modules take it as an argument: both import it from here, so neither imports the other.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';

/** The part of `pg.Pool` the read side uses. */
export interface Queryable {
  query<Row extends object>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/** Runs pgtyped's generated queries (`*.queries.ts`) on the read side's connection. */
export function typedSql(db: Queryable): IDatabaseConnection {
  return {
    async query(text: string, bindings: unknown[]) {
      const { rows } = await db.query<Record<string, unknown>>(text, bindings);
      return { rows, rowCount: rows.length };
    },
  };
}
