/**
 * The relay and a projection on a three-node NATS JetStream cluster (R3), losing one node mid-way
 * (issue 18, "Speed and scale"): writers append sample batches all along; the node that leads the
 * events stream, and that the relay and the projector are connected to, is killed with SIGKILL, or
 * hangs (SIGSTOP: its connections stay open and silent). Everything the store holds must reach
 * JetStream exactly once and in `$all` order, and the projection's durable consumer must go on
 * receiving after the failover, applying every event once. The clients use the platform's
 * reconnection options (`natsResilience`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect, type ConnectionOptions, type JetStreamManager, type NatsConnection } from 'nats';
import { SAMPLES_RECORDED, samplesStreamName } from '@stride/contracts/events/upload';
import { natsResilience } from '@stride/contracts/nats';
import { decodeMessage } from '@stride/streams/nats-codec';
import { formatPosition, START, type RecordedEvent } from '@stride/streams/port';
import { ensureEventsStream, startRelay, type Relay } from '@stride/streams/relay';
import { openTestHarness, silentLog, type TestHarness } from '@stride/streams/testing/harness';
import { findNatsServer, startNatsCluster, type NatsCluster } from '@stride/streams/testing/nats-cluster';
import { until } from '@stride/streams/testing/until';
import type { Projection } from './projection.ts';
import { migrateProjections, startProjectors, type Projectors } from './runtime.ts';

const binary = findNatsServer();
if (!binary) {
  console.warn(
    'relay-cluster.int.test.ts skipped: no nats-server binary (Debian package nats-server, or NATS_SERVER)',
  );
}

/** Records each sample batch it is given, counting repeats. */
const received: Projection = {
  name: 'cluster_received',
  version: 1,
  handles: new Set([SAMPLES_RECORDED]),
  migrations: [
    `CREATE SCHEMA IF NOT EXISTS rm_cluster;
     CREATE TABLE rm_cluster.received (event_id uuid PRIMARY KEY, applied_count integer NOT NULL DEFAULT 1);`,
  ],
  tables: [{ name: 'rm_cluster.received', orderBy: 'event_id' }],
  async apply(tx, event) {
    await tx.query(
      `INSERT INTO rm_cluster.received (event_id) VALUES ($1)
       ON CONFLICT (event_id) DO UPDATE SET applied_count = rm_cluster.received.applied_count + 1`,
      [event.id],
    );
    return [];
  },
};

/** The nats client options of the platform's processes (deploy/src/platform.ts). */
const reconnecting = (servers: string[]): ConnectionOptions => ({ servers, ...natsResilience });

let cluster: NatsCluster;
let h: TestHarness;
let relayNats: NatsConnection | null = null;
let projectorNats: NatsConnection | null = null;
let relay: Relay | null = null;
let projectors: Projectors | null = null;

beforeAll(async () => {
  if (!binary) return;
  cluster = await startNatsCluster({ binary });
  if (!cluster.syncAlways) {
    console.warn(
      `relay-cluster.int.test.ts: ${binary} predates sync_interval (NATS 2.10); nodes run without it`,
    );
  }
  await cluster.metaLeader();
}, 60_000);

afterAll(async () => {
  await cluster?.close();
});

beforeEach(async () => {
  if (!binary) return;
  h = await openTestHarness('cluster', { nats: reconnecting(cluster.urls) });
}, 60_000);

afterEach(async () => {
  if (!binary) return;
  await projectors?.stop();
  await relay?.stop();
  await relayNats?.close();
  await projectorNats?.close();
  await h?.close();
  [projectors, relay, relayNats, projectorNats] = [null, null, null, null];
}, 60_000);

async function storedEvents(): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of h.store.readAll({ fromPosition: START })) events.push(e);
  return events;
}

async function relayedEvents(jsm: JetStreamManager): Promise<RecordedEvent[]> {
  const info = await jsm.streams.info(h.names.eventsStream);
  const events: RecordedEvent[] = [];
  for (let seq = info.state.first_seq; info.state.messages > 0 && seq <= info.state.last_seq; seq++) {
    const m = await jsm.streams.getMessage(h.names.eventsStream, { seq });
    events.push(decodeMessage(m.header, m.data));
  }
  return events;
}

/** Messages in the events stream, or -1 while the cluster cannot say (an election under way). */
async function relayedCount(jsm: JetStreamManager): Promise<number> {
  try {
    return (await jsm.streams.info(h.names.eventsStream)).state.messages;
  } catch {
    return -1;
  }
}

/**
 * Devices of one live event sending a batch of samples every `everyMs` (a load shape, not a wait),
 * each append awaited before the next, until `stop`.
 */
function startWriters(devices: number, everyMs: number): { stop(): Promise<number> } {
  const eventId = randomUUID();
  let appended = 0;
  const busy = new Map<number, Promise<void>>();
  const timers = Array.from({ length: devices }, (_, d) =>
    setInterval(() => {
      if (busy.has(d)) return;
      const firstTime = Date.now();
      const append = h.store
        .append(samplesStreamName(eventId, `device${d}`), [
          {
            id: randomUUID(),
            type: SAMPLES_RECORDED,
            data: new Uint8Array(randomBytes(320)), // ten samples of eight channels
            metadata: { jobId: 'live', firstTime, lastTime: firstTime + 900, samples: 10 },
          },
        ])
        .then(() => {
          appended++;
          busy.delete(d);
        });
      busy.set(d, append);
    }, everyMs),
  );
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(busy.values());
      return appended;
    },
  };
}

/**
 * Relay and projection at work while writers append; `lose` takes the node leading the events
 * stream away (the relay's and the projector's server too), `restore` brings it back.
 */
async function loseTheLeaderMidStream(
  lose: (node: string) => Promise<void>,
  restore: (node: string) => Promise<void>,
): Promise<void> {
  const jsm = await h.nats.jetstreamManager();
  await ensureEventsStream(jsm, h.names, 3);
  let streamLeader = '';
  await until(
    async () => {
      const info = await jsm.streams.info(h.names.eventsStream);
      streamLeader = info.cluster?.leader ?? '';
      return streamLeader !== '' && (info.cluster?.replicas ?? []).length === 2;
    },
    { timeoutMs: 20_000, everyMs: 100 },
  );
  // The relay and the projector talk to the stream's leader first: killing that node takes the
  // stream's leader and their server away at once.
  const leaderUrl = cluster.nodes.find((n) => n.name === streamLeader)!.url;
  const leaderFirst = {
    ...reconnecting([leaderUrl, ...cluster.urls.filter((u) => u !== leaderUrl)]),
    noRandomize: true,
  };
  relayNats = await connect({ ...leaderFirst, name: 'stride-relay' });
  projectorNats = await connect({ ...leaderFirst, name: 'stride-projector' });
  expect(relayNats.info?.server_name).toBe(streamLeader);
  expect(projectorNats.info?.server_name).toBe(streamLeader);

  await migrateProjections(h.pool, [received]);
  const writers = startWriters(50, 100); // 50 players, 10 batches a second each
  relay = startRelay({
    store: h.store,
    nats: relayNats,
    names: h.names,
    databaseUrl: h.db.url,
    log: silentLog,
    replicas: 3,
    standbyRetryMs: 100,
  });
  projectors = startProjectors({
    pool: h.pool,
    nats: projectorNats,
    names: h.names,
    store: h.store,
    log: silentLog,
    projections: [received],
    replicas: 3,
    standbyRetryMs: 100,
  });
  const projected = async (): Promise<number> => {
    const { rows } = await h.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM rm_cluster.received');
    return rows[0]!.n;
  };

  await until(async () => (await relayedCount(jsm)) >= 300 && (await projected()) >= 100, {
    timeoutMs: 30_000,
    everyMs: 50,
  });
  const beforeLoss = { relayed: await relayedCount(jsm), projected: await projected() };
  await lose(streamLeader);

  // Writers go on; the relay must publish, and the projection receive, well past the kill.
  await until(async () => (await relayedCount(jsm)) >= beforeLoss.relayed + 1000, {
    timeoutMs: 45_000,
    everyMs: 100,
  });
  const appended = await writers.stop();
  await relay.caughtUp(45_000);

  const stored = await storedEvents();
  expect(stored).toHaveLength(appended);
  const relayed = await relayedEvents(jsm);
  expect(relayed.map((e) => e.id)).toEqual(stored.map((e) => e.id));
  expect(relayed.map((e) => formatPosition(e.position))).toEqual(
    stored.map((e) => formatPosition(e.position)),
  );
  expect(new Set(relayed.map((e) => e.id)).size).toBe(stored.length);

  await until(async () => (await projected()) === stored.length, { timeoutMs: 45_000, everyMs: 100 });
  const { rows } = await h.pool.query<{ id: string; applied: number }>(
    'SELECT event_id AS id, applied_count AS applied FROM rm_cluster.received',
  );
  expect(new Set(rows.map((r) => r.id))).toEqual(new Set(stored.map((e) => e.id)));
  expect(rows.filter((r) => r.applied !== 1)).toEqual([]);
  expect(beforeLoss.projected).toBeLessThan(stored.length);
  expect(relayNats.info?.server_name).not.toBe(streamLeader);
  expect(projectorNats.info?.server_name).not.toBe(streamLeader);

  // The node comes back and catches up with its replica of the stream.
  await restore(streamLeader);
  await until(
    async () => {
      try {
        const info = await jsm.streams.info(h.names.eventsStream);
        const replicas = info.cluster?.replicas ?? [];
        return replicas.length === 2 && replicas.every((r) => r.current && !r.offline);
      } catch {
        return false;
      }
    },
    { timeoutMs: 30_000, everyMs: 200 },
  );
}

describe.skipIf(!binary)('relay and projector on a three-node JetStream cluster', () => {
  it('relays everything once and in order, and the consumer goes on, when a node is killed', async () => {
    await loseTheLeaderMidStream(
      (node) => cluster.kill(node),
      (node) => cluster.restart(node),
    );
  }, 120_000);

  it('does the same when a node hangs with its connections open (SIGSTOP)', async () => {
    await loseTheLeaderMidStream(
      (node) => Promise.resolve(cluster.freeze(node)),
      (node) => Promise.resolve(cluster.thaw(node)),
    );
  }, 120_000);
});
