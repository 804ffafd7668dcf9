/**
 * Relay lag under live ingest: devices append a second of samples each, continuously and
 * concurrently (as a match's trackers do), while the relay forwards `$all` to JetStream. The lag of
 * an event is the time from its append's answer to its arrival on NATS. The relay has a store and
 * pool of its own, as in another process: only NOTIFY and polling wake it.
 *
 * Each rate runs twice: alone, and beside a transaction that writes a read-model table and stays
 * open for a second at a time (what a projector's long batch, a records computation or a rebuild
 * does). Such a transaction used to hold every reader of `$all` back until it ended.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore } from '@stride/streams/postgres/event-store';
import { openTestHarness, type TestHarness } from '@stride/streams/testing/harness';
import { startTestRelay } from '@stride/streams/testing/relay';
import { steadyLoad } from './load.ts';
import { report, summarize } from './stats.ts';

const RATES = (process.env.BENCH_RELAY_RATES ?? '30,100,300,1000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DEVICES = 30;
const BLOCKER_MS = 1000;

/** One second of a 10 Hz tracker: columnar, as the sample batches are. */
function samples(device: number, second: number): Uint8Array {
  const values = new Float64Array(10 * 5);
  for (let i = 0; i < 10; i++) values.set([second * 1000 + i * 100, 48.1 + device, 11.5, 5.5, 150], i * 5);
  return new Uint8Array(values.buffer);
}

/** A transaction that writes and stays open for BLOCKER_MS, over and over, until stopped. */
function longTransactions(url: string): { stop(): Promise<void> } {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  const done = (async () => {
    await client.connect();
    await client.query('CREATE TABLE IF NOT EXISTS bench_read_model (id uuid PRIMARY KEY, at timestamptz)');
    while (!stopped) {
      await client.query('BEGIN');
      await client.query('INSERT INTO bench_read_model VALUES ($1, now())', [randomUUID()]);
      await new Promise((r) => setTimeout(r, BLOCKER_MS));
      await client.query('COMMIT');
    }
    await client.end();
  })();
  return {
    async stop() {
      stopped = true;
      await done;
    },
  };
}

async function run(h: TestHarness, rate: number, blocked: boolean): Promise<void> {
  const arrived = new Map<string, number>();
  const subscription = h.nats.subscribe(h.names.eventsSubjects, {
    callback: (_error, message) => {
      const id = message.headers?.get('Nats-Msg-Id');
      if (id) arrived.set(id, performance.now());
    },
  });
  const blocker = blocked ? longTransactions(h.db.url) : null;
  const answered = new Map<string, number>();
  const eventId = randomUUID();
  const total = rate * SECONDS;
  const elapsed = await steadyLoad(rate, total, async (i) => {
    const device = i % DEVICES;
    const id = randomUUID();
    await h.store.append(`samples-${eventId}_${device}`, [
      { id, type: 'SamplesRecorded', data: samples(device, Math.floor(i / DEVICES)) },
    ]);
    answered.set(id, performance.now());
  });
  const deadline = Date.now() + 30_000;
  while (arrived.size < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  await blocker?.stop();
  subscription.unsubscribe();

  const lags = [...answered].flatMap(([id, at]) => {
    const seen = arrived.get(id);
    return seen === undefined ? [] : [Math.max(0, seen - at)];
  });
  const lag = summarize(lags);
  const label = `${rate}/s from ${DEVICES} devices${blocked ? `, beside ${BLOCKER_MS} ms transactions` : ''}`;
  report(`relay lag p50, ${label}`, lag.p50, 'ms');
  report(`relay lag p99, ${label}`, lag.p99, 'ms');
  if (total / elapsed < rate * 0.9)
    console.log(`  appends kept up with ${Math.round(total / elapsed)}/s only`);
  if (lag.n < total) console.log(`  missing: ${total - lag.n} of ${total} not relayed within 30 s`);
}

export async function relayLagBench(): Promise<void> {
  const h = await openTestHarness('bench');
  // The relay reads through a pool and store of its own, like a relay in another process.
  const relayPool = new pg.Pool({ connectionString: h.db.url, max: 4 });
  const relayStore = createPostgresEventStore({ pool: relayPool });
  const relay = startTestRelay(h, { store: relayStore });
  try {
    await h.store.append(`warm-${randomUUID()}`, [{ id: randomUUID(), type: 'Warm', data: {} }]);
    await relay.caughtUp(30_000);
    for (const rate of RATES) {
      await run(h, rate, false);
      await run(h, rate, true);
    }
  } finally {
    await relay.stop();
    await relayStore.close();
    await relayPool.end();
    await h.close();
  }
}
