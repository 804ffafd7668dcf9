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
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from './services/context.ts';
import { ensureNats } from './services/nats.ts';
import type { NatsUser } from './services/nats-auth.ts';
import { ensurePostgres } from './services/postgres.ts';

export { ServicesError } from './services/context.ts';
export { portIsOpen } from './services/ports.ts';
export type { NatsUser } from './services/nats-auth.ts';

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
  /** Whom `natsUrl` signs in as on a private NATS server (services/nats-auth.ts). @default 'all' */
  readonly natsUser?: NatsUser;
}

export interface Services {
  readonly databaseUrl: string;
  /** Signed in as `natsUser` when the server is private (with its password: keep it out of logs). */
  readonly natsUrl: string;
  /** The URL for another role: the same server, signed in as that role's user when private. */
  natsUrlFor(user: NatsUser): string;
  /** Whether `stop()` stops a PostgreSQL server (started by this call). */
  readonly privatePostgres: boolean;
  /** Whether `stop()` stops a NATS server (started by this call). */
  readonly privateNats: boolean;
  /** Stops what this call started, nothing else. Idempotent. */
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
    natsUrl: nats.value.urlFor(options.natsUser ?? 'all'),
    natsUrlFor: (user) => nats.value.urlFor(user),
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

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
