/**
 * Every environment variable the processes read, defined once: its check (and message), its
 * default, and the words of the variable table (`deploy/README.md`, `configTableMarkdown()`).
 * The order here is the table's order.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@stride/contracts/events/upload';
import { DEFAULT_PARSE_LIMITS, DEFAULT_UPLOAD_QUOTA } from '@stride/command/upload/limits';
import { DEFAULT_LIVE_REORDER_MS } from '@stride/command/live/append';
import { DEFAULT_LIVE_MAX_FUTURE_MS } from '@stride/query/live/batch';
import { DEFAULT_LIVE_RATE_LIMITS } from '@stride/query/live/rate';
import { hostName, natsServers, oneOf, origins, publicUrl, url, wholeNumber, yesNo } from './checks.ts';

interface VariableDoc {
  readonly description: string;
  /** The default in words when it is not the schema's own default (`'(generated)'`, `'<DATA_DIR>/mail'`). */
  readonly shown?: string;
}

const docs = z.registry<VariableDoc>();

/** Documents a variable's schema for the table; returns the same schema. */
function documented<T extends z.ZodType>(schema: T, doc: VariableDoc): T {
  docs.add(schema, doc);
  return schema;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const MIN_JWT_SECRET_LENGTH = 32;
export const JWT_SECRET_FILE = 'jwt-secret';
const ESDB_EXAMPLE = 'esdb://node1:2113,node2:2113,node3:2113?tls=false';

const UPLOADS = { ...DEFAULT_PARSE_LIMITS, ...DEFAULT_UPLOAD_QUOTA };

export const variables = {
  DATABASE_URL: documented(
    url({
      protocols: ['postgres:', 'postgresql:'],
      example: 'postgres://user:password@host:5432/stride',
    }).optional(),
    {
      shown: '(found or started)',
      description:
        'PostgreSQL URL (`postgres://user:password@host:port/database`) for read models, the relay lock and, with `EVENT_STORE=postgres`, the event store. The database is created if missing. Unset: PostgreSQL on 127.0.0.1:5432 (database `stride`) when reachable, else a private server started from local binaries into `<DATA_DIR>/postgres`.',
    },
  ),
  NATS_URL: documented(natsServers.optional(), {
    shown: '(found or started)',
    description:
      'NATS server(s) with JetStream enabled, comma separated (`nats://n1:4222,nats://n2:4222`); credentials go in the first (`nats://user:password@n1:4222`, or `nats://token@n1:4222`). Unset: 127.0.0.1:4222 when reachable, else a private `nats-server` started into `<DATA_DIR>/nats`, which admits only the platform roles (each with its password).',
  }),
  EVENT_STORE: documented(
    oneOf(['postgres', 'esdb'], (text) => `must be "postgres" or "esdb", got "${text}".`).default('postgres'),
    {
      description:
        'Event store engine: `postgres` (embedded default, in `DATABASE_URL`) or `esdb` (EventStoreDB).',
    },
  ),
  EVENTSTORE_CONNECTION_STRING: documented(
    url({ protocols: ['esdb:', 'esdb+discover:'], example: ESDB_EXAMPLE, severalHosts: true }).optional(),
    {
      description:
        'EventStoreDB connection string (`esdb://node1:2113,node2:2113,node3:2113?tls=false` or `esdb+discover://…`). Required when `EVENT_STORE=esdb`.',
    },
  ),
  PORT: documented(wholeNumber(1, 65_535).default(4000), {
    description: 'HTTP port of the API (GraphQL, device ingest, `/healthz`, `/readyz`, metrics).',
  }),
  HOST: documented(hostName.default('127.0.0.1'), {
    description:
      'Interface the API listens on. Use `0.0.0.0` to accept connections from other machines or containers.',
  }),
  JWT_SECRET: documented(z.string().optional(), {
    shown: '(generated)',
    description:
      'Secret signing session tokens, at least 32 characters. Unset: generated once and kept in `<DATA_DIR>/jwt-secret` (mode 0600). Every API process of a deployment must use the same secret.',
  }),
  SMTP_URL: documented(
    url({ protocols: ['smtp:', 'smtps:'], example: 'smtp://user:password@mail.example.org:587' }).optional(),
    {
      description:
        'Mail server (`smtp://user:password@host:587` or `smtps://…`). Unset: mail is written as `.eml` files into `MAIL_DIR`.',
    },
  ),
  MAIL_DIR: documented(z.string().optional(), {
    shown: '<DATA_DIR>/mail',
    description: 'Folder for `.eml` files when `SMTP_URL` is unset.',
  }),
  PUBLIC_URL: documented(publicUrl.optional(), {
    shown: 'http://HOST:PORT',
    description:
      'Base URL users reach the web app at, used in links in e-mails. The default uses `localhost` when `HOST` is `0.0.0.0` or `::`.',
  }),
  DATA_DIR: documented(z.string().default('.data'), {
    description:
      'Folder for local state (JWT secret, mail, private PostgreSQL and NATS data); relative to the working directory.',
  }),
  DEPLOYMENT: documented(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, {
        error: (issue) =>
          `may contain only letters, digits, "_" and "-" (it names NATS streams and subjects), got "${String(issue.input)}".`,
      })
      .default('stride'),
    {
      description:
        'Namespace of every NATS stream, consumer and subject (letters, digits, `_`, `-`), so deployments sharing a NATS server stay apart.',
    },
  ),
  LOG_LEVEL: documented(
    oneOf(LOG_LEVELS, (text) => `must be one of ${LOG_LEVELS.join(', ')}; got "${text}".`).default('info'),
    { description: 'pino level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.' },
  ),
  NATS_REPLICAS: documented(wholeNumber(1, 5).default(1), {
    description:
      'JetStream replicas of the events stream, 1 to 5: 1 on a single server, 3 on a NATS cluster. Only used when the stream is created.',
  }),
  PROJECTOR_MAX_ATTEMPTS: documented(wholeNumber(1, 1_000).default(5), {
    description:
      'Tries of a projection on one event before the event is parked (visible in the admin area and metrics).',
  }),
  READ_YOUR_WRITES_TIMEOUT_MS: documented(wholeNumber(0, 600_000).default(2000), {
    description:
      'How long a mutation waits for the projectors to reach its write before answering; `0` does not wait.',
  }),
  UPLOAD_MAX_BYTES: documented(wholeNumber(1024, 2 ** 31).default(DEFAULT_UPLOAD_MAX_BYTES), {
    description:
      'Largest device file an upload accepts (256 MiB by default: a 90-minute, 25-player, 10 Hz CSV is about 85 MB), from 1 KiB to 2 GiB; counted while the file streams in, a larger one is refused with HTTP 413.',
  }),
  UPLOAD_MAX_DEVICES: documented(wholeNumber(1, 100_000).default(UPLOADS.maxDevices), {
    description:
      'Most devices one uploaded file (a ZIP archive: its files together) may name; a file naming more fails its job with `BULK_UPLOAD_TOO_MANY_DEVICES`.',
  }),
  UPLOAD_MAX_UNPACKED_BYTES: documented(wholeNumber(1024, 2 ** 40).default(UPLOADS.maxUnpackedBytes), {
    description:
      "Most bytes a file may hold once unpacked (a ZIP archive's files together, counted as they are unpacked, whatever the archive declares); past it the job fails with `BULK_UPLOAD_TOO_LARGE`.",
  }),
  UPLOAD_MAX_LINES: documented(wholeNumber(1, 2 ** 40).default(UPLOADS.maxLines), {
    description:
      'Most lines a file may hold (an archive: its files together; a 90-minute, 25-player, 10 Hz match is 1.35 million); past it the job fails with `BULK_UPLOAD_TOO_LARGE`.',
  }),
  UPLOAD_PARSE_TIMEOUT_MS: documented(wholeNumber(1000, 3_600_000).default(UPLOADS.timeoutMs), {
    description:
      'Longest the reading of one file may take; past it the reading thread is stopped and the job fails with `BULK_UPLOAD_TIMEOUT`.',
  }),
  UPLOAD_CONCURRENCY: documented(wholeNumber(1, 64).default(UPLOADS.concurrency), {
    description:
      "Upload jobs an API process runs at once, each reading its file on a worker thread of its own, off the API's event loop.",
  }),
  UPLOAD_MAX_PENDING: documented(wholeNumber(1, 10_000).default(UPLOADS.maxPending), {
    description:
      'Uploaded files an API process holds at once (being received, queued or read, on disk in `UPLOAD_DIR`); another upload is refused with `UPLOAD_LIMIT_REACHED` (HTTP 429) before its body is read.',
  }),
  UPLOAD_MAX_PENDING_PER_CLUB: documented(wholeNumber(1, 10_000).default(UPLOADS.maxPendingPerClub), {
    description:
      'Upload jobs one club may have queued or running at once in an API process; another is refused with `UPLOAD_LIMIT_REACHED`.',
  }),
  LIVE_RATE_BURST: documented(wholeNumber(1, 100_000).default(DEFAULT_LIVE_RATE_LIMITS.burst), {
    description:
      'Batches (posts to `POST /live/v1/batches`, frames on `/live/v1/ws`) one receiver token may send at once; past it, and past `LIVE_RATE_PER_SECOND` sustained, the answer is `LIVE_RATE_LIMITED` (HTTP 429, `Retry-After`).',
  }),
  LIVE_RATE_PER_SECOND: documented(wholeNumber(1, 100_000).default(DEFAULT_LIVE_RATE_LIMITS.perSecond), {
    description:
      'Batches a second one receiver token may send to the live gateway (HTTP and WebSocket), sustained.',
  }),
  LIVE_REORDER_MS: documented(wholeNumber(0, 60_000).default(DEFAULT_LIVE_REORDER_MS), {
    description:
      'How long a live batch whose seq skips some waits (in memory) for the skipped ones; when they arrive all are stored in seq order, when it passes the gap is given up. `0` stores a gap at once.',
  }),
  LIVE_MAX_FUTURE_MS: documented(wholeNumber(0, 86_400_000).default(DEFAULT_LIVE_MAX_FUTURE_MS), {
    description:
      "How far ahead of the server's clock a live sample's time may lie; later ones are refused with `LIVE_VALUE_IMPOSSIBLE`.",
  }),
  LIVE_UPDATE_INTERVAL_MS: documented(wholeNumber(0, 60_000).default(1000), {
    description:
      'Shortest time between two `liveRecordUpdated` pushes to one subscriber (live figures and records of an event); notices in between fold into the next push.',
  }),
  WHATIF_WORKERS: documented(wholeNumber(1, 64).optional(), {
    shown: '(cores − 1, at least 1)',
    description:
      "Worker threads an API process folds what-ifs in (docs/what-if.md), off its event loop; by default the machine's cores less one, at least 1.",
  }),
  UPLOAD_DIR: documented(z.string().optional(), {
    shown: '(os.tmpdir())',
    description:
      'Folder where uploaded files are written as they stream in, until their job ends (never held in memory).',
  }),
  WEB_DIR: documented(z.string().optional(), {
    shown: 'web/dist',
    description:
      "Folder of the built web app the API serves at `/`. The default is this checkout's `web/dist`, built on start (a few seconds) when missing or older than `web/`'s sources; `none` serves no app (API only).",
  }),
  CORS_ORIGINS: documented(origins.optional(), {
    shown: "(PUBLIC_URL's origin)",
    description:
      'Origins whose pages may call the API from a browser, comma separated (`https://app.example.org,http://localhost:5173`): scheme, host and port, no `*`, no `null`. Other origins get no CORS headers. The web app served by the API itself needs none.',
  }),
  GRAPHQL_INTROSPECTION: documented(yesNo('GraphQL introspection and GraphiQL').optional(), {
    shown: '(false when NODE_ENV=production, else true)',
    description:
      'Whether the API answers introspection queries and serves GraphiQL at `/graphql`: `true` or `false`. The web app does not need it (its types are generated from the SDL files).',
  }),
  REGISTRATIONS_PER_HOUR: documented(wholeNumber(1, 1_000_000).default(20), {
    description:
      'Registrations the API accepts per caller IP address and hour (`TOO_MANY_ATTEMPTS` past it). Logins are limited too: 10 failures per address and IP, 30 per IP and 100 per address in 15 minutes.',
  }),
  TRUST_PROXY: documented(yesNo('a reverse proxy sets X-Forwarded-For').default(false), {
    description:
      "`true` when the API runs behind a reverse proxy that appends the client's address to `X-Forwarded-For`: the rate limits then count the last address of that header instead of the connection's. Leave `false` without such a proxy, or clients could claim any address.",
  }),
};

export type VariableName = keyof typeof variables;

/** The variables together, with the checks that involve more than one. */
export const environmentSchema = z.object(variables).superRefine((env, ctx) => {
  if (env.EVENT_STORE === 'esdb' && env.EVENTSTORE_CONNECTION_STRING === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['EVENTSTORE_CONNECTION_STRING'],
      message: `is required when EVENT_STORE=esdb, e.g. "${ESDB_EXAMPLE}".`,
    });
  }
  const secret = env.JWT_SECRET;
  if (secret !== undefined && secret.length < MIN_JWT_SECRET_LENGTH) {
    ctx.addIssue({
      code: 'custom',
      path: ['JWT_SECRET'],
      message: `must be at least ${MIN_JWT_SECRET_LENGTH} characters long (got ${secret.length}). Generate one with "openssl rand -hex 32", or unset it to have one generated and kept in ${path.join(env.DATA_DIR, JWT_SECRET_FILE)}.`,
    });
  }
});

/** The variables as checked: numbers are numbers, unset optional ones undefined. */
export type Environment = z.output<typeof environmentSchema>;

/** A variable's default in words, and its description, for the table. */
export function documentation(name: VariableName): { default: string; description: string } {
  const schema = variables[name];
  const doc = docs.get(schema);
  if (doc === undefined) throw new Error(`${name} is not documented`);
  const def = schema.def as { type: string; defaultValue?: unknown };
  const shown = doc.shown ?? (def.type === 'default' ? String(def.defaultValue) : '(unset)');
  return { default: shown, description: doc.description };
}
