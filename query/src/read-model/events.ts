/**
 * Reads of the `rm.events` read model (projector/src/projections/events.ts), shaped as the
 * GraphQL `Event` type.
 */
import type { EventType } from '@stride/contracts/events/event';
import type { Queryable } from '../context.ts';
import { typedSql } from './connection.ts';
import { findEvent as findEventQuery, type IFindEventResult } from './events.queries.ts';

export type EventStatus = 'NOT_STARTED' | 'STARTED' | 'FINISHED' | 'LOCKED';

/** The GraphQL `Event`, plus the stream revision the row reflects. */
export interface EventModel {
  readonly id: string;
  readonly teamId: string;
  readonly name: string;
  readonly type: EventType;
  readonly daysToMatch: number | null;
  readonly status: EventStatus;
  /** Actual start once started, else the planned start. */
  readonly startDate: Date | null;
  /** Actual stop once finished, else the planned end. */
  readonly endDate: Date | null;
  readonly plannedStartDate: Date | null;
  readonly plannedEndDate: Date | null;
  readonly playerIds: readonly string[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Revision of the `event-<id>` stream this row reflects: lets a subscription skip repeats. */
  readonly revision: bigint;
}

/** A row of `rm.events`, typed by pgtyped from `events.sql` (`npm run codegen:sql`). */
export type EventRow = IFindEventResult;

export function toEventModel(row: EventRow): EventModel {
  return {
    id: row.id,
    teamId: row.team_id,
    name: row.name,
    type: row.type as EventType,
    daysToMatch: row.days_to_match,
    status: row.status as EventStatus,
    startDate: row.started_at ?? row.planned_start_date,
    endDate: row.stopped_at ?? row.planned_end_date,
    plannedStartDate: row.planned_start_date,
    plannedEndDate: row.planned_end_date,
    playerIds: row.player_ids,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    revision: BigInt(row.revision),
  };
}

/** The event with this id (a normalised UUID), or null when the read model has no such row. */
export async function findEvent(db: Queryable, eventId: string): Promise<EventModel | null> {
  const [row] = await findEventQuery.run({ eventId }, typedSql(db));
  return row === undefined ? null : toEventModel(row);
}
