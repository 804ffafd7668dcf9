import type { IDatabaseConnection } from '@pgtyped/runtime';
import type { Queryable } from '../context.ts';

/** Runs pgtyped's generated queries (`*.queries.ts`) on the read side's connection. */
export function typedSql(db: Queryable): IDatabaseConnection {
  return {
    async query(text: string, bindings: unknown[]) {
      const { rows } = await db.query<Record<string, unknown>>(text, bindings);
      return { rows, rowCount: rows.length };
    },
  };
}
