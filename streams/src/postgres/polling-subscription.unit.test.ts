import { describe, expect, it } from 'vitest';
import type { Position, RecordedEvent } from '../port.ts';
import { pollingSubscription, type PollingPage } from './polling-subscription.ts';

function event(n: number): RecordedEvent {
  return {
    id: `e-${n}`,
    type: 'T',
    streamName: 's-1',
    revision: BigInt(n),
    position: { commit: 1n, prepare: BigInt(n) },
    data: { n },
    isJson: true,
    metadata: {},
    created: new Date(0),
  };
}

/** A fake `$all`: pages are answered from a script, one entry per read. */
class FakeSource {
  readonly reads: Position[] = [];
  readonly wakes = new Set<() => void>();
  registered = 0;

  constructor(private readonly script: (read: number, after: Position) => PollingPage | Error) {}

  readPage = (after: Position): Promise<PollingPage> => {
    this.reads.push(after);
    const answer = this.script(this.reads.length, after);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };

  onWake = (wake: () => void): (() => void) => {
    this.registered++;
    this.wakes.add(wake);
    return () => this.wakes.delete(wake);
  };

  wake(): void {
    for (const w of this.wakes) w();
  }
}

const EMPTY: PollingPage = { events: [], pending: false };
const start = Promise.resolve({ commit: 0n, prepare: 0n });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('polling subscription', () => {
  it('reads the next page only when the consumer has taken the previous one', async () => {
    const source = new FakeSource((read) =>
      read <= 3 ? { events: [event(read * 2 - 1), event(read * 2)], pending: false } : EMPTY,
    );
    const subscription = pollingSubscription(start, source, { pollIntervalMs: 60_000, maxRetryDelayMs: 8 });
    const iterator = subscription[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toMatchObject({ id: 'e-1' });
    await sleep(20);
    expect(source.reads).toHaveLength(1);
    expect((await iterator.next()).value).toMatchObject({ id: 'e-2' });
    expect((await iterator.next()).value).toMatchObject({ id: 'e-3' });
    expect(source.reads).toHaveLength(2);
    // Each read starts after the last event delivered.
    expect(source.reads[1]).toEqual(event(2).position);
    await subscription.unsubscribe();
    expect((await iterator.next()).done).toBe(true);
  });

  it('retries with doubling delays while events are pending, and wake-ups do not add reads', async () => {
    const source = new FakeSource((read) =>
      read <= 5 ? { events: [], pending: true } : { events: [event(1)], pending: false },
    );
    const subscription = pollingSubscription(start, source, { pollIntervalMs: 60_000, maxRetryDelayMs: 8 });
    const iterator = subscription[Symbol.asyncIterator]();
    const started = Date.now();
    const first = iterator.next();
    for (let i = 0; i < 10; i++) {
      source.wake();
      await sleep(1);
    }
    expect((await first).value).toMatchObject({ id: 'e-1' });
    // Delays of 1, 2, 4, 8 and 8 ms between the six reads.
    expect(Date.now() - started).toBeGreaterThanOrEqual(20);
    expect(source.reads).toHaveLength(6);
    await subscription.unsubscribe();
  });

  it('when idle, reads again as soon as it is woken', async () => {
    const source = new FakeSource((read) => (read === 1 ? EMPTY : { events: [event(1)], pending: false }));
    const subscription = pollingSubscription(start, source, { pollIntervalMs: 60_000, maxRetryDelayMs: 8 });
    const iterator = subscription[Symbol.asyncIterator]();
    const next = iterator.next();
    await sleep(20);
    expect(source.reads).toHaveLength(1);
    const woken = Date.now();
    source.wake();
    expect((await next).value).toMatchObject({ id: 'e-1' });
    expect(Date.now() - woken).toBeLessThan(1000);
    await subscription.unsubscribe();
  });

  it('a wake-up that arrives during a read is not lost', async () => {
    const source: FakeSource = new FakeSource((read) => {
      if (read === 1) {
        // The append commits while the (empty) read is in flight.
        queueMicrotask(() => source.wake());
        return EMPTY;
      }
      return { events: [event(1)], pending: false };
    });
    const subscription = pollingSubscription(start, source, { pollIntervalMs: 60_000, maxRetryDelayMs: 8 });
    const iterator = subscription[Symbol.asyncIterator]();
    const next = await Promise.race([iterator.next(), sleep(2000).then(() => 'timed out' as const)]);
    expect(next).not.toBe('timed out');
    await subscription.unsubscribe();
  });

  it('polls without wake-ups', async () => {
    const source = new FakeSource((read) => (read < 4 ? EMPTY : { events: [event(1)], pending: false }));
    const subscription = pollingSubscription(start, source, { pollIntervalMs: 10, maxRetryDelayMs: 8 });
    for await (const e of subscription) {
      expect(e.id).toBe('e-1');
      break;
    }
    expect(source.reads).toHaveLength(4);
  });

  it('stops at once on unsubscribe while waiting, and lets go of its wake-up', async () => {
    let closed = 0;
    const source = new FakeSource(() => EMPTY);
    const subscription = pollingSubscription(start, source, {
      pollIntervalMs: 60_000,
      maxRetryDelayMs: 8,
      onClosed: () => closed++,
    });
    const consumed = (async () => {
      for await (const _ of subscription) throw new Error('nothing was appended');
    })();
    await sleep(20);
    expect(source.wakes.size).toBe(1);
    const started = Date.now();
    await subscription.unsubscribe();
    await consumed;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(source.wakes.size).toBe(0);
    await subscription.unsubscribe();
    expect(closed).toBe(1);
  });

  it('lets go when the consumer breaks out, and can be iterated only once', async () => {
    let closed = 0;
    const source = new FakeSource(() => ({ events: [event(1), event(2)], pending: false }));
    const subscription = pollingSubscription(start, source, {
      pollIntervalMs: 60_000,
      maxRetryDelayMs: 8,
      onClosed: () => closed++,
    });
    for await (const e of subscription) {
      expect(e.id).toBe('e-1');
      break;
    }
    expect(source.wakes.size).toBe(0);
    expect(closed).toBe(1);
    expect(() => subscription[Symbol.asyncIterator]()).toThrow(/only once/);
  });

  it('passes a failed read on to the consumer and lets go', async () => {
    const source = new FakeSource(() => new Error('connection lost'));
    const subscription = pollingSubscription(start, source, { pollIntervalMs: 60_000, maxRetryDelayMs: 8 });
    const iterator = subscription[Symbol.asyncIterator]();
    await expect(iterator.next()).rejects.toThrow('connection lost');
    expect(source.wakes.size).toBe(0);
  });
});
