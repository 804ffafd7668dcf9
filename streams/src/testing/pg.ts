/**
 * One throw-away PostgreSQL database per test file (STYLE.md): created fresh, dropped after.
 * The server is the one in DATABASE_URL (the test global setup makes sure one is reachable).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function adminDatabaseUrl(): string {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = '/postgres';
  return url.toString();
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
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminDatabaseUrl() });
      await client.connect();
      try {
        // pool.end() resolves before its connections have closed. Forcing those out makes them
        // fail in the test process (unhandled 57P01), so give them a moment to go first.
        for (let attempt = 0; attempt < 20; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS "${name}"`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A deployment name no other test run uses, for NATS resources. */
export function testDeploymentName(prefix = 't'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}
