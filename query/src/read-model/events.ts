/**
 * Reads of the events read model (projector/src/projections/events.ts), shaped as the GraphQL
 * `Event`, `Period`, `Selection` and `SelectionSession` types.
 */
import type { Competition, EventPlace, EventType } from '@stride/contracts/events/event';
import type { PlayerProfile, Position } from '@stride/contracts/player';
import type { DataRange } from '@stride/contracts/ranges';
import type { Queryable } from './connection.ts';
import { typedSql } from './connection.ts';
import * as sql from './events.queries.ts';

export type EventStatus = 'NOT_STARTED' | 'STARTED' | 'FINISHED' | 'LOCKED';
export type PeriodStatus = 'CREATED' | 'STARTED' | 'STOPPED';

export interface PeriodModel {
  readonly id: string;
  readonly name: string;
  readonly startDate: Date | null;
  readonly endDate: Date | null;
  readonly status: PeriodStatus;
  /** Its tags (issue 19), in the order given. */
  readonly tags: readonly string[];
}

/** The GraphQL `Event`, plus the stream revision the row reflects. */
export interface EventModel {
  readonly id: string;
  readonly teamId: string;
  readonly name: string;
  readonly type: EventType;
  readonly daysToMatch: number | null;
  /** LOCKED once locked (a locked event is always finished). */
  readonly status: EventStatus;
  readonly locked: boolean;
  /** Actual start once started, else the planned start. */
  readonly startDate: Date | null;
  /** Actual stop once finished, else the planned end. */
  readonly endDate: Date | null;
  readonly plannedStartDate: Date | null;
  readonly plannedEndDate: Date | null;
  readonly place: EventPlace | null;
  readonly theme: string | null;
  readonly competition: Competition | null;
  readonly score: { readonly team: number; readonly adv: number } | null;
  readonly matchSystem: string | null;
  readonly periods: readonly PeriodModel[];
  readonly rangeList: readonly DataRange[];
  /** Selected players, in selection order. */
  readonly playerIds: readonly string[];
  /** The event's own tags (issue 19), in the order given. */
  readonly tags: readonly string[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Revision of the `event-<id>` stream this row reflects: lets a subscription skip repeats. */
  readonly revision: bigint;
}

export type EventRow = sql.IFindEventResult;

export function toEventModel(row: EventRow): EventModel {
  const status = row.status as Exclude<EventStatus, 'LOCKED'>;
  return {
    id: row.id,
    teamId: row.team_id,
    name: row.name,
    type: row.type as EventType,
    daysToMatch: row.days_to_match,
    status: row.locked ? 'LOCKED' : status,
    locked: row.locked,
    startDate: row.started_at ?? row.planned_start_date,
    endDate: row.stopped_at ?? row.planned_end_date,
    plannedStartDate: row.planned_start_date,
    plannedEndDate: row.planned_end_date,
    place: row.place as EventPlace | null,
    theme: row.theme,
    competition: row.competition as Competition | null,
    score:
      row.score_team === null || row.score_adv === null ? null : { team: row.score_team, adv: row.score_adv },
    matchSystem: row.match_system,
    periods: periodsOf(row),
    rangeList: row.ranges as unknown as DataRange[],
    playerIds: row.player_ids,
    tags: row.tags,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    revision: BigInt(row.revision),
  };
}

interface PeriodJson {
  readonly id: string;
  readonly name: string;
  readonly start_date: string | null;
  readonly end_date: string | null;
  /** Absent in rows written before issue 19 read them. */
  readonly tags?: readonly string[];
}

/** The periods the row carries as JSON, by start (undated last). */
function periodsOf(row: EventRow): PeriodModel[] {
  return (row.periods as unknown as PeriodJson[]).map((p) => {
    const startDate = p.start_date === null ? null : new Date(p.start_date);
    const endDate = p.end_date === null ? null : new Date(p.end_date);
    return {
      id: p.id,
      name: p.name,
      startDate,
      endDate,
      status: startDate === null ? 'CREATED' : endDate === null ? 'STARTED' : 'STOPPED',
      tags: p.tags ?? [],
    };
  });
}

/** The event with this id (a normalised UUID), or null when there is none (or it was deleted). */
export async function findEvent(db: Queryable, eventId: string): Promise<EventModel | null> {
  const [row] = await sql.findEvent.run({ eventId }, typedSql(db));
  return row === undefined ? null : toEventModel(row);
}

export interface TeamEventsFilter {
  readonly teamId: string;
  readonly types: readonly string[];
  readonly from: Date | null;
  readonly to: Date | null;
  /** Only events carrying this tag, themselves or on a period (without case); null: all. */
  readonly tag?: string | null;
  readonly offset: number;
  readonly limit: number;
}

export async function listTeamEvents(
  db: Queryable,
  filter: TeamEventsFilter,
): Promise<{ items: EventModel[]; total: number }> {
  const params = {
    teamId: filter.teamId,
    types: [...filter.types],
    from: filter.from,
    to: filter.to,
    tag: filter.tag ?? null,
  };
  const [rows, [count]] = await Promise.all([
    sql.listTeamEvents.run({ ...params, offset: filter.offset, limit: filter.limit }, typedSql(db)),
    sql.countTeamEvents.run(params, typedSql(db)),
  ]);
  return {
    items: rows.map((row) => toEventModel(row)),
    total: count?.total ?? 0,
  };
}

export interface SessionModel {
  readonly id: string;
  readonly periodId: string | null;
  readonly startDate: Date;
  readonly endDate: Date | null;
}

export interface SelectionModel {
  readonly id: string;
  readonly eventId: string;
  readonly playerId: string;
  readonly number: number | null;
  readonly position: Position | null;
  readonly profile: PlayerProfile | null;
  readonly device: { readonly id: string; readonly name: string; readonly deleted: boolean } | null;
  readonly selected: boolean;
  readonly active: boolean;
  /** Seconds over the finished sessions. */
  readonly time: number;
  readonly sessions: readonly SessionModel[];
}

/** An event's selections (all, one player's, or one by id), with their sessions. */
export async function listSelections(
  db: Queryable,
  eventId: string,
  only: { playerId?: string; selectionId?: string } = {},
): Promise<SelectionModel[]> {
  const rows = await sql.listSelections.run(
    { eventId, playerId: only.playerId ?? null, selectionId: only.selectionId ?? null },
    typedSql(db),
  );
  const sessions = new Map<string, SessionModel[]>();
  if (rows.length > 0) {
    for (const s of await sql.listSessions.run({ selectionIds: rows.map((r) => r.id) }, typedSql(db))) {
      const list = sessions.get(s.selection_id) ?? [];
      list.push({ id: s.id, periodId: s.period_id, startDate: s.start_date, endDate: s.end_date });
      sessions.set(s.selection_id, list);
    }
  }
  return rows.map((row) => {
    const own = sessions.get(row.id) ?? [];
    let time = 0;
    for (const s of own) if (s.endDate !== null) time += s.endDate.getTime() - s.startDate.getTime();
    return {
      id: row.id,
      eventId: row.event_id,
      playerId: row.player_id,
      number: row.number,
      position: row.position as Position | null,
      profile: row.profile as PlayerProfile | null,
      device:
        row.device_id === null
          ? null
          : { id: row.device_id, name: row.device_name ?? row.device_id, deleted: row.device_deleted },
      selected: row.selected,
      active: own.some((s) => s.endDate === null),
      time: Math.round(time / 1000),
      sessions: own,
    };
  });
}

/** The event a selection belongs to, or null. */
export async function eventOfSelection(db: Queryable, selectionId: string): Promise<string | null> {
  const [row] = await sql.findSelectionEvent.run({ selectionId }, typedSql(db));
  return row?.event_id ?? null;
}

/** The event and selection a session belongs to, or null. */
export async function selectionOfSession(
  db: Queryable,
  sessionId: string,
): Promise<{ eventId: string; selectionId: string } | null> {
  const [row] = await sql.findSessionSelection.run({ sessionId }, typedSql(db));
  return row === undefined ? null : { eventId: row.event_id, selectionId: row.selection_id };
}
