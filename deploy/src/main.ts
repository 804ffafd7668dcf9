/**
 * The platform's entry point.
 *
 *   main.ts                        `npm start`: a supervisor (deploy/src/supervisor.ts) running
 *                                  every role in one child process, started again when it dies
 *   main.ts tree                   the supervisor running each role in a process of its own:
 *                                  crash isolation, a role restarted without the others
 *   main.ts all                    every role in this one process, unsupervised (what the
 *                                  supervisor's child runs; the image's default, whose container
 *                                  the orchestrator restarts)
 *   main.ts api|relay|projector    one role, as the distributed stack runs them (deploy/compose.yaml)
 *
 * Every role in one process is the default because it is the fastest on a small machine: on 2
 * cores, 200 mutations/s over HTTP answer with p99 ≈ 50 ms in one process and ≈ 140 ms in the
 * tree, where every hop between roles crosses processes competing for the same cores (npm run
 * bench). The supervisor above it costs one idle process and no hop.
 *
 * Shutdown (SIGINT/SIGTERM) goes API first: it stops accepting requests and finishes those in
 * flight, so every acknowledged command is in the event store before anything else stops; the
 * relay and projectors then stop after their current batch and resume from their checkpoints.
 * Under the supervisor a role ignores SIGINT (Ctrl-C reaches the whole process group): the
 * supervisor orders the shutdown, and a role whose supervisor is gone stops by itself.
 */
import { startRelay, type Relay } from '@stride/streams/relay';
import { startProjectors, type Projectors } from '@stride/projector/runtime';
import { allProjections } from '@stride/projector/projections';
import { createApi } from '@stride/query/server';
import { createMailer } from '@stride/query/mail/mailer';
import { register } from 'prom-client';
import { exitWhenWritten } from './exit.ts';
import { isIpcMessage, supervised, type MetricsJson } from './ipc.ts';
import { openPlatform } from './platform.ts';
import { runSupervisor, supervisedLayouts } from './supervisor.ts';
import { ensureWebBuild } from './web-build.ts';

type Role = 'one' | 'all' | 'tree' | 'api' | 'relay' | 'projector';
const roles: readonly Role[] = ['one', 'all', 'tree', 'api', 'relay', 'projector'];

async function main(): Promise<void> {
  const role = (process.argv[2] ?? 'one') as Role;
  if (!roles.includes(role)) {
    console.error(`Unknown role "${role}". Use one of: ${roles.join(', ')}`);
    process.exitCode = 2;
    return;
  }
  if (role === 'one' || role === 'tree') return runSupervisor(supervisedLayouts[role]);
  // A role whose supervisor is gone stops, even while it is still starting (nothing to close yet).
  let supervisorGone = (): void => void exitWhenWritten(1);
  if (supervised()) {
    process.on('disconnect', () => supervisorGone());
    // Gone before this process got this far (its start-up is slow on a loaded machine).
    if (!process.connected) supervisorGone();
  }
  const inProcess = role === 'all';
  const platform = await openPlatform(role);
  const { config, log, pool, nats, names, store } = platform;

  let relay: Relay | null = null;
  let projectors: Projectors | null = null;
  let api: ReturnType<typeof createApi> | null = null;

  if (inProcess || role === 'relay') {
    relay = startRelay({
      store,
      nats,
      names,
      databaseUrl: platform.databaseUrl,
      log,
      replicas: config.natsReplicas,
    });
  }
  if (inProcess || role === 'projector') {
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
  if (inProcess || role === 'api') {
    const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir });
    log.info({ mail: mailer.description }, 'api: e-mail');
    let staticDir = config.webDir;
    if (staticDir !== null && config.webDirIsDefault && !(await ensureWebBuild(staticDir, log)))
      staticDir = null;
    api = createApi({
      pool,
      store,
      nats,
      names,
      log,
      readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
      maxUploadBytes: config.uploadMaxBytes,
      uploadLimits: config.uploadLimits,
      liveRateLimits: config.liveRateLimits,
      liveReorderMs: config.liveReorderMs,
      liveMaxFutureMs: config.liveMaxFutureMs,
      liveUpdateIntervalMs: config.liveUpdateIntervalMs,
      ...(config.whatIfWorkers === undefined ? {} : { whatIfWorkers: config.whatIfWorkers }),
      ...(config.uploadDir === undefined ? {} : { uploadDir: config.uploadDir }),
      jwtSecret: config.jwtSecret,
      publicUrl: config.publicUrl,
      allowedOrigins: config.corsOrigins,
      introspection: config.graphqlIntrospection,
      trustProxy: config.trustProxy,
      registrationLimits: { maxPerIp: config.registrationsPerHour },
      mailer,
      isReady: () => !nats.isClosed(),
      ...(staticDir === null ? {} : { staticDir }),
      // In the tree the relay's and projectors' metrics are in processes of their own.
      ...(supervised() && role === 'api' ? { siblingMetrics } : {}),
    });
    const { url } = await api.listen(config.port, config.host);
    log.info({ url }, 'api: listening');
    const noApp = staticDir === null ? ', no web app: WEB_DIR=none' : '';
    console.log(
      `\nStride is running: ${url}/ (GraphQL: ${url}/graphql, health: ${url}/healthz, metrics: ${url}/metrics${noApp})\n`,
    );
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
      await exitWhenWritten(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      await exitWhenWritten(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (supervised()) {
    process.on('SIGINT', () => undefined);
    supervisorGone = () => void shutdown('supervisor gone');
    process.on('message', (message: unknown) => {
      if (isIpcMessage(message) && message.kind === 'metrics?') {
        void register.getMetricsAsJSON().then((metrics) => {
          process.send?.({ kind: 'metrics', id: message.id, metrics: [metrics] });
        });
      }
    });
  } else {
    process.on('SIGINT', () => void shutdown('SIGINT'));
  }
}

/** The API's view of the relay's and projectors' metrics, through the supervisor. */
let nextMetricsRequest = 1;
function siblingMetrics(): Promise<MetricsJson[]> {
  const id = nextMetricsRequest++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish([]), 3000);
    const onMessage = (message: unknown): void => {
      if (isIpcMessage(message) && message.kind === 'metrics' && message.id === id)
        finish([...message.metrics]);
    };
    function finish(metrics: MetricsJson[]): void {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(metrics);
    }
    process.on('message', onMessage);
    process.send?.({ kind: 'metrics?', id });
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return exitWhenWritten(1);
});
