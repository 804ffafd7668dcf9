import { describe, expect, it } from 'vitest';
import type { SampleBatch } from '@stride/contracts/samples';
import { traceBatch } from '@stride/projector/metrics/synthetic';
import { DeviceLink, type Send, type SendResult } from './link.ts';
import type { Trace } from './schedule.ts';

const ANCHOR = Date.UTC(2026, 10, 27, 15);

/** `seconds` of a 10 Hz trace. */
function trace(seconds: number): Trace {
  const t = Array.from({ length: seconds * 10 }, (_, i) => i * 100);
  return { label: 'test', batch: traceBatch({ t, x: t.map((v) => v / 1000), y: t.map(() => 0) }) };
}

/**
 * The gateway's rules (command/src/live/append.ts) for one device: a seq at most the highest
 * stored appends nothing; the answer is the highest stored seq; a new batch must start after
 * the last stored sample (LIVE_TIME_BACKWARDS). `mode` makes it fail.
 */
function fakeGateway() {
  const stored: { seq: number; t: number[] }[] = [];
  const calls: { seq: number; t0: number; n: number }[] = [];
  const answer = (seq: number, batch: SampleBatch): SendResult => {
    calls.push({ seq, t0: batch.t[0]!, n: batch.t.length });
    const mode = gateway.mode;
    if (mode === 'down') return { kind: 'retry', afterMs: null, reason: 'no answer' };
    if (mode === 'limited') return { kind: 'retry', afterMs: 2000, reason: 'LIVE_RATE_LIMITED' };
    if (typeof mode === 'object') return mode.refuse;
    const isNew = seq > gateway.ack();
    const lastStoredTime = gateway.times().at(-1) ?? Number.NEGATIVE_INFINITY;
    if (isNew && batch.t[0]! <= lastStoredTime) {
      const details = { lastStoredTime, ack: gateway.ack() };
      return { kind: 'refused', status: 400, code: 'LIVE_TIME_BACKWARDS', details };
    }
    if (isNew) stored.push({ seq, t: [...batch.t] });
    if (mode === 'lose-answer') return { kind: 'retry', afterMs: null, reason: 'no answer' };
    return { kind: 'ok', stored: isNew, ack: gateway.ack() };
  };
  const gateway = {
    stored,
    calls,
    mode: 'up' as 'up' | 'down' | 'lose-answer' | 'limited' | { refuse: SendResult },
    ack: () => stored.at(-1)?.seq ?? 0,
    times: () => stored.flatMap((b) => b.t),
    send: ((_deviceId: string, seq: number, batch: SampleBatch) =>
      Promise.resolve(answer(seq, batch))) satisfies Send,
  };
  return gateway;
}

/** Rounds a second apart at speed 1 (trace time = wall time), from `from` to `to` seconds. */
async function rounds(link: DeviceLink, send: Send, from: number, to: number) {
  for (let s = from; s <= to; s++) await link.step(ANCHOR + s * 1000, s * 1000, send);
}

const expected = (tr: Trace, anchor = ANCHOR) => [...tr.batch.t].map((t) => anchor + t);

describe('DeviceLink', () => {
  it('sends what is due, one batch a round with seq from 1, until the trace is stored', async () => {
    const tr = trace(5);
    const g = fakeGateway();
    const link = new DeviceLink('d', tr, ANCHOR);
    await rounds(link, g.send, 0, 6);
    expect(g.calls.map((c) => [c.seq, c.n])).toEqual([
      [1, 1],
      [2, 10],
      [3, 10],
      [4, 10],
      [5, 10],
      [6, 9],
    ]);
    expect(g.times()).toEqual(expected(tr));
    expect({ state: link.state, ack: link.ack, stored: link.samplesStored, errors: link.errors }).toEqual({
      state: 'done',
      ack: 6,
      stored: 50,
      errors: 0,
    });
  });

  it('offline: resends the unanswered batch as it was, then the backlog in one batch, backing off', async () => {
    const tr = trace(20);
    const g = fakeGateway();
    const link = new DeviceLink('d', tr, ANCHOR, { backoffMs: 1000, maxBackoffMs: 4000 });
    await rounds(link, g.send, 0, 2);
    g.mode = 'down';
    await rounds(link, g.send, 3, 12);
    // Retries at 3 s, then after 1, 2, 4 and 4 s (the cap): 4, 6, 10; each time seq 4 again.
    expect(g.calls.slice(3).map((c) => [c.seq, c.t0 - ANCHOR])).toEqual([
      [4, 2100],
      [4, 2100],
      [4, 2100],
      [4, 2100],
    ]);
    expect(link.backlog(12_000)).toBe(121 - 21);
    g.mode = 'up';
    await rounds(link, g.send, 13, 20);
    // At 14 s seq 4 goes once more (its samples only), then at 15 s seq 5 takes everything due since.
    expect(g.calls.slice(7, 9).map((c) => [c.seq, c.t0 - ANCHOR, c.n])).toEqual([
      [4, 2100, 10],
      [5, 3100, 120],
    ]);
    expect(g.times()).toEqual(expected(tr));
    expect(link.state).toBe('done');
    expect(link.errors).toBe(4);
  });

  it('a batch stored but not answered is resent and not stored twice', async () => {
    const tr = trace(3);
    const g = fakeGateway();
    const link = new DeviceLink('d', tr, ANCHOR, { backoffMs: 1000 });
    await rounds(link, g.send, 0, 1);
    g.mode = 'lose-answer';
    await rounds(link, g.send, 2, 2);
    g.mode = 'up';
    await rounds(link, g.send, 3, 5);
    expect(g.calls.map((c) => c.seq)).toEqual([1, 2, 3, 3, 4]);
    expect(g.stored.map((b) => b.seq)).toEqual([1, 2, 3, 4]);
    expect(g.times()).toEqual(expected(tr));
    expect(link.samplesStored).toBe(30);
  });

  it('waits the Retry-After of a 429 before sending again', async () => {
    const tr = trace(4);
    const g = fakeGateway();
    const link = new DeviceLink('d', tr, ANCHOR);
    g.mode = 'limited';
    await link.step(ANCHOR, 0, g.send);
    g.mode = 'up';
    await link.step(ANCHOR + 1999, 1999, g.send);
    expect(g.calls).toHaveLength(1);
    await link.step(ANCHOR + 2000, 2000, g.send);
    expect(g.calls.map((c) => [c.seq, c.n])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it('goes on above the ack of an earlier run on the same device', async () => {
    const tr = trace(2);
    const g = fakeGateway();
    g.stored.push({ seq: 7, t: [ANCHOR - 60_000] });
    const link = new DeviceLink('d', tr, ANCHOR);
    await rounds(link, g.send, 0, 3);
    expect(g.calls.map((c) => c.seq)).toEqual([1, 8, 9, 10]);
    expect(g.times().slice(1)).toEqual(expected(tr));
    expect(link.state).toBe('done');
  });

  it('starts after the samples an earlier run stored later (LIVE_TIME_BACKWARDS)', async () => {
    const tr = trace(2);
    const g = fakeGateway();
    g.stored.push({ seq: 12, t: [ANCHOR + 30_000] });
    const link = new DeviceLink('d', tr, ANCHOR);
    await rounds(link, g.send, 0, 3);
    // Seq 1 is the earlier run's (ack 12); seq 13 starts before its last sample, and again just
    // after it is stored; the rest follows it.
    expect(g.calls.map((c) => [c.seq, c.t0 - ANCHOR])).toEqual([
      [1, 0],
      [13, 0],
      [13, 30_100],
      [14, 30_200],
      [15, 31_200],
    ]);
    // No gap (a seq above ack + 1 would wait in the gateway's reorder window).
    expect(g.stored.map((b) => b.seq)).toEqual([12, 13, 14, 15]);
    expect(g.times()).toEqual([ANCHOR + 30_000, ...expected(tr, ANCHOR + 30_100)]);
    expect(link.state).toBe('done');
  });

  it('stops on a refusal of the device or token; skips a batch the gateway can never store', async () => {
    const g = fakeGateway();
    const skip = new DeviceLink('d', trace(2), ANCHOR);
    g.mode = { refuse: { kind: 'refused', status: 400, code: 'LIVE_VALUE_IMPOSSIBLE', details: {} } };
    await skip.step(ANCHOR + 1000, 1000, g.send);
    g.mode = 'up';
    await rounds(skip, g.send, 2, 3);
    expect(g.stored.map((b) => [b.seq, b.t[0]! - ANCHOR])).toEqual([[1, 1100]]);
    expect(skip.state).toBe('done');

    const h = fakeGateway();
    const stop = new DeviceLink('e', trace(2), ANCHOR);
    h.mode = { refuse: { kind: 'refused', status: 403, code: 'LIVE_DEVICE_NOT_SELECTED', details: {} } };
    await rounds(stop, h.send, 0, 3);
    expect({ state: stop.state, because: stop.stoppedBecause }).toEqual({
      state: 'stopped',
      because: 'LIVE_DEVICE_NOT_SELECTED',
    });
    expect(h.calls).toHaveLength(1);
  });

  it('retries samples ahead of the server clock a second later instead of skipping them', async () => {
    const g = fakeGateway();
    const link = new DeviceLink('d', trace(1), ANCHOR);
    const ahead = { channel: 't', index: 0, reason: 'AHEAD_OF_SERVER_CLOCK', maxFutureMs: 60_000 };
    g.mode = { refuse: { kind: 'refused', status: 400, code: 'LIVE_VALUE_IMPOSSIBLE', details: ahead } };
    await link.step(ANCHOR + 1000, 1000, g.send);
    g.mode = 'up';
    await link.step(ANCHOR + 1999, 1000, g.send);
    await link.step(ANCHOR + 2000, 1000, g.send);
    expect(g.calls.map((c) => [c.seq, c.n])).toEqual([
      [1, 10],
      [1, 10],
    ]);
    expect(g.times()).toEqual(expected(trace(1)));
  });

  it('splits a backlog into batches of at most maxSamples', async () => {
    const tr = trace(3);
    const g = fakeGateway();
    const link = new DeviceLink('d', tr, ANCHOR, { maxSamples: 12 });
    for (let i = 0; i < 4; i++) await link.step(ANCHOR + 5000, 5000, g.send);
    expect(g.calls.map((c) => c.n)).toEqual([12, 12, 6]);
    expect(g.times()).toEqual(expected(tr));
    expect(link.state).toBe('done');
  });
});
