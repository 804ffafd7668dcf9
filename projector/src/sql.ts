import type { IDatabaseConnection } from '@pgtyped/runtime';
import type pg from 'pg';

/**
 * Statement names by text. A named statement is parsed and planned once per connection, then
 * only executed: the projectors run the same few statements for every event. Texts differ only
 * when a query expands a list parameter, so the names stop at `MAX_NAMED`; later texts run unnamed.
 */
const names = new Map<string, string>();
const MAX_NAMED = 500;

function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `stride_${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs pgtyped's generated queries (`*.queries.ts` beside each `.sql`) on a projector's
 * connection or transaction, row counts included (`runWithCounts`): an UPDATE guarded by a
 * revision says by its count whether the event was applied already.
 */
export function typedSql(db: pg.ClientBase | pg.Pool): IDatabaseConnection {
  return {
    async query(text: string, values: unknown[]) {
      const name = statementName(text);
      const { rows, rowCount } = await db.query<Record<string, unknown>>(
        name === undefined ? { text, values } : { name, text, values },
      );
      return { rows, rowCount: rowCount ?? 0 };
    },
  };
}
