/**
 * A private server as a child process: its own process group and log file, signalled on our
 * 'exit', watched by a tiny `sh` that stops it when we die without one, stopped gracefully then
 * forcefully. Also the small helpers for running the servers' binaries.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { READY_TIMEOUT_MS, ServicesError, STOP_TIMEOUT_MS, type Part } from './context.ts';
import type { Instance } from './instance-lock.ts';

/** The system user a server runs as when it is not us (PostgreSQL refuses to run as root). */
export interface RunAs {
  readonly user: string;
  readonly uid: number;
  readonly gid: number;
}

/** A private server is up: record it, say so, and hand back how to stop it. */
export function startedPart(
  name: string,
  url: string,
  port: number,
  child: ServerChild,
  instance: Instance,
  log: (message: string) => void,
): Part {
  instance.recordReady(port);
  log(
    `${name}: started private server on 127.0.0.1:${port} (data in ${instance.dir}, log ${instance.logFile})`,
  );
  return {
    url,
    private: true,
    source: 'private',
    async stop() {
      await child.stop();
      instance.release();
      log(`${name}: stopped private server on 127.0.0.1:${port}`);
    },
  };
}

export interface ServerChild {
  readonly process: ChildProcess;
  readonly exited: Promise<void>;
  readonly label: string;
  readonly logFile: string;
  /** Graceful stop, then forceful after a timeout; resolves when the process has exited. Idempotent. */
  stop(): Promise<void>;
}

const running = new Set<() => void>();
let exitHookInstalled = false;

export function startServer(
  instance: Instance,
  file: string,
  args: string[],
  runAs: RunAs | undefined,
  stopSignal: NodeJS.Signals,
  label: string,
): ServerChild {
  const logFd = fs.openSync(instance.logFile, 'w');
  let child: ChildProcess;
  try {
    child = spawn(file, args, {
      cwd: instance.dir,
      env: serverEnv(),
      stdio: ['ignore', logFd, logFd],
      // Its own process group: Ctrl-C goes to us alone, and we stop it after our graceful shutdown.
      detached: true,
      ...(runAs !== undefined ? { uid: runAs.uid, gid: runAs.gid } : {}),
    });
  } finally {
    fs.closeSync(logFd);
  }
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  if (child.pid !== undefined) instance.recordChild(child.pid);
  const watchdog = startWatchdog(child.pid, stopSignal);

  const killNow = () => {
    try {
      watchdog?.kill('SIGKILL');
    } catch {
      // already gone
    }
    if (child.exitCode === null && child.signalCode === null) child.kill(stopSignal);
  };
  running.add(killNow);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const kill of running) kill();
    });
  }
  // Neither the server nor its watchdog keep this process alive; 'exit' and the watchdog clean up.
  child.unref();

  let stopping: Promise<void> | undefined;
  return {
    process: child,
    exited,
    label,
    logFile: instance.logFile,
    stop() {
      stopping ??= (async () => {
        child.ref();
        try {
          watchdog?.kill('SIGKILL');
        } catch {
          // already gone
        }
        if (child.exitCode === null && child.signalCode === null) {
          child.kill(stopSignal);
          if (!(await settlesWithin(exited, STOP_TIMEOUT_MS))) {
            child.kill('SIGKILL');
            await exited;
          }
        }
        running.delete(killNow);
      })();
      return stopping;
    },
  };
}

/** Whether the promise settles within the time; leaves no timer behind either way. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `sh` waiting on a pipe from us: when we die in a way that skips 'exit' (SIGKILL, an unhandled
 * fatal signal), the pipe closes, `read` returns and the server is told to stop.
 */
function startWatchdog(pid: number | undefined, signal: NodeJS.Signals): ChildProcess | undefined {
  if (pid === undefined) return undefined;
  const signalName = signal.replace(/^SIG/, '');
  const watchdog = spawn(
    'sh',
    [
      '-c',
      `trap '' INT TERM HUP; read _ignored; kill -s ${signalName} "$1" 2>/dev/null`,
      'stride-watchdog',
      String(pid),
    ],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    },
  );
  watchdog.on('error', () => undefined);
  watchdog.stdin?.on('error', () => undefined);
  watchdog.unref();
  (watchdog.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null)?.unref?.();
  return watchdog;
}

/** Polls `ready` until it resolves; fails with the server log's tail when the server exits or time runs out. */
export async function waitUntil(child: ServerChild, ready: () => Promise<void>, port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  void child.exited.then(() => (exited = true));
  let lastError: unknown;
  while (Date.now() < deadline && !exited) {
    try {
      await ready();
      return;
    } catch (error) {
      lastError = error;
    }
    await sleep(100);
  }
  const { exitCode, signalCode } = child.process;
  const why = exited
    ? `exited during start-up (${exitCode !== null ? `exit code ${exitCode}` : `signal ${signalCode}`})`
    : `did not accept connections on 127.0.0.1:${port} within ${READY_TIMEOUT_MS / 1000} s` +
      (lastError instanceof Error ? ` (last error: ${lastError.message})` : '');
  throw new ServicesError(
    `${child.label}: the private server ${why}. Last lines of ${child.logFile}:\n${tail(readLog(child.logFile)) || '(empty)'}`,
  );
}

export function readLog(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function tail(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

export function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function runText(file: string, args: string[]): string {
  const result = spawnSync(file, args, { encoding: 'utf8' });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`;
}
export function runToEnd(
  file: string,
  args: string[],
  options: { cwd: string; runAs: RunAs | undefined },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.runAs !== undefined ? { uid: options.runAs.uid, gid: options.runAs.gid } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Our environment without libpq variables, which would change what the server binaries do. */
export function serverEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('PG')) delete env[key];
  env.LC_ALL = 'C';
  return env;
}
