/**
 * The EventStore port. It mirrors EventStoreDB's semantics so that the PostgreSQL adapter (the
 * embedded default) and the EventStoreDB adapter are interchangeable; one contract test suite
 * (`streams/src/testing/contract.ts`) holds both to it.
 */
import type { JsonValue } from '@stride/contracts/json';

/** A position in `$all`. Totally ordered: by `commit`, then `prepare`. */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START = 'start' as const;
export const END = 'end' as const;

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** Text form used in checkpoints, NATS headers and GraphQL: `commit:prepare` in decimal. */
export function formatPosition(p: Position): string {
  return `${p.commit}:${p.prepare}`;
}

export function parsePosition(text: string): Position {
  const match = /^(\d+):(\d+)$/.exec(text);
  if (!match) throw new Error(`invalid position: ${text}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

/** Expected state of a stream for an append, as in EventStoreDB. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

export const JSON_CONTENT_TYPE = 'application/json';
export const BINARY_CONTENT_TYPE = 'application/octet-stream';

/** An event to append. `data` is JSON unless it is a Uint8Array (binary, e.g. sample batches). */
export interface NewEvent {
  /** UUID. Appending an event whose id the stream already holds at that place is a no-op. */
  readonly id: string;
  readonly type: string;
  readonly data: JsonValue | Uint8Array;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

export interface RecordedEvent {
  readonly id: string;
  readonly type: string;
  readonly streamName: string;
  readonly revision: bigint;
  readonly position: Position;
  /** Parsed JSON when `isJson`, raw bytes otherwise. */
  readonly data: JsonValue | Uint8Array;
  readonly isJson: boolean;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly created: Date;
}

export interface AppendOptions {
  /** @default 'any' */
  readonly expectedRevision?: ExpectedRevision;
}

export interface AppendResult {
  /** Revision of the last event of the stream after the append. */
  readonly nextExpectedRevision: bigint;
  /** Position of the last event written (or of the matching event on an idempotent repeat). */
  readonly position: Position;
}

export interface ReadStreamOptions {
  /** @default 'forwards' */
  readonly direction?: 'forwards' | 'backwards';
  /** Inclusive. @default 'start' forwards, 'end' backwards */
  readonly fromRevision?: bigint | typeof START | typeof END;
  /** @default unlimited */
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** @default 'forwards' */
  readonly direction?: 'forwards' | 'backwards';
  /** Exclusive: the event at this position is not returned. @default 'start' forwards, 'end' backwards */
  readonly fromPosition?: Position | typeof START | typeof END;
  /** @default unlimited */
  readonly maxCount?: number;
}

export interface SubscribeToAllOptions {
  /** Exclusive. @default 'start' */
  readonly fromPosition?: Position | typeof START | typeof END;
}

/** A catch-up subscription: past events, then live ones, in `$all` order, each exactly once. */
export interface AllSubscription extends AsyncIterable<RecordedEvent> {
  unsubscribe(): Promise<void>;
}

export interface StreamMetadata {
  readonly maxCount?: number;
  /** Seconds. */
  readonly maxAge?: number;
  readonly truncateBefore?: bigint;
  readonly custom?: Readonly<Record<string, JsonValue>>;
}

export interface StreamMetadataResult {
  readonly streamName: string;
  readonly metadata: StreamMetadata;
  /** Revision of the metadata itself, for optimistic concurrency on `setStreamMetadata`. */
  readonly metaRevision: bigint | null;
}

export interface DeleteResult {
  readonly position: Position | null;
}

export interface EventStore {
  append(streamName: string, events: readonly NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  /** Throws `StreamNotFoundError` when the stream has no events or was deleted. */
  readStream(streamName: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription;
  /** Soft delete: reads fail with StreamNotFoundError; appending again continues its revisions. */
  deleteStream(streamName: string, options?: AppendOptions): Promise<DeleteResult>;
  getStreamMetadata(streamName: string): Promise<StreamMetadataResult>;
  setStreamMetadata(
    streamName: string,
    metadata: StreamMetadata,
    options?: { readonly expectedMetaRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Position of the last event in `$all`, null when empty. For lag metrics. */
  headPosition(): Promise<Position | null>;
  close(): Promise<void>;
}

/* ---------- errors ---------- */

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`wrong expected version on ${streamName}: expected ${String(expected)}, actual ${String(actual)}`);
  }
}

export class StreamNotFoundError extends Error {
  override readonly name = 'StreamNotFoundError';
  constructor(readonly streamName: string) {
    super(`stream not found: ${streamName}`);
  }
}

export class MaxAppendSizeExceededError extends Error {
  override readonly name = 'MaxAppendSizeExceededError';
  constructor(
    readonly streamName: string,
    readonly size: number,
    readonly limit: number,
  ) {
    super(`append to ${streamName} is ${size} bytes, over the limit of ${limit} bytes`);
  }
}

/** Default append size limit: EventStoreDB's default `MaxAppendSize`. */
export const DEFAULT_MAX_APPEND_SIZE = 1024 * 1024;

export function streamCategory(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash < 0 ? streamName : streamName.slice(0, dash);
}
