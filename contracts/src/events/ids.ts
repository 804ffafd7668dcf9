import { createHash } from 'node:crypto';

/**
 * Ids both the write side and the projectors compute, so they agree without storing them twice.
 * Name-based UUIDs (RFC 4122 version 5, SHA-1) in a namespace of our own. Server-side only.
 */

const NAMESPACE = Buffer.from('8a3c6d1e4b2f47a09e5d7c3b1a2f6e4d', 'hex');

export function nameUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A player has at most one selection per event: its id follows from the two. */
export function selectionIdOf(eventId: string, playerId: string): string {
  return nameUuid(`selection:${eventId}:${playerId}`);
}
