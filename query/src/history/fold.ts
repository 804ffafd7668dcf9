/**
 * An entity's history and its state at an instant, folded from its stream(s) event by event
 * (ARCHITECTURE.md, "Audit and state at an instant"): each event is upcast to its current shape,
 * folded with the command side's `evolve`, and the entity's view before and after it compared
 * field by field. Pure: the caller reads the stream from the store.
 */
import type { JsonObject, JsonValue } from '@stride/contracts/json';
import { diff, type FieldChange } from './diff.ts';
import { folds, type EntityKind } from './kinds.ts';
import { upcast, schemaVersionOf } from './upcast.ts';

/** An event read from the store, as much of it as history needs. */
export interface RecordedForHistory {
  readonly type: string;
  readonly streamName: string;
  readonly revision: bigint;
  /** `commit:prepare` in `$all` (streams/src/port.ts `formatPosition`). */
  readonly position: string;
  readonly data: JsonValue | Uint8Array;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly created: Date;
}

export interface HistoryEntry {
  readonly position: string;
  readonly streamName: string;
  readonly revision: string;
  /** When the command was accepted (metadata's `occurredAt`; the store's time when absent). */
  readonly occurredAt: string;
  readonly actorId: string | null;
  /** The admin acting as `actorId`, when there was one. */
  readonly impersonatorId: string | null;
  readonly commandType: string | null;
  readonly eventType: string;
  /** The version it was stored at. */
  readonly schemaVersion: number;
  /** True when it was read through an upcaster (stored at an older version). */
  readonly upcast: boolean;
  readonly changes: readonly FieldChange[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function occurredAtOf(event: Pick<RecordedForHistory, 'metadata' | 'created'>): string {
  const stated = text(event.metadata['occurredAt']);
  return stated !== null && !Number.isNaN(Date.parse(stated)) ? stated : event.created.toISOString();
}

interface Step {
  readonly occurredAt: string;
  readonly entry: HistoryEntry | null;
  readonly view: JsonObject | null;
}

/** Each event of the stream in order, with the entity's view after it and its entry if it is one. */
function* walk(kind: EntityKind, entityId: string, events: Iterable<RecordedForHistory>): Generator<Step> {
  const fold = folds[kind];
  let state = fold.initial();
  let view: JsonObject | null = null;
  for (const recorded of events) {
    // Binary events (sample batches) are never part of an entity's own streams.
    if (recorded.data instanceof Uint8Array || typeof recorded.data !== 'object' || recorded.data === null)
      continue;
    if (Array.isArray(recorded.data)) continue;
    const event = upcast({ type: recorded.type, data: recorded.data, metadata: recorded.metadata });
    state = fold.evolve(state, event);
    const after = fold.view(state, entityId);
    const occurredAt = occurredAtOf(recorded);
    const entry: HistoryEntry | null = fold.about(event, entityId)
      ? {
          position: recorded.position,
          streamName: recorded.streamName,
          revision: recorded.revision.toString(),
          occurredAt,
          actorId: text(recorded.metadata['actorId']),
          impersonatorId: text(recorded.metadata['impersonatorId']),
          commandType: text(recorded.metadata['commandType']),
          eventType: recorded.type,
          schemaVersion: schemaVersionOf(event),
          upcast: event.upcastFrom !== null,
          changes: diff(view ?? undefined, after ?? undefined),
        }
      : null;
    view = after;
    yield { occurredAt, entry, view };
  }
}

/** The entity's entries, oldest first, and its view after the last event. */
export function historyOf(
  kind: EntityKind,
  entityId: string,
  events: Iterable<RecordedForHistory>,
): { entries: HistoryEntry[]; state: JsonObject | null } {
  const entries: HistoryEntry[] = [];
  let state: JsonObject | null = null;
  for (const step of walk(kind, entityId, events)) {
    if (step.entry !== null) entries.push(step.entry);
    state = step.view;
  }
  return { entries, state };
}

/**
 * The entity as it was at `at`: the stream folded up to its last event that occurred at or
 * before `at` (null: it did not exist yet), with the entry that last changed it.
 */
export function stateAt(
  kind: EntityKind,
  entityId: string,
  events: Iterable<RecordedForHistory>,
  at: Date,
): { state: JsonObject | null; last: HistoryEntry | null } {
  let state: JsonObject | null = null;
  let last: HistoryEntry | null = null;
  for (const step of walk(kind, entityId, events)) {
    if (Date.parse(step.occurredAt) > at.getTime()) break;
    state = step.view;
    if (step.entry !== null) last = step.entry;
  }
  return { state, last };
}
