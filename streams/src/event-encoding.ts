/**
 * How a `NewEvent` becomes bytes, shared by both adapters so that they agree on what counts
 * towards the append size limit (EventStoreDB counts data plus metadata bytes per event).
 */
import type { JsonValue } from '@stride/contracts/json';
import { MaxAppendSizeExceededError, type NewEvent } from './port.ts';

export interface EncodedEvent {
  readonly id: string;
  readonly type: string;
  /** UTF-8 JSON when `isJson`, the caller's bytes otherwise. */
  readonly data: Buffer;
  readonly isJson: boolean;
  /** JSON text, or null when the event has no metadata. */
  readonly metadata: string | null;
}

export function encodeEvent(event: NewEvent): EncodedEvent {
  const binary = event.data instanceof Uint8Array;
  const data = binary
    ? Buffer.from(event.data.buffer, event.data.byteOffset, event.data.byteLength)
    : Buffer.from(JSON.stringify(event.data), 'utf8');
  return {
    id: event.id,
    type: event.type,
    data,
    isJson: !binary,
    metadata: event.metadata === undefined ? null : JSON.stringify(event.metadata),
  };
}

export function appendSize(events: readonly EncodedEvent[]): number {
  let size = 0;
  for (const event of events) {
    size += event.data.byteLength;
    if (event.metadata !== null) size += Buffer.byteLength(event.metadata, 'utf8');
  }
  return size;
}

/** Encodes the batch, throwing `MaxAppendSizeExceededError` before anything reaches a server. */
export function encodeAppend(streamName: string, events: readonly NewEvent[], limit: number): EncodedEvent[] {
  const encoded = events.map(encodeEvent);
  const size = appendSize(encoded);
  if (size > limit) throw new MaxAppendSizeExceededError(streamName, size, limit);
  return encoded;
}

/** Recorded data as the port returns it: parsed JSON, or a fresh, unshared Uint8Array. */
export function decodeData(bytes: Uint8Array, isJson: boolean): JsonValue | Uint8Array {
  if (isJson)
    return JSON.parse(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'),
    ) as JsonValue;
  // A copy: drivers hand out views into pooled buffers, and typed-array decoders need offset 0.
  return new Uint8Array(bytes);
}
