import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { connect, Events, type NatsConnection } from 'nats';
import { natsConnectionOptions } from '@stride/contracts/nats';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServices, portIsOpen, type Services } from './services.ts';
import { findNatsServer } from './services/nats.ts';
import { findPostgresBinaries } from './services/postgres-install.ts';

/** The binaries private servers start from, or why they cannot start here (the message names the package). */
function binary<T>(find: () => T): { found: T } | { missing: string } {
  try {
    return { found: find() };
  } catch (error) {
    return { missing: (error as Error).message };
  }
}
const natsServer = binary(findNatsServer);
const postgresServer = binary(() => findPostgresBinaries(path.join(os.tmpdir(), 'stride-no-cluster')));
const privateServersMissing = [natsServer, postgresServer].flatMap((b) =>
  'missing' in b ? [b.missing] : [],
);
if (privateServersMissing.length > 0) {
  console.warn(`services: the private-server tests are skipped: ${privateServersMissing.join(' ')}`);
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<Record<string, unknown>>(sql);
    return result.rows;
  } finally {
    await client.end();
  }
}

async function jetStreamAccountInfo(url: string): Promise<{ streams: number }> {
  const nc = await connect({ ...natsConnectionOptions(url), reconnect: false });
  try {
    const jsm = await nc.jetstreamManager();
    return await jsm.getAccountInfo();
  } finally {
    await nc.close();
  }
}

/** The server's refusal of a subscription, as the client reports it. */
async function refusedSubscription(nc: NatsConnection, subject: string): Promise<string> {
  const sub = nc.subscribe(subject);
  try {
    for await (const _message of sub) return 'a message arrived';
    return 'closed without an error';
  } catch (error) {
    return (error as Error).message;
  }
}

/** The server's refusal of a publish: reported asynchronously, on the connection's status. */
async function refusedPublish(nc: NatsConnection, subject: string): Promise<string> {
  const status = nc.status();
  nc.publish(subject, 'forged');
  for await (const s of status) {
    if (s.type === Events.Error) return JSON.stringify(s.data);
  }
  return 'no error';
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'stride-services-'));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(privateServersMissing.length > 0)('private servers (forcePrivate)', () => {
  const dataDir = tempDir();
  const lines: string[] = [];
  let services: Services;

  beforeAll(async () => {
    services = await ensureServices({
      dataDir,
      purpose: 'tests',
      forcePrivate: true,
      log: (line) => lines.push(line),
    });
  });

  afterAll(async () => {
    await services.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts PostgreSQL and NATS with JetStream, in the data folder, and logs it', async () => {
    expect(services.privatePostgres).toBe(true);
    expect(services.privateNats).toBe(true);
    expect(services.databaseUrl).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    expect(services.natsUrl).toMatch(/^nats:\/\/all:[\w-]+@127\.0\.0\.1:\d+$/);
    expect(portOf(services.databaseUrl)).not.toBe(5432);
    expect(portOf(services.natsUrl)).not.toBe(4222);

    expect(await query(services.databaseUrl, 'select 1 as one')).toEqual([{ one: 1 }]);
    expect(await query(services.databaseUrl, 'show max_connections')).toEqual([{ max_connections: '200' }]);
    expect(await jetStreamAccountInfo(services.natsUrl)).toMatchObject({ streams: 0 });

    expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'nats'))).toBe(true);
    expect(
      lines.some((l) => /^PostgreSQL: started private server on 127\.0\.0\.1:\d+ \(data in /.test(l)),
    ).toBe(true);
    expect(lines.some((l) => /^NATS: started private server on 127\.0\.0\.1:\d+ \(data in /.test(l))).toBe(
      true,
    );
  });

  it('refuses anonymous NATS clients; each role may do only its part', async () => {
    const port = portOf(services.natsUrl);
    await expect(connect({ servers: `127.0.0.1:${port}`, reconnect: false })).rejects.toThrow(
      /authorization/i,
    );
    const as = (user: 'relay' | 'projector' | 'api') =>
      connect({ ...natsConnectionOptions(services.natsUrlFor(user)), reconnect: false });
    const [relay, projector, api] = await Promise.all([as('relay'), as('projector'), as('api')]);
    try {
      const jsm = await relay.jetstreamManager();
      await jsm.streams.add({ name: 'perm_events', subjects: ['perm.events.>'] });
      const ack = await relay.jetstream().publish('perm.events.user', 'secret');
      expect(ack.seq).toBe(1);
      // The projector reads the stream; the API may not, by the JetStream API or by subscribing.
      const read = await (await projector.jetstreamManager()).streams.getMessage('perm_events', { seq: 1 });
      expect(read.string()).toBe('secret');
      await expect(
        api.request('$JS.API.STREAM.MSG.GET.perm_events', JSON.stringify({ seq: 1 }), { timeout: 2000 }),
      ).rejects.toThrow(/permission|timeout|no responders/i);
      await expect(refusedSubscription(api, 'perm.events.>')).resolves.toMatch(/permission/i);
      // Nobody but the relay publishes events.
      await expect(refusedPublish(projector, 'perm.events.user')).resolves.toMatch(/permission/i);
      await jsm.streams.delete('perm_events');
    } finally {
      await Promise.all([relay.close(), projector.close(), api.close()]);
    }
  });

  it('uses a configured server as given, creating the database it names', async () => {
    const url = new URL(services.databaseUrl);
    url.pathname = '/configured_db';
    const logged: string[] = [];
    const configured = await ensureServices({
      dataDir,
      purpose: 'start',
      databaseUrl: url.toString(),
      natsUrl: `${services.natsUrl},${services.natsUrl}`,
      log: (line) => logged.push(line),
    });
    expect(configured).toMatchObject({
      databaseUrl: url.toString(),
      natsUrl: `${services.natsUrl},${services.natsUrl}`,
      privatePostgres: false,
      privateNats: false,
    });
    expect(await query(configured.databaseUrl, 'select current_database() as db')).toEqual([
      { db: 'configured_db' },
    ]);
    // One line each, in whichever order the two checks (run concurrently) finish.
    expect([...logged].sort()).toEqual([
      expect.stringMatching(
        /^NATS: using nats:\/\/all:\*\*\*@127\.0\.0\.1:\d+,nats:\/\/all:\*\*\*@127\.0\.0\.1:\d+ \(NATS_URL, JetStream enabled\)$/,
      ),
      expect.stringMatching(/^PostgreSQL: using 127\.0\.0\.1:\d+\/configured_db \(DATABASE_URL\)$/),
    ]);

    // Stops nothing it did not start.
    await configured.stop();
    expect(await portIsOpen('127.0.0.1', portOf(services.databaseUrl))).toBe(true);
    expect(await portIsOpen('127.0.0.1', portOf(services.natsUrl))).toBe(true);
  });

  it('gives a concurrent test run servers of its own instead of sharing', async () => {
    // This process already holds the folder's servers, as a concurrent run would.
    const logged: string[] = [];
    const other = await ensureServices({
      dataDir,
      purpose: 'tests',
      forcePrivate: true,
      log: (line) => logged.push(line),
    });
    try {
      expect(other.privatePostgres).toBe(true);
      expect(portOf(other.databaseUrl)).not.toBe(portOf(services.databaseUrl));
      expect(portOf(other.natsUrl)).not.toBe(portOf(services.natsUrl));
      expect(await query(other.databaseUrl, 'select 2 as two')).toEqual([{ two: 2 }]);
      expect(
        logged.some((l) =>
          l.includes(`using ${path.join(dataDir, `postgres-run-${process.pid}`)} for this run`),
        ),
      ).toBe(true);
    } finally {
      await other.stop();
    }
    expect(fs.existsSync(path.join(dataDir, `postgres-run-${process.pid}`))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, `nats-run-${process.pid}`))).toBe(false);
  });

  it('stops what it started, closes the ports, and can stop twice', async () => {
    const stopDir = tempDir();
    const started = await ensureServices({
      dataDir: stopDir,
      purpose: 'start',
      forcePrivate: true,
      log: () => undefined,
    });
    try {
      expect(started.databaseUrl).toMatch(/\/stride$/);
      expect(await query(started.databaseUrl, 'select current_database() as db')).toEqual([{ db: 'stride' }]);
      const pgPort = portOf(started.databaseUrl);
      const natsPort = portOf(started.natsUrl);
      expect(await portIsOpen('127.0.0.1', pgPort)).toBe(true);
      expect(await portIsOpen('127.0.0.1', natsPort)).toBe(true);

      await Promise.all([started.stop(), started.stop()]);
      await started.stop();
      expect(await portIsOpen('127.0.0.1', pgPort)).toBe(false);
      expect(await portIsOpen('127.0.0.1', natsPort)).toBe(false);
      expect(fs.existsSync(path.join(stopDir, 'postgres.lock'))).toBe(false);
      expect(fs.existsSync(path.join(stopDir, 'nats.lock'))).toBe(false);

      // The data stays and the next start reuses it (no second initdb).
      const lines: string[] = [];
      const again = await ensureServices({
        dataDir: stopDir,
        purpose: 'start',
        forcePrivate: true,
        log: (l) => lines.push(l),
      });
      await again.stop();
      expect(lines.some((l) => l.includes('initialising'))).toBe(false);
    } finally {
      await started.stop();
      fs.rmSync(stopDir, { recursive: true, force: true });
    }
  });
});

describe('servers on the standard ports', () => {
  it('are used when they answer, else private ones are started', async () => {
    const saved = { DATABASE_URL: process.env.DATABASE_URL, NATS_URL: process.env.NATS_URL };
    delete process.env.DATABASE_URL;
    delete process.env.NATS_URL;
    const dataDir = tempDir();
    const lines: string[] = [];
    try {
      const pgAnswers = await portIsOpen('127.0.0.1', 5432);
      const natsAnswers = await portIsOpen('127.0.0.1', 4222);
      const services = await ensureServices({ dataDir, purpose: 'tests', log: (l) => lines.push(l) });
      try {
        expect(await query(services.databaseUrl, 'select 1 as one')).toEqual([{ one: 1 }]);
        expect(new URL(services.databaseUrl).pathname).toBe('/postgres');
        await jetStreamAccountInfo(services.natsUrl);
        if (pgAnswers) {
          expect(services.privatePostgres).toBe(false);
          // Over TCP, or over Debian's Unix socket of the same server when it has one.
          const viaSocket = fs.existsSync('/var/run/postgresql/.s.PGSQL.5432');
          const host = viaSocket ? '%2Fvar%2Frun%2Fpostgresql' : '127\\.0\\.0\\.1';
          expect(services.databaseUrl).toMatch(
            new RegExp(`^postgres://(postgres|root)@${host}:5432/postgres$`),
          );
          expect(lines).toContain(
            `PostgreSQL: using ${viaSocket ? '/var/run/postgresql' : '127.0.0.1'}:5432/postgres`,
          );
        } else {
          expect(services.privatePostgres).toBe(true);
          expect(lines).toContain('PostgreSQL: nothing answers on 127.0.0.1:5432; starting a private server');
        }
        if (natsAnswers) {
          // A server without JetStream on 4222 is passed over for a private one.
          expect(services.natsUrl === 'nats://127.0.0.1:4222').toBe(!services.privateNats);
        } else {
          expect(services.privateNats).toBe(true);
          expect(lines).toContain('NATS: nothing answers on 127.0.0.1:4222; starting a private server');
        }
      } finally {
        await services.stop();
      }
    } finally {
      Object.assign(process.env, saved);
      for (const [key, value] of Object.entries(saved)) if (value === undefined) delete process.env[key];
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('clear errors', () => {
  it('names an unusable DATABASE_URL', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    try {
      await expect(
        ensureServices({
          dataDir,
          purpose: 'tests',
          databaseUrl: `postgres://postgres:secret@127.0.0.1:${port}/x`,
          natsUrl: 'nats://127.0.0.1:1',
          log: () => undefined,
        }),
      ).rejects.toThrow(new RegExp(`PostgreSQL at 127\\.0\\.0\\.1:${port}/x cannot be used`));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf('missing' in natsServer)('says when a NATS server lacks JetStream', async () => {
    const port = await freePort();
    const binary = 'found' in natsServer ? natsServer.found : '';
    const server = spawn(binary, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    try {
      for (let i = 0; i < 100 && !(await portIsOpen('127.0.0.1', port)); i += 1)
        await new Promise((r) => setTimeout(r, 50));
      const dataDir = tempDir();
      try {
        const attempt = ensureServices({
          dataDir,
          purpose: 'tests',
          natsUrl: `nats://127.0.0.1:${port}`,
          log: () => undefined,
        });
        await expect(attempt).rejects.toThrow(
          /NATS: JetStream is not enabled on NATS_URL .*Start nats-server with -js/,
        );
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      server.kill('SIGTERM');
    }
  });
});
