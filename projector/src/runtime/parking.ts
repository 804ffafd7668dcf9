/**
 * Poison events (ARCHITECTURE.md rule 5): an event that failed every attempt is parked with its
 * error, counted in `stride_projector_parked_total`, listed by `npm run parked`, and the
 * projection goes on without it.
 */
import type pg from 'pg';
import type { RecordedEvent } from '@stride/streams/port';
import { typedSql } from '../sql.ts';
import { projectorMetrics } from './metrics.ts';
import * as sql from './parking.queries.ts';

export async function park(
  tx: pg.ClientBase,
  projector: string,
  event: Pick<RecordedEvent, 'id' | 'streamName' | 'type' | 'position'>,
  attempts: number,
  error: unknown,
): Promise<void> {
  await sql.parkEvent.run(
    {
      projector,
      eventId: event.id,
      streamName: event.streamName,
      eventType: event.type,
      commit: event.position.commit.toString(),
      prepare: event.position.prepare.toString(),
      attempts,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    },
    typedSql(tx),
  );
  projectorMetrics.parked.inc({ projector });
}

/** A rebuild applies every event again: what it parks then is parked anew. */
export async function clearParked(tx: pg.ClientBase, projector: string): Promise<void> {
  await sql.clearParked.run({ projector }, typedSql(tx));
}

export interface ParkedEvent {
  readonly projector: string;
  readonly eventId: string;
  readonly streamName: string;
  readonly eventType: string;
  readonly position: string;
  readonly attempts: number;
  readonly error: string;
  readonly parkedAt: Date;
}

/** Every parked event, or one projection's, in `$all` order. */
export async function listParked(db: pg.Pool, projector?: string): Promise<ParkedEvent[]> {
  const rows = await sql.listParked.run({ projector: projector ?? null }, typedSql(db));
  return rows.map((r) => ({
    projector: r.projector,
    eventId: r.event_id,
    streamName: r.stream_name,
    eventType: r.event_type,
    position: `${r.commit_position}:${r.prepare_position}`,
    attempts: r.attempts,
    error: r.error,
    parkedAt: r.parked_at,
  }));
}
