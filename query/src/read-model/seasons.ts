/**
 * Reads of a team's seasons beyond the list (issue 19; the catalog's `rm.seasons`): one season by
 * id, and the team's current season — the one chosen (`rm.teams.current_season_id`), else the one
 * whose dates hold the club's today (seasons of a team never overlap, so at most one does).
 */
import { DomainError } from '@stride/contracts/errors';
import type { League } from '@stride/contracts/player';
import type { SeasonModel } from './catalog.ts';
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './seasons.queries.ts';

export interface SeasonRow extends SeasonModel {
  readonly clubId: string;
}

function toSeason(r: sql.IFindSeasonResult): SeasonRow {
  return {
    id: r.id,
    teamId: r.team_id,
    clubId: r.club_id,
    name: r.name,
    league: r.league as League | null,
    startDate: r.start_date ?? '',
    endDate: r.end_date ?? '',
  };
}

export async function findSeason(db: Queryable, seasonId: string): Promise<SeasonRow | null> {
  const [row] = await sql.findSeason.run({ seasonId }, typedSql(db));
  return row === undefined ? null : toSeason(row);
}

/** Each team's current season at `now` (teams without one are absent). */
export async function currentSeasons(
  db: Queryable,
  teamIds: readonly string[],
  now: Date,
): Promise<Map<string, SeasonRow>> {
  const found = new Map<string, SeasonRow>();
  if (teamIds.length === 0) return found;
  for (const row of await sql.currentSeasons.run({ teamIds: [...teamIds], now }, typedSql(db)))
    found.set(row.for_team_id, toSeason(row));
  return found;
}

/** Whether the team's current season was chosen rather than found by its dates. */
export async function currentSeasonChosen(db: Queryable, teamId: string): Promise<boolean> {
  return (await sql.teamsWithChosenSeason.run({ teamIds: [teamId] }, typedSql(db))).length > 0;
}

/**
 * The season a page filters by: the one named (of this team: SEASON_NOT_FOUND otherwise), or
 * with none the team's current season (NO_CURRENT_SEASON when it has none).
 */
export async function seasonOrCurrent(
  db: Queryable,
  teamId: string,
  seasonId: string | null,
  now: Date,
): Promise<SeasonRow> {
  if (seasonId !== null) {
    const season = await findSeason(db, seasonId);
    if (season === null || season.teamId !== teamId) throw new DomainError('SEASON_NOT_FOUND', { seasonId });
    return season;
  }
  const current = (await currentSeasons(db, [teamId], now)).get(teamId);
  if (current === undefined) throw new DomainError('NO_CURRENT_SEASON', { teamId });
  return current;
}
