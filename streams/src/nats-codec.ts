/**
 * How a stored event travels on NATS JetStream: the payload is the event's data bytes (JSON or
 * binary, as stored), everything else rides in headers. Relay and projectors share this codec.
 *
 * Fields that once held secrets (`retiredSecretFields`: the password hashes of accounts written
 * before issue 15) are left out of the payload: they never travel on NATS.
 */
import { headers as natsHeaders, type MsgHdrs } from 'nats';
import { relayHeaders } from '@stride/contracts/nats';
import type { JsonValue } from '@stride/contracts/json';
import { retiredSecretFields } from '@stride/contracts/events/account';
import { BINARY_CONTENT_TYPE, JSON_CONTENT_TYPE, type RecordedEvent } from './port.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodePayload(event: RecordedEvent): Uint8Array {
  return event.isJson ? encoder.encode(JSON.stringify(withoutSecrets(event))) : (event.data as Uint8Array);
}

/** The event's JSON data without the fields `retiredSecretFields` names for its type. */
export function withoutSecrets(event: Pick<RecordedEvent, 'type' | 'data'>): JsonValue | Uint8Array {
  const fields = Object.hasOwn(retiredSecretFields, event.type) ? retiredSecretFields[event.type] : undefined;
  const { data } = event;
  if (fields === undefined || data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  if (data instanceof Uint8Array || !fields.some((field) => Object.hasOwn(data, field))) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !fields.includes(key)));
}

export function encodeHeaders(event: RecordedEvent): MsgHdrs {
  const h = natsHeaders();
  h.set(relayHeaders.msgId, event.id);
  h.set(relayHeaders.type, event.type);
  h.set(relayHeaders.stream, event.streamName);
  h.set(relayHeaders.revision, event.revision.toString());
  h.set(relayHeaders.commit, event.position.commit.toString());
  h.set(relayHeaders.prepare, event.position.prepare.toString());
  h.set(relayHeaders.contentType, event.isJson ? JSON_CONTENT_TYPE : BINARY_CONTENT_TYPE);
  h.set(relayHeaders.metadata, JSON.stringify(event.metadata));
  h.set(relayHeaders.created, event.created.toISOString());
  return h;
}

export class MalformedMessageError extends Error {
  override readonly name = 'MalformedMessageError';
}

function required(h: MsgHdrs, name: string): string {
  const value = h.get(name);
  if (!value) throw new MalformedMessageError(`relayed message lacks header ${name}`);
  return value;
}

export function decodeMessage(h: MsgHdrs | undefined, payload: Uint8Array): RecordedEvent {
  if (!h) throw new MalformedMessageError('relayed message has no headers');
  const isJson = required(h, relayHeaders.contentType) === JSON_CONTENT_TYPE;
  return {
    id: required(h, relayHeaders.msgId),
    type: required(h, relayHeaders.type),
    streamName: required(h, relayHeaders.stream),
    revision: BigInt(required(h, relayHeaders.revision)),
    position: {
      commit: BigInt(required(h, relayHeaders.commit)),
      prepare: BigInt(required(h, relayHeaders.prepare)),
    },
    isJson,
    data: isJson ? (JSON.parse(decoder.decode(payload)) as JsonValue) : payload,
    metadata: JSON.parse(required(h, relayHeaders.metadata)) as Record<string, unknown>,
    created: new Date(required(h, relayHeaders.created)),
  };
}
