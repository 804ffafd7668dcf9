import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { natsNames, partitionOf } from '@stride/contracts/nats';
import { SAMPLES_RECORDED, samplesStreamName } from '@stride/contracts/events/upload';
import type { JetStreamManager } from 'nats';
import { decodeMessage } from './nats-codec.ts';
import { formatPosition, START, type RecordedEvent } from './port.ts';
import type { Relay, RelayOptions } from './relay.ts';
import { relaySubject } from './relay-subject.ts';
import { openTestHarness, type TestHarness } from './testing/harness.ts';
import { startTestRelay } from './testing/relay.ts';
import { until } from './testing/until.ts';

let h: TestHarness;
let relays: Relay[] = [];

beforeEach(async () => {
  h = await openTestHarness('relay');
  relays = [];
});
afterEach(async () => {
  await Promise.all(relays.map((r) => r.stop()));
  await h.close();
});

function relay(overrides: Partial<RelayOptions> = {}): Relay {
  const r = startTestRelay(h, { standbyRetryMs: 100, ...overrides });
  relays.push(r);
  return r;
}

async function appendMany(streams: number, perStream: number, batch = 1): Promise<void> {
  for (let i = 0; i < perStream; i += batch) {
    await Promise.all(
      Array.from({ length: streams }, (_, s) =>
        h.store.append(
          `thing-${s}`,
          Array.from({ length: Math.min(batch, perStream - i) }, (_, k) => ({
            id: randomUUID(),
            type: 'ThingHappened',
            data: { s, i: i + k },
            metadata: { commandId: randomUUID() },
          })),
        ),
      ),
    );
  }
}

async function allOf(): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of h.store.readAll({ fromPosition: START })) events.push(e);
  return events;
}

async function jetStreamEvents(
  jsm: JetStreamManager,
  stream = h.names.eventsStream,
): Promise<RecordedEvent[]> {
  const info = await jsm.streams.info(stream);
  const events: RecordedEvent[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const m = await jsm.streams.getMessage(stream, { seq });
    events.push(decodeMessage(m.header, m.data));
  }
  return events;
}

const waitFor = (check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> =>
  until(check, { timeoutMs, everyMs: 50 });

describe('relay', () => {
  it('forwards $all to JetStream in order, with the event id as Nats-Msg-Id and the category as subject', async () => {
    await appendMany(5, 40, 4);
    await h.store.append('samples-e1_d1', [
      { id: randomUUID(), type: 'SamplesRecorded', data: new Uint8Array([1, 2, 3]) },
    ]);
    const r = relay();
    await r.caughtUp();
    const jsm = await h.nats.jetstreamManager();
    const relayed = await jetStreamEvents(jsm);
    const stored = await allOf();
    expect(relayed.map((e) => e.id)).toEqual(stored.map((e) => e.id));
    expect(relayed.map((e) => formatPosition(e.position))).toEqual(
      stored.map((e) => formatPosition(e.position)),
    );
    const binary = relayed.at(-1)!;
    expect(binary.isJson).toBe(false);
    expect(Array.from(binary.data as Uint8Array)).toEqual([1, 2, 3]);
    const first = await jsm.streams.getMessage(h.names.eventsStream, { seq: 1 });
    expect(first.header.get('Nats-Msg-Id')).toBe(stored[0]!.id);
    expect(first.subject).toBe(h.names.eventSubject('thing'));
    expect(r.status()).toMatchObject({ leader: true, relayed: stored.length });
  });

  it('spreads sample batches over partition subjects by live event when asked, in $all order', async () => {
    const events = Array.from({ length: 6 }, () => randomUUID());
    for (const eventId of events) {
      for (const device of ['d1', 'd2']) {
        await h.store.append(samplesStreamName(eventId, device), [
          { id: randomUUID(), type: SAMPLES_RECORDED, data: new Uint8Array([1]) },
        ]);
      }
    }
    await appendMany(1, 2);
    const r = relay({ partitions: 4 });
    await r.caughtUp();
    const jsm = await h.nats.jetstreamManager();
    const stored = await allOf();
    expect((await jetStreamEvents(jsm)).map((e) => e.id)).toEqual(stored.map((e) => e.id));
    const subjectOf = relaySubject(h.names, 4);
    for (let seq = 1; seq <= stored.length; seq++) {
      const m = await jsm.streams.getMessage(h.names.eventsStream, { seq });
      expect(m.subject).toBe(subjectOf(stored[seq - 1]!.streamName));
    }
    const first = await jsm.streams.getMessage(h.names.eventsStream, { seq: 1 });
    expect(first.subject).toBe(h.names.eventPartitionSubject('samples', partitionOf(events[0]!, 4)));
    expect(subjectOf(stored.at(-1)!.streamName)).toBe(h.names.eventSubject('thing'));
  });

  it('keeps relaying events appended while it runs', async () => {
    const r = relay();
    await appendMany(3, 30);
    await r.caughtUp();
    await appendMany(3, 30);
    await r.caughtUp();
    const jsm = await h.nats.jetstreamManager();
    expect((await jetStreamEvents(jsm)).map((e) => e.id)).toEqual((await allOf()).map((e) => e.id));
  });

  it('resumes after being killed mid-flight without losing or repeating an event', async () => {
    await appendMany(8, 250, 5); // 2,000 events
    const child = spawn(process.execPath, ['--import', 'tsx', 'streams/src/testing/relay-process.ts'], {
      env: { ...process.env, DATABASE_URL: h.db.url, DEPLOYMENT: h.names.deployment },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const jsm = await h.nats.jetstreamManager();
    await waitFor(async () => {
      try {
        return (await jsm.streams.info(h.names.eventsStream)).state.messages >= 300;
      } catch {
        return false;
      }
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const atKill = (await jsm.streams.info(h.names.eventsStream)).state.messages;
    expect(atKill).toBeLessThan(2000); // it really died mid-way

    await appendMany(4, 25); // more arrive while no relay runs
    const r = relay();
    await r.caughtUp();
    const relayed = await jetStreamEvents(jsm);
    const stored = await allOf();
    expect(relayed).toHaveLength(2100);
    expect(new Set(relayed.map((e) => e.id)).size).toBe(2100);
    expect(relayed.map((e) => e.id)).toEqual(stored.map((e) => e.id));
  });

  it('runs one active relay at a time; a standby takes over when the leader stops', async () => {
    const a = relay();
    await appendMany(2, 10);
    await a.caughtUp();
    const b = relay();
    await appendMany(2, 10);
    await a.caughtUp();
    await new Promise((r) => setTimeout(r, 300));
    expect(a.status().leader).toBe(true);
    expect(b.status().leader).toBe(false);
    expect(b.status().relayed).toBe(0);

    await a.stop();
    await appendMany(2, 10);
    await b.caughtUp();
    expect(b.status().leader).toBe(true);
    const jsm = await h.nats.jetstreamManager();
    const relayed = await jetStreamEvents(jsm);
    expect(relayed.map((e) => e.id)).toEqual((await allOf()).map((e) => e.id));
  });

  it('keeps deployments apart on one NATS server', async () => {
    const other = natsNames(`${h.names.deployment}_other`);
    await appendMany(2, 5);
    const r = relay();
    await r.caughtUp();
    const otherRelay = relay({ names: other, databaseUrl: h.db.url });
    // The other deployment has its own lock and stream: it relays the same store into its own stream.
    await otherRelay.caughtUp();
    const jsm = await h.nats.jetstreamManager();
    try {
      const mine = await jsm.streams.info(h.names.eventsStream);
      const theirs = await jsm.streams.info(other.eventsStream);
      expect(mine.config.subjects).toEqual([`${h.names.deployment}.events.>`]);
      expect(theirs.config.subjects).toEqual([`${other.deployment}.events.>`]);
      expect(mine.state.messages).toBe(10);
      expect(theirs.state.messages).toBe(10);
      const subjects = new Set((await jetStreamEvents(jsm, other.eventsStream)).map((e) => e.streamName));
      expect(subjects).toEqual(new Set(['thing-0', 'thing-1']));
    } finally {
      await otherRelay.stop();
      await jsm.streams.delete(other.eventsStream).catch(() => undefined);
    }
  });
});
