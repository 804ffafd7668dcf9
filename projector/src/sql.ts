import type { IDatabaseConnection } from '@pgtyped/runtime';
import type pg from 'pg';

/**
 * Runs pgtyped's generated queries (`*.queries.ts` beside each `.sql`) on a projector's
 * connection or transaction, row counts included (`runWithCounts`): an UPDATE guarded by a
 * revision says by its count whether the event was applied already.
 */
export function typedSql(db: pg.ClientBase | pg.Pool): IDatabaseConnection {
  return {
    async query(text: string, bindings: unknown[]) {
      const { rows, rowCount } = await db.query<Record<string, unknown>>(text, bindings);
      return { rows, rowCount: rowCount ?? 0 };
    },
  };
}
