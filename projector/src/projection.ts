/**
 * A projection (ARCHITECTURE.md rule 5): deterministic and idempotent. The runtime calls `apply`
 * inside the transaction that also moves the projection's checkpoint, so a redelivered or
 * replayed event is a no-op. `apply` must take every value from the event (never the clock).
 */
import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@stride/streams/port';

/**
 * What `apply` may read besides its own tables: the event store, for projections that fold other
 * streams or read sample batches. Deterministic only when it reads what the store held at the
 * event's position (a stream up to a revision, or events at positions before it).
 */
export interface ProjectionSources {
  readonly store: EventStore;
}

/** A read-model row that changed: sent on NATS after commit so subscriptions can push it. */
export interface Change {
  readonly readModel: string;
  readonly key: string;
}

export interface Projection {
  readonly name: string;
  /** Bump when the tables or `apply` change meaning; the runtime then rebuilds from the store. */
  readonly version: number;
  /** Event types this projection reads; every other event only moves its checkpoint. */
  readonly handles: ReadonlySet<string>;
  /** Forward-only SQL scripts creating its tables. */
  readonly migrations: readonly string[];
  /** Tables it owns, emptied on rebuild and compared by the rebuild test, each with its order key. */
  readonly tables: readonly { readonly name: string; readonly orderBy: string }[];
  apply(tx: pg.ClientBase, event: RecordedEvent, sources: ProjectionSources): Promise<readonly Change[]>;
  /**
   * Called once before the transaction holding a batch of applied events (or a rebuild) commits:
   * writes what `apply` deferred to do once per batch rather than once per event (the live
   * projection's rows). Its rows must be those `apply` would have written event by event.
   */
  settle?(tx: pg.ClientBase): Promise<void>;
  /** Called when that transaction rolls back: what `apply` deferred is dropped. */
  discard?(): void;
}

/** The instant the command was accepted, from metadata; the store's own timestamp otherwise. */
export function occurredAt(event: RecordedEvent): string {
  const value = event.metadata.occurredAt;
  return typeof value === 'string' ? value : event.created.toISOString();
}

/**
 * What an `apply` starts from: the event as its category's union (`Event`, one of the types the
 * projection handles), when it happened, and its stream revision as the statements take it.
 */
export function applying<Event extends { readonly type: string }>(
  recorded: RecordedEvent,
): { readonly event: Event; readonly at: string; readonly revision: string } {
  return {
    event: { type: recorded.type, data: recorded.data } as unknown as Event,
    at: occurredAt(recorded),
    revision: recorded.revision.toString(),
  };
}
