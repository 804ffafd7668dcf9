import { v5 as uuidv5 } from 'uuid';

/**
 * Ids both the write side and the projectors compute, so they agree without storing them twice.
 * Name-based UUIDs (RFC 4122 version 5, SHA-1) in a namespace of our own. `uuid` computes them
 * in plain JavaScript, so contracts need no platform module (the web app bundles contracts).
 */
const NAMESPACE = '8a3c6d1e-4b2f-47a0-9e5d-7c3b1a2f6e4d';

export function nameUuid(name: string): string {
  return uuidv5(name, NAMESPACE);
}

/** A player has at most one selection per event: its id follows from the two. */
export function selectionIdOf(eventId: string, playerId: string): string {
  return nameUuid(`selection:${eventId}:${playerId}`);
}
