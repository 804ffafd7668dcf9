/**
 * Reads of the `rm.events` read model (projector/src/projections/events.ts), shaped as the
 * GraphQL `Event` type.
 */
import type { EventType } from '@stride/contracts/events/event';
import type { Queryable } from '../context.ts';

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

/** A row of `rm.events` as pg returns it. */
export interface EventRow {
  id: string;
  team_id: string;
  name: string;
  type: EventType;
  days_to_match: number | null;
  status: EventStatus;
  planned_start_date: Date | null;
  planned_end_date: Date | null;
  started_at: Date | null;
  stopped_at: Date | null;
  player_ids: string[];
  created_at: Date;
  updated_at: Date;
  /** bigint arrives as text. */
  revision: string;
}

export function toEventModel(row: EventRow): EventModel {
  return {
    id: row.id,
    teamId: row.team_id,
    name: row.name,
    type: row.type,
    daysToMatch: row.days_to_match,
    status: row.status,
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
  const { rows } = await db.query<EventRow>(
    `SELECT id, team_id, name, type, days_to_match, status, planned_start_date, planned_end_date, started_at,
            stopped_at, player_ids, created_at, updated_at, revision
       FROM rm.events
      WHERE id = $1`,
    [eventId],
  );
  const row = rows[0];
  return row === undefined ? null : toEventModel(row);
}
