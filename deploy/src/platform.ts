/**
 * Opens what every process role needs: configuration, logger, PostgreSQL pool, NATS connection
 * and the event store selected by EVENT_STORE, with migrations applied.
 */
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { connect, type NatsConnection } from 'nats';
import {
  natsConnectionOptions,
  natsNames,
  natsResilience,
  redactNatsUrl,
  type NatsNames,
} from '@stride/contracts/nats';
import type { EventStore } from '@stride/streams/port';
import { createPostgresEventStore, migrateEventStore } from '@stride/streams/postgres/event-store';
import { createEsdbEventStore } from '@stride/streams/esdb/event-store';
import { migrateCredentialStore } from '@stride/command/account/credentials';
import { moveLegacyCredentials } from '@stride/command/account/legacy-credentials';
import { allProjections } from '@stride/projector/projections';
import { migrateProjections } from '@stride/projector/runtime';
import { loadConfig, redact, type Config } from './config.ts';
import { ensureServices, type NatsUser, type Services } from './services.ts';

export interface Platform {
  readonly config: Config;
  readonly log: Logger;
  readonly databaseUrl: string;
  readonly pool: pg.Pool;
  readonly nats: NatsConnection;
  readonly names: NatsNames;
  readonly store: EventStore;
  close(): Promise<void>;
}

/**
 * PostgreSQL and NATS as the configuration says: given, found on the standard ports, or started.
 * An operator command on a data folder whose `npm start` ran private servers uses those (shared
 * while `npm start` runs, started from the same data otherwise), unless told otherwise.
 */
export function servicesFor(config: Config, log: Logger, natsUser: NatsUser = 'all'): Promise<Services> {
  const stored = config.fromDataFolder?.servers;
  return ensureServices({
    dataDir: config.dataDir,
    purpose: 'start',
    databaseUrl: config.databaseUrl,
    natsUrl: config.natsUrl,
    natsUser,
    forcePrivate: {
      postgres: stored?.postgres === 'private' && config.databaseUrl === undefined,
      nats: stored?.nats === 'private' && config.natsUrl === undefined,
    },
    log: (message) => log.info(message),
  });
}

/** The NATS user of a process role: one role alone signs in as itself, anything else as `all`. */
export const natsUserOf = (role: string): NatsUser =>
  role === 'api' || role === 'relay' || role === 'projector' ? role : 'all';

/** `fromDataFolder`: an operator command, on the data of the last `npm start` (`config.ts`). */
export async function openPlatform(
  role: string,
  options: { fromDataFolder?: boolean } = {},
): Promise<Platform> {
  const config = loadConfig(process.env, { fromDataFolder: options.fromDataFolder === true });
  const log = pino({ level: config.logLevel, base: { role } });
  const services = await servicesFor(config, log, natsUserOf(role));
  const pool = new pg.Pool({ connectionString: services.databaseUrl, max: 20 });
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL pool error'));
  const nats = await connect({
    ...natsConnectionOptions(services.natsUrl),
    ...natsResilience,
    name: `stride-${role}`,
  });
  const names = natsNames(config.deployment);
  const maxPayload = nats.info?.max_payload ?? 1024 * 1024;
  // A relayed event travels as one NATS message: keep appends below the server's payload limit.
  const maxAppendSize = Math.min(1024 * 1024, maxPayload - 64 * 1024);
  let store: EventStore;
  if (config.eventStore === 'esdb') {
    store = createEsdbEventStore({
      connectionString: config.eventStoreConnectionString ?? '',
      maxAppendSize,
    });
    await migrateCredentialStore(pool);
  } else {
    await migrateEventStore(pool);
    store = createPostgresEventStore({ pool, maxAppendSize });
    // Issue 15: password hashes of older accounts move out of their events, once (README).
    const moved = await moveLegacyCredentials(pool);
    if (moved > 0) log.info({ moved }, 'platform: password hashes moved out of the event store');
  }
  await migrateProjections(pool, allProjections);
  log.info(
    {
      database: redact(services.databaseUrl),
      nats: redactNatsUrl(services.natsUrl),
      eventStore: config.eventStore,
      deployment: names.deployment,
    },
    'platform: connected',
  );
  return {
    config,
    log,
    databaseUrl: services.databaseUrl,
    pool,
    nats,
    names,
    store,
    async close() {
      await store.close().catch((error: unknown) => log.warn({ err: error }, 'closing the event store'));
      await nats.drain().catch(() => undefined);
      await pool.end().catch(() => undefined);
      await services.stop();
    },
  };
}
