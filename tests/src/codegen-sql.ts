/**
 * `npm run codegen:sql`: typed SQL with pgtyped. Every `*.sql` file under query/src gets a
 * `*.queries.ts` beside it, generated against a throw-away database that has every migration
 * applied (event store, projector runtime, all projections).
 *
 * `--check` generates into a temporary folder instead and fails when a committed file differs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { allProjections } from '@stride/projector/projections/index';
import { migrateProjections } from '@stride/projector/runtime';
import { migrateEventStore } from '@stride/streams/postgres/event-store';
import { createTestDatabase } from '@stride/streams/testing/pg';

const root = path.resolve(import.meta.dirname, '../..');
const srcDir = path.join(root, 'query/src');

async function sqlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.sql'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** pgtyped speaks to PostgreSQL over TCP only: a Unix-socket URL becomes the same server on 127.0.0.1. */
function overTcp(url: string): string {
  const parsed = new URL(url);
  if (!decodeURIComponent(parsed.hostname).startsWith('/')) return url;
  return `postgres://${parsed.username}@127.0.0.1:${parsed.port || '5432'}${parsed.pathname}`;
}

export async function generateSqlTypes(check: boolean): Promise<{ stale: string[] }> {
  const db = await createTestDatabase('codegen');
  const out = check ? await mkdtemp(path.join(tmpdir(), 'pgtyped-')) : null;
  try {
    const pool = new pg.Pool({ connectionString: db.url });
    await migrateEventStore(pool);
    await migrateProjections(pool, allProjections);
    await pool.end();
    const base = JSON.parse(await readFile(path.join(root, 'pgtyped.config.json'), 'utf8')) as {
      transforms: { emitTemplate: string }[];
    };
    const config = {
      ...base,
      srcDir,
      transforms: base.transforms.map((t) => ({
        ...t,
        emitTemplate: out ? `${out}/{{name}}.queries.ts` : t.emitTemplate,
      })),
    };
    const configPath = path.join(tmpdir(), `pgtyped-${process.pid}.json`);
    await writeFile(configPath, JSON.stringify(config));
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/@pgtyped/cli/lib/index.js'), '-c', configPath],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: overTcp(db.url), PGURI: overTcp(db.url) },
        encoding: 'utf8',
      },
    );
    await rm(configPath, { force: true });
    if (result.status !== 0) throw new Error(`pgtyped failed:\n${result.stdout}\n${result.stderr}`);
    const stale: string[] = [];
    if (out) {
      for (const sql of await sqlFiles(srcDir)) {
        const name = path.basename(sql, '.sql');
        const committed = path.join(path.dirname(sql), `${name}.queries.ts`);
        const fresh = await readFile(path.join(out, `${name}.queries.ts`), 'utf8');
        const current = await readFile(committed, 'utf8').catch(() => '');
        if (fresh !== current) stale.push(path.relative(root, committed));
      }
    }
    return { stale };
  } finally {
    if (out) await rm(out, { recursive: true, force: true });
    await db.drop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const check = process.argv.includes('--check');
  const { stale } = await generateSqlTypes(check);
  if (stale.length > 0) {
    console.error(`Out of date (run npm run codegen:sql): ${stale.join(', ')}`);
    // Not process.exit(): the process ends once its message is written, even into a pipe.
    process.exitCode = 1;
  } else {
    console.log(check ? 'Typed SQL is up to date.' : 'Typed SQL generated.');
  }
}
