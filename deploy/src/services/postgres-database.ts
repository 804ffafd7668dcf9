/** Reaching a PostgreSQL server by URL: short-lived clients, the database a URL names, messages. */
import pg from 'pg';
import { ServicesError } from './context.ts';

/** Creates the database a URL names when it does not exist, through the server's `postgres` database. */
export async function ensureDatabase(url: string): Promise<void> {
  try {
    await withClient(url, () => Promise.resolve(), 10_000);
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') {
      throw new ServicesError(
        `PostgreSQL at ${describePostgres(url)} cannot be used: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
  }
  const name = databaseName(url);
  try {
    await withClient(
      withDatabase(url, 'postgres'),
      (client) => client.query(`CREATE DATABASE ${quoteIdentifier(name)}`),
      10_000,
    );
  } catch (error) {
    // 42P04: it exists by now; 23505: a concurrent CREATE DATABASE of the same name won.
    const code = (error as { code?: string }).code;
    if (code !== '42P04' && code !== '23505') {
      throw new ServicesError(
        `PostgreSQL database "${name}" does not exist at ${describePostgres(url)} and could not be created: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
}

export async function withClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

export function databaseName(url: string): string {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  return name !== '' ? name : decodeURIComponent(parsed.username) || 'postgres';
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `host:port/database` without credentials, for messages. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    const host =
      parsed.host !== '' ? decodeURIComponent(parsed.host) : (parsed.searchParams.get('host') ?? 'localhost');
    return `${host}${parsed.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}
