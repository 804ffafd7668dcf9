import { sha1 } from '../sha1.ts';

/**
 * Ids both the write side and the projectors compute, so they agree without storing them twice.
 * Name-based UUIDs (RFC 4122 version 5, SHA-1) in a namespace of our own.
 */

const NAMESPACE = Uint8Array.from('8a3c6d1e4b2f47a09e5d7c3b1a2f6e4d'.match(/../g)!, (hex) =>
  Number.parseInt(hex, 16),
);
const utf8 = new TextEncoder();

export function nameUuid(name: string): string {
  const text = utf8.encode(name);
  const input = new Uint8Array(NAMESPACE.length + text.length);
  input.set(NAMESPACE);
  input.set(text, NAMESPACE.length);
  const hash = sha1(input);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = Array.from(hash.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A player has at most one selection per event: its id follows from the two. */
export function selectionIdOf(eventId: string, playerId: string): string {
  return nameUuid(`selection:${eventId}:${playerId}`);
}
