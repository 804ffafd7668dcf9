import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AckPolicy, DeliverPolicy } from 'nats';
import { register } from 'prom-client';
import type { ReadModelChange } from '@stride/contracts/nats';
import type { Relay } from '@stride/streams/relay';
import { openTestHarness, silentLog, type TestHarness } from '@stride/streams/testing/harness';
import { startTestRelay } from '@stride/streams/testing/relay';
import type { Projection } from './projection.ts';
import {
  listParked,
  migrateProjections,
  readCheckpoint,
  startProjectors,
  type Projectors,
} from './runtime.ts';
import { trackProgress } from './progress.ts';
import { projectionRows, rebuild } from './testing/rebuild.ts';

/** Records every event it handles, once per event id; fails on demand for poison tests. */
function seenProjection(poisonType = 'Poison'): Projection {
  return {
    name: 'seen',
    version: 1,
    handles: new Set(['ThingHappened', poisonType]),
    migrations: [
      `CREATE SCHEMA IF NOT EXISTS rm_test;
       CREATE TABLE rm_test.seen (event_id uuid PRIMARY KEY, stream text NOT NULL, revision bigint NOT NULL,
         n integer NOT NULL, applied_count integer NOT NULL DEFAULT 1);`,
    ],
    tables: [{ name: 'rm_test.seen', orderBy: 'event_id' }],
    async apply(tx, event) {
      if (event.type === poisonType) throw new Error('cannot apply this one');
      await tx.query(
        `INSERT INTO rm_test.seen (event_id, stream, revision, n) VALUES ($1, $2, $3, $4)
         ON CONFLICT (event_id) DO UPDATE SET applied_count = rm_test.seen.applied_count + 1`,
        [event.id, event.streamName, event.revision.toString(), (event.data as { n: number }).n],
      );
      return [{ readModel: 'seen', key: event.streamName }];
    },
  };
}

let h: TestHarness;
let relay: Relay;
let running: Projectors[] = [];
const projection = seenProjection();

beforeEach(async () => {
  h = await openTestHarness('proj');
  await migrateProjections(h.pool, [projection]);
  relay = startTestRelay(h);
  running = [];
});
afterEach(async () => {
  await Promise.all(running.map((p) => p.stop()));
  await relay.stop();
  await h.close();
});

function start(p: Projection = projection, maxAttempts = 3): Projectors {
  const projectors = startProjectors({
    standbyRetryMs: 100,
    pool: h.pool,
    nats: h.nats,
    names: h.names,
    store: h.store,
    log: silentLog,
    projections: [p],
    maxAttempts,
  });
  running.push(projectors);
  return projectors;
}

async function append(
  count: number,
  stream = `thing-${randomUUID()}`,
  type = 'ThingHappened',
): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await h.store.append(
    stream,
    ids.map((id, n) => ({ id, type, data: { n } })),
  );
  return ids;
}

async function caughtUp(): Promise<void> {
  await relay.caughtUp();
  const head = await h.store.headPosition();
  const tracker = trackProgress(h.nats, h.names, h.pool);
  try {
    expect(await tracker.waitFor(projection.name, head!, 20_000)).toBe(true);
  } finally {
    tracker.close();
  }
}

const dump = async (p: Projection = projection): Promise<string[]> =>
  Object.values(await projectionRows(h.pool, p)).flat();

describe('projector runtime', () => {
  it('applies every relayed event once and keeps its checkpoint with its writes', async () => {
    start();
    const ids = [...(await append(50)), ...(await append(30))];
    await append(5, 'other-1', 'NotHandled');
    await caughtUp();
    const { rows } = await h.pool.query<{ event_id: string; applied_count: number }>(
      'SELECT * FROM rm_test.seen',
    );
    expect(rows.map((r) => r.event_id).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.applied_count === 1)).toBe(true);
    const checkpoint = await readCheckpoint(h.pool, 'seen');
    expect(checkpoint.position).toEqual(await h.store.headPosition());
    expect(checkpoint.streamSeq).toBe(85);
  });

  it('moves past events it ignores without a locked transaction, and takes the long way when another worker moved the checkpoint', async () => {
    start();
    const first = await append(3);
    await caughtUp();
    // A run of ignored events: the short way (one compare-and-set statement per batch).
    await append(20, 'other-2', 'NotHandled');
    await caughtUp();
    expect((await readCheckpoint(h.pool, 'seen')).streamSeq).toBe(23);
    // Someone else (a former leader, say) moved the checkpoint to 25: the short way must not
    // write over it; the long way reads it, so sequence 25 counts as done and is not applied.
    await h.pool.query(`UPDATE projection.checkpoints SET stream_seq = 25 WHERE projector = 'seen'`);
    await append(1, 'other-3', 'NotHandled');
    await relay.caughtUp();
    await new Promise((r) => setTimeout(r, 300));
    const later = await append(2);
    await caughtUp();
    const { rows } = await h.pool.query<{ event_id: string }>('SELECT event_id FROM rm_test.seen');
    expect(rows.map((r) => r.event_id).sort()).toEqual([...first, later[1]!].sort());
    expect((await readCheckpoint(h.pool, 'seen')).streamSeq).toBe(26);
  });

  it('treats redelivery as a no-op: messages delivered again after a lost acknowledgement change nothing', async () => {
    const p = start();
    await append(40);
    await caughtUp();
    const before = await dump();
    await p.stop();
    // As if the process died after committing but before acknowledging messages 6..40: the
    // checkpoint's position is at the head, its sequence back at 5, so they are delivered again.
    await h.pool.query(`UPDATE projection.checkpoints SET stream_seq = 5 WHERE projector = 'seen'`);
    start();
    await append(2);
    await caughtUp();
    const after = await dump();
    expect(after.length).toBe(before.length + 2);
    expect(after.filter((row) => before.includes(row))).toEqual(before);
    const { rows } = await h.pool.query<{ max: number }>(
      'SELECT max(applied_count) AS max FROM rm_test.seen',
    );
    expect(rows[0]!.max).toBe(1);
    expect((await readCheckpoint(h.pool, 'seen')).streamSeq).toBe(42);
  });

  it('starts from its checkpoint, wherever its consumer was left', async () => {
    const p = start();
    await append(5);
    await caughtUp();
    await p.stop();
    await append(15);
    await relay.caughtUp();
    // A consumer that would skip messages 6..9: the runtime must start from its checkpoint, 6.
    const jsm = await h.nats.jetstreamManager();
    await jsm.consumers.delete(h.names.eventsStream, h.names.consumer('seen'));
    await jsm.consumers.add(h.names.eventsStream, {
      durable_name: h.names.consumer('seen'),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: 10,
    });
    start();
    await caughtUp();
    const { rows } = await h.pool.query<{ count: string }>('SELECT count(*) FROM rm_test.seen');
    expect(Number(rows[0]!.count)).toBe(20);
  });

  it('parks a poison event after its tries, shows it, and goes on', async () => {
    start(projection, 3);
    const parkedBefore =
      (await register.getSingleMetric('stride_projector_parked_total')?.get())?.values
        .filter((v) => v.labels.projector === 'seen')
        .reduce((sum, v) => sum + v.value, 0) ?? 0;
    await append(3);
    const [poisonId] = await append(1, 'poison-1', 'Poison');
    const after = await append(3);
    await caughtUp();
    const parked = await listParked(h.pool, 'seen');
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({
      eventId: poisonId,
      attempts: 3,
      eventType: 'Poison',
      streamName: 'poison-1',
    });
    expect(parked[0]!.error).toContain('cannot apply this one');
    const { rows } = await h.pool.query<{ event_id: string }>('SELECT event_id FROM rm_test.seen');
    expect(rows.map((r) => r.event_id)).toEqual(expect.arrayContaining(after));
    expect(rows).toHaveLength(6);
    const parkedAfter = (await register.getSingleMetric('stride_projector_parked_total')?.get())?.values
      .filter((v) => v.labels.projector === 'seen')
      .reduce((sum, v) => sum + v.value, 0);
    expect(parkedAfter).toBe(parkedBefore + 1);
  });

  it('announces changed rows and progress on NATS after commit', async () => {
    start();
    const stream = `thing-${randomUUID()}`;
    const subject = h.names.changeSubject('seen', stream);
    const received: ReadModelChange[] = [];
    const sub = h.nats.subscribe(subject, {
      callback: (_e, m) => received.push(JSON.parse(new TextDecoder().decode(m.data)) as ReadModelChange),
    });
    await h.nats.flush();
    await append(3, stream);
    await caughtUp();
    await h.nats.flush();
    sub.unsubscribe();
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received.at(-1)).toMatchObject({ readModel: 'seen', key: stream });
    const { rows } = await h.pool.query('SELECT 1 FROM rm_test.seen WHERE stream = $1', [stream]);
    expect(rows).toHaveLength(3);
  });

  it('rebuilds from the store into exactly the tables incremental projection made', async () => {
    start();
    for (let i = 0; i < 10; i++) await append(1 + (i % 4));
    await caughtUp();
    const incremental = await dump();
    const { events } = await rebuild(h, projection);
    expect(events).toBe(23); // 1+2+3+4+1+2+3+4+1+2
    expect(await dump()).toEqual(incremental);
    // ...and goes on from there without applying anything twice.
    await append(2);
    await caughtUp();
    const { rows } = await h.pool.query<{ n: string; max: number }>(
      'SELECT count(*) AS n, max(applied_count) AS max FROM rm_test.seen',
    );
    expect(rows[0]).toEqual({ n: '25', max: 1 });
  });

  it('runs one worker per projection across processes; a standby takes over when the active one stops', async () => {
    const first = start();
    await append(20);
    await caughtUp();
    const second = start();
    await append(20);
    await caughtUp();
    await first.stop();
    await append(20);
    await caughtUp();
    await second.stop();
    const { rows } = await h.pool.query<{ n: string; max: number }>(
      'SELECT count(*) AS n, max(applied_count) AS max FROM rm_test.seen',
    );
    expect(rows[0]).toEqual({ n: '60', max: 1 });
  });
});
