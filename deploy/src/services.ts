/**
 * The servers a single machine needs (ARCHITECTURE.md "Embedded default"): PostgreSQL and NATS with
 * JetStream. Each is, in order of preference: the one configured (`DATABASE_URL` / `NATS_URL`), the
 * one answering on the standard port, or a private one started from local binaries into the data
 * folder. Used by `npm start` and by the integration tests' global setup.
 *
 * Private servers are children of this process and must not outlive it:
 * - `stop()` shuts them down in order (PostgreSQL "fast" shutdown, SIGTERM for NATS);
 * - on process 'exit' they are signalled synchronously;
 * - a tiny watchdog (`sh`, holding a pipe from us) signals them when we die without an 'exit'
 *   event (SIGKILL, a fatal signal), because the pipe then closes;
 * - they run in their own process group, so Ctrl-C reaches only us and we shut them down after
 *   our own graceful shutdown, not under its feet;
 * - a lock file next to each data folder names its owner; a later start cleans up after an owner
 *   that died, and a concurrent test run gets its own throw-away folder instead of sharing.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { connect, type NatsConnection } from 'nats';

export interface EnsureServicesOptions {
  /** Folder for private servers' data, logs and lock files (created if missing). */
  readonly dataDir: string;
  /**
   * `start`: the application's database is `stride`. `tests`: the returned URL names the `postgres`
   * database (each test file creates its own) and private servers trade durability for speed.
   */
  readonly purpose: 'start' | 'tests';
  /** Receives one line per decision. @default console.log */
  readonly log?: (msg: string) => void;
  /** @default process.env.DATABASE_URL */
  readonly databaseUrl?: string;
  /** Comma-separated NATS servers. @default process.env.NATS_URL */
  readonly natsUrl?: string;
  /** Ignore configured and standard-port servers; always start private ones. @default false */
  readonly forcePrivate?: boolean;
}

export interface Services {
  readonly databaseUrl: string;
  readonly natsUrl: string;
  /** Whether `stop()` stops a PostgreSQL server (started by this call). */
  readonly privatePostgres: boolean;
  /** Whether `stop()` stops a NATS server (started by this call). */
  readonly privateNats: boolean;
  /** Stops what this call started, nothing else. Idempotent. */
  stop(): Promise<void>;
}

/** A problem the operator has to solve (missing binary, unusable server…); the message says how. */
export class ServicesError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ServicesError';
  }
}

const STANDARD_POSTGRES = { host: '127.0.0.1', port: 5432 } as const;
const STANDARD_NATS = { host: '127.0.0.1', port: 4222 } as const;
const APP_DATABASE = 'stride';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 30_000;

interface Part {
  readonly url: string;
  readonly private: boolean;
  stop(): Promise<void>;
}

export async function ensureServices(options: EnsureServicesOptions): Promise<Services> {
  const log = options.log ?? ((msg: string) => console.log(msg));
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const context: Context = {
    dataDir,
    purpose: options.purpose,
    log,
    forcePrivate: options.forcePrivate === true,
  };

  const configured = (option: string | undefined, variable: string) =>
    context.forcePrivate ? undefined : (nonEmpty(option) ?? nonEmpty(process.env[variable]));
  const [postgres, nats] = await Promise.allSettled([
    ensurePostgres(context, configured(options.databaseUrl, 'DATABASE_URL')),
    ensureNats(context, configured(options.natsUrl, 'NATS_URL')),
  ]);
  if (postgres.status === 'rejected' || nats.status === 'rejected') {
    await Promise.allSettled(
      [postgres, nats].map((r) => (r.status === 'fulfilled' ? r.value.stop() : Promise.resolve())),
    );
    const failure = postgres.status === 'rejected' ? postgres : (nats as PromiseRejectedResult);
    throw failure.reason;
  }

  let stopping: Promise<void> | undefined;
  return {
    databaseUrl: postgres.value.url,
    natsUrl: nats.value.url,
    privatePostgres: postgres.value.private,
    privateNats: nats.value.private,
    stop() {
      // NATS first: the application's last writes go to PostgreSQL, which stays up longest.
      stopping ??= (async () => {
        await nats.value.stop();
        await postgres.value.stop();
      })();
      return stopping;
    },
  };
}

interface Context {
  readonly dataDir: string;
  readonly purpose: 'start' | 'tests';
  readonly log: (msg: string) => void;
  readonly forcePrivate: boolean;
}

const nothingToStop = (): Promise<void> => Promise.resolve();

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

async function ensurePostgres(context: Context, configured: string | undefined): Promise<Part> {
  const { log } = context;
  if (configured !== undefined) {
    await ensureDatabase(configured);
    log(`PostgreSQL: using ${describePostgres(configured)} (DATABASE_URL)`);
    return { url: configured, private: false, stop: nothingToStop };
  }
  if (!context.forcePrivate) {
    const standard = await findStandardPostgres();
    if (standard.url !== undefined) {
      const url = withDatabase(standard.url, context.purpose === 'tests' ? 'postgres' : APP_DATABASE);
      await ensureDatabase(url);
      log(`PostgreSQL: using ${describePostgres(url)}`);
      return { url, private: false, stop: nothingToStop };
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

/** Creates the database a URL names when it does not exist, through the server's `postgres` database. */
async function ensureDatabase(url: string): Promise<void> {
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

async function withClient<T>(
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

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

function databaseName(url: string): string {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  return name !== '' ? name : decodeURIComponent(parsed.username) || 'postgres';
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `host:port/database` without credentials, for messages. */
function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    const host =
      parsed.host !== '' ? decodeURIComponent(parsed.host) : (parsed.searchParams.get('host') ?? 'localhost');
    return `${host}${parsed.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

interface RunAs {
  readonly user: string;
  readonly uid: number;
  readonly gid: number;
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
    return { url, private: false, stop: nothingToStop };
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

function postgresRunAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const user = lookUpUser('postgres');
  if (user === undefined) {
    throw new ServicesError(
      'PostgreSQL refuses to run as root, and there is no "postgres" system user to run the private server as. ' +
        'Install the Debian package postgresql (it creates that user), create the user (adduser --system --group postgres), ' +
        'or run as an ordinary user.',
    );
  }
  return user;
}

function lookUpUser(name: string): RunAs | undefined {
  let line: string | undefined;
  try {
    line = execFileSync('getent', ['passwd', name], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    try {
      line = fs
        .readFileSync('/etc/passwd', 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`${name}:`));
    } catch {
      line = undefined;
    }
  }
  const fields = line?.trim().split(':');
  if (fields === undefined || fields.length < 4) return undefined;
  const uid = Number(fields[2]);
  const gid = Number(fields[3]);
  return Number.isInteger(uid) && Number.isInteger(gid) ? { user: name, uid, gid } : undefined;
}

/** The server runs as another user: it must be able to enter every folder above its data. */
function ensureReachableBy(runAs: RunAs, dataDir: string, instanceDir: string): void {
  const canEnter = (dir: string) =>
    spawnSync('sh', ['-c', 'cd -- "$1"', 'sh', dir], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' })
      .status === 0;
  const parent = path.dirname(instanceDir);
  if (canEnter(parent)) return;
  // Our own data folder may simply be private (mkdtemp makes 0700): let others pass through it.
  const stat = fs.statSync(dataDir);
  if (stat.uid === process.getuid?.() && (stat.mode & 0o001) === 0) {
    fs.chmodSync(dataDir, stat.mode | 0o001);
    if (canEnter(parent)) return;
  }
  let blocking = parent;
  for (let dir = parent; ; dir = path.dirname(dir)) {
    if (!canEnter(dir)) blocking = dir;
    if (dir === path.dirname(dir)) break;
  }
  throw new ServicesError(
    `PostgreSQL refuses to run as root, so the private server runs as the system user ${runAs.user}, ` +
      `which cannot enter ${blocking}. Use a data folder it can reach (DATA_DIR), or allow it to pass: chmod o+x ${blocking}`,
  );
}

interface PostgresBinaries {
  readonly initdb: string;
  readonly postgres: string;
  readonly version: string;
}

function findPostgresBinaries(dataDir: string): PostgresBinaries {
  const names = ['initdb', 'pg_ctl', 'postgres'];
  const candidates: string[] = [];
  let wanted: string | undefined;
  try {
    wanted = fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
    candidates.push(`/usr/lib/postgresql/${wanted}/bin`);
  } catch {
    wanted = undefined;
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir !== '') candidates.push(dir);
  let versions: string[] = [];
  try {
    versions = fs
      .readdirSync('/usr/lib/postgresql')
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  } catch {
    versions = [];
  }
  for (const version of versions) candidates.push(`/usr/lib/postgresql/${version}/bin`);

  const found: PostgresBinaries[] = [];
  for (const dir of candidates) {
    if (!names.every((name) => isExecutable(path.join(dir, name)))) continue;
    const postgres = path.join(dir, 'postgres');
    const version = /\(PostgreSQL\)\s+(\d+)/.exec(runText(postgres, ['--version']))?.[1];
    if (version === undefined) continue;
    const binaries = { initdb: path.join(dir, 'initdb'), postgres, version };
    if (wanted === undefined || wanted === version) return binaries;
    found.push(binaries);
  }
  if (found.length === 0) {
    throw new ServicesError(
      'PostgreSQL server binaries not found (initdb, pg_ctl, postgres on PATH or in /usr/lib/postgresql/*/bin): ' +
        'install the Debian package postgresql (apt-get install postgresql), or set DATABASE_URL to a server you run.',
    );
  }
  throw new ServicesError(
    `The private PostgreSQL data in ${dataDir} was created by PostgreSQL ${wanted}, but only PostgreSQL ` +
      `${found.map((b) => b.version).join(', ')} binaries were found. Install postgresql-${wanted} ` +
      '(apt-get install postgresql-' +
      `${wanted}), or upgrade the data with pg_upgrade. Do not delete it: with EVENT_STORE=postgres it holds the event store.`,
  );
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function runText(file: string, args: string[]): string {
  const result = spawnSync(file, args, { encoding: 'utf8' });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`;
}

async function initdb(
  binaries: PostgresBinaries,
  dir: string,
  runAs: RunAs | undefined,
  purpose: Context['purpose'],
): Promise<void> {
  // Initialise aside and rename: a folder at `dir` is always a complete cluster.
  const pending = `${dir}.initialising`;
  fs.rmSync(pending, { recursive: true, force: true });
  fs.mkdirSync(pending, { mode: 0o700 });
  if (runAs !== undefined) fs.chownSync(pending, runAs.uid, runAs.gid);
  const args = ['-D', pending, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'];
  if (purpose === 'tests') args.push('--no-sync');
  const { code, output } = await runToEnd(binaries.initdb, args, { cwd: pending, runAs });
  if (code !== 0) {
    throw new ServicesError(`PostgreSQL initdb failed (exit ${code}):\n${tail(output)}`);
  }
  fs.renameSync(pending, dir);
}

function runToEnd(
  file: string,
  args: string[],
  options: { cwd: string; runAs: RunAs | undefined },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.runAs !== undefined ? { uid: options.runAs.uid, gid: options.runAs.gid } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Our environment without libpq variables, which would change what the server binaries do. */
function serverEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('PG')) delete env[key];
  env.LC_ALL = 'C';
  return env;
}

function chownTree(dir: string, runAs: RunAs): void {
  fs.lchownSync(dir, runAs.uid, runAs.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, runAs);
    else fs.lchownSync(full, runAs.uid, runAs.gid);
  }
}

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

// ---------------------------------------------------------------------------------------------
// NATS

async function ensureNats(context: Context, configured: string | undefined): Promise<Part> {
  const { log } = context;
  if (configured !== undefined) {
    await checkJetStream(configured, 'NATS_URL');
    log(`NATS: using ${configured} (NATS_URL, JetStream enabled)`);
    return { url: configured, private: false, stop: nothingToStop };
  }
  if (!context.forcePrivate) {
    const { host, port } = STANDARD_NATS;
    const url = `nats://${host}:${port}`;
    if (await portIsOpen(host, port)) {
      try {
        await checkJetStream(url, `the NATS server on ${host}:${port}`);
        log(`NATS: using ${url} (JetStream enabled)`);
        return { url, private: false, stop: nothingToStop };
      } catch (error) {
        log(`NATS: ${(error as Error).message}; starting a private server`);
      }
    } else {
      log(`NATS: nothing answers on ${host}:${port}; starting a private server`);
    }
  }
  return startPrivateNats(context);
}

async function checkJetStream(servers: string, what: string): Promise<void> {
  let nc: NatsConnection;
  try {
    nc = await connect({
      servers: servers.split(',').map((s) => s.trim()),
      timeout: 5000,
      reconnect: false,
      name: 'stride-services',
    });
  } catch (error) {
    throw new ServicesError(`NATS: cannot connect to ${what} (${servers}): ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.getAccountInfo();
  } catch (error) {
    throw new ServicesError(
      `NATS: JetStream is not enabled on ${what} (${servers}): ${(error as Error).message}. ` +
        'Start nats-server with -js (or a jetstream {} block in its configuration).',
      { cause: error },
    );
  } finally {
    await nc.close().catch(() => undefined);
  }
}

async function startPrivateNats(context: Context): Promise<Part> {
  const { log, purpose } = context;
  const binary = findNatsServer();
  const claimed = await claimInstance(context, 'nats', 'nats-server', 'SIGTERM', 'NATS');
  if ('shared' in claimed) {
    const url = `nats://127.0.0.1:${claimed.port}`;
    await checkJetStream(url, `the private NATS server of process ${claimed.owner}`);
    log(`NATS: using the private server of process ${claimed.owner} on 127.0.0.1:${claimed.port}`);
    return { url, private: false, stop: nothingToStop };
  }
  const instance = claimed;
  try {
    const version = /v(\d+)\.(\d+)[.\w-]*/.exec(runText(binary, ['--version']));
    const syncAlwaysSupported =
      version !== null && (Number(version[1]) > 2 || (Number(version[1]) === 2 && Number(version[2]) >= 10));
    const lines = ['# Written by deploy/src/services.ts at every start.', 'max_payload: 8MB'];
    if (purpose === 'start' && syncAlwaysSupported) {
      // Without it an acknowledged JetStream write can be lost on power failure (deploy/README.md).
      lines.push('jetstream {', '  sync_interval: always', '}');
    } else if (purpose === 'start') {
      log(
        `NATS: ${binary} (${version?.[0] ?? 'unknown version'}) has no sync_interval option (NATS 2.10+); ` +
          'acknowledged JetStream writes may be lost on power failure',
      );
    }
    const configFile = `${instance.dir}.conf`;
    fs.mkdirSync(instance.dir, { recursive: true });
    fs.writeFileSync(configFile, `${lines.join('\n')}\n`);

    let lastError: unknown;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const port = await choosePort(readNumber(`${instance.dir}.port`));
      const monitorPort = await choosePort(undefined, [port]);
      const args = [
        '-c',
        configFile,
        '-js',
        '-sd',
        instance.dir,
        '-a',
        '127.0.0.1',
        '-p',
        String(port),
        '-m',
        String(monitorPort),
      ];
      const child = startServer(instance, binary, args, undefined, 'SIGTERM', 'NATS');
      const url = `nats://127.0.0.1:${port}`;
      try {
        await waitUntil(child, () => checkJetStream(url, 'the private NATS server'), port);
      } catch (error) {
        await child.stop();
        lastError = error;
        if (/address already in use/i.test(readLog(instance.logFile))) {
          log(`NATS: port ${port} or ${monitorPort} was taken meanwhile; trying others`);
          continue;
        }
        throw error;
      }
      fs.writeFileSync(`${instance.dir}.port`, `${port}\n`);
      return startedPart('NATS', url, port, child, instance, log);
    }
    throw lastError;
  } catch (error) {
    instance.release();
    throw error;
  }
}

function findNatsServer(): string {
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/sbin',
    '/usr/bin',
    '/usr/local/bin',
    '/sbin',
  ];
  for (const dir of dirs) {
    if (dir !== '' && isExecutable(path.join(dir, 'nats-server'))) return path.join(dir, 'nats-server');
  }
  throw new ServicesError(
    'NATS server binary nats-server not found (on PATH, /usr/sbin or /usr/bin): install the Debian package nats-server ' +
      '(apt-get install nats-server), or set NATS_URL to a NATS server with JetStream enabled.',
  );
}

// ---------------------------------------------------------------------------------------------
// Private server processes

interface Instance {
  /** The server's data folder. */
  readonly dir: string;
  readonly lockFile: string;
  readonly logFile: string;
  /** A folder of its own for a concurrent run; deleted at stop. */
  readonly ephemeral: boolean;
  /** Records the server's pid in the lock file. */
  recordChild(pid: number): void;
  /** Records the port once the server accepts connections: other processes may now share it. */
  recordReady(port: number): void;
  /** Deletes the lock (and an ephemeral folder). Only after the server has exited. */
  release(): void;
}

interface LockContent {
  readonly owner: number;
  readonly ownerStart?: string;
  readonly child?: number;
  readonly childStart?: string;
  readonly port?: number;
}

/** Another live process's private server, which `npm start` in a second process (one role each) shares. */
interface SharedInstance {
  readonly shared: true;
  readonly owner: number;
  readonly port: number;
}

const heldLocks = new Set<string>();

/**
 * Takes `<dataDir>/<name>.lock`. A lock whose owner died is taken over after stopping the server
 * it left behind. When a live process holds it: `npm start` (say one process per role) shares that
 * process's server once it is ready; a test run gets a throw-away `<name>-run-<pid>` folder, so
 * two test runs never stop each other's servers.
 */
async function claimInstance(
  context: Context,
  name: string,
  binaryName: string,
  stopSignal: NodeJS.Signals,
  label: string,
): Promise<Instance | SharedInstance> {
  const { dataDir, purpose } = context;
  for (const entry of fs.readdirSync(dataDir)) {
    const match = new RegExp(`^${name}-run-\\d+$`).exec(entry);
    if (match === null) continue;
    const dir = path.join(dataDir, entry);
    const taken = await tryLock(`${dir}.lock`, binaryName, stopSignal, context.log);
    if (taken.ok) removeInstanceFiles(dir);
  }

  const primary = path.join(dataDir, name);
  const lockFile = `${primary}.lock`;
  let first = await tryLock(lockFile, binaryName, stopSignal, context.log);
  if (first.ok) return instance(primary, false);
  if (purpose === 'start') {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const content = readLock(lockFile);
      if (
        content !== undefined &&
        content.port !== undefined &&
        isSameProcess(content.owner, content.ownerStart)
      ) {
        return { shared: true, owner: content.owner, port: content.port };
      }
      if (content === undefined || !isSameProcess(content.owner, content.ownerStart)) {
        first = await tryLock(lockFile, binaryName, stopSignal, context.log);
        if (first.ok) return instance(primary, false);
      }
      await sleep(200);
    }
    throw new ServicesError(
      `The private ${binaryName} data in ${primary} is held by process ${first.owner}, whose server did not become ` +
        `ready within ${READY_TIMEOUT_MS / 1000} s. Stop that process (if it is not a Stride process, delete ${lockFile}).`,
    );
  }
  const own = path.join(dataDir, `${name}-run-${process.pid}`);
  const second = await tryLock(`${own}.lock`, binaryName, stopSignal, context.log);
  if (!second.ok) throw new ServicesError(`${own}.lock is held by process ${second.owner}`);
  context.log(`${label}: ${primary} is in use by process ${first.owner}; using ${own} for this run`);
  removeInstanceFiles(own, false);
  return instance(own, true);
}

function instance(dir: string, ephemeral: boolean): Instance {
  const lockFile = `${dir}.lock`;
  return {
    dir,
    lockFile,
    logFile: `${dir}.log`,
    ephemeral,
    recordChild(pid) {
      writeLock(lockFile, {
        owner: process.pid,
        ownerStart: startTime(process.pid),
        child: pid,
        childStart: startTime(pid),
      });
    },
    recordReady(port) {
      const content = readLock(lockFile);
      if (content !== undefined) writeLock(lockFile, { ...content, port });
    },
    release() {
      if (ephemeral) removeInstanceFiles(dir, false);
      fs.rmSync(lockFile, { force: true });
      heldLocks.delete(lockFile);
    },
  };
}

function readLock(lockFile: string): LockContent | undefined {
  try {
    const content = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockContent;
    return typeof content.owner === 'number' ? content : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces a lock's content atomically, so a reader never sees it half-written. */
function writeLock(lockFile: string, content: LockContent): void {
  const temporary = `${lockFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(content));
  fs.renameSync(temporary, lockFile);
}

function removeInstanceFiles(dir: string, lockToo = true): void {
  for (const file of [dir, `${dir}.initialising`, `${dir}.log`, `${dir}.port`, `${dir}.conf`]) {
    fs.rmSync(file, { recursive: true, force: true });
  }
  if (lockToo) fs.rmSync(`${dir}.lock`, { force: true });
}

async function tryLock(
  lockFile: string,
  binaryName: string,
  stopSignal: NodeJS.Signals,
  log: (msg: string) => void,
): Promise<{ ok: true } | { ok: false; owner: number }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const content: LockContent = { owner: process.pid, ownerStart: startTime(process.pid) };
      fs.writeFileSync(lockFile, JSON.stringify(content), { flag: 'wx' });
      heldLocks.add(lockFile);
      return { ok: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const content = readLock(lockFile);
    if (content === undefined) {
      // Being written by its creator this very moment, or garbage: look again shortly.
      await sleep(100);
      if (attempt >= 2) fs.rmSync(lockFile, { force: true });
      continue;
    }
    const ownerIsUs = content.owner === process.pid && heldLocks.has(lockFile);
    if (ownerIsUs || (content.owner !== process.pid && isSameProcess(content.owner, content.ownerStart))) {
      return { ok: false, owner: content.owner };
    }
    if (
      content.child !== undefined &&
      isSameProcess(content.child, content.childStart) &&
      commandOf(content.child).includes(binaryName)
    ) {
      log(
        `Stopping the ${binaryName} server ${content.child} left behind by process ${content.owner}, which is gone`,
      );
      await stopPid(content.child, stopSignal);
    }
    fs.rmSync(lockFile, { force: true });
  }
  throw new ServicesError(`Could not take the lock ${lockFile}; delete it if no Stride process is running.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Start time of a process in clock ticks since boot (Linux), to tell a reused pid from the original. */
function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isSameProcess(pid: number, start: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const now = startTime(pid);
  return start === undefined || now === undefined || now === start;
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

async function stopPid(pid: number, signal: NodeJS.Signals): Promise<void> {
  const signalled = (s: NodeJS.Signals) => {
    try {
      process.kill(pid, s);
    } catch {
      // gone already
    }
  };
  signalled(signal);
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) signalled('SIGKILL');
  while (isAlive(pid)) await sleep(50);
}

/** A private server is up: record it, say so, and hand back how to stop it. */
function startedPart(
  name: string,
  url: string,
  port: number,
  child: ServerChild,
  instance: Instance,
  log: (message: string) => void,
): Part {
  instance.recordReady(port);
  log(
    `${name}: started private server on 127.0.0.1:${port} (data in ${instance.dir}, log ${instance.logFile})`,
  );
  return {
    url,
    private: true,
    async stop() {
      await child.stop();
      instance.release();
      log(`${name}: stopped private server on 127.0.0.1:${port}`);
    },
  };
}

interface ServerChild {
  readonly process: ChildProcess;
  readonly exited: Promise<void>;
  readonly label: string;
  readonly logFile: string;
  /** Graceful stop, then forceful after a timeout; resolves when the process has exited. Idempotent. */
  stop(): Promise<void>;
}

const running = new Set<() => void>();
let exitHookInstalled = false;

function startServer(
  instance: Instance,
  file: string,
  args: string[],
  runAs: RunAs | undefined,
  stopSignal: NodeJS.Signals,
  label: string,
): ServerChild {
  const logFd = fs.openSync(instance.logFile, 'w');
  let child: ChildProcess;
  try {
    child = spawn(file, args, {
      cwd: instance.dir,
      env: serverEnv(),
      stdio: ['ignore', logFd, logFd],
      // Its own process group: Ctrl-C goes to us alone, and we stop it after our graceful shutdown.
      detached: true,
      ...(runAs !== undefined ? { uid: runAs.uid, gid: runAs.gid } : {}),
    });
  } finally {
    fs.closeSync(logFd);
  }
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  if (child.pid !== undefined) instance.recordChild(child.pid);
  const watchdog = startWatchdog(child.pid, stopSignal);

  const killNow = () => {
    try {
      watchdog?.kill('SIGKILL');
    } catch {
      // already gone
    }
    if (child.exitCode === null && child.signalCode === null) child.kill(stopSignal);
  };
  running.add(killNow);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const kill of running) kill();
    });
  }
  // Neither the server nor its watchdog keep this process alive; 'exit' and the watchdog clean up.
  child.unref();

  let stopping: Promise<void> | undefined;
  return {
    process: child,
    exited,
    label,
    logFile: instance.logFile,
    stop() {
      stopping ??= (async () => {
        child.ref();
        try {
          watchdog?.kill('SIGKILL');
        } catch {
          // already gone
        }
        if (child.exitCode === null && child.signalCode === null) {
          child.kill(stopSignal);
          if (!(await settlesWithin(exited, STOP_TIMEOUT_MS))) {
            child.kill('SIGKILL');
            await exited;
          }
        }
        running.delete(killNow);
      })();
      return stopping;
    },
  };
}

/** Whether the promise settles within the time; leaves no timer behind either way. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `sh` waiting on a pipe from us: when we die in a way that skips 'exit' (SIGKILL, an unhandled
 * fatal signal), the pipe closes, `read` returns and the server is told to stop.
 */
function startWatchdog(pid: number | undefined, signal: NodeJS.Signals): ChildProcess | undefined {
  if (pid === undefined) return undefined;
  const signalName = signal.replace(/^SIG/, '');
  const watchdog = spawn(
    'sh',
    [
      '-c',
      `trap '' INT TERM HUP; read _ignored; kill -s ${signalName} "$1" 2>/dev/null`,
      'stride-watchdog',
      String(pid),
    ],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    },
  );
  watchdog.on('error', () => undefined);
  watchdog.stdin?.on('error', () => undefined);
  watchdog.unref();
  (watchdog.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null)?.unref?.();
  return watchdog;
}

/** Polls `ready` until it resolves; fails with the server log's tail when the server exits or time runs out. */
async function waitUntil(child: ServerChild, ready: () => Promise<void>, port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  void child.exited.then(() => (exited = true));
  let lastError: unknown;
  while (Date.now() < deadline && !exited) {
    try {
      await ready();
      return;
    } catch (error) {
      lastError = error;
    }
    await sleep(100);
  }
  const { exitCode, signalCode } = child.process;
  const why = exited
    ? `exited during start-up (${exitCode !== null ? `exit code ${exitCode}` : `signal ${signalCode}`})`
    : `did not accept connections on 127.0.0.1:${port} within ${READY_TIMEOUT_MS / 1000} s` +
      (lastError instanceof Error ? ` (last error: ${lastError.message})` : '');
  throw new ServicesError(
    `${child.label}: the private server ${why}. Last lines of ${child.logFile}:\n${tail(readLog(child.logFile)) || '(empty)'}`,
  );
}

function readLog(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function tail(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

function readNumber(file: string): number | undefined {
  try {
    const value = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(value) && value > 0 && value < 65_536 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The preferred port when it is free (stable URLs across restarts), else one the OS picks. */
async function choosePort(preferred: number | undefined, avoid: readonly number[] = []): Promise<number> {
  if (preferred !== undefined && !avoid.includes(preferred)) {
    const port = await bindPort(preferred).catch(() => undefined);
    if (port !== undefined) return port;
  }
  for (;;) {
    const port = await bindPort(0);
    if (!avoid.includes(port)) return port;
  }
}

function bindPort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address !== null ? address.port : port;
      server.close(() => resolve(bound));
    });
  });
}

/** Whether something accepts TCP connections at host:port (short timeout). */
export function portIsOpen(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
