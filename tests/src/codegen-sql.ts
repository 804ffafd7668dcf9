/**
 * `npm run codegen:sql`: typed SQL with pgtyped. Every `*.sql` file under query/src and
 * projector/src gets a `*.queries.ts` beside it, generated against a throw-away database that has
 * every migration applied (event store, projector runtime, all projections).
 *
 * `--check` generates into a temporary folder instead and fails when a committed file differs,
 * is missing, or outlived its `.sql`.
 */
import { spawnSync } from 'node:child_process';
import { access, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateEventStore } from '@stride/streams/postgres/event-store';
import { createTestDatabase } from '@stride/streams/testing/pg';

const root = path.resolve(import.meta.dirname, '../..');
/** The folders holding typed SQL: the read side's reads and the projectors' writes. */
const srcDirs = ['query/src', 'projector/src'].map((dir) => path.join(root, dir));

async function filesEndingWith(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => path.join(e.parentPath, e.name));
}

/** `x.sql` → `x.queries.ts` beside it; in the same place under `out` when given. */
function generatedFile(sql: string, out?: string): string {
  const dir = out === undefined ? path.dirname(sql) : path.join(out, path.relative(root, path.dirname(sql)));
  return path.join(dir, `${path.basename(sql, '.sql')}.queries.ts`);
}

/** pgtyped speaks to PostgreSQL over TCP only: a Unix-socket URL becomes the same server on 127.0.0.1. */
function overTcp(url: string): string {
  const parsed = new URL(url);
  if (!decodeURIComponent(parsed.hostname).startsWith('/')) return url;
  return `postgres://${parsed.username}@127.0.0.1:${parsed.port || '5432'}${parsed.pathname}`;
}

/**
 * The migrations come from the projector's modules, and those import their generated files: a
 * `.sql` without one gets an empty placeholder so that they load (pgtyped then fills it in). In
 * `--check` nothing is written: the missing files are the answer.
 */
async function withoutGeneratedFile(check: boolean): Promise<string[]> {
  const missing: string[] = [];
  for (const srcDir of srcDirs) {
    for (const sql of await filesEndingWith(srcDir, '.sql')) {
      const generated = generatedFile(sql);
      if (
        await access(generated).then(
          () => true,
          () => false,
        )
      )
        continue;
      missing.push(generated);
      if (!check) await writeFile(generated, 'export {};\n');
    }
  }
  return missing;
}

export async function generateSqlTypes(check: boolean): Promise<{ stale: string[] }> {
  const missing = await withoutGeneratedFile(check);
  if (check && missing.length > 0) return { stale: missing.map((file) => path.relative(root, file)) };
  const { allProjections } = await import('@stride/projector/projections');
  const { migrateProjections } = await import('@stride/projector/runtime');
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
    for (const srcDir of srcDirs) {
      const config = {
        ...base,
        srcDir,
        transforms: base.transforms.map((t) => ({
          ...t,
          // {{dir}} is relative to the root: the temporary tree mirrors the real one, so equal
          // names in different folders do not meet.
          emitTemplate: out ? `${out}/{{dir}}/{{name}}.queries.ts` : t.emitTemplate,
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
      // pgtyped reports a statement it cannot parse or type, skips its file and still exits 0.
      const output = `${result.stdout}\n${result.stderr}`;
      if (result.status !== 0 || /Errors:|Error processing/.test(output)) {
        throw new Error(`pgtyped failed:\n${output}`);
      }
    }
    const stale: string[] = [];
    if (out) {
      for (const srcDir of srcDirs) {
        const sqls = await filesEndingWith(srcDir, '.sql');
        for (const sql of sqls) {
          const committed = generatedFile(sql);
          const fresh = await readFile(generatedFile(sql, out), 'utf8').catch(() => '');
          const current = await readFile(committed, 'utf8').catch(() => '');
          if (fresh !== current) stale.push(path.relative(root, committed));
        }
        const expected = new Set(sqls.map((sql) => generatedFile(sql)));
        for (const generated of await filesEndingWith(srcDir, '.queries.ts')) {
          if (!expected.has(generated)) stale.push(`${path.relative(root, generated)} (its .sql is gone)`);
        }
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
