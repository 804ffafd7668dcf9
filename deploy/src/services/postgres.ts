/**
 * PostgreSQL for one machine: the configured server, the one on the standard port, or a private
 * one started into the data folder. `start` gets the application's database, `tests` the
 * `postgres` database (each test file creates its own).
 */
import fs from 'node:fs';
import path from 'node:path';
import { nothingToStop, ServicesError, type Context, type Part } from './context.ts';
import { claimInstance, type Instance } from './instance-lock.ts';
import { choosePort, portIsOpen, readNumber } from './ports.ts';
import {
  chownTree,
  ensureReachableBy,
  findPostgresBinaries,
  initdb,
  postgresRunAs,
  type PostgresBinaries,
} from './postgres-install.ts';
import { describePostgres, ensureDatabase, withClient, withDatabase } from './postgres-database.ts';
import {
  readLog,
  startedPart,
  startServer,
  waitUntil,
  type RunAs,
  type ServerChild,
} from './server-process.ts';

const STANDARD_POSTGRES = { host: '127.0.0.1', port: 5432 } as const;
const APP_DATABASE = 'stride';

export async function ensurePostgres(context: Context, configured: string | undefined): Promise<Part> {
  const { log } = context;
  if (configured !== undefined) {
    await ensureDatabase(configured);
    log(`PostgreSQL: using ${describePostgres(configured)} (DATABASE_URL)`);
    return { url: configured, private: false, source: 'configured', stop: nothingToStop };
  }
  if (!context.forcePrivate.postgres) {
    const standard = await findStandardPostgres();
    if (standard.url !== undefined) {
      const url = withDatabase(standard.url, context.purpose === 'tests' ? 'postgres' : APP_DATABASE);
      await ensureDatabase(url);
      log(`PostgreSQL: using ${describePostgres(url)}`);
      return { url, private: false, source: 'standard', stop: nothingToStop };
    }
    log(`PostgreSQL: ${standard.reason}; starting a private server`);
  }
  return startPrivatePostgres(context);
}

async function findStandardPostgres(): Promise<{ url?: string; reason: string }> {
  const { host, port } = STANDARD_POSTGRES;
  if (!(await portIsOpen(host, port))) return { reason: `nothing answers on ${host}:${port}` };
  const refusals: string[] = [];
  for (const user of ['postgres', 'root']) {
    const url = `postgres://${user}@${host}:${port}/postgres`;
    try {
      await withClient(url, (client) => client.query('select 1'), 3000);
      return { url: (await sameServerOverSocket(user)) ?? url, reason: '' };
    } catch (error) {
      refusals.push(`${user}: ${(error as Error).message}`);
    }
  }
  return { reason: `${host}:${port} answers but refused us (${refusals.join('; ')})` };
}

/**
 * The same server through its Unix socket when it has one where Debian puts it: a round trip costs
 * about half of one over TCP on loopback, and every command makes several.
 */
async function sameServerOverSocket(user: string): Promise<string | undefined> {
  const dir = '/var/run/postgresql';
  if (!fs.existsSync(`${dir}/.s.PGSQL.${STANDARD_POSTGRES.port}`)) return undefined;
  const url = `postgres://${user}@${encodeURIComponent(dir)}:${STANDARD_POSTGRES.port}/postgres`;
  try {
    await withClient(url, (client) => client.query('select 1'), 3000);
    return url;
  } catch {
    return undefined;
  }
}

async function startPrivatePostgres(context: Context): Promise<Part> {
  const { log, purpose } = context;
  const runAs = postgresRunAs();
  const claimed = await claimInstance(context, 'postgres', 'postgres', 'SIGINT', 'PostgreSQL');
  if ('shared' in claimed) {
    const admin = `postgres://postgres@127.0.0.1:${claimed.port}/postgres`;
    const url = purpose === 'tests' ? admin : withDatabase(admin, APP_DATABASE);
    await ensureDatabase(url);
    log(`PostgreSQL: using the private server of process ${claimed.owner} on 127.0.0.1:${claimed.port}`);
    return { url, private: false, source: 'private', stop: nothingToStop };
  }
  const instance = claimed;
  try {
    if (runAs !== undefined) ensureReachableBy(runAs, context.dataDir, instance.dir);
    const binaries = findPostgresBinaries(instance.dir);

    if (!fs.existsSync(path.join(instance.dir, 'PG_VERSION'))) {
      log(`PostgreSQL: initialising a new database cluster in ${instance.dir}`);
      await initdb(binaries, instance.dir, runAs, purpose);
    } else if (runAs !== undefined && fs.statSync(instance.dir).uid !== runAs.uid) {
      chownTree(instance.dir, runAs);
    }

    let started: { child: ServerChild; port: number } | undefined;
    for (let attempt = 1; started === undefined; attempt += 1) {
      const port = await choosePort(readNumber(`${instance.dir}.port`));
      try {
        started = { child: await runPostgres(binaries, instance, port, runAs, purpose), port };
      } catch (error) {
        if (!(error instanceof PortTakenError) || attempt === 3) throw error;
        log(`PostgreSQL: port ${port} was taken meanwhile; trying another`);
      }
    }
    const { child, port } = started;
    fs.writeFileSync(`${instance.dir}.port`, `${port}\n`);
    const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const url = purpose === 'tests' ? admin : withDatabase(admin, APP_DATABASE);
    try {
      await ensureDatabase(url);
    } catch (error) {
      await child.stop();
      throw error;
    }
    return startedPart('PostgreSQL', url, port, child, instance, log);
  } catch (error) {
    instance.release();
    throw error;
  }
}

class PortTakenError extends ServicesError {}
async function runPostgres(
  binaries: PostgresBinaries,
  instance: Instance,
  port: number,
  runAs: RunAs | undefined,
  purpose: Context['purpose'],
): Promise<ServerChild> {
  // A unix socket path is limited to 107 bytes; past that, TCP only.
  const socketDir = `${instance.dir}/.s.PGSQL.${port}`.length <= 100 ? instance.dir : '';
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: socketDir,
    max_connections: '200',
    shared_buffers: '128MB',
    logging_collector: 'off',
    fsync: 'on',
    // Tests' databases are throw-away: a crash may lose the last commits, never corrupt.
    ...(purpose === 'tests' ? { synchronous_commit: 'off' } : {}),
  };
  const args = ['-D', instance.dir, '-p', String(port)];
  for (const [key, value] of Object.entries(settings)) args.push('-c', `${key}=${value}`);

  const child = startServer(instance, binaries.postgres, args, runAs, 'SIGINT', 'PostgreSQL');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitUntil(
      child,
      async () => {
        await withClient(url, (client) => client.query('select 1'), 1000);
      },
      port,
    );
  } catch (error) {
    await child.stop();
    const log = readLog(instance.logFile);
    if (/could not bind|Address already in use/i.test(log)) throw new PortTakenError(`port ${port} is taken`);
    throw error;
  }
  return child;
}
