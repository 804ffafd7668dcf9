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
import os from 'node:os';
import path from 'node:path';
import type { Context, ServerSource } from './services/context.ts';
import { ensureNats, findNatsServer } from './services/nats.ts';
import type { NatsUser } from './services/nats-auth.ts';
import { ensurePostgres } from './services/postgres.ts';
import { findPostgresBinaries } from './services/postgres-install.ts';

export { ServicesError, type ServerSource } from './services/context.ts';
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
  /**
   * Ignore configured and standard-port servers; always a private one (started, or shared with the
   * live process that started it in `dataDir`). `true` for both, or per server. @default false
   */
  readonly forcePrivate?: boolean | { readonly postgres?: boolean; readonly nats?: boolean };
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
  /** Where each came from (`private` also for another process's private server, shared). */
  readonly sources: { readonly postgres: ServerSource; readonly nats: ServerSource };
  /** Stops what this call started, nothing else. Idempotent. */
  stop(): Promise<void>;
}

export async function ensureServices(options: EnsureServicesOptions): Promise<Services> {
  const log = options.log ?? ((msg: string) => console.log(msg));
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const force = options.forcePrivate;
  const context: Context = {
    dataDir,
    purpose: options.purpose,
    log,
    forcePrivate:
      typeof force === 'object'
        ? { postgres: force.postgres === true, nats: force.nats === true }
        : { postgres: force === true, nats: force === true },
  };

  const configured = (forced: boolean, option: string | undefined, variable: string) =>
    forced ? undefined : (nonEmpty(option) ?? nonEmpty(process.env[variable]));
  const [postgres, nats] = await Promise.allSettled([
    ensurePostgres(context, configured(context.forcePrivate.postgres, options.databaseUrl, 'DATABASE_URL')),
    ensureNats(context, configured(context.forcePrivate.nats, options.natsUrl, 'NATS_URL')),
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
    sources: { postgres: postgres.value.source, nats: nats.value.source },
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

/** Why private servers cannot start on this machine (each message names the package), or none. */
export function missingPrivateServerBinaries(): string[] {
  const missing: string[] = [];
  for (const find of [
    findNatsServer,
    () => findPostgresBinaries(path.join(os.tmpdir(), 'stride-no-cluster')),
  ]) {
    try {
      find();
    } catch (error) {
      missing.push((error as Error).message);
    }
  }
  return missing;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
