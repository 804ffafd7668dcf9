/**
 * Upcasting on read: an event stored under an older schema version reads as the current shape
 * before it is folded, so history and "as of" fold one shape per event type.
 *
 * Shapes that changed (git log of contracts/src/events/):
 * - `user-<id>` version 1 → 2 (issue 15): `UserRegistered` and `UserPasswordChanged` carried the
 *   password's scrypt hash (`passwordHash`); version 2 names a credential instead. The hash is a
 *   secret: the upcaster drops it (stores migrated since already lack it, EventStoreDB may not).
 * - `event-<id>` version 1 → 2: `EventCreated` gained `ranges`, `place`, `theme`, `competition`
 *   and `matchSystem`; a version 1 event had none (no ranges, nothing set).
 * Every other category is still at version 1.
 */
import type { JsonObject, JsonValue } from '@stride/contracts/json';

/** An event as stored: its type, JSON data and metadata (with `schemaVersion`). */
export interface StoredEvent {
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** One step: an event of `type` at version `from` becomes the same event at `from + 1`. */
export interface Upcaster {
  readonly type: string;
  readonly from: number;
  readonly up: (data: JsonObject) => JsonObject;
}

const withoutPasswordHash = (data: JsonObject): JsonObject => {
  const { passwordHash: _secret, ...rest } = data;
  return rest;
};

const orNull = (value: JsonValue | undefined): JsonValue => value ?? null;

export const upcasters: readonly Upcaster[] = [
  { type: 'UserRegistered', from: 1, up: withoutPasswordHash },
  { type: 'UserPasswordChanged', from: 1, up: withoutPasswordHash },
  {
    type: 'EventCreated',
    from: 1,
    up: (data) => ({
      ...data,
      ranges: data['ranges'] ?? [],
      place: orNull(data['place']),
      theme: orNull(data['theme']),
      competition: orNull(data['competition']),
      matchSystem: orNull(data['matchSystem']),
    }),
  },
];

/** The version an event was written at: metadata's `schemaVersion`, 1 when absent. */
export function schemaVersionOf(event: Pick<StoredEvent, 'metadata'>): number {
  const version = event.metadata['schemaVersion'];
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : 1;
}

/**
 * The event in its current shape: each registered step from its version on is applied in turn.
 * Its metadata keeps the version it was stored at; `upcastFrom` says one was applied.
 */
export function upcast(
  event: StoredEvent,
  registry: readonly Upcaster[] = upcasters,
): StoredEvent & { readonly upcastFrom: number | null } {
  const stored = schemaVersionOf(event);
  let data = event.data;
  let version = stored;
  for (;;) {
    const step = registry.find((u) => u.type === event.type && u.from === version);
    if (step === undefined) break;
    data = step.up(data);
    version += 1;
  }
  return { ...event, data, upcastFrom: version === stored ? null : stored };
}
