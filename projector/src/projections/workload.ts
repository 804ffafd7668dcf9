/**
 * The workload read model (issue 19), kept by the records projection in the transaction that
 * writes the records (records.ts), so a new or recomputed record reaches the workload with it and
 * a rebuild equals incremental projection. Two tables:
 * - `rm.workload_entries`: one row per selection that counts (a player in the squad of a finished
 *   event, or of any event when they have a record), with its loads (contracts/src/workload/loads.ts),
 *   on the calendar day of the event's start in the club's time zone;
 * - `rm.workload_days`: one row per player per day with an event, the sum of that day's entries
 *   (`dayLoads`). A day without a row is a rest day.
 *
 * - `rm.workload_planned`: an event's planned load (`EventPlanSet`) for each selected player, on
 *   the event's day, finished or not (planned against recorded load).
 *
 * Whenever an event's records, selections, dates, status, ranges, RPEs or plan change, its entries
 * are written again from the event's state at the trigger's position and its records, and the days
 * they touch (before and after) are summed again.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import type { ClubEvent } from '@stride/contracts/events/club';
import type { KnownEvent } from '@stride/contracts/events/event-state';
import type { Metrics } from '@stride/contracts/metrics';
import { calendarDay } from '@stride/contracts/workload/calendar';
import { dayLoads, eventLoads, type EventLoads } from '@stride/contracts/workload/loads';
import { resolveRpe } from '@stride/contracts/workload/rpe';
import { WORKLOAD_READ_MODEL } from '@stride/contracts/read-models';
import type { Change } from '../projection.ts';
import * as sql from './workload.queries.ts';

/** The records projection's migration creating the workload tables. */
export const WORKLOAD_MIGRATION = `
  CREATE TABLE rm.workload_clubs (club_id text PRIMARY KEY, time_zone text NOT NULL);
  CREATE TABLE rm.workload_teams (team_id text PRIMARY KEY, club_id text NOT NULL);
  CREATE TABLE rm.workload_entries (
    selection_id text PRIMARY KEY,
    event_id text NOT NULL,
    team_id text NOT NULL,
    player_id text NOT NULL,
    start_at bigint NOT NULL,
    day date NOT NULL,
    has_device boolean NOT NULL,
    has_rpe boolean NOT NULL,
    duration double precision,
    distance double precision,
    hsr double precision,
    sprint_distance double precision,
    accelerations double precision,
    decelerations double precision,
    trimp double precision,
    hml_distance double precision,
    srpe double precision,
    rpe_rating double precision,
    rpe_minutes integer,
    ranges jsonb NOT NULL
  );
  CREATE INDEX workload_entries_event_idx ON rm.workload_entries (event_id);
  CREATE INDEX workload_entries_day_idx ON rm.workload_entries (player_id, day);
  CREATE INDEX workload_entries_team_idx ON rm.workload_entries (team_id);
  CREATE TABLE rm.workload_days (
    player_id text NOT NULL,
    day date NOT NULL,
    events integer NOT NULL,
    missing_device integer NOT NULL,
    missing_rpe integer NOT NULL,
    duration double precision,
    distance double precision,
    hsr double precision,
    sprint_distance double precision,
    accelerations double precision,
    decelerations double precision,
    trimp double precision,
    hml_distance double precision,
    srpe double precision,
    ranges jsonb NOT NULL,
    PRIMARY KEY (player_id, day)
  );
  CREATE TABLE rm.workload_planned (
    event_id text NOT NULL,
    team_id text NOT NULL,
    player_id text NOT NULL,
    start_at bigint NOT NULL,
    day date NOT NULL,
    targets jsonb NOT NULL,
    PRIMARY KEY (event_id, player_id)
  );
  CREATE INDEX workload_planned_day_idx ON rm.workload_planned (player_id, day);`;

export const WORKLOAD_TABLES = [
  { name: 'rm.workload_clubs', orderBy: 'club_id' },
  { name: 'rm.workload_teams', orderBy: 'team_id' },
  { name: 'rm.workload_entries', orderBy: 'selection_id' },
  { name: 'rm.workload_days', orderBy: 'player_id, day' },
  { name: 'rm.workload_planned', orderBy: 'event_id, player_id' },
] as const;

/** Club-stream events the workload keeps: a team's club, a club's time zone. */
export const WORKLOAD_CLUB_EVENTS: ReadonlySet<string> = new Set([
  'ClubCreated',
  'ClubUpdated',
  'TeamCreated',
]);

/** Event-stream events that change the workload but no record (no computation, only the workload). */
export const WORKLOAD_ONLY: ReadonlySet<string> = new Set([
  'SelectionSelected',
  'SessionRpeSet',
  'EventPlanSet',
]);

const changed = (key: string): Change[] => [{ readModel: WORKLOAD_READ_MODEL, key }];

/** A club or team event: keep the zone or the team's club; a new zone moves the club's days. */
export async function applyWorkloadClubEvent(db: IDatabaseConnection, event: ClubEvent): Promise<Change[]> {
  if (event.type === 'TeamCreated') {
    await sql.upsertWorkloadTeam.run({ teamId: event.data.teamId, clubId: event.data.clubId }, db);
    return [];
  }
  if (event.type !== 'ClubCreated' && event.type !== 'ClubUpdated') return [];
  const { clubId, timeZone } = event.data;
  await sql.upsertWorkloadClub.run({ clubId, timeZone }, db);
  if (event.type === 'ClubCreated') return [];
  // Plans move with the zone (few rows: one a player of each planned event).
  for (const plan of await sql.listClubPlanned.run({ clubId }, db))
    await sql.setPlannedDay.run(
      { eventId: plan.event_id, playerId: plan.player_id, day: calendarDay(Number(plan.start_at), timeZone) },
      db,
    );
  const entries = await sql.listClubEntries.run({ clubId }, db);
  const moved = entries
    .map((entry) => ({ entry, day: calendarDay(Number(entry.start_at), timeZone) }))
    .filter(({ entry, day }) => day !== entry.day);
  if (moved.length === 0) return [];
  await sql.moveEntryDays.run(
    { selectionIds: moved.map(({ entry }) => entry.selection_id), days: moved.map(({ day }) => day) },
    db,
  );
  const pairs = new Map<string, Pair>();
  for (const { entry, day } of moved)
    for (const d of [entry.day!, day])
      pairs.set(`${entry.player_id}|${d}`, { playerId: entry.player_id, day: d });
  await sumDays(db, [...pairs.values()]);
  return changed(clubId);
}

interface Pair {
  readonly playerId: string;
  readonly day: string;
}

/**
 * Write the workload entries of an event again (`state` null: deleted or unknown, it has none)
 * and sum the days they touch. Returns the change to announce.
 */
export async function refreshEventWorkload(
  db: IDatabaseConnection,
  eventId: string,
  state: KnownEvent | null,
): Promise<Change[]> {
  const planned = await refreshPlanned(db, eventId, state);
  const before = await sql.listEventEntryDays.run({ eventId }, db);
  const rows = state === null ? [] : await entriesOf(db, state);
  if (before.length === 0 && rows.length === 0) return planned ? changed(eventId) : [];
  await sql.deleteEventEntries.run({ eventId }, db);
  if (rows.length > 0) await sql.insertEntries.run({ rows: JSON.stringify(rows) }, db);
  const pairs = new Map<string, Pair>();
  for (const row of before)
    pairs.set(`${row.player_id}|${row.day}`, { playerId: row.player_id, day: row.day! });
  for (const row of rows) pairs.set(`${row.player_id}|${row.day}`, { playerId: row.player_id, day: row.day });
  await sumDays(db, [...pairs.values()]);
  return changed(eventId);
}

/** The event's planned load per selected player, written again; true when it had or has one. */
async function refreshPlanned(
  db: IDatabaseConnection,
  eventId: string,
  state: KnownEvent | null,
): Promise<boolean> {
  const deleted = await sql.deleteEventPlanned.runWithCounts({ eventId }, db);
  const start = state === null ? null : (state.startedAt ?? state.plannedStart);
  if (state === null || start === null || (state.plan ?? []).length === 0) return (deleted.rowCount ?? 0) > 0;
  const [zone] = await sql.teamTimeZone.run({ teamId: state.teamId }, db);
  const day = calendarDay(start, zone?.time_zone ?? 'UTC');
  const targets = Object.fromEntries(state.plan!.map((target) => [target.variable, target.value]));
  const players = [...state.selections.values()].filter((s) => s.selected).map((s) => s.playerId);
  if (players.length > 0)
    await sql.insertPlanned.run(
      {
        eventId,
        teamId: state.teamId,
        startAt: start,
        playerIds: players,
        day,
        targets: JSON.stringify(targets),
      },
      db,
    );
  return true;
}

/** The entries of an event: its selections that count, with their loads, on the event's day. */
async function entriesOf(db: IDatabaseConnection, state: KnownEvent): Promise<EntryRow[]> {
  const start = state.startedAt ?? state.plannedStart;
  if (start === null) return [];
  const records = new Map<string, Metrics>();
  for (const row of await sql.eventRecordFigures.run({ eventId: state.eventId }, db))
    records.set(row.selection_id, row.global as unknown as Metrics);
  const finished = state.status === 'finished';
  // In the squad only: a deselected player is left out of the event's figures, and of its load.
  const counted = [...state.selections.values()].filter(
    (s) => s.selected && (records.has(s.selectionId) || finished),
  );
  if (counted.length === 0) return [];
  const [zone] = await sql.teamTimeZone.run({ teamId: state.teamId }, db);
  const day = calendarDay(start, zone?.time_zone ?? 'UTC');
  const rangeNames = new Map(state.ranges.map((range) => [range.id, range.name]));
  return counted.map((selection) => {
    const global = records.get(selection.selectionId) ?? null;
    const rpe =
      selection.rpe == null
        ? null
        : resolveRpe(
            selection.rpe.rating,
            selection.rpe.minutes,
            global === null ? null : (global.time + global.untrackedTime) / 60,
            state.startedAt,
            state.stoppedAt,
          );
    const loads = eventLoads(global, rpe, rangeNames);
    return {
      selection_id: selection.selectionId,
      event_id: state.eventId,
      team_id: state.teamId,
      player_id: selection.playerId,
      start_at: start,
      day,
      ...loadColumns(loads),
      has_device: loads.hasDevice,
      has_rpe: loads.hasRpe,
      rpe_rating: rpe?.rating ?? null,
      rpe_minutes: rpe?.minutes ?? null,
    };
  });
}

type EntryRow = ReturnType<typeof loadColumns> & {
  selection_id: string;
  event_id: string;
  team_id: string;
  player_id: string;
  start_at: number;
  day: string;
  has_device: boolean;
  has_rpe: boolean;
  rpe_rating: number | null;
  rpe_minutes: number | null;
};

function loadColumns(loads: Omit<EventLoads, 'hasDevice' | 'hasRpe'>) {
  return {
    duration: loads.duration,
    distance: loads.distance,
    hsr: loads.hsr,
    sprint_distance: loads.sprintDistance,
    accelerations: loads.accelerations,
    decelerations: loads.decelerations,
    trimp: loads.trimp,
    hml_distance: loads.hmlDistance,
    srpe: loads.srpe,
    ranges: loads.ranges,
  };
}

/** Sum again the days of `pairs` from their entries: a day left without any goes (rest). */
async function sumDays(db: IDatabaseConnection, pairs: readonly Pair[]): Promise<void> {
  if (pairs.length === 0) return;
  const keys = { playerIds: pairs.map((p) => p.playerId), days: pairs.map((p) => p.day) };
  const entries = await sql.listDayEntries.run(keys, db);
  await sql.deleteDays.run(keys, db);
  const byDay = new Map<string, { playerId: string; day: string; events: EventLoads[] }>();
  for (const e of entries) {
    const key = `${e.player_id}|${e.day}`;
    let group = byDay.get(key);
    if (group === undefined) byDay.set(key, (group = { playerId: e.player_id, day: e.day!, events: [] }));
    group.events.push({
      duration: e.duration,
      distance: e.distance,
      hsr: e.hsr,
      sprintDistance: e.sprint_distance,
      accelerations: e.accelerations,
      decelerations: e.decelerations,
      trimp: e.trimp,
      hmlDistance: e.hml_distance,
      srpe: e.srpe,
      ranges: e.ranges as unknown as EventLoads['ranges'],
      hasDevice: e.has_device,
      hasRpe: e.has_rpe,
    });
  }
  if (byDay.size === 0) return;
  const rows = [...byDay.values()].map(({ playerId, day, events }) => {
    const loads = dayLoads(events);
    return {
      player_id: playerId,
      day,
      events: loads.events,
      missing_device: loads.missingDevice,
      missing_rpe: loads.missingRpe,
      ...loadColumns(loads),
    };
  });
  await sql.insertDays.run({ rows: JSON.stringify(rows) }, db);
}
