/**
 * The supervisor of the single-node platform: `npm start` (one process running every role) and
 * `npm start -- tree` (one process per role). It finds or starts PostgreSQL and NATS, then runs
 * its roles as child processes, restarts one that dies (a crash, an out-of-memory kill) after a
 * backoff, and stops them in order: the API first (it finishes the requests in flight, so every
 * acknowledged command is stored), then the relay and projectors, then the private servers it
 * started. The servers belong to the supervisor, so a role's death never takes them down.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { storedVariablesOf, writeStoredSettings } from './config/stored-settings.ts';
import { exitWhenWritten } from './exit.ts';
import { isIpcMessage, type MetricsJson } from './ipc.ts';
import { natsUserOf, servicesFor } from './platform.ts';
import { restartDelayMs, STABLE_AFTER_MS } from './restart-policy.ts';

/** What runs in a child: every role (`all`) or one of them. */
export type ChildRole = 'all' | 'api' | 'relay' | 'projector';
/** `npm start`: every role in one child; `npm start -- tree`: a child per role. */
export const supervisedLayouts = {
  one: ['all'],
  tree: ['api', 'relay', 'projector'],
} as const satisfies Record<string, readonly ChildRole[]>;

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));
/** Longest a role may take to stop before it is killed. */
const STOP_TIMEOUT_MS = 20_000;

interface Managed {
  readonly role: ChildRole;
  child: ChildProcess | null;
  exited: Promise<void>;
  /** Deaths in a row without a stable run between them (the backoff's exponent). */
  failures: number;
  startedAt: number;
}

export async function runSupervisor(roles: readonly ChildRole[]): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { role: 'supervisor' } });
  const services = await servicesFor(config, log);
  // For the operator commands (`npm run admin` …): the same data without the same variables.
  writeStoredSettings(config.dataDir, {
    variables: storedVariablesOf(process.env),
    servers: services.sources,
  });
  const env = {
    ...process.env,
    DATABASE_URL: services.databaseUrl,
    NATS_URL: services.natsUrl,
    JWT_SECRET: config.jwtSecret,
    STRIDE_SUPERVISED: '1',
  };

  let stopping = false;
  const managed = new Map<ChildRole, Managed>();
  let nextRequest = 1;
  const pending = new Map<number, { replies: MetricsJson[]; expected: number; done: () => void }>();

  function spawnRole(m: Managed): void {
    // Each role signs in to a private NATS server as itself (services/nats-auth.ts).
    const child = fork(mainPath, [m.role], {
      env: { ...env, NATS_URL: services.natsUrlFor(natsUserOf(m.role)) },
      stdio: 'inherit',
    });
    m.child = child;
    m.startedAt = Date.now();
    log.info({ child: m.role, pid: child.pid, failures: m.failures }, 'supervisor: role started');
    m.exited = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        m.child = null;
        resolve();
        if (stopping) return;
        // A role that ran a while before dying starts again from the shortest delay.
        if (Date.now() - m.startedAt >= STABLE_AFTER_MS) m.failures = 0;
        m.failures++;
        const delay = restartDelayMs(m.failures);
        log.error(
          { child: m.role, pid: child.pid, code, signal, failures: m.failures, restartInMs: delay },
          'supervisor: a role stopped unexpectedly, restarting it',
        );
        // Not unref'd: with its only child dead, this timer is what keeps the supervisor alive.
        setTimeout(() => {
          if (!stopping) spawnRole(m);
        }, delay);
      });
    });
    child.on('message', (message: unknown) => onMessage(m.role, message));
  }

  /** The API asks for its siblings' metrics; relay and projector answer. */
  function onMessage(from: ChildRole, message: unknown): void {
    if (!isIpcMessage(message)) return;
    if (message.kind === 'metrics?' && from === 'api') {
      const id = nextRequest++;
      const siblings = [...managed.values()].filter((m) => m.role !== 'api' && m.child?.connected);
      const answer = (replies: MetricsJson[]): void => {
        managed.get('api')?.child?.send({ kind: 'metrics', id: message.id, metrics: replies });
      };
      if (siblings.length === 0) return answer([]);
      const request = { replies: [] as MetricsJson[], expected: siblings.length, done: () => undefined };
      const timer = setTimeout(() => request.done(), 2000);
      request.done = () => {
        clearTimeout(timer);
        if (pending.delete(id)) answer(request.replies);
      };
      pending.set(id, request);
      for (const s of siblings) s.child?.send({ kind: 'metrics?', id });
    } else if (message.kind === 'metrics') {
      const request = pending.get(message.id);
      if (!request) return;
      request.replies.push(...message.metrics);
      if (--request.expected === 0) request.done();
    }
  }

  async function stopRole(role: ChildRole): Promise<void> {
    const m = managed.get(role);
    if (!m?.child) return;
    const child = m.child;
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      log.warn({ child: role }, 'supervisor: role did not stop in time, killing it');
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await m.exited;
    clearTimeout(timer);
  }

  for (const role of roles) {
    const m: Managed = { role, child: null, exited: Promise.resolve(), failures: 0, startedAt: 0 };
    managed.set(role, m);
    spawnRole(m);
  }

  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'supervisor: shutting down');
    // Whatever answers requests first, then the rest.
    const answersRequests = (r: ChildRole): boolean => r === 'api' || r === 'all';
    await Promise.all(roles.filter(answersRequests).map(stopRole));
    await Promise.all(roles.filter((r) => !answersRequests(r)).map(stopRole));
    await services.stop();
    log.info('supervisor: stopped cleanly');
    await exitWhenWritten(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
