/**
 * The EventStoreDB adapter: the port is EventStoreDB's own model, so this is mostly mapping.
 * Differences it smooths over:
 * - `$all` reads and subscriptions leave out system events (`$`-prefixed types or streams).
 * - The port's `fromPosition` is exclusive; EventStoreDB's `readAll` includes the event at it.
 * - The client reports a metadata stream's commit position as its revision, so stream metadata is
 *   read from the metastream directly.
 */
import {
  ANY,
  BACKWARDS,
  END as ESDB_END,
  EventStoreDBClient,
  FORWARDS,
  MaxAppendSizeExceededError as EsdbMaxAppendSizeExceededError,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamDeletedError as EsdbStreamDeletedError,
  StreamNotFoundError as EsdbStreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  binaryEvent,
  excludeSystemEvents,
  jsonEvent,
  metastreamOf,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type EventData,
  type JSONType,
  type ReadPosition,
  type ReadRevision,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import type { JsonValue } from '@stride/contracts/json';
import {
  DEFAULT_MAX_APPEND_SIZE,
  END,
  MaxAppendSizeExceededError,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  comparePositions,
  type AllSubscription,
  type AppendOptions,
  type AppendResult,
  type DeleteResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamMetadata,
  type StreamMetadataResult,
  type SubscribeToAllOptions,
} from '../port.ts';
import { appendSize, decodeData, encodeEvent } from '../event-encoding.ts';
import { fromStoredStreamMetadata, toStoredStreamMetadata } from '../stream-metadata.ts';

export interface EsdbEventStoreOptions {
  /** e.g. `esdb://localhost:2113?tls=false` */
  readonly connectionString: string;
  /** Checked before sending; keep it at or below the server's `MaxAppendSize`. @default DEFAULT_MAX_APPEND_SIZE */
  readonly maxAppendSize?: number;
}

export function createEsdbEventStore(options: EsdbEventStoreOptions): EsdbEventStore {
  return new EsdbEventStore(
    EventStoreDBClient.connectionString(options.connectionString),
    options.maxAppendSize,
  );
}

/* ---------- pure mappings ---------- */

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

export function toEsdbReadPosition(position: Position | typeof START | typeof END): ReadPosition {
  if (position === START) return ESDB_START;
  if (position === END) return ESDB_END;
  return { commit: position.commit, prepare: position.prepare };
}

export function toEsdbReadRevision(revision: bigint | typeof START | typeof END): ReadRevision {
  if (revision === START) return ESDB_START;
  if (revision === END) return ESDB_END;
  return revision;
}

export function toEsdbEventData(event: NewEvent): EventData {
  const metadata = event.metadata;
  if (event.data instanceof Uint8Array) {
    return binaryEvent({
      id: event.id,
      type: event.type,
      data: event.data,
      ...(metadata ? { metadata } : {}),
    });
  }
  // The client types JSON data as objects, arrays and strings; it JSON.stringifies any value.
  const data = event.data as JSONType;
  return jsonEvent({ id: event.id, type: event.type, data, ...(metadata ? { metadata } : {}) });
}

/** System events: EventStoreDB's own (`$`-prefixed types, e.g. `$metadata`, links) or streams. */
export function isSystemEvent(event: { readonly type: string; readonly streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

export function fromEsdbRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  if (event.position === undefined) {
    throw new Error(
      `EventStoreDB returned ${event.streamId}@${event.revision} without a position (needs 22.6 or later)`,
    );
  }
  const metadata = event.metadata;
  return {
    id: event.id,
    type: event.type,
    streamName: event.streamId,
    revision: event.revision,
    position: { commit: event.position.commit, prepare: event.position.prepare },
    data: event.isJson ? (event.data as JsonValue) : decodeData(event.data, false),
    isJson: event.isJson,
    metadata:
      metadata !== null &&
      typeof metadata === 'object' &&
      !Array.isArray(metadata) &&
      !(metadata instanceof Uint8Array)
        ? metadata
        : {},
    created: event.created,
  };
}

/** Maps the client's errors to the port's; anything else passes through unchanged. */
export function fromEsdbError(
  error: unknown,
  streamName: string,
  expected: ExpectedRevision,
  size = Number.NaN,
): unknown {
  if (error instanceof EsdbWrongExpectedVersionError) {
    return new WrongExpectedVersionError(streamName, expected, error.actualVersion);
  }
  // Soft-deleted streams count as absent for the port; we never hard-delete.
  if (error instanceof EsdbStreamDeletedError)
    return new WrongExpectedVersionError(streamName, expected, 'no_stream');
  if (error instanceof EsdbMaxAppendSizeExceededError) {
    return new MaxAppendSizeExceededError(streamName, size, error.maxAppendSize);
  }
  return error;
}

/* ---------- the adapter ---------- */

export class EsdbEventStore implements EventStore {
  constructor(
    private readonly client: EventStoreDBClient,
    private readonly maxAppendSize: number = DEFAULT_MAX_APPEND_SIZE,
  ) {}

  async append(
    streamName: string,
    events: readonly NewEvent[],
    options?: AppendOptions,
  ): Promise<AppendResult> {
    const expected = options?.expectedRevision ?? 'any';
    const size = appendSize(events.map(encodeEvent));
    if (size > this.maxAppendSize) throw new MaxAppendSizeExceededError(streamName, size, this.maxAppendSize);
    try {
      const result = await this.client.appendToStream(streamName, events.map(toEsdbEventData), {
        expectedRevision: toEsdbExpectedRevision(expected),
      });
      if (result.position)
        return { nextExpectedRevision: result.nextExpectedRevision, position: result.position };
      // Empty (and some idempotent) appends report no position: answer with the position of the
      // event at the revision reported, as the PostgreSQL store does.
      const [event] = await this.#eventsAt(streamName, result.nextExpectedRevision);
      return event
        ? { nextExpectedRevision: result.nextExpectedRevision, position: event.position }
        : { nextExpectedRevision: -1n, position: { commit: 0n, prepare: 0n } };
    } catch (error) {
      throw fromEsdbError(error, streamName, expected, size);
    }
  }

  readStream(streamName: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    return this.#readStream(streamName, options ?? {});
  }

  async *#readStream(streamName: string, options: ReadStreamOptions): AsyncGenerator<RecordedEvent> {
    if (options.maxCount !== undefined && options.maxCount <= 0) return;
    const direction = options.direction ?? 'forwards';
    const read = this.client.readStream(streamName, {
      direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
      fromRevision: toEsdbReadRevision(options.fromRevision ?? (direction === 'forwards' ? START : END)),
      ...(options.maxCount === undefined ? {} : { maxCount: BigInt(options.maxCount) }),
    });
    try {
      for await (const resolved of read) {
        if (resolved.event) yield fromEsdbRecordedEvent(resolved.event);
      }
    } catch (error) {
      if (error instanceof EsdbStreamNotFoundError || error instanceof EsdbStreamDeletedError) {
        throw new StreamNotFoundError(streamName);
      }
      throw error;
    }
  }

  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    return this.#readAll(options ?? {});
  }

  async *#readAll(options: ReadAllOptions): AsyncGenerator<RecordedEvent> {
    const direction = options.direction ?? 'forwards';
    const from = options.fromPosition ?? (direction === 'forwards' ? START : END);
    if (from === (direction === 'forwards' ? END : START)) return;
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    if (remaining <= 0) return;
    // No maxCount for the server: system events are skipped here, so it cannot count for us.
    const read = this.client.readAll({
      direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
      fromPosition: toEsdbReadPosition(from),
    });
    for await (const resolved of read) {
      const event = resolved.event;
      if (!event || isSystemEvent(event)) continue;
      if (typeof from === 'object' && comparePositions(event.position, from) === 0) continue;
      yield fromEsdbRecordedEvent(event);
      if (--remaining <= 0) return;
    }
  }

  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription {
    const from = options?.fromPosition ?? START;
    const subscription = this.client.subscribeToAll({
      fromPosition: toEsdbReadPosition(from),
      filter: excludeSystemEvents(),
    });
    return new EsdbAllSubscription(subscription, typeof from === 'object' ? from : null);
  }

  async deleteStream(streamName: string, options?: AppendOptions): Promise<DeleteResult> {
    const expected = options?.expectedRevision ?? 'any';
    try {
      let expectedRevision: bigint | typeof ANY | typeof NO_STREAM;
      if (expected === 'stream_exists') {
        // The client's deleteStream has no stream_exists: check the revision, then expect it.
        const [last] = await this.#eventsAt(streamName, END);
        if (last === undefined) throw new WrongExpectedVersionError(streamName, expected, 'no_stream');
        expectedRevision = last.revision;
      } else {
        expectedRevision = expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : expected;
      }
      const result = await this.client.deleteStream(streamName, { expectedRevision });
      return { position: result.position ?? null };
    } catch (error) {
      throw fromEsdbError(error, streamName, expected);
    }
  }

  async getStreamMetadata(streamName: string): Promise<StreamMetadataResult> {
    let latest: EsdbRecordedEvent | undefined;
    try {
      for await (const resolved of this.client.readStream(metastreamOf(streamName), {
        direction: BACKWARDS,
        fromRevision: ESDB_END,
        maxCount: 1n,
      })) {
        latest = resolved.event;
      }
    } catch (error) {
      if (!(error instanceof EsdbStreamNotFoundError)) throw error;
    }
    const stored = latest?.isJson ? (latest.data as Record<string, unknown>) : null;
    return { streamName, metadata: fromStoredStreamMetadata(stored), metaRevision: latest?.revision ?? null };
  }

  async setStreamMetadata(
    streamName: string,
    metadata: StreamMetadata,
    options?: { readonly expectedMetaRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    const expected = options?.expectedMetaRevision ?? 'any';
    const event = jsonEvent({ type: '$metadata', data: toStoredStreamMetadata(metadata) });
    try {
      const result = await this.client.appendToStream(metastreamOf(streamName), event, {
        expectedRevision: toEsdbExpectedRevision(expected),
      });
      return {
        nextExpectedRevision: result.nextExpectedRevision,
        position: result.position ?? { commit: 0n, prepare: 0n },
      };
    } catch (error) {
      throw fromEsdbError(error, streamName, expected);
    }
  }

  async headPosition(): Promise<Position | null> {
    for await (const event of this.#readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 })) {
      return event.position;
    }
    return null;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  /** The event at `revision` (the last one when `END`), none when there is no such event. */
  async #eventsAt(streamName: string, revision: bigint | typeof END): Promise<RecordedEvent[]> {
    try {
      const read = this.#readStream(streamName, {
        direction: 'backwards',
        fromRevision: revision,
        maxCount: 1,
      });
      const events: RecordedEvent[] = [];
      for await (const event of read) if (event.revision === revision || revision === END) events.push(event);
      return events;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }
}

class EsdbAllSubscription implements AllSubscription {
  constructor(
    private readonly subscription: AllStreamSubscription,
    private readonly after: Position | null,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
    for await (const resolved of this.subscription) {
      const event = resolved.event;
      if (!event || isSystemEvent(event)) continue;
      if (this.after && comparePositions(event.position, this.after) <= 0) continue;
      yield fromEsdbRecordedEvent(event);
    }
  }

  async unsubscribe(): Promise<void> {
    await this.subscription.unsubscribe();
  }
}
