/**
 * The distributed stack's files are checked here, since no Docker engine runs on our machines:
 * the structure of compose.yaml, the NATS configurations (with the local nats-server when there is
 * one), the Dockerfile, and that the application would accept the environment compose gives it.
 * Where `docker compose` exists, it validates the file too.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { natsConnectionOptions } from '@stride/contracts/nats';
import { loadConfig } from './config.ts';
import { composeNatsAuthorization, composePasswordVariable } from './services/nats-auth.ts';

/** What the operator exports before `docker compose up` (the compose file's header). */
const SHELL = {
  JWT_SECRET: 'a'.repeat(64),
  NATS_RELAY_PASSWORD: 'r'.repeat(48),
  NATS_PROJECTOR_PASSWORD: 'p'.repeat(48),
  NATS_API_PASSWORD: 'a1'.repeat(24),
};

const deployDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = path.dirname(deployDir);
const composeFile = path.join(deployDir, 'compose.yaml');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

/** The local nats-server, which checks the NATS configurations (`nats-server -t`) where there is one. */
const natsServer = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((f) =>
  fs.existsSync(f),
);
if (natsServer === undefined) {
  console.warn(
    'compose: nats-server is not installed, so `nats-server -t` on the NATS configurations is skipped',
  );
}
/** `docker compose config` validates the file where Docker Compose is installed. */
const dockerCompose = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
if (!dockerCompose) {
  console.warn(
    'compose: docker compose is not available, so `docker compose config` is skipped (the structural checks run)',
  );
}

// `<<` merge keys are YAML 1.1, which Docker Compose reads; the yaml package needs to be told.
const compose = parse(fs.readFileSync(composeFile, 'utf8'), { merge: true }) as Compose;
const services = compose.services;

const NATS_NODES = ['nats-1', 'nats-2', 'nats-3'];
const ESDB_NODES = ['esdb-1', 'esdb-2', 'esdb-3'];
const APP_SERVICES = {
  api: 'api',
  relay: 'relay',
  'projector-1': 'projector',
  'projector-2': 'projector',
} as const;

function service(name: string): Service {
  const found = services[name];
  if (found === undefined) throw new Error(`compose.yaml has no service ${name}`);
  return found;
}

/** Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?error}` with the given shell environment. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_all, name: string, kind?: string, rest?: string) => {
      const set = env[name];
      if (set !== undefined && set !== '') return set;
      if (kind === '?') throw new Error(`${name}: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    },
  );
}

/** The text inside `name { … }` of a NATS configuration, comments removed. */
function natsBlock(text: string, name: string): string {
  const clean = text.replace(/#.*$/gm, '');
  const start = new RegExp(`^\\s*${name}\\s*[:=]?\\s*\\{`, 'm').exec(clean);
  if (start === null) throw new Error(`no ${name} block`);
  let depth = 0;
  for (let i = start.index + start[0].length - 1; i < clean.length; i += 1) {
    if (clean[i] === '{') depth += 1;
    if (clean[i] === '}') depth -= 1;
    if (depth === 0) return clean.slice(start.index + start[0].length, i);
  }
  throw new Error(`unterminated ${name} block`);
}

/** The environment compose gives a NATS node, with the operator's shell. */
function natsEnvironment(node = 'nats-1'): Record<string, string> {
  const raw = service(node).environment ?? {};
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, interpolate(String(v), SHELL)]));
}

function natsConfigOf(node: string): { file: string; text: string } {
  const mount = service(node).volumes?.find((v) => v.endsWith(':/etc/nats/nats.conf:ro'));
  expect(mount, `${node} mounts its configuration`).toBeDefined();
  const file = path.resolve(deployDir, mount!.split(':')[0]!);
  return { file, text: fs.readFileSync(file, 'utf8') };
}

describe('compose.yaml', () => {
  it('lists the whole stack', () => {
    expect(Object.keys(services).sort()).toEqual(
      [...ESDB_NODES, ...NATS_NODES, 'postgres', ...Object.keys(APP_SERVICES)].sort(),
    );
  });

  it('declares every named volume it mounts', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const volume of s.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.') || source.startsWith('/')) {
          expect(fs.existsSync(path.resolve(deployDir, source)), `${name}: ${source} exists`).toBe(true);
        } else {
          expect(compose.volumes, `${name}: volume ${source} is declared`).toHaveProperty(source);
        }
      }
    }
  });

  it('runs EventStoreDB 24.10 as a 3-node cluster joined by gossip seeds', () => {
    for (const node of ESDB_NODES) {
      const s = service(node);
      const env = s.environment ?? {};
      expect(s.image).toBe('eventstore/eventstore:24.10');
      expect(env.EVENTSTORE_CLUSTER_SIZE).toBe('3');
      expect(env.EVENTSTORE_DISCOVER_VIA_DNS).toBe('false');
      expect(env.EVENTSTORE_NODE_HOST_ADVERTISE_AS).toBe(node);
      const seeds = (env.EVENTSTORE_GOSSIP_SEED ?? '').split(',').sort();
      expect(seeds).toEqual(ESDB_NODES.filter((n) => n !== node).map((n) => `${n}:2113`));
      expect(s.volumes?.some((v) => v.endsWith(':/var/lib/eventstore'))).toBe(true);
    }
  });

  it('runs a 3-node NATS 2.10 cluster, each node with JetStream, sync_interval always and routes to all', () => {
    const serverNames = new Set<string>();
    for (const node of NATS_NODES) {
      const s = service(node);
      expect(s.image).toMatch(/^nats:2\.10(-|$)/);
      expect(s.command).toEqual(['-c', '/etc/nats/nats.conf']);
      expect(s.volumes?.some((v) => v.endsWith(':/data'))).toBe(true);

      const { text } = natsConfigOf(node);
      const serverName = /^\s*server_name\s*[:=]\s*(\S+)/m.exec(text)?.[1];
      expect(serverName).toBe(node);
      serverNames.add(serverName!);

      const jetstream = natsBlock(text, 'jetstream');
      expect(jetstream).toMatch(/^\s*sync_interval\s*[:=]\s*always\s*$/m);
      expect(jetstream).toMatch(/^\s*store_dir\s*[:=]\s*\/data\//m);

      const cluster = natsBlock(text, 'cluster');
      expect(cluster).toMatch(/^\s*name\s*[:=]\s*stride\s*$/m);
      expect(cluster).toMatch(/^\s*listen\s*[:=]\s*0\.0\.0\.0:6222\s*$/m);
      const routes = [...cluster.matchAll(/nats-route:\/\/([\w-]+):(\d+)/g)].map((m) => `${m[1]}:${m[2]}`);
      for (const other of NATS_NODES.filter((n) => n !== node)) expect(routes).toContain(`${other}:6222`);
      for (const route of routes) expect(NATS_NODES).toContain(route.split(':')[0]);
    }
    expect(serverNames.size).toBe(3);
  });

  it('admits only the roles on NATS, with the passwords compose passes to every node', () => {
    const block = composeNatsAuthorization().join('\n');
    for (const node of NATS_NODES) {
      expect(natsConfigOf(node).text).toContain(block);
      expect(natsEnvironment(node)).toEqual({
        NATS_RELAY_PASSWORD: SHELL.NATS_RELAY_PASSWORD,
        NATS_PROJECTOR_PASSWORD: SHELL.NATS_PROJECTOR_PASSWORD,
        NATS_API_PASSWORD: SHELL.NATS_API_PASSWORD,
      });
    }
    expect(() => interpolate(service('nats-1').environment?.NATS_API_PASSWORD ?? '', {})).toThrow(
      /NATS_API_PASSWORD/,
    );
  });

  it.skipIf(natsServer === undefined)('has NATS configurations the local nats-server accepts', () => {
    const binary = natsServer!;
    const version = /v(\d+)\.(\d+)/.exec(spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout);
    const knowsSyncInterval = version !== null && Number(version[1]) * 100 + Number(version[2]) >= 210;
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-nats-conf-'));
    try {
      for (const node of NATS_NODES) {
        let { text } = natsConfigOf(node);
        // sync_interval arrived in NATS 2.10; an older local server checks the rest.
        if (!knowsSyncInterval) text = text.replace(/^\s*sync_interval\s*:.*$/m, '');
        const file = path.join(scratch, `${node}.conf`);
        fs.writeFileSync(file, text);
        const result = spawnSync(binary, ['-t', '-c', file], {
          encoding: 'utf8',
          env: { ...process.env, ...natsEnvironment() },
        });
        expect(result.status, `${node}: ${result.stderr}`).toBe(0);
      }
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('runs PostgreSQL 15 on a volume, with a healthcheck', () => {
    const s = service('postgres');
    expect(s.image).toBe('postgres:15');
    expect(s.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(s.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('runs api, relay and two projectors from deploy/Dockerfile, each with its role', () => {
    for (const [name, role] of Object.entries(APP_SERVICES)) {
      const s = service(name);
      expect(s.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(path.resolve(deployDir, s.build!.context, s.build!.dockerfile)).toBe(
        path.join(deployDir, 'Dockerfile'),
      );
      expect(s.command).toEqual(['npx', 'tsx', 'deploy/src/main.ts', role]);
      expect(Object.keys(s.depends_on ?? {}).sort()).toEqual(
        [...ESDB_NODES, ...NATS_NODES, 'postgres'].sort(),
      );
    }
  });

  it('gives every application process the distributed configuration', () => {
    for (const name of Object.keys(APP_SERVICES)) {
      const env = service(name).environment ?? {};
      expect(env.EVENT_STORE).toBe('esdb');
      for (const node of ESDB_NODES) expect(env.EVENTSTORE_CONNECTION_STRING).toContain(`${node}:2113`);
      expect(env.EVENTSTORE_CONNECTION_STRING).toMatch(/^esdb:\/\//);
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\/stride$/);
      // Each role signs in as itself, with the password compose gives the NATS nodes.
      const nats = natsConnectionOptions(interpolate(env.NATS_URL ?? '', SHELL));
      expect(nats.servers.sort()).toEqual(NATS_NODES.map((n) => `nats://${n}:4222`));
      const user = APP_SERVICES[name as keyof typeof APP_SERVICES];
      expect(nats).toMatchObject({ user, pass: SHELL[composePasswordVariable(user) as keyof typeof SHELL] });
      expect(env.DEPLOYMENT).toBeDefined();
    }
  });

  it('gives an environment the application accepts', () => {
    const shell = SHELL;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-compose-env-'));
    try {
      for (const name of Object.keys(APP_SERVICES)) {
        const raw = service(name).environment ?? {};
        const env = Object.fromEntries(
          Object.entries(raw).map(([k, v]) => [k, interpolate(String(v), shell)]),
        );
        const config = loadConfig({ ...env, DATA_DIR: dataDir }, { cwd: dataDir });
        expect(config.eventStore).toBe('esdb');
        expect(config.deployment).toBe('stride');
        expect(config.natsUrl?.split(',')).toHaveLength(3);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // JWT_SECRET must come from the operator: one secret for every API instance.
    expect(() => interpolate(service('api').environment?.JWT_SECRET ?? '', {})).toThrow(/JWT_SECRET/);
  });

  it('exposes the API with a /healthz healthcheck', () => {
    const api = service('api');
    expect(api.ports).toContain('4000:4000');
    expect(api.environment?.HOST).toBe('0.0.0.0');
    expect(api.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:4000/healthz');
  });

  it.skipIf(!dockerCompose)('is valid for `docker compose config` (when Docker Compose is installed)', () => {
    const result = spawnSync('docker', ['compose', '-f', composeFile, 'config', '--quiet'], {
      cwd: rootDir,
      encoding: 'utf8',
      env: { ...process.env, JWT_SECRET: 'a'.repeat(64) },
    });
    expect(result.status, result.stderr).toBe(0);
  });
});

describe('Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8');
  const rootPackage = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };

  it('builds on node:20-slim with npm ci and runs every role by default', () => {
    expect(dockerfile).toMatch(/^FROM node:20-slim$/m);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^CMD \["npx", "tsx", "deploy\/src\/main\.ts", "all"\]$/m);
  });

  it('copies every workspace manifest before npm ci, as npm ci requires', () => {
    const npmCi = dockerfile.search(/^RUN npm ci/m);
    for (const workspace of rootPackage.workspaces) {
      const copy = dockerfile.indexOf(`COPY ${workspace}/package.json ${workspace}/`);
      expect(copy, `${workspace}/package.json is copied`).toBeGreaterThan(-1);
      expect(copy).toBeLessThan(npmCi);
    }
    expect(dockerfile.indexOf('COPY package.json package-lock.json ./')).toBeLessThan(npmCi);
  });
});
