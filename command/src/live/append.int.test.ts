/**
 * The live appender's reorder window (issue 18) on a PostgreSQL store, its timers in the test's
 * hand: a batch above `ack + 1` waits for the seqs it skipped, is stored with them in seq order,
 * or alone once its window passed (the gap given up); a resend of a stored seq appends nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplesStreamName } from '@stride/contracts/events/upload';
import { allocateBatch } from '@stride/contracts/samples';
import type { EventStore } from '@stride/streams/port';
import { until } from '@stride/streams/testing/until';
import { openTestStore } from '../testing/integration.ts';
import { LiveAppenderClosed, liveAppender, type LiveAppend, type LiveAppenderOptions } from './append.ts';

let store: EventStore;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ store, close } = await openTestStore('live-append'));
});
afterAll(() => close());

const T0 = Date.parse('2026-05-02T18:00:00Z');
const WINDOW_MS = 2000;

/** A clock and timers the test moves by hand. */
function manualTime() {
  let now = 0;
  let timers: { at: number; fire: () => void }[] = [];
  const options: LiveAppenderOptions = {
    reorderMs: WINDOW_MS,
    clock: () => now,
    schedule: (fire, ms) => {
      const timer = { at: now + ms, fire };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
  };
  return {
    options,
    pending: () => timers.length,
    /** Moves the clock by `ms` and fires the timers due. */
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fire();
    },
  };
}

function device() {
  const eventId = randomUUID();
  const deviceId = randomUUID();
  const batch = (seq: number) => {
    const b = allocateBatch(3, []);
    const start = T0 + seq * 1000;
    b.t.set([start, start + 100, start + 200]);
    return { clubId: randomUUID(), receiverId: randomUUID(), eventId, deviceId, seq, batch: b };
  };
  const seqs = async () => {
    const out: unknown[] = [];
    try {
      for await (const e of store.readStream(samplesStreamName(eventId, deviceId)))
        out.push(e.metadata.liveSeq);
    } catch {
      // no stream yet
    }
    return out;
  };
  return { batch, seqs };
}

/** Whether `promise` has settled, without waiting for it. */
function watch<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

const at = new Date(T0);

describe('the reorder window', () => {
  it('holds seq 3 until seq 2 arrives within the window, then stores 2 and 3 in order', async () => {
    const time = manualTime();
    const appender = liveAppender(store, time.options);
    const d = device();
    expect(await appender.append(d.batch(1), at)).toEqual({ stored: true, ack: 1 });
    const three = watch(appender.append(d.batch(3), at));
    await until(() => appender.waiting() === 1);
    expect(three.settled).toBe(false);
    expect(await d.seqs()).toEqual([1]);
    time.advance(WINDOW_MS - 1);
    expect(await appender.append(d.batch(2), at)).toEqual({ stored: true, ack: 2 });
    await until(() => three.settled);
    expect(three.value).toEqual({ stored: true, ack: 3 });
    expect(await d.seqs()).toEqual([1, 2, 3]);
    expect(appender.waiting()).toBe(0);
    expect(time.pending()).toBe(0);
  });

  it('stores seq 3 alone once its window passed; seq 2 after it is a resend; a stored seq sent again appends nothing', async () => {
    const time = manualTime();
    const appender = liveAppender(store, time.options);
    const d = device();
    await appender.append(d.batch(1), at);
    const three = watch(appender.append(d.batch(3), at));
    await until(() => appender.waiting() === 1);
    time.advance(WINDOW_MS - 1);
    await until(() => time.pending() === 1);
    expect(three.settled).toBe(false);
    expect(await d.seqs()).toEqual([1]);
    time.advance(1);
    await until(() => three.settled);
    expect(three.value).toEqual({ stored: true, ack: 3 });
    expect(await d.seqs()).toEqual([1, 3]);
    expect(await appender.append(d.batch(2), at)).toEqual({ stored: false, ack: 3 });
    expect(await appender.append(d.batch(3), at)).toEqual({ stored: false, ack: 3 });
    expect(await appender.append(d.batch(1), at)).toEqual({ stored: false, ack: 3 });
    expect(await d.seqs()).toEqual([1, 3]);
  });

  it('a seq sent again while it waits is stored once; later gaps wait for their own window', async () => {
    const time = manualTime();
    const appender = liveAppender(store, time.options);
    const d = device();
    await appender.append(d.batch(1), at);
    const first = watch(appender.append(d.batch(3), at));
    const again = watch(appender.append(d.batch(3), at));
    await until(() => appender.waiting() === 1);
    time.advance(1000);
    const six = watch(appender.append(d.batch(6), at));
    await until(() => appender.waiting() === 2);
    time.advance(1000); // 3's window passed, not 6's
    await until(() => first.settled && again.settled);
    expect([first.value, again.value]).toEqual([
      { stored: true, ack: 3 },
      { stored: false, ack: 3 },
    ]);
    expect(six.settled).toBe(false);
    expect(await appender.append(d.batch(4), at)).toEqual({ stored: true, ack: 4 });
    expect(six.settled).toBe(false);
    expect(await appender.append(d.batch(5), at)).toEqual({ stored: true, ack: 5 });
    await until(() => six.settled);
    expect(six.value).toEqual({ stored: true, ack: 6 });
    expect(await d.seqs()).toEqual([1, 3, 4, 5, 6]);
  });

  it('refuses a waiting batch whose times lie before what was stored meanwhile (LIVE_TIME_BACKWARDS)', async () => {
    const time = manualTime();
    const appender = liveAppender(store, time.options);
    const d = device();
    await appender.append(d.batch(1), at);
    const late = d.batch(3);
    late.batch.t.set([T0 + 1500, T0 + 1600, T0 + 1700]); // before seq 2's times
    const three = watch(appender.append(late, at));
    await until(() => appender.waiting() === 1);
    expect(await appender.append(d.batch(2), at)).toEqual({ stored: true, ack: 2 });
    await until(() => three.settled);
    expect((three.error as { code?: string }).code).toBe('LIVE_TIME_BACKWARDS');
    expect(await d.seqs()).toEqual([1, 2]);
  });

  it('close() drops the waiting batches unstored', async () => {
    const time = manualTime();
    const appender = liveAppender(store, time.options);
    const d = device();
    await appender.append(d.batch(1), at);
    const three = appender.append(d.batch(3), at);
    await until(() => appender.waiting() === 1);
    appender.close();
    await expect(three).rejects.toBeInstanceOf(LiveAppenderClosed);
    expect(appender.waiting()).toBe(0);
    await expect(appender.append(d.batch(2), at)).rejects.toBeInstanceOf(LiveAppenderClosed);
    expect(await d.seqs()).toEqual([1]);
  });

  it('with no window (0) a gap is stored at once', async () => {
    const appender = liveAppender(store, { reorderMs: 0 });
    const d = device();
    await appender.append(d.batch(1), at);
    const answer: LiveAppend = await appender.append(d.batch(4), at);
    expect(answer).toEqual({ stored: true, ack: 4 });
    expect(await d.seqs()).toEqual([1, 4]);
  });
});
