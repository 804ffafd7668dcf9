/**
 * `npm start`: the single-node runner. With no argument it runs every process role in this one
 * process (api, relay, projectors); `main.ts api|relay|projector` runs one role, as the
 * distributed stack does (deploy/compose.yaml).
 *
 * Shutdown (SIGINT/SIGTERM) goes API first: it stops accepting requests and finishes those in
 * flight, so every acknowledged command is in the event store before anything else stops; the
 * relay and projectors then stop after their current batch and resume from their checkpoints.
 */
import { startRelay, type Relay } from '@stride/streams/relay';
import { startProjectors, type Projectors } from '@stride/projector/runtime';
import { allProjections } from '@stride/projector/projections/index';
import { createApi } from '@stride/query/server';
import { openPlatform } from './platform.ts';

type Role = 'all' | 'api' | 'relay' | 'projector';
const roles: readonly Role[] = ['all', 'api', 'relay', 'projector'];

async function main(): Promise<void> {
  const role = (process.argv[2] ?? 'all') as Role;
  if (!roles.includes(role)) {
    console.error(`Unknown role "${role}". Use one of: ${roles.join(', ')}`);
    process.exit(2);
  }
  const platform = await openPlatform(role);
  const { config, log, pool, nats, names, store } = platform;

  let relay: Relay | null = null;
  let projectors: Projectors | null = null;
  let api: ReturnType<typeof createApi> | null = null;

  if (role === 'all' || role === 'relay') {
    relay = startRelay({
      store,
      nats,
      names,
      databaseUrl: platform.databaseUrl,
      log,
      replicas: config.natsReplicas,
    });
  }
  if (role === 'all' || role === 'projector') {
    projectors = startProjectors({
      pool,
      nats,
      names,
      store,
      log,
      projections: allProjections,
      maxAttempts: config.projectorMaxAttempts,
      replicas: config.natsReplicas,
    });
  }
  if (role === 'all' || role === 'api') {
    api = createApi({
      pool,
      store,
      nats,
      names,
      log,
      readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
      isReady: () => !nats.isClosed(),
    });
    const { url } = await api.listen(config.port, config.host);
    log.info({ url }, 'api: listening');
    console.log(`\nStride is running: ${url}/graphql (health: ${url}/healthz, metrics: ${url}/metrics)\n`);
  }

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await api?.close();
      await relay?.stop();
      await projectors?.stop();
      await platform.close();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
