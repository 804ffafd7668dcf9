/**
 * Reads of the workload (the records projection's `rm.workload_days`, projector/src/projections/
 * workload.ts): players' days over a range, where each player's history starts, a team's players,
 * and selections' session RPE with what its default minutes come from.
 */
import type { DayLoads, LoadVariable, RangeLoad } from '@stride/contracts/workload/loads';
import { resolveRpe, type ResolvedRpe } from '@stride/contracts/workload/rpe';
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './workload.queries.ts';

export interface DayRow extends DayLoads {
  readonly playerId: string;
  readonly date: string;
}

/** Days with an event of `playerIds` from `from` to `to`, in no order. */
export async function listWorkloadDays(
  db: Queryable,
  playerIds: readonly string[],
  from: string,
  to: string,
): Promise<DayRow[]> {
  if (playerIds.length === 0) return [];
  const rows = await sql.listWorkloadDays.run({ playerIds: [...playerIds], from, to }, typedSql(db));
  return rows.map((r) => ({
    playerId: r.player_id,
    date: r.day,
    events: r.events,
    missingDevice: r.missing_device,
    missingRpe: r.missing_rpe,
    duration: r.duration,
    distance: r.distance,
    hsr: r.hsr,
    sprintDistance: r.sprint_distance,
    accelerations: r.accelerations,
    decelerations: r.decelerations,
    trimp: r.trimp,
    hmlDistance: r.hml_distance,
    srpe: r.srpe,
    ranges: r.ranges as unknown as RangeLoad[],
  }));
}

/** One variable's load of a player's day (null: missing). */
export interface DayLoad {
  readonly playerId: string;
  readonly date: string;
  readonly load: number | null;
}

/** One variable's loads of the days with an event of `playerIds`: what a series needs, no more. */
export async function listWorkloadLoads(
  db: Queryable,
  playerIds: readonly string[],
  variable: LoadVariable,
  from: string,
  to: string,
): Promise<DayLoad[]> {
  if (playerIds.length === 0) return [];
  const rows = await sql.listWorkloadLoads.run(
    { playerIds: [...playerIds], variable, from, to },
    typedSql(db),
  );
  return rows.map((r) => ({ playerId: r.player_id, date: r.day, load: r.load }));
}

/** Each player's first day with an event (null: none yet). */
export async function historyStarts(
  db: Queryable,
  playerIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (playerIds.length === 0) return new Map();
  const rows = await sql.listHistoryStarts.run({ playerIds: [...playerIds] }, typedSql(db));
  return new Map(rows.map((r) => [r.player_id, r.first_day]));
}

/** The team's players who are not archived, by last name. */
export async function teamWorkloadPlayers(db: Queryable, teamId: string): Promise<string[]> {
  return (await sql.listTeamWorkloadPlayers.run({ teamId }, typedSql(db))).map((r) => r.id);
}

/** The session RPE of each selection that has one, its minutes resolved (contracts/src/workload/rpe.ts). */
export async function findSelectionRpes(
  db: Queryable,
  selectionIds: readonly string[],
): Promise<Map<string, ResolvedRpe>> {
  if (selectionIds.length === 0) return new Map();
  const rows = await sql.findSelectionRpes.run({ selectionIds: [...selectionIds] }, typedSql(db));
  const rpes = new Map<string, ResolvedRpe>();
  for (const r of rows) {
    const rpe = resolveRpe(
      r.rpe_rating!,
      r.rpe_minutes,
      r.record_seconds === null ? null : r.record_seconds / 60,
      r.started_at?.getTime() ?? null,
      r.stopped_at?.getTime() ?? null,
    );
    if (rpe !== null) rpes.set(r.id, rpe);
  }
  return rpes;
}
