/**
 * The EventStore contract: one suite that every adapter runs (PostgreSQL always, EventStoreDB when
 * a server is available). Streams get random names, so the suite can share a server with others:
 * reads of `$all` only look at this suite's own streams.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '@stride/contracts/json';
import {
  DEFAULT_MAX_APPEND_SIZE,
  END,
  MaxAppendSizeExceededError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  comparePositions,
  formatPosition,
  type AllSubscription,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from '../port.ts';

export interface EventStoreUnderTest {
  readonly store: EventStore;
  teardown(): Promise<void>;
}

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

export function newStreamName(category = 'contract'): string {
  return `${category}-${randomUUID()}`;
}

export function jsonEvent(type: string, data: JsonValue, metadata?: Record<string, unknown>): NewEvent {
  return { id: randomUUID(), type, data, ...(metadata ? { metadata } : {}) };
}

function events(count: number, type = 'Counted'): NewEvent[] {
  return Array.from({ length: count }, (_, n) => jsonEvent(type, { n }));
}

/**
 * Consumes a subscription in the background, keeping the events of the given streams, so a test
 * can wait for some and still see anything delivered twice or out of order.
 */
export class SubscriptionProbe {
  readonly events: RecordedEvent[] = [];
  readonly done: Promise<void>;
  #waiters: Array<() => void> = [];

  constructor(
    readonly subscription: AllSubscription,
    private readonly keep: (event: RecordedEvent) => boolean,
  ) {
    this.done = (async () => {
      for await (const event of subscription) {
        if (!this.keep(event)) continue;
        this.events.push(event);
        for (const waiter of this.#waiters.splice(0)) waiter();
      }
    })();
  }

  async waitFor(count: number, timeoutMs = 10_000): Promise<RecordedEvent[]> {
    await this.waitUntil(
      () => this.events.length >= count,
      timeoutMs,
      () => `${this.events.length} of ${count} events`,
    );
    return this.events.slice(0, count);
  }

  /** Waits until an event matching `match` has been delivered; returns everything delivered so far. */
  async waitForEvent(match: (event: RecordedEvent) => boolean, timeoutMs = 10_000): Promise<RecordedEvent[]> {
    await this.waitUntil(
      () => this.events.some(match),
      timeoutMs,
      () => `${this.events.length} events, not the awaited one`,
    );
    return [...this.events];
  }

  async waitUntil(done: () => boolean, timeoutMs: number, progress: () => string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`subscription delivered ${progress()} in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/** Reads `$all` from `from` until `stop` matches, keeping only the given streams' events. */
async function readAllUntil(
  store: EventStore,
  options: { direction: 'forwards' | 'backwards'; fromPosition: Position },
  streams: ReadonlySet<string>,
  stop: (event: RecordedEvent) => boolean,
): Promise<RecordedEvent[]> {
  const kept: RecordedEvent[] = [];
  for await (const event of store.readAll(options)) {
    if (!streams.has(event.streamName)) continue;
    kept.push(event);
    if (stop(event)) break;
  }
  return kept;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface ContractOptions {
  /** Why the suite cannot run here (no server): it is registered as skipped, and this is printed once. */
  readonly skip?: string | undefined;
}

export function describeEventStoreContract(
  name: string,
  factory: () => Promise<EventStoreUnderTest>,
  options: ContractOptions = {},
): void {
  if (options.skip !== undefined) console.warn(`EventStore contract: ${name} skipped: ${options.skip}`);
  describe.skipIf(options.skip !== undefined)(`EventStore contract: ${name}`, () => {
    let subject: EventStoreUnderTest;
    let store: EventStore;

    // The factory may start a server (and pull its image).
    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    }, 300_000);

    afterAll(async () => {
      await subject?.teardown();
    });

    describe('expected state on append', () => {
      it('any: creates the stream and then continues it', async () => {
        const stream = newStreamName();
        const first = await store.append(stream, events(2));
        expect(first.nextExpectedRevision).toBe(1n);
        const second = await store.append(stream, events(3), { expectedRevision: 'any' });
        expect(second.nextExpectedRevision).toBe(4n);
        expect(comparePositions(second.position, first.position)).toBeGreaterThan(0);
        const read = await collect(store.readStream(stream));
        expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
      });

      it('no_stream: accepted for a new stream, refused with the actual revision for an existing one', async () => {
        const stream = newStreamName();
        const created = await store.append(stream, events(2), { expectedRevision: 'no_stream' });
        expect(created.nextExpectedRevision).toBe(1n);
        const refused = store.append(stream, events(1), { expectedRevision: 'no_stream' });
        await expect(refused).rejects.toBeInstanceOf(WrongExpectedVersionError);
        await expect(refused).rejects.toMatchObject({
          streamName: stream,
          expected: 'no_stream',
          actual: 1n,
        });
        expect(await collect(store.readStream(stream))).toHaveLength(2);
      });

      it('stream_exists: refused for a new stream, accepted for an existing one', async () => {
        const stream = newStreamName();
        const refused = store.append(stream, events(1), { expectedRevision: 'stream_exists' });
        await expect(refused).rejects.toMatchObject({
          name: 'WrongExpectedVersionError',
          expected: 'stream_exists',
          actual: 'no_stream',
        });
        await expect(collect(store.readStream(stream))).rejects.toBeInstanceOf(StreamNotFoundError);
        await store.append(stream, events(1));
        const accepted = await store.append(stream, events(1), { expectedRevision: 'stream_exists' });
        expect(accepted.nextExpectedRevision).toBe(1n);
      });

      it('exact revision: accepted when it is the last revision, refused with the actual one otherwise', async () => {
        const stream = newStreamName();
        await store.append(stream, events(3));
        const accepted = await store.append(stream, events(2), { expectedRevision: 2n });
        expect(accepted.nextExpectedRevision).toBe(4n);
        for (const stale of [2n, 5n]) {
          const refused = store.append(stream, events(1), { expectedRevision: stale });
          await expect(refused).rejects.toBeInstanceOf(WrongExpectedVersionError);
          await expect(refused).rejects.toMatchObject({ expected: stale, actual: 4n });
        }
        const missing = store.append(newStreamName(), events(1), { expectedRevision: 0n });
        await expect(missing).rejects.toMatchObject({
          name: 'WrongExpectedVersionError',
          actual: 'no_stream',
        });
      });

      it('returns the position of the last event written', async () => {
        const stream = newStreamName();
        // A single event's append position is its own position: the place to read $all from.
        const before = await store.append(stream, events(1));
        const result = await store.append(stream, events(3));
        expect(comparePositions(result.position, before.position)).toBeGreaterThan(0);
        const read = await readAllUntil(
          store,
          { direction: 'forwards', fromPosition: before.position },
          new Set([stream]),
          (e) => e.revision === 3n,
        );
        expect(read.map((e) => e.revision)).toEqual([1n, 2n, 3n]);
        expect(comparePositions(read[2]!.position, result.position)).toBe(0);
      });

      it('an empty append writes nothing but still checks the expected state', async () => {
        const stream = newStreamName();
        await store.append(stream, events(2));
        const result = await store.append(stream, [], { expectedRevision: 1n });
        expect(result.nextExpectedRevision).toBe(1n);
        await expect(store.append(stream, [], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
          WrongExpectedVersionError,
        );
        expect(await collect(store.readStream(stream))).toHaveLength(2);
      });
    });

    describe('idempotent append by event id', () => {
      for (const expectedRevision of ['no_stream', 'any'] as const) {
        it(`the same batch twice (${expectedRevision}) is stored once and answers the same`, async () => {
          const stream = newStreamName();
          const batch = events(3);
          const first = await store.append(stream, batch, { expectedRevision });
          const again = await store.append(stream, batch, { expectedRevision });
          expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
          expect(comparePositions(again.position, first.position)).toBe(0);
          const read = await collect(store.readStream(stream));
          expect(read.map((e) => e.id)).toEqual(batch.map((e) => e.id));
        });
      }

      it('a repeat with the exact revision the first append expected is a no-op too', async () => {
        const stream = newStreamName();
        await store.append(stream, events(2));
        const batch = events(2);
        const first = await store.append(stream, batch, { expectedRevision: 1n });
        await store.append(stream, events(1));
        const again = await store.append(stream, batch, { expectedRevision: 1n });
        expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(comparePositions(again.position, first.position)).toBe(0);
        expect(await collect(store.readStream(stream))).toHaveLength(5);
      });

      it('a batch that only partly matches what is stored is refused and writes nothing', async () => {
        const stream = newStreamName();
        const [a, b, c] = events(3);
        await store.append(stream, [a!, b!]);
        const overlapping = store.append(stream, [b!, c!]);
        await expect(overlapping).rejects.toBeInstanceOf(WrongExpectedVersionError);
        const read = await collect(store.readStream(stream));
        expect(read.map((e) => e.id)).toEqual([a!.id, b!.id]);
      });
    });

    describe('reading a stream', () => {
      let stream: string;
      beforeAll(async () => {
        stream = newStreamName();
        await store.append(stream, events(10));
      });

      it('forwards from the start, in revision order', async () => {
        const read = await collect(store.readStream(stream));
        expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n]);
        expect(read.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(read.every((e) => e.streamName === stream && e.type === 'Counted')).toBe(true);
      });

      it('forwards from a revision (inclusive) with a maximum count', async () => {
        const read = await collect(store.readStream(stream, { fromRevision: 4n, maxCount: 3 }));
        expect(read.map((e) => e.revision)).toEqual([4n, 5n, 6n]);
      });

      it('backwards from the end and from a revision (inclusive)', async () => {
        const fromEnd = await collect(store.readStream(stream, { direction: 'backwards', maxCount: 3 }));
        expect(fromEnd.map((e) => e.revision)).toEqual([9n, 8n, 7n]);
        const fromRevision = await collect(
          store.readStream(stream, { direction: 'backwards', fromRevision: 2n }),
        );
        expect(fromRevision.map((e) => e.revision)).toEqual([2n, 1n, 0n]);
      });

      it('past the end gives nothing', async () => {
        expect(await collect(store.readStream(stream, { fromRevision: 10n }))).toEqual([]);
      });

      it('a stream that was never written is not found', async () => {
        const missing = newStreamName();
        const read = collect(store.readStream(missing));
        await expect(read).rejects.toBeInstanceOf(StreamNotFoundError);
        await expect(read).rejects.toMatchObject({ streamName: missing });
      });
    });

    describe('reading $all', () => {
      let streams: Set<string>;
      let written: RecordedEvent[];

      beforeAll(async () => {
        const [one, two] = [newStreamName(), newStreamName()];
        streams = new Set([one, two]);
        const marker = await store.append(newStreamName(), events(1));
        await store.append(one, events(2));
        await store.append(two, events(2));
        const last = await store.append(one, events(1));
        written = await readAllUntil(
          store,
          { direction: 'forwards', fromPosition: marker.position },
          streams,
          (e) => comparePositions(e.position, last.position) === 0,
        );
      });

      it('holds what was appended, each stream in revision order', () => {
        expect(
          written.map((e) => `${e.streamName === [...streams][0] ? 'one' : 'two'}@${e.revision}`),
        ).toEqual(['one@0', 'one@1', 'two@0', 'two@1', 'one@2']);
      });

      it('gives events read from a stream the positions they have in $all', async () => {
        const [one] = [...streams];
        const fromStream = await collect(store.readStream(one!));
        const fromAll = written.filter((e) => e.streamName === one);
        expect(fromStream.map((e) => formatPosition(e.position))).toEqual(
          fromAll.map((e) => formatPosition(e.position)),
        );
      });

      it('forwards from an exclusive position, in position order', async () => {
        const [first, ...rest] = written;
        const last = written[written.length - 1]!;
        const read = await readAllUntil(
          store,
          { direction: 'forwards', fromPosition: first!.position },
          streams,
          (e) => comparePositions(e.position, last.position) === 0,
        );
        expect(read.map((e) => e.id)).toEqual(rest.map((e) => e.id));
        expect(read.map((e) => `${e.streamName}@${e.revision}`)).toEqual(
          rest.map((e) => `${e.streamName}@${e.revision}`),
        );
      });

      it('backwards from an exclusive position', async () => {
        const last = written[written.length - 1]!;
        const first = written[0]!;
        const read = await readAllUntil(
          store,
          { direction: 'backwards', fromPosition: last.position },
          streams,
          (e) => comparePositions(e.position, first.position) === 0,
        );
        expect(read.map((e) => e.id)).toEqual(
          written
            .slice(0, -1)
            .reverse()
            .map((e) => e.id),
        );
      });

      it('with a maximum count, starting right after the position', async () => {
        const [first, second] = written;
        const read = await collect(store.readAll({ fromPosition: first!.position, maxCount: 2 }));
        expect(read).toHaveLength(2);
        expect(comparePositions(read[0]!.position, first!.position)).toBeGreaterThan(0);
        expect(comparePositions(read[0]!.position, second!.position)).toBeLessThanOrEqual(0);
        expect(comparePositions(read[1]!.position, read[0]!.position)).toBeGreaterThan(0);
      });

      it('backwards from the end sees the newest event, and the head position is at least it', async () => {
        const result = await store.append(newStreamName(), events(1));
        const [newest] = await collect(
          store.readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 }),
        );
        expect(newest).toBeDefined();
        expect(comparePositions(newest!.position, result.position)).toBeGreaterThanOrEqual(0);
        const head = await store.headPosition();
        expect(head).not.toBeNull();
        expect(comparePositions(head!, result.position)).toBeGreaterThanOrEqual(0);
      });
    });

    describe('data and metadata', () => {
      it('JSON and binary data round-trip exactly, with metadata', async () => {
        const stream = newStreamName();
        const bytes = Uint8Array.from({ length: 512 }, (_, i) => (i * 7) % 256);
        const json: JsonValue = {
          text: 'Zoë 🏃 “quoted” \\ / \n',
          n: -1.5e-7,
          big: 2 ** 53 - 1,
          nested: [null, true, { a: [] }],
        };
        const metadata = {
          actorId: 'a-1',
          correlationId: randomUUID(),
          occurredAt: '2024-05-01T10:00:00.000Z',
          schemaVersion: 1,
        };
        const sent: NewEvent[] = [
          { id: randomUUID(), type: 'JsonHappened', data: json, metadata },
          { id: randomUUID(), type: 'BytesArrived', data: bytes, metadata },
          { id: randomUUID(), type: 'NothingArrived', data: new Uint8Array(0) },
          { id: randomUUID(), type: 'ScalarHappened', data: 'just a string' },
        ];
        await store.append(stream, sent);
        const [a, b, c, d] = await collect(store.readStream(stream));
        expect(a).toMatchObject({
          id: sent[0]!.id,
          type: 'JsonHappened',
          isJson: true,
          data: json,
          metadata,
        });
        expect(b).toMatchObject({ id: sent[1]!.id, type: 'BytesArrived', isJson: false, metadata });
        expect(b!.data).toBeInstanceOf(Uint8Array);
        expect(Buffer.from(b!.data as Uint8Array).equals(Buffer.from(bytes))).toBe(true);
        expect(c!.isJson).toBe(false);
        expect((c!.data as Uint8Array).byteLength).toBe(0);
        expect(c!.metadata).toEqual({});
        expect(d).toMatchObject({ isJson: true, data: 'just a string' });
        for (const event of [a, b, c, d]) {
          expect(event!.streamName).toBe(stream);
          expect(event!.created).toBeInstanceOf(Date);
          expect(Math.abs(event!.created.getTime() - Date.now())).toBeLessThan(10 * 60_000);
        }
      });
    });

    describe('append size limit', () => {
      it('refuses an append over the limit and writes nothing', async () => {
        const stream = newStreamName();
        const tooBig = store.append(stream, [
          { id: randomUUID(), type: 'Big', data: new Uint8Array(DEFAULT_MAX_APPEND_SIZE + 1) },
        ]);
        await expect(tooBig).rejects.toBeInstanceOf(MaxAppendSizeExceededError);
        await expect(tooBig).rejects.toMatchObject({
          streamName: stream,
          size: DEFAULT_MAX_APPEND_SIZE + 1,
          limit: DEFAULT_MAX_APPEND_SIZE,
        });
        await expect(collect(store.readStream(stream))).rejects.toBeInstanceOf(StreamNotFoundError);
      });

      it('counts metadata and every event of the batch', async () => {
        const stream = newStreamName();
        const half = DEFAULT_MAX_APPEND_SIZE / 2;
        const tooBig = store.append(stream, [
          { id: randomUUID(), type: 'Half', data: new Uint8Array(half) },
          {
            id: randomUUID(),
            type: 'Half',
            data: new Uint8Array(half - 8),
            metadata: { note: 'over the top' },
          },
        ]);
        await expect(tooBig).rejects.toBeInstanceOf(MaxAppendSizeExceededError);
        await expect(collect(store.readStream(stream))).rejects.toBeInstanceOf(StreamNotFoundError);
      });
    });

    describe('soft delete', () => {
      it('hides the stream; appending again continues its revisions, and no_stream is accepted', async () => {
        const stream = newStreamName();
        const written = await store.append(stream, events(2));
        const deleted = await store.deleteStream(stream, { expectedRevision: 1n });
        expect(deleted.position === null || comparePositions(deleted.position, written.position) > 0).toBe(
          true,
        );
        await expect(collect(store.readStream(stream))).rejects.toBeInstanceOf(StreamNotFoundError);
        const again = await store.append(stream, events(1, 'Recreated'), { expectedRevision: 'no_stream' });
        expect(again.nextExpectedRevision).toBe(2n);
        const read = await collect(store.readStream(stream));
        expect(read.map((e) => [e.revision, e.type])).toEqual([[2n, 'Recreated']]);
        expect(comparePositions(again.position, written.position)).toBeGreaterThan(0);
        // Deleted events stay in $all until a scavenge, as in EventStoreDB.
        const fromAll = await readAllUntil(
          store,
          { direction: 'backwards', fromPosition: again.position },
          new Set([stream]),
          (e) => e.revision === 0n,
        );
        expect(fromAll.map((e) => e.revision)).toEqual([1n, 0n]);
      });

      it('checks the expected revision', async () => {
        const stream = newStreamName();
        await store.append(stream, events(2));
        await expect(store.deleteStream(stream, { expectedRevision: 0n })).rejects.toBeInstanceOf(
          WrongExpectedVersionError,
        );
        expect(await collect(store.readStream(stream))).toHaveLength(2);
        await store.deleteStream(stream);
        await expect(collect(store.readStream(stream))).rejects.toBeInstanceOf(StreamNotFoundError);
      });
    });

    describe('stream metadata', () => {
      it('is empty with no revision before it is set', async () => {
        const stream = newStreamName();
        const result = await store.getStreamMetadata(stream);
        expect(result).toEqual({ streamName: stream, metadata: {}, metaRevision: null });
      });

      it('round-trips, with optimistic concurrency on its own revision', async () => {
        const stream = newStreamName();
        await store.append(stream, events(1));
        const metadata = { maxAge: 3600, custom: { owner: 'club-1', tags: ['a', 'b'] } };
        const first = await store.setStreamMetadata(stream, metadata, { expectedMetaRevision: 'no_stream' });
        expect(first.nextExpectedRevision).toBe(0n);
        expect(await store.getStreamMetadata(stream)).toEqual({
          streamName: stream,
          metadata,
          metaRevision: 0n,
        });
        const stale = store.setStreamMetadata(stream, {}, { expectedMetaRevision: 'no_stream' });
        await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersionError);
        const second = await store.setStreamMetadata(
          stream,
          { custom: { owner: 'club-2' } },
          { expectedMetaRevision: 0n },
        );
        expect(second.nextExpectedRevision).toBe(1n);
        await expect(store.setStreamMetadata(stream, {}, { expectedMetaRevision: 0n })).rejects.toMatchObject(
          {
            name: 'WrongExpectedVersionError',
            actual: 1n,
          },
        );
        expect(await store.getStreamMetadata(stream)).toMatchObject({
          metadata: { custom: { owner: 'club-2' } },
          metaRevision: 1n,
        });
      });

      it('maxCount keeps only the newest events in reads', async () => {
        const stream = newStreamName();
        await store.append(stream, events(5));
        await store.setStreamMetadata(stream, { maxCount: 2 });
        expect((await collect(store.readStream(stream))).map((e) => e.revision)).toEqual([3n, 4n]);
        expect(
          (await collect(store.readStream(stream, { direction: 'backwards' }))).map((e) => e.revision),
        ).toEqual([4n, 3n]);
      });

      it('truncateBefore hides earlier events', async () => {
        const stream = newStreamName();
        await store.append(stream, events(5));
        await store.setStreamMetadata(stream, { truncateBefore: 3n });
        expect((await collect(store.readStream(stream))).map((e) => e.revision)).toEqual([3n, 4n]);
        expect((await store.getStreamMetadata(stream)).metadata.truncateBefore).toBe(3n);
      });
    });

    describe('subscription to $all', () => {
      it('catches up from an exclusive position, then delivers live events, in order, once each', async () => {
        const stream = newStreamName();
        const initial = await store.append(stream, events(1, 'Before'));
        await store.append(stream, events(3, 'CaughtUp'));
        const probe = new SubscriptionProbe(
          store.subscribeToAll({ fromPosition: initial.position }),
          (e) => e.streamName === stream,
        );
        try {
          const caughtUp = await probe.waitFor(3);
          expect(caughtUp.map((e) => e.revision)).toEqual([1n, 2n, 3n]);
          await store.append(stream, events(2, 'Live'));
          const all = await probe.waitFor(5);
          expect(all.map((e) => [e.revision, e.type])).toEqual([
            [1n, 'CaughtUp'],
            [2n, 'CaughtUp'],
            [3n, 'CaughtUp'],
            [4n, 'Live'],
            [5n, 'Live'],
          ]);
          for (let i = 1; i < all.length; i++) {
            expect(comparePositions(all[i - 1]!.position, all[i]!.position)).toBeLessThan(0);
          }
        } finally {
          await probe.subscription.unsubscribe();
        }
        await withTimeout(probe.done, 5000, 'the subscription after unsubscribe');
        expect(probe.events).toHaveLength(5);
      });

      it('from the end delivers only what is appended afterwards', async () => {
        const stream = newStreamName();
        await store.append(stream, events(2, 'Old'));
        const probe = new SubscriptionProbe(
          store.subscribeToAll({ fromPosition: END }),
          (e) => e.streamName === stream,
        );
        try {
          // The subscription may start after a short while: keep appending until one arrives.
          for (let attempt = 0; probe.events.length === 0 && attempt < 50; attempt++) {
            await store.append(stream, events(1, 'New'));
            await probe.waitFor(1, 200).catch(() => undefined);
          }
          expect(probe.events.length).toBeGreaterThan(0);
          expect(probe.events.every((e) => e.type === 'New')).toBe(true);
        } finally {
          await probe.subscription.unsubscribe();
        }
        await withTimeout(probe.done, 5000, 'the subscription after unsubscribe');
      });

      it('stops promptly on unsubscribe while waiting for events, and on break', async () => {
        const head = await store.headPosition();
        const waiting = new SubscriptionProbe(
          store.subscribeToAll({ fromPosition: head ?? END }),
          () => false,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        const started = Date.now();
        await waiting.subscription.unsubscribe();
        await withTimeout(waiting.done, 5000, 'the subscription after unsubscribe');
        expect(Date.now() - started).toBeLessThan(5000);

        const stream = newStreamName();
        const written = await store.append(stream, events(3));
        const subscription = store.subscribeToAll({ fromPosition: head ?? END });
        let seen = 0;
        for await (const event of subscription) {
          if (event.streamName !== stream) continue;
          seen++;
          if (comparePositions(event.position, written.position) === 0) break;
        }
        expect(seen).toBe(3);
        await subscription.unsubscribe();
      });
    });
  });
}
