/**
 * A three-node NATS JetStream cluster for integration tests, started from the `nats-server`
 * binary: each node on loopback ports chosen free at start, with its own temporary store folder
 * and routes to the other two. A node can be killed (SIGKILL), stopped and started again on the
 * same ports and folder, or frozen (SIGSTOP) and thawed; `metaLeader` waits until JetStream has
 * elected its meta leader.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { until } from './until.ts';

/**
 * The `nats-server` binary: `NATS_SERVER` when set (a path that is not executable means none),
 * else the Debian package's path, else the one on PATH; null when there is none.
 */
export function findNatsServer(): string | null {
  const configured = process.env.NATS_SERVER;
  if (configured) return isExecutable(configured) ? configured : null;
  for (const candidate of ['/usr/sbin/nats-server', '/usr/bin/nats-server']) {
    if (isExecutable(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' });
  const onPath = found.status === 0 ? found.stdout.trim() : '';
  return onPath !== '' && isExecutable(onPath) ? onPath : null;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `sync_interval` exists from NATS 2.10 on; older servers refuse a configuration naming it. */
export function supportsSyncAlways(binary: string): boolean {
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const version = /v(\d+)\.(\d+)/.exec(out);
  if (!version) return false;
  const [major, minor] = [Number(version[1]), Number(version[2])];
  return major > 2 || (major === 2 && minor >= 10);
}

async function freePort(taken: ReadonlySet<number>): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port !== 0 && !taken.has(port)) return port;
  }
}

export interface ClusterNode {
  readonly name: string;
  /** `nats://127.0.0.1:<port>` */
  readonly url: string;
  readonly running: boolean;
}

export interface NatsCluster {
  readonly nodes: readonly ClusterNode[];
  /** Every node's client URL, comma separated (a NATS_URL). */
  readonly urls: string[];
  /** Whether the nodes fsync every write (`sync_interval: always`, NATS 2.10+). */
  readonly syncAlways: boolean;
  /** Resolves with the meta leader's name once every running node agrees there is one. */
  metaLeader(timeoutMs?: number): Promise<string>;
  /** SIGKILL the node; resolves once its process has exited. */
  kill(name: string): Promise<void>;
  /** SIGSTOP the node: it keeps its sockets open and answers nothing, as a hung or cut-off machine. */
  freeze(name: string): void;
  /** SIGCONT a frozen node. */
  thaw(name: string): void;
  /** SIGTERM the node (a clean shutdown); resolves once its process has exited. */
  stop(name: string): Promise<void>;
  /** Start a stopped or killed node again, on its ports and store folder; resolves once it serves. */
  restart(name: string): Promise<void>;
  /** Stop every node and remove the store folders. */
  close(): Promise<void>;
}

interface NodeState {
  readonly name: string;
  readonly port: number;
  readonly clusterPort: number;
  readonly monitorPort: number;
  readonly configFile: string;
  readonly logFile: string;
  process: ChildProcess | null;
}

interface Jsz {
  readonly meta_cluster?: { readonly leader?: string; readonly cluster_size?: number };
}

async function jsz(node: NodeState): Promise<Jsz | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${node.monitorPort}/jsz`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok ? ((await response.json()) as Jsz) : null;
  } catch {
    return null;
  }
}

const ROOT_PREFIX = 'stride-nats-cluster-';
/** In each cluster's folder: the test process that owns it and its servers' process ids. */
const OWNER_FILE = 'owner.json';

interface Owner {
  readonly owner: number;
  readonly servers: number[];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Clusters of test processes that died without closing them (killed by the runner, say; their
 * exit handlers never ran): their servers are killed and their folders removed.
 */
function removeAbandonedClusters(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(ROOT_PREFIX)) continue;
    const root = path.join(os.tmpdir(), name);
    let owner: Owner;
    try {
      owner = JSON.parse(fs.readFileSync(path.join(root, OWNER_FILE), 'utf8')) as Owner;
    } catch {
      continue; // being written, or not ours
    }
    if (isAlive(owner.owner)) continue;
    for (const pid of owner.servers) {
      try {
        // Only a server of this folder: the id may belong to another process by now.
        if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(root)) process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    fs.rmSync(root, { recursive: true, force: true });
  }
}

export async function startNatsCluster(
  options: { readonly binary?: string; readonly size?: number } = {},
): Promise<NatsCluster> {
  const binary = options.binary ?? findNatsServer();
  if (!binary) throw new Error('nats-server not found (Debian package nats-server)');
  const size = options.size ?? 3;
  const syncAlways = supportsSyncAlways(binary);
  removeAbandonedClusters();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), ROOT_PREFIX));
  const taken = new Set<number>();
  const take = async (): Promise<number> => {
    const port = await freePort(taken);
    taken.add(port);
    return port;
  };
  const nodes: NodeState[] = [];
  for (let i = 1; i <= size; i++) {
    nodes.push({
      name: `n${i}`,
      port: await take(),
      clusterPort: await take(),
      monitorPort: await take(),
      configFile: path.join(root, `n${i}.conf`),
      logFile: path.join(root, `n${i}.log`),
      process: null,
    });
  }
  const routes = nodes.map((n) => `    nats-route://127.0.0.1:${n.clusterPort}`);
  for (const node of nodes) {
    const store = path.join(root, node.name);
    fs.mkdirSync(store);
    const lines = [
      `server_name: ${node.name}`,
      `listen: 127.0.0.1:${node.port}`,
      `http: 127.0.0.1:${node.monitorPort}`,
      'max_payload: 8MB',
      'jetstream {',
      `  store_dir: ${JSON.stringify(store)}`,
      ...(syncAlways ? ['  sync_interval: always'] : []),
      '}',
      'cluster {',
      '  name: stride-test',
      `  listen: 127.0.0.1:${node.clusterPort}`,
      '  routes: [',
      ...routes,
      '  ]',
      '}',
    ];
    fs.writeFileSync(node.configFile, `${lines.join('\n')}\n`);
  }

  const byName = (name: string): NodeState => {
    const node = nodes.find((n) => n.name === name);
    if (!node) throw new Error(`no cluster node ${name}`);
    return node;
  };

  async function launch(node: NodeState): Promise<void> {
    const log = fs.openSync(node.logFile, 'a');
    const child = spawn(binary!, ['-c', node.configFile], { stdio: ['ignore', log, log] });
    fs.closeSync(log);
    node.process = child;
    const owner: Owner = {
      owner: process.pid,
      servers: nodes.flatMap((n) => (n.process?.pid === undefined ? [] : [n.process.pid])),
    };
    fs.writeFileSync(path.join(root, OWNER_FILE), JSON.stringify(owner));
    // Should the test process die without closing the cluster, its servers die with it.
    const orphaned = (): void => void child.kill('SIGKILL');
    process.once('exit', orphaned);
    child.once('exit', () => {
      process.off('exit', orphaned);
      if (node.process === child) node.process = null;
    });
    await until(async () => node.process === null || (await jsz(node)) !== null, {
      timeoutMs: 10_000,
      everyMs: 50,
    });
    if (node.process === null) {
      throw new Error(
        `nats-server ${node.name} exited: ${fs.readFileSync(node.logFile, 'utf8').slice(-2000)}`,
      );
    }
  }

  async function end(node: NodeState, signal: NodeJS.Signals): Promise<void> {
    const child = node.process;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  const cluster: NatsCluster = {
    nodes: nodes.map((n) => ({
      name: n.name,
      url: `nats://127.0.0.1:${n.port}`,
      get running() {
        return n.process !== null;
      },
    })),
    urls: nodes.map((n) => `nats://127.0.0.1:${n.port}`),
    syncAlways,
    async metaLeader(timeoutMs = 30_000) {
      let leader = '';
      await until(
        async () => {
          const running = nodes.filter((n) => n.process !== null);
          const views = await Promise.all(running.map(jsz));
          const leaders = new Set(views.map((v) => v?.meta_cluster?.leader ?? ''));
          leader = [...leaders][0] ?? '';
          return leaders.size === 1 && leader !== '' && running.some((n) => n.name === leader);
        },
        { timeoutMs, everyMs: 100 },
      );
      return leader;
    },
    kill: (name) => end(byName(name), 'SIGKILL'),
    freeze: (name) => void byName(name).process?.kill('SIGSTOP'),
    thaw: (name) => void byName(name).process?.kill('SIGCONT'),
    stop: (name) => end(byName(name), 'SIGTERM'),
    async restart(name) {
      const node = byName(name);
      if (node.process) throw new Error(`cluster node ${name} is running`);
      await launch(node);
    },
    async close() {
      await Promise.all(nodes.map((n) => end(n, 'SIGKILL')));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };

  try {
    await Promise.all(nodes.map(launch));
  } catch (error) {
    await cluster.close();
    throw error;
  }
  return cluster;
}
