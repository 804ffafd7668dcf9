/**
 * One throw-away PostgreSQL database per test file (STYLE.md): created fresh, dropped after.
 * The server is the one in DATABASE_URL (the test global setup makes sure one is reachable).
 *
 * Under the test runner, databases are copies of a template the global setup migrated once per
 * run (`tests/src/global-setup.ts`, as emmett's test databases do): a copy takes milliseconds,
 * migrating a new database every time took about half a second. A test that migrates its own
 * database still may: migrations record what they applied and skip it.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** Names the template `createTestDatabase` copies; set by the test global setup, unset elsewhere. */
export const TEMPLATE_DATABASE_VARIABLE = 'STRIDE_TEST_TEMPLATE_DATABASE';
/** Templates are named `<prefix><pid>_<random>`, so a later run can drop the ones of a run that died. */
const TEMPLATE_PREFIX = 'stride_template_';

export function adminDatabaseUrl(): string {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = '/postgres';
  return url.toString();
}

function databaseUrl(name: string): string {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** SQLSTATE of DROP DATABASE while other sessions are connected. */
const OBJECT_IN_USE = '55006';

export interface TestDatabase {
  readonly name: string;
  readonly url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix = 't'): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  await onAdmin((admin) =>
    admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );
  return { name, url: databaseUrl(name), drop: () => dropDatabase(name) };
}

async function dropDatabase(name: string): Promise<void> {
  await onAdmin(async (client) => {
    // pool.end() resolves before its connections have closed. Forcing those out makes them
    // fail in the test process (unhandled 57P01), so give them a moment to go first.
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
        await sleep(50);
      }
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

/**
 * Creates a database, applies `migrate` to it, and makes it the template of the test databases:
 * nobody may connect to it any more (CREATE DATABASE … TEMPLATE fails while anyone is), and it
 * is ready once the migration's sessions are gone. Drops the templates of runs that died.
 */
export async function createTemplateDatabase(
  migrate: (pool: pg.Pool) => Promise<void>,
): Promise<TestDatabase> {
  await dropAbandonedTemplates();
  const name = `${TEMPLATE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  try {
    const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 1 });
    try {
      await migrate(pool);
    } finally {
      await pool.end();
    }
    await onAdmin(async (admin) => {
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
      await untilNoSessions(admin, name);
    });
  } catch (error) {
    await dropDatabase(name);
    throw error;
  }
  return { name, url: databaseUrl(name), drop: () => dropDatabase(name) };
}

/** Waits (bounded) until the server has ended every session on `name`. */
async function untilNoSessions(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]!.n === 0) return;
    await sleep(20);
  }
  throw new Error(`sessions on the template database ${name} did not end`);
}

/** Templates whose run's process is gone (a run killed before its teardown). */
async function dropAbandonedTemplates(): Promise<void> {
  const { rows } = await onAdmin((admin) =>
    admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEMPLATE_PREFIX}%`,
    ]),
  );
  for (const { datname } of rows) {
    const pid = Number(/^stride_template_(\d+)_/.exec(datname)?.[1]);
    if (Number.isInteger(pid) && !processIsAlive(pid)) await dropDatabase(datname);
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A deployment name no other test run uses, for NATS resources. */
export function testDeploymentName(prefix = 't'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}
