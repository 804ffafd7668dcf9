/**
 * Configuration from environment variables (ARCHITECTURE.md "Configuration"): safe single-node
 * defaults, validated once at start-up. A bad value stops the process with a message that names the
 * variable, says what was wrong and what is accepted.
 *
 * The variables, their checks, defaults and descriptions are one zod schema (`config/variables.ts`);
 * this file turns its output into the `Config` the processes use, and the schema into the table.
 * An empty variable counts as unset, so `FOO=` in a compose file or `.env` means "use the default".
 */
import path from 'node:path';
import type { ParseLimits } from '@stride/command/upload/limits';
import { ConfigError } from './config/error.ts';
import { jwtSecret } from './config/jwt-secret.ts';
import {
  readStoredSettings,
  SETTINGS_FILE,
  STORED_VARIABLES,
  type StoredSettings,
  type StoredVariable,
} from './config/stored-settings.ts';
import {
  documentation,
  environmentSchema,
  JWT_SECRET_FILE,
  variables,
  type Environment,
  type VariableName,
} from './config/variables.ts';

export { ConfigError, redact } from './config/error.ts';

export type EventStoreKind = Environment['EVENT_STORE'];
export type LogLevel = Environment['LOG_LEVEL'];

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
  /** What uploads may cost: devices, bytes, lines and time per file, jobs at once, files held. */
  readonly uploadLimits: ParseLimits & { readonly maxPending: number; readonly maxPendingPerClub: number };
  /** Requests per receiver token at the live gateway: at once, and a second sustained. */
  readonly liveRateLimits: { readonly burst: number; readonly perSecond: number };
  /** How long a live batch above `ack + 1` waits for the seqs it skipped (ms). */
  readonly liveReorderMs: number;
  /** How far ahead of the server's clock a live sample may lie (ms). */
  readonly liveMaxFutureMs: number;
  readonly liveUpdateIntervalMs: number;
  /** What-if fold workers of an API process; undefined: the pool's default (cores − 1, at least 1). */
  readonly whatIfWorkers: number | undefined;
  /** Absolute folder uploads are written to, or undefined for the system's temporary folder. */
  readonly uploadDir: string | undefined;
  /** Absolute folder of the built web app the API serves, or null for none (`WEB_DIR=none`). */
  readonly webDir: string | null;
  /** `webDir` is this checkout's `web/dist`: built on start when missing or older than its sources. */
  readonly webDirIsDefault: boolean;
  /** Origins whose pages may call the API (CORS); by default the public URL's. */
  readonly corsOrigins: readonly string[];
  /** Introspection and GraphiQL; off by default when NODE_ENV=production. */
  readonly graphqlIntrospection: boolean;
  /** Registrations accepted per caller IP and hour. */
  readonly registrationsPerHour: number;
  /** Client addresses come from `X-Forwarded-For` (a reverse proxy in front). */
  readonly trustProxy: boolean;
  /** What was taken from the data folder's `settings.json` (operator commands only), else null. */
  readonly fromDataFolder: FromDataFolder | null;
}

/** The settings of the last `npm start` on the data folder, as an operator command used them. */
export interface FromDataFolder {
  readonly file: string;
  /** The stored variables this process's environment did not set, so took from the file. */
  readonly variables: readonly StoredVariable[];
  readonly servers: StoredSettings['servers'];
}

export interface ConfigVariable {
  readonly name: string;
  /** The default in words (`'4000'`, `'<DATA_DIR>/mail'`, `'(unset)'` …). */
  readonly default: string;
  readonly description: string;
}

const names = Object.keys(variables) as VariableName[];

/** Every variable the processes read, for the README and for `--help`-style output. */
export const configVariables: readonly ConfigVariable[] = Object.freeze(
  names.map((name) => ({ name, ...documentation(name) })),
);

/** The variable table as Markdown, as `deploy/README.md` shows it (a unit test keeps them equal). */
export function configTableMarkdown(): string {
  const rows = configVariables.map(
    (v) =>
      `| \`${v.name}\` | ${v.default.startsWith('(') ? v.default : `\`${v.default}\``} | ${v.description} |`,
  );
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The host of the default public URL: `localhost` for every interface, IPv6 in brackets. */
function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** `web/dist` of this checkout, wherever the process was started from. */
export const DEFAULT_WEB_DIR = path.resolve(import.meta.dirname, '../../web/dist');

type Env = Readonly<Record<string, string | undefined>>;

export interface LoadConfigOptions {
  /** Base of relative paths. @default process.cwd() */
  readonly cwd?: string;
  /**
   * Take the variables this environment does not set from the settings the last `npm start` left in
   * the data folder (`config/stored-settings.ts`): for the operator commands. @default false
   */
  readonly fromDataFolder?: boolean;
}

/**
 * Reads and checks the configuration. Throws a `ConfigError` naming the variable on the first bad
 * value. Side effect: when `JWT_SECRET` is unset, creates `<DATA_DIR>/jwt-secret` if missing.
 */
export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const given: Record<string, string | undefined> = Object.fromEntries(
    names.map((name) => {
      const value = env[name]?.trim();
      return [name, value === '' ? undefined : value];
    }),
  );
  let fromDataFolder: FromDataFolder | null = null;
  if (options.fromDataFolder === true) {
    const folder = path.resolve(cwd, variables.DATA_DIR.parse(given['DATA_DIR']));
    const stored = readStoredSettings(folder);
    if (stored !== undefined) {
      const taken = STORED_VARIABLES.filter(
        (name) => given[name] === undefined && stored.variables[name] !== undefined,
      );
      for (const name of taken) given[name] = stored.variables[name];
      fromDataFolder = { file: path.join(folder, SETTINGS_FILE), variables: taken, servers: stored.servers };
    }
  }
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    throw new ConfigError(variable, `${variable} ${issue.message}`);
  }
  const v = parsed.data;

  const dataDir = path.resolve(cwd, v.DATA_DIR);
  const jwtSecretFile = path.join(dataDir, JWT_SECRET_FILE);
  const jwt = jwtSecret(v.JWT_SECRET, jwtSecretFile);
  const publicUrl = v.PUBLIC_URL ?? `http://${hostForUrl(v.HOST)}:${v.PORT}`;

  return Object.freeze({
    databaseUrl: v.DATABASE_URL,
    natsUrl: v.NATS_URL,
    eventStore: v.EVENT_STORE,
    eventStoreConnectionString: v.EVENTSTORE_CONNECTION_STRING,
    port: v.PORT,
    host: v.HOST,
    jwtSecret: jwt.secret,
    jwtSecretSource: jwt.source,
    jwtSecretFile,
    smtpUrl: v.SMTP_URL,
    mailDir: path.resolve(cwd, v.MAIL_DIR ?? path.join(dataDir, 'mail')),
    publicUrl,
    dataDir,
    deployment: v.DEPLOYMENT,
    logLevel: v.LOG_LEVEL,
    projectorMaxAttempts: v.PROJECTOR_MAX_ATTEMPTS,
    natsReplicas: v.NATS_REPLICAS,
    readYourWritesTimeoutMs: v.READ_YOUR_WRITES_TIMEOUT_MS,
    uploadMaxBytes: v.UPLOAD_MAX_BYTES,
    uploadLimits: Object.freeze({
      maxDevices: v.UPLOAD_MAX_DEVICES,
      maxUnpackedBytes: v.UPLOAD_MAX_UNPACKED_BYTES,
      maxLines: v.UPLOAD_MAX_LINES,
      timeoutMs: v.UPLOAD_PARSE_TIMEOUT_MS,
      concurrency: v.UPLOAD_CONCURRENCY,
      maxPending: v.UPLOAD_MAX_PENDING,
      maxPendingPerClub: v.UPLOAD_MAX_PENDING_PER_CLUB,
    }),
    liveRateLimits: Object.freeze({ burst: v.LIVE_RATE_BURST, perSecond: v.LIVE_RATE_PER_SECOND }),
    liveReorderMs: v.LIVE_REORDER_MS,
    liveMaxFutureMs: v.LIVE_MAX_FUTURE_MS,
    liveUpdateIntervalMs: v.LIVE_UPDATE_INTERVAL_MS,
    whatIfWorkers: v.WHATIF_WORKERS,
    uploadDir: v.UPLOAD_DIR === undefined ? undefined : path.resolve(cwd, v.UPLOAD_DIR),
    webDir:
      v.WEB_DIR === undefined
        ? DEFAULT_WEB_DIR
        : v.WEB_DIR.toLowerCase() === 'none'
          ? null
          : path.resolve(cwd, v.WEB_DIR),
    webDirIsDefault: v.WEB_DIR === undefined,
    corsOrigins: Object.freeze(v.CORS_ORIGINS ?? [new URL(publicUrl).origin]),
    graphqlIntrospection: v.GRAPHQL_INTROSPECTION ?? env['NODE_ENV'] !== 'production',
    registrationsPerHour: v.REGISTRATIONS_PER_HOUR,
    trustProxy: v.TRUST_PROXY,
    fromDataFolder,
  });
}
