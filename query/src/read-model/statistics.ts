/**
 * A team's statistics (`teamStatistics`): the global figures of the records (rm.records, the
 * records projection) of the team's events (rm.events) whose day falls in a date range, summed per
 * player and per week. An event's day is its start, else its planned start, in the club's time
 * zone; weeks start on Monday (PostgreSQL's `date_trunc('week')`). An event without a record
 * (no device data) adds nothing: these are sums of what was measured.
 *
 * Each record's figures are read out of its `global` JSON once (`jsonb_to_record`), in the join:
 * grouping then sorts narrow rows in memory, where carrying `global` (about 1.5 KB a record) spilled
 * a season's 7 000 records to disk and parsed each JSON once per figure (`npm run bench -- workload`,
 * a season: 164 → 36 ms for the players' sums).
 */
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './statistics.queries.ts';

export interface StatisticsFilter {
  readonly teamId: string;
  /** `YYYY-MM-DD`, the club's time zone. */
  readonly from: string;
  readonly to: string;
  readonly eventType: string | null;
  /** Events tagged so, themselves or on a period (rm.event_tags, without case). */
  readonly tag: string | null;
}

export interface MatchAveragesModel {
  readonly matches: number;
  readonly time: number;
  readonly distance: number;
  readonly hsr: number;
  readonly sprints: number;
}

export interface PlayerStatisticsModel {
  readonly playerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly events: number;
  readonly time: number;
  readonly distance: number;
  readonly hsr: number;
  readonly sprints: number;
  readonly sprintDistance: number;
  readonly topSpeed: number | null;
  readonly perMatch: MatchAveragesModel | null;
}

export interface WeekStatisticsModel {
  readonly start: string;
  readonly events: number;
  readonly players: number;
  readonly distance: number;
  readonly hsr: number;
  readonly sprints: number;
  readonly sprintDistance: number;
  readonly playerDistance: number | null;
  readonly playerHsr: number | null;
  readonly playerSprints: number | null;
}

function playerOf(row: sql.IListPlayerStatisticsResult): PlayerStatisticsModel {
  const matches = row.matches;
  return {
    playerId: row.player_id,
    firstName: row.first_name,
    lastName: row.last_name,
    events: row.events,
    time: row.time,
    distance: row.distance,
    hsr: row.hsr,
    sprints: row.sprints,
    sprintDistance: row.sprint_distance,
    topSpeed: row.top_speed,
    perMatch:
      matches === 0
        ? null
        : {
            matches,
            time: (row.match_time ?? 0) / matches,
            distance: (row.match_distance ?? 0) / matches,
            hsr: (row.match_hsr ?? 0) / matches,
            sprints: (row.match_sprints ?? 0) / matches,
          },
  };
}

function weekOf(row: sql.IListWeekStatisticsResult): WeekStatisticsModel {
  const per = (total: number) => (row.players === 0 ? null : total / row.players);
  return {
    start: row.start,
    events: row.events,
    players: row.players,
    distance: row.distance,
    hsr: row.hsr,
    sprints: row.sprints,
    sprintDistance: row.sprint_distance,
    playerDistance: per(row.distance),
    playerHsr: per(row.hsr),
    playerSprints: per(row.sprints),
  };
}

export async function teamStatistics(
  db: Queryable,
  filter: StatisticsFilter,
): Promise<{ players: PlayerStatisticsModel[]; weeks: WeekStatisticsModel[]; events: number }> {
  const typed = typedSql(db);
  const [players, weeks] = await Promise.all([
    sql.listPlayerStatistics.run(filter, typed),
    sql.listWeekStatistics.run(filter, typed),
  ]);
  const weekModels = weeks.map(weekOf);
  // An event has one day, so one week: the weeks' counts add up to the range's.
  return {
    players: players.map(playerOf),
    weeks: weekModels,
    events: weekModels.reduce((sum, week) => sum + week.events, 0),
  };
}
