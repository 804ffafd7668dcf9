/**
 * Configuration from environment variables (ARCHITECTURE.md "Configuration"): safe single-node
 * defaults, validated once at start-up. A bad value stops the process with a message that names the
 * variable, says what was wrong and what is accepted.
 *
 * An empty variable counts as unset, so `FOO=` in a compose file or `.env` means "use the default".
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@stride/contracts/events/upload';

export type EventStoreKind = 'postgres' | 'esdb';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  /** PostgreSQL for read models (and the event store when `eventStore` is `postgres`); unset: found or started by `ensureServices`. */
  readonly databaseUrl: string | undefined;
  /** NATS server list as given (comma separated); unset: found or started by `ensureServices`. */
  readonly natsUrl: string | undefined;
  readonly eventStore: EventStoreKind;
  readonly eventStoreConnectionString: string | undefined;
  readonly port: number;
  readonly host: string;
  readonly jwtSecret: string;
  /** Where the JWT secret came from: the environment, the data folder, or generated just now. */
  readonly jwtSecretSource: 'env' | 'file' | 'generated';
  /** Absolute path of the generated secret's file (also when JWT_SECRET was given, for reference). */
  readonly jwtSecretFile: string;
  readonly smtpUrl: string | undefined;
  /** Absolute. Without SMTP, mail is written here as `.eml` files. */
  readonly mailDir: string;
  /** Absolute base URL of the web app as users reach it, without a trailing slash. */
  readonly publicUrl: string;
  /** Absolute. */
  readonly dataDir: string;
  readonly deployment: string;
  readonly logLevel: LogLevel;
  readonly projectorMaxAttempts: number;
  /** JetStream replicas of the events stream (3 on a NATS cluster). */
  readonly natsReplicas: number;
  readonly readYourWritesTimeoutMs: number;
  /** Largest uploaded device file, bytes. */
  readonly uploadMaxBytes: number;
  /** Absolute folder of the built web app the API serves, or null for none (`WEB_DIR=none`). */
  readonly webDir: string | null;
  /** `webDir` is this checkout's `web/dist`: built on start when missing or older than its sources. */
  readonly webDirIsDefault: boolean;
}

export interface ConfigVariable {
  readonly name: string;
  /** The default in words (`'4000'`, `'<DATA_DIR>/mail'`, `'(unset)'` …). */
  readonly default: string;
  readonly description: string;
}

/** Every variable the processes read, for the README and for `--help`-style output. */
export const configVariables: readonly ConfigVariable[] = Object.freeze([
  {
    name: 'DATABASE_URL',
    default: '(found or started)',
    description:
      'PostgreSQL URL (`postgres://user:password@host:port/database`) for read models, the relay lock and, with `EVENT_STORE=postgres`, the event store. The database is created if missing. Unset: PostgreSQL on 127.0.0.1:5432 (database `stride`) when reachable, else a private server started from local binaries into `<DATA_DIR>/postgres`.',
  },
  {
    name: 'NATS_URL',
    default: '(found or started)',
    description:
      'NATS server(s) with JetStream enabled, comma separated (`nats://n1:4222,nats://n2:4222`). Unset: 127.0.0.1:4222 when reachable, else a private `nats-server` started into `<DATA_DIR>/nats`.',
  },
  {
    name: 'EVENT_STORE',
    default: 'postgres',
    description:
      'Event store engine: `postgres` (embedded default, in `DATABASE_URL`) or `esdb` (EventStoreDB).',
  },
  {
    name: 'EVENTSTORE_CONNECTION_STRING',
    default: '(unset)',
    description:
      'EventStoreDB connection string (`esdb://node1:2113,node2:2113,node3:2113?tls=false` or `esdb+discover://…`). Required when `EVENT_STORE=esdb`.',
  },
  {
    name: 'PORT',
    default: '4000',
    description: 'HTTP port of the API (GraphQL, device ingest, `/healthz`, `/readyz`, metrics).',
  },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description:
      'Interface the API listens on. Use `0.0.0.0` to accept connections from other machines or containers.',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    description:
      'Secret signing session tokens, at least 32 characters. Unset: generated once and kept in `<DATA_DIR>/jwt-secret` (mode 0600). Every API process of a deployment must use the same secret.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'Mail server (`smtp://user:password@host:587` or `smtps://…`). Unset: mail is written as `.eml` files into `MAIL_DIR`.',
  },
  {
    name: 'MAIL_DIR',
    default: '<DATA_DIR>/mail',
    description: 'Folder for `.eml` files when `SMTP_URL` is unset.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://HOST:PORT',
    description:
      'Base URL users reach the web app at, used in links in e-mails. The default uses `localhost` when `HOST` is `0.0.0.0` or `::`.',
  },
  {
    name: 'DATA_DIR',
    default: '.data',
    description:
      'Folder for local state (JWT secret, mail, private PostgreSQL and NATS data); relative to the working directory.',
  },
  {
    name: 'DEPLOYMENT',
    default: 'stride',
    description:
      'Namespace of every NATS stream, consumer and subject (letters, digits, `_`, `-`), so deployments sharing a NATS server stay apart.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.',
  },
  {
    name: 'NATS_REPLICAS',
    default: '1',
    description:
      'JetStream replicas of the events stream, 1 to 5: 1 on a single server, 3 on a NATS cluster. Only used when the stream is created.',
  },
  {
    name: 'PROJECTOR_MAX_ATTEMPTS',
    default: '5',
    description:
      'Tries of a projection on one event before the event is parked (visible in the admin area and metrics).',
  },
  {
    name: 'READ_YOUR_WRITES_TIMEOUT_MS',
    default: '2000',
    description:
      'How long a mutation waits for the projectors to reach its write before answering; `0` does not wait.',
  },
  {
    name: 'UPLOAD_MAX_BYTES',
    default: '268435456',
    description:
      'Largest device file an upload accepts (256 MiB by default: a 90-minute, 25-player, 10 Hz CSV is about 85 MB), from 1 KiB to 2 GiB; counted while the file streams in, a larger one is refused with HTTP 413.',
  },
  {
    name: 'WEB_DIR',
    default: 'web/dist',
    description:
      "Folder of the built web app the API serves at `/`. The default is this checkout's `web/dist`, built on start (a few seconds) when missing or older than `web/`'s sources; `none` serves no app (API only).",
  },
] satisfies ConfigVariable[]);

/** The variable table as Markdown, as `deploy/README.md` shows it (a unit test keeps them equal). */
export function configTableMarkdown(): string {
  const rows = configVariables.map(
    (v) =>
      `| \`${v.name}\` | ${v.default.startsWith('(') ? v.default : `\`${v.default}\``} | ${v.description} |`,
  );
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const JWT_SECRET_FILE = 'jwt-secret';
const MIN_JWT_SECRET_LENGTH = 32;
/** `web/dist` of this checkout, wherever the process was started from. */
export const DEFAULT_WEB_DIR = path.resolve(import.meta.dirname, '../../web/dist');

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export interface LoadConfigOptions {
  /** Base of relative paths. @default process.cwd() */
  readonly cwd?: string;
}

/**
 * Reads and checks the configuration. Throws a `ConfigError` naming the variable on the first bad
 * value. Side effect: when `JWT_SECRET` is unset, creates `<DATA_DIR>/jwt-secret` if missing.
 */
export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const databaseUrl = optionalUrl(
    get,
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    'postgres://user:password@host:5432/stride',
  );
  const natsUrl = natsServers(get);

  const eventStoreText = (get('EVENT_STORE') ?? 'postgres').toLowerCase();
  if (eventStoreText !== 'postgres' && eventStoreText !== 'esdb') {
    throw new ConfigError(
      'EVENT_STORE',
      `EVENT_STORE must be "postgres" or "esdb", got "${get('EVENT_STORE')}".`,
    );
  }
  const eventStore: EventStoreKind = eventStoreText;
  const eventStoreConnectionString = optionalUrl(
    get,
    'EVENTSTORE_CONNECTION_STRING',
    ['esdb:', 'esdb+discover:'],
    'esdb://node1:2113,node2:2113,node3:2113?tls=false',
  );
  if (eventStore === 'esdb' && eventStoreConnectionString === undefined) {
    throw new ConfigError(
      'EVENTSTORE_CONNECTION_STRING',
      'EVENTSTORE_CONNECTION_STRING is required when EVENT_STORE=esdb, e.g. "esdb://node1:2113,node2:2113,node3:2113?tls=false".',
    );
  }

  const port = integer(get, 'PORT', 4000, 1, 65_535);
  const host = get('HOST') ?? '127.0.0.1';
  if (/[\s/?#@]/.test(host)) {
    throw new ConfigError(
      'HOST',
      `HOST must be a host name or IP address such as 127.0.0.1 or 0.0.0.0, got "${host}".`,
    );
  }

  const dataDir = path.resolve(cwd, get('DATA_DIR') ?? '.data');
  const mailDir = path.resolve(cwd, get('MAIL_DIR') ?? path.join(dataDir, 'mail'));
  const smtpUrl = optionalUrl(
    get,
    'SMTP_URL',
    ['smtp:', 'smtps:'],
    'smtp://user:password@mail.example.org:587',
  );

  const publicUrl = publicBaseUrl(get, host, port);

  const deployment = get('DEPLOYMENT') ?? 'stride';
  if (!/^[A-Za-z0-9_-]+$/.test(deployment)) {
    throw new ConfigError(
      'DEPLOYMENT',
      `DEPLOYMENT may contain only letters, digits, "_" and "-" (it names NATS streams and subjects), got "${deployment}".`,
    );
  }

  const logLevelText = (get('LOG_LEVEL') ?? 'info').toLowerCase();
  const logLevel = LOG_LEVELS.find((level) => level === logLevelText);
  if (logLevel === undefined) {
    throw new ConfigError(
      'LOG_LEVEL',
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${get('LOG_LEVEL')}".`,
    );
  }

  const projectorMaxAttempts = integer(get, 'PROJECTOR_MAX_ATTEMPTS', 5, 1, 1_000);
  const natsReplicas = integer(get, 'NATS_REPLICAS', 1, 1, 5);
  const readYourWritesTimeoutMs = integer(get, 'READ_YOUR_WRITES_TIMEOUT_MS', 2000, 0, 600_000);
  const uploadMaxBytes = integer(get, 'UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES, 1024, 2 ** 31);

  const webDirText = get('WEB_DIR');
  const webDir =
    webDirText === undefined
      ? DEFAULT_WEB_DIR
      : webDirText.toLowerCase() === 'none'
        ? null
        : path.resolve(cwd, webDirText);

  const jwtSecretFile = path.join(dataDir, JWT_SECRET_FILE);
  const jwt = jwtSecret(get('JWT_SECRET'), jwtSecretFile);

  return Object.freeze({
    databaseUrl,
    natsUrl,
    eventStore,
    eventStoreConnectionString,
    port,
    host,
    jwtSecret: jwt.secret,
    jwtSecretSource: jwt.source,
    jwtSecretFile,
    smtpUrl,
    mailDir,
    publicUrl,
    dataDir,
    deployment,
    logLevel,
    projectorMaxAttempts,
    natsReplicas,
    readYourWritesTimeoutMs,
    uploadMaxBytes,
    webDir,
    webDirIsDefault: webDirText === undefined,
  });
}

function integer(
  get: (name: string) => string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = get(name);
  if (text === undefined) return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `${name} must be a whole number from ${min} to ${max}, got "${text}".`);
  }
  return value;
}

function optionalUrl(
  get: (name: string) => string | undefined,
  name: string,
  protocols: readonly string[],
  example: string,
): string | undefined {
  const text = get(name);
  if (text === undefined) return undefined;
  const schemes = protocols.map((p) => `${p}//`).join(' or ');
  let url: URL;
  try {
    // EventStoreDB lists several hosts in one authority, which URL cannot parse: check the first.
    url = new URL(name === 'EVENTSTORE_CONNECTION_STRING' ? text.replace(/,[^/?]*/, '') : text);
  } catch {
    throw new ConfigError(
      name,
      `${name} is not a valid URL: "${redact(text)}". Expected ${schemes}…, e.g. "${example}".`,
    );
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      name,
      `${name} must start with ${schemes}, got "${redact(text)}" (e.g. "${example}").`,
    );
  }
  return text;
}

function natsServers(get: (name: string) => string | undefined): string | undefined {
  const text = get('NATS_URL');
  if (text === undefined) return undefined;
  const servers = text.split(',').map((s) => s.trim());
  for (const server of servers) {
    const withScheme = server.includes('://') ? server : `nats://${server}`;
    let url: URL | undefined;
    try {
      url = new URL(withScheme);
    } catch {
      url = undefined;
    }
    if (
      server === '' ||
      url === undefined ||
      !['nats:', 'tls:', 'ws:', 'wss:'].includes(url.protocol) ||
      url.hostname === ''
    ) {
      throw new ConfigError(
        'NATS_URL',
        `NATS_URL must be a comma-separated list of NATS servers such as "nats://127.0.0.1:4222" or "nats://n1:4222,nats://n2:4222"; "${redact(server)}" is not one.`,
      );
    }
  }
  return servers.join(',');
}

function publicBaseUrl(get: (name: string) => string | undefined, host: string, port: number): string {
  const text = get('PUBLIC_URL');
  if (text === undefined) {
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return `http://${shown}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(
      'PUBLIC_URL',
      `PUBLIC_URL must be an absolute http(s) URL such as "https://stride.example.org", got "${text}".`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('PUBLIC_URL', `PUBLIC_URL must start with http:// or https://, got "${text}".`);
  }
  if (url.search !== '' || url.hash !== '') {
    throw new ConfigError('PUBLIC_URL', `PUBLIC_URL must not have a query or fragment, got "${text}".`);
  }
  return text.replace(/\/+$/, '');
}

function jwtSecret(
  fromEnv: string | undefined,
  file: string,
): { secret: string; source: 'env' | 'file' | 'generated' } {
  if (fromEnv !== undefined) {
    if (fromEnv.length < MIN_JWT_SECRET_LENGTH) {
      throw new ConfigError(
        'JWT_SECRET',
        `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (got ${fromEnv.length}). Generate one with "openssl rand -hex 32", or unset it to have one generated and kept in ${file}.`,
      );
    }
    return { secret: fromEnv, source: 'env' };
  }
  const existing = readSecretFile(file);
  if (existing !== undefined) return { secret: existing, source: 'file' };

  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // Write aside, then link into place: the file never exists half-written, and when several
  // processes start at once on one data folder, the first link wins and everyone uses its secret.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
    return { secret, source: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecretFile(file);
    if (winner === undefined) throw error;
    return { secret: winner, source: 'file' };
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ConfigError(
      'JWT_SECRET',
      `JWT_SECRET is unset and ${file} cannot be read: ${(error as Error).message}`,
    );
  }
  const secret = text.trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(
      'JWT_SECRET',
      `JWT_SECRET is unset and ${file} holds no usable secret (${secret.length} characters, at least ${MIN_JWT_SECRET_LENGTH} needed). Delete the file to have a new one generated (existing sessions end), or set JWT_SECRET.`,
    );
  }
  return secret;
}

/** Hides the password of a URL in messages. */
export function redact(url: string): string {
  return url.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@');
}
