/**
 * `npm start` in a process of its own, as a user runs it, on a database, NATS namespace, port and
 * data folder of its own: for end-to-end tests and benchmarks.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'nats';
import { natsConnectionOptions, natsNames } from '@stride/contracts/nats';
import { natsUrl } from '@stride/streams/testing/harness';
import { createTestDatabase, testDeploymentName, type TestDatabase } from '@stride/streams/testing/pg';

export interface PlatformSetup {
  readonly db: TestDatabase;
  readonly deployment: string;
  readonly port: number;
  readonly dataDir: string;
  /** Kills what still runs, removes the NATS stream, the database and the data folder. */
  cleanup(): Promise<void>;
}

export interface PlatformProcess {
  readonly child: ChildProcess;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const running = new Set<ChildProcess>();

export async function platformSetup(prefix: string): Promise<PlatformSetup> {
  const db = await createTestDatabase(prefix);
  const dataDir = await mkdtemp(path.join(tmpdir(), `stride-${prefix}-`));
  const deployment = testDeploymentName(prefix);
  return {
    db,
    deployment,
    port: await freePort(),
    dataDir,
    async cleanup() {
      for (const child of running) child.kill('SIGKILL');
      const nats = await connect(natsConnectionOptions(natsUrl()));
      const jsm = await nats.jetstreamManager();
      await jsm.streams.delete(natsNames(deployment).eventsStream).catch(() => undefined);
      await nats.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts `deploy/src/main.ts` (by default as `npm start`: the supervisor and its child) and waits for its URL. */
export async function startPlatformProcess(
  setup: PlatformSetup,
  options: {
    readonly detached?: boolean;
    readonly role?: string;
    /** More environment variables (WEB_DIR: 'none' where no web app is needed, say). */
    readonly env?: Readonly<Record<string, string>>;
    /** Longest wait for its URL. @default 60 s */
    readonly startTimeoutMs?: number;
  } = {},
): Promise<PlatformProcess> {
  // PLATFORM_NODE_ARGS: extra Node.js flags for the platform, e.g. --cpu-prof when profiling a benchmark.
  const nodeArgs = process.env.PLATFORM_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'deploy/src/main.ts', ...(options.role ? [options.role] : [])],
    {
      detached: options.detached ?? false,
      env: {
        ...process.env,
        DATABASE_URL: setup.db.url,
        NATS_URL: natsUrl(),
        DEPLOYMENT: setup.deployment,
        PORT: String(setup.port),
        DATA_DIR: setup.dataDir,
        LOG_LEVEL: 'warn',
        // Every test user registers from 127.0.0.1; the limit itself is query/src/login-limits.int.test.ts's.
        REGISTRATIONS_PER_HOUR: '100000',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const ms = options.startTimeoutMs ?? 60_000;
    const timer = setTimeout(() => reject(new Error(`no start within ${ms / 1000} s:\n${output}`)), ms);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /Stride is running: (http:\/\/[^\s/]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`exited with ${code} before starting:\n${output}`)));
  });
  return { child, url, exited };
}

/** The child processes of a supervisor (`pid`), by the last word of their command line: the role. */
export function rolePids(pid: number): Map<string, number> {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return new Map(); // ps exits 1 when there is none
  }
  return new Map(
    out
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .map((parts) => [parts.at(-1)!, Number(parts[0])] as const),
  );
}

/**
 * Makes `email` a platform admin the way an operator does (`npm run admin -- grant`), against the
 * platform `setup` runs. The grant reaches the API once its projector has it: callers wait for that.
 */
export function grantAdmin(setup: PlatformSetup, email: string): void {
  const cli = spawnSync(process.execPath, ['--import', 'tsx', 'deploy/src/cli.ts', 'admin', 'grant', email], {
    env: {
      ...process.env,
      DATABASE_URL: setup.db.url,
      NATS_URL: natsUrl(),
      DEPLOYMENT: setup.deployment,
      DATA_DIR: setup.dataDir,
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
  if (cli.status !== 0) throw new Error(`admin grant: ${cli.stderr}`);
}
