/**
 * Shadow tables for a rebuild (shadow-rebuild.ts): a schema `rebuild_<projection>` holding a copy
 * of each of the projection's tables (columns, defaults, checks, keys and indexes under their own
 * names, no rows), and a connection that sends the projection's statements there.
 *
 * Projections name their tables schema-qualified (`rm.records`) in their SQL, so a search_path
 * cannot redirect them: the shadow connection rewrites each statement's text instead, turning
 * every name of one of the projection's own tables into its shadow's. Other projections' tables
 * (which some `apply`s read) keep their names: they are read live, as the old rebuild read them.
 */
import pg from 'pg';
import type { Projection } from '../projection.ts';

/** The shadow schema of a projection: its name comes from the fixed projection list, quoted all the same. */
export function shadowSchema(projection: Projection): string {
  return `rebuild_${projection.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
}

const quoted = (name: string): string => name.split('.').map(pg.escapeIdentifier).join('.');

function split(table: string): { schema: string; name: string } {
  const [schema, name] = table.split('.');
  if (!schema || !name) throw new Error(`projection table ${table} is not schema-qualified`);
  return { schema, name };
}

/** Drop what a previous rebuild left and create empty copies of the projection's tables. */
export async function createShadowTables(tx: pg.ClientBase, projection: Projection): Promise<void> {
  const shadow = pg.escapeIdentifier(shadowSchema(projection));
  await tx.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE; CREATE SCHEMA ${shadow}`);
  for (const table of projection.tables) {
    const { name } = split(table.name);
    const target = `${shadow}.${pg.escapeIdentifier(name)}`;
    await tx.query(
      `CREATE TABLE ${target} (LIKE ${quoted(table.name)} INCLUDING DEFAULTS INCLUDING GENERATED
         INCLUDING IDENTITY INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION)`,
    );
    // Keys and indexes under the original names, so that later migrations naming them still work.
    const constraints = await tx.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid = $1::regclass AND contype IN ('p', 'u', 'x') ORDER BY conname`,
      [table.name],
    );
    for (const c of constraints.rows)
      await tx.query(`ALTER TABLE ${target} ADD CONSTRAINT ${pg.escapeIdentifier(c.name)} ${c.def}`);
    const indexes = await tx.query<{ def: string }>(
      `SELECT pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
        WHERE i.indrelid = $1::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
        ORDER BY i.indexrelid`,
      [table.name],
    );
    for (const { def } of indexes.rows) {
      const on = ` ON ${quoted(table.name)} `;
      const plain = ` ON ${table.name} `;
      const rewritten = def.includes(on)
        ? def.replace(on, ` ON ${target} `)
        : def.replace(plain, ` ON ${target} `);
      if (rewritten === def) throw new Error(`cannot copy index of ${table.name}: ${def}`);
      await tx.query(rewritten);
    }
  }
}

/**
 * Put the shadow tables in place of the live ones, in the caller's transaction (which holds the
 * checkpoint's lock): each live table is dropped and its shadow moved into the live schema.
 */
export async function swapInShadowTables(tx: pg.ClientBase, projection: Projection): Promise<void> {
  const shadow = pg.escapeIdentifier(shadowSchema(projection));
  for (const table of projection.tables) {
    const { schema, name } = split(table.name);
    await tx.query(`DROP TABLE ${quoted(table.name)}`);
    await tx.query(
      `ALTER TABLE ${shadow}.${pg.escapeIdentifier(name)} SET SCHEMA ${pg.escapeIdentifier(schema)}`,
    );
  }
  await tx.query(`DROP SCHEMA ${shadow}`);
}

export async function dropShadowTables(db: pg.ClientBase | pg.Pool, projection: Projection): Promise<void> {
  await db.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(shadowSchema(projection))} CASCADE`);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The statement text with every own table's name turned into its shadow's. */
export function shadowRewriter(projection: Projection): (text: string) => string {
  const shadow = shadowSchema(projection);
  const names = projection.tables.map((t) => split(t.name));
  if (names.length === 0) return (text) => text;
  const pattern = new RegExp(
    `(?<![\\w."])(${names.map((n) => `${escapeRegExp(n.schema)}\\.${escapeRegExp(n.name)}`).join('|')})(?![\\w"])`,
    'g',
  );
  return (text) => text.replace(pattern, (whole) => `${shadow}.${split(whole).name}`);
}

/**
 * A connection whose statements go to the shadow tables: every `query` has its text rewritten.
 * Named statements lose their name (a name prepared on this connection with the live text must not
 * be reused): they run unnamed.
 */
export function shadowClient(tx: pg.ClientBase, projection: Projection): pg.ClientBase {
  const rewrite = shadowRewriter(projection);
  const query = (first: unknown, ...rest: unknown[]): unknown => {
    if (typeof first === 'string') return (tx.query as (...a: unknown[]) => unknown)(rewrite(first), ...rest);
    if (first && typeof first === 'object' && 'text' in first) {
      const { name: _name, ...config } = first as pg.QueryConfig;
      return (tx.query as (...a: unknown[]) => unknown)({ ...config, text: rewrite(config.text) }, ...rest);
    }
    return (tx.query as (...a: unknown[]) => unknown)(first, ...rest);
  };
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
