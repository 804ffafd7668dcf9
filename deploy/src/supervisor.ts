/**
 * `npm start -- tree`: the process tree of the single-node platform. The supervisor finds or starts
 * PostgreSQL and NATS, then runs each role in a process of its own (api, relay, projector) so
 * that they share the machine's cores, restarts a role that crashes, and stops them in order:
 * the API first (it finishes the requests in flight, so every acknowledged command is stored),
 * then the relay and projectors, then the private servers it started.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { exitWhenWritten } from './exit.ts';
import { isIpcMessage, type MetricsJson } from './ipc.ts';
import { natsUserOf, servicesFor } from './platform.ts';

type ChildRole = 'api' | 'relay' | 'projector';
const childRoles: readonly ChildRole[] = ['api', 'relay', 'projector'];
const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));
/** Longest a role may take to stop before it is killed. */
const STOP_TIMEOUT_MS = 20_000;

interface Managed {
  readonly role: ChildRole;
  child: ChildProcess | null;
  exited: Promise<void>;
  restarts: number;
}

export async function runSupervisor(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { role: 'supervisor' } });
  const services = await servicesFor(config, log);
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
    m.exited = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        m.child = null;
        resolve();
        if (stopping) return;
        m.restarts++;
        const delay = Math.min(30_000, 500 * 2 ** Math.min(m.restarts, 6));
        log.error(
          { child: m.role, code, signal, restartInMs: delay },
          'supervisor: a role stopped unexpectedly',
        );
        setTimeout(() => {
          if (!stopping) spawnRole(m);
        }, delay).unref();
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

  for (const role of childRoles) {
    const m: Managed = { role, child: null, exited: Promise.resolve(), restarts: 0 };
    managed.set(role, m);
    spawnRole(m);
  }

  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'supervisor: shutting down');
    await stopRole('api');
    await Promise.all([stopRole('relay'), stopRole('projector')]);
    await services.stop();
    log.info('supervisor: stopped cleanly');
    await exitWhenWritten(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
