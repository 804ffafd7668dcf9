/** Types generated for queries found in "query/src/read-model/statistics.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

/** 'ListPlayerStatistics' parameters type */
export interface IListPlayerStatisticsParams {
  eventType?: string | null | void;
  from: DateOrString;
  tag?: string | null | void;
  teamId: string;
  to: DateOrString;
}

/** 'ListPlayerStatistics' return type */
export interface IListPlayerStatisticsResult {
  distance: number;
  events: number;
  first_name: string;
  hsr: number;
  last_name: string;
  match_distance: number | null;
  match_hsr: number | null;
  match_sprints: number | null;
  match_time: number | null;
  matches: number;
  player_id: string;
  sprint_distance: number;
  sprints: number;
  time: number;
  top_speed: number | null;
}

/** 'ListPlayerStatistics' query type */
export interface IListPlayerStatisticsQuery {
  params: IListPlayerStatisticsParams;
  result: IListPlayerStatisticsResult;
}

const listPlayerStatisticsIR: any = {"usedParamSet":{"teamId":true,"eventType":true,"tag":true,"from":true,"to":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":253,"b":260}]},{"name":"eventType","required":false,"transform":{"type":"scalar"},"locs":[{"a":272,"b":281},{"a":309,"b":318}]},{"name":"tag","required":false,"transform":{"type":"scalar"},"locs":[{"a":337,"b":340},{"a":487,"b":490}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":605,"b":610}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":622,"b":625}]}],"statement":"WITH counted AS (\n  SELECT r.player_id, e.id AS event_id, e.type, r.global\n    FROM rm.teams t\n    JOIN rm.clubs c ON c.id = t.club_id\n    JOIN rm.events e ON e.team_id = t.id AND NOT e.deleted\n    JOIN rm.records r ON r.event_id = e.id\n   WHERE t.id = :teamId!\n     AND (:eventType::text IS NULL OR e.type = :eventType::text)\n     AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags g\n                                         WHERE g.event_id = e.id AND lower(g.tag) = lower(:tag::text)))\n     AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date\n         BETWEEN :from!::date AND :to!::date\n)\nSELECT k.player_id AS \"player_id!\",\n       coalesce(p.first_name, '') AS \"first_name!\",\n       coalesce(p.last_name, '') AS \"last_name!\",\n       count(DISTINCT k.event_id)::int AS \"events!\",\n       sum((k.global->>'time')::float8) AS \"time!\",\n       sum((k.global->>'distance')::float8) AS \"distance!\",\n       sum(coalesce((k.global->>'hid')::float8, 0)) AS \"hsr!\",\n       sum(coalesce((k.global#>>'{sprint,count}')::int, 0))::int AS \"sprints!\",\n       sum(coalesce((k.global#>>'{sprint,distance}')::float8, 0)) AS \"sprint_distance!\",\n       max((k.global->>'maxSpeed')::float8) AS top_speed,\n       count(DISTINCT k.event_id) FILTER (WHERE k.type = 'MATCH')::int AS \"matches!\",\n       sum((k.global->>'time')::float8) FILTER (WHERE k.type = 'MATCH') AS match_time,\n       sum((k.global->>'distance')::float8) FILTER (WHERE k.type = 'MATCH') AS match_distance,\n       sum(coalesce((k.global->>'hid')::float8, 0)) FILTER (WHERE k.type = 'MATCH') AS match_hsr,\n       sum(coalesce((k.global#>>'{sprint,count}')::int, 0)) FILTER (WHERE k.type = 'MATCH')::int AS match_sprints\n  FROM counted k\n  LEFT JOIN rm.players p ON p.id = k.player_id\n GROUP BY k.player_id, p.first_name, p.last_name\n ORDER BY lower(coalesce(p.last_name, '')), lower(coalesce(p.first_name, '')), k.player_id"};

/**
 * Query generated from SQL:
 * ```
 * WITH counted AS (
 *   SELECT r.player_id, e.id AS event_id, e.type, r.global
 *     FROM rm.teams t
 *     JOIN rm.clubs c ON c.id = t.club_id
 *     JOIN rm.events e ON e.team_id = t.id AND NOT e.deleted
 *     JOIN rm.records r ON r.event_id = e.id
 *    WHERE t.id = :teamId!
 *      AND (:eventType::text IS NULL OR e.type = :eventType::text)
 *      AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags g
 *                                          WHERE g.event_id = e.id AND lower(g.tag) = lower(:tag::text)))
 *      AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date
 *          BETWEEN :from!::date AND :to!::date
 * )
 * SELECT k.player_id AS "player_id!",
 *        coalesce(p.first_name, '') AS "first_name!",
 *        coalesce(p.last_name, '') AS "last_name!",
 *        count(DISTINCT k.event_id)::int AS "events!",
 *        sum((k.global->>'time')::float8) AS "time!",
 *        sum((k.global->>'distance')::float8) AS "distance!",
 *        sum(coalesce((k.global->>'hid')::float8, 0)) AS "hsr!",
 *        sum(coalesce((k.global#>>'{sprint,count}')::int, 0))::int AS "sprints!",
 *        sum(coalesce((k.global#>>'{sprint,distance}')::float8, 0)) AS "sprint_distance!",
 *        max((k.global->>'maxSpeed')::float8) AS top_speed,
 *        count(DISTINCT k.event_id) FILTER (WHERE k.type = 'MATCH')::int AS "matches!",
 *        sum((k.global->>'time')::float8) FILTER (WHERE k.type = 'MATCH') AS match_time,
 *        sum((k.global->>'distance')::float8) FILTER (WHERE k.type = 'MATCH') AS match_distance,
 *        sum(coalesce((k.global->>'hid')::float8, 0)) FILTER (WHERE k.type = 'MATCH') AS match_hsr,
 *        sum(coalesce((k.global#>>'{sprint,count}')::int, 0)) FILTER (WHERE k.type = 'MATCH')::int AS match_sprints
 *   FROM counted k
 *   LEFT JOIN rm.players p ON p.id = k.player_id
 *  GROUP BY k.player_id, p.first_name, p.last_name
 *  ORDER BY lower(coalesce(p.last_name, '')), lower(coalesce(p.first_name, '')), k.player_id
 * ```
 */
export const listPlayerStatistics = new PreparedQuery<IListPlayerStatisticsParams,IListPlayerStatisticsResult>(listPlayerStatisticsIR);


/** 'ListWeekStatistics' parameters type */
export interface IListWeekStatisticsParams {
  eventType?: string | null | void;
  from: DateOrString;
  tag?: string | null | void;
  teamId: string;
  to: DateOrString;
}

/** 'ListWeekStatistics' return type */
export interface IListWeekStatisticsResult {
  distance: number;
  events: number;
  hsr: number;
  players: number;
  sprint_distance: number;
  sprints: number;
  start: string;
}

/** 'ListWeekStatistics' query type */
export interface IListWeekStatisticsQuery {
  params: IListWeekStatisticsParams;
  result: IListWeekStatisticsResult;
}

const listWeekStatisticsIR: any = {"usedParamSet":{"teamId":true,"eventType":true,"tag":true,"from":true,"to":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":361,"b":368}]},{"name":"eventType","required":false,"transform":{"type":"scalar"},"locs":[{"a":380,"b":389},{"a":417,"b":426}]},{"name":"tag","required":false,"transform":{"type":"scalar"},"locs":[{"a":445,"b":448},{"a":595,"b":598}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":713,"b":718},{"a":799,"b":804}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":730,"b":733},{"a":814,"b":817}]}],"statement":"WITH counted AS (\n  SELECT r.player_id, e.id AS event_id, r.global,\n         date_trunc('week', (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone))::date AS week\n    FROM rm.teams t\n    JOIN rm.clubs c ON c.id = t.club_id\n    JOIN rm.events e ON e.team_id = t.id AND NOT e.deleted\n    JOIN rm.records r ON r.event_id = e.id\n   WHERE t.id = :teamId!\n     AND (:eventType::text IS NULL OR e.type = :eventType::text)\n     AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags g\n                                         WHERE g.event_id = e.id AND lower(g.tag) = lower(:tag::text)))\n     AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date\n         BETWEEN :from!::date AND :to!::date\n), weeks AS (\n  SELECT generate_series(date_trunc('week', :from!::date), :to!::date, interval '1 week')::date AS week\n)\nSELECT to_char(w.week, 'YYYY-MM-DD') AS \"start!\",\n       count(DISTINCT k.event_id)::int AS \"events!\",\n       count(DISTINCT k.player_id)::int AS \"players!\",\n       coalesce(sum((k.global->>'distance')::float8), 0) AS \"distance!\",\n       coalesce(sum(coalesce((k.global->>'hid')::float8, 0)), 0) AS \"hsr!\",\n       coalesce(sum(coalesce((k.global#>>'{sprint,count}')::int, 0)), 0)::int AS \"sprints!\",\n       coalesce(sum(coalesce((k.global#>>'{sprint,distance}')::float8, 0)), 0) AS \"sprint_distance!\"\n  FROM weeks w\n  LEFT JOIN counted k ON k.week = w.week\n GROUP BY w.week\n ORDER BY w.week"};

/**
 * Query generated from SQL:
 * ```
 * WITH counted AS (
 *   SELECT r.player_id, e.id AS event_id, r.global,
 *          date_trunc('week', (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone))::date AS week
 *     FROM rm.teams t
 *     JOIN rm.clubs c ON c.id = t.club_id
 *     JOIN rm.events e ON e.team_id = t.id AND NOT e.deleted
 *     JOIN rm.records r ON r.event_id = e.id
 *    WHERE t.id = :teamId!
 *      AND (:eventType::text IS NULL OR e.type = :eventType::text)
 *      AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags g
 *                                          WHERE g.event_id = e.id AND lower(g.tag) = lower(:tag::text)))
 *      AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date
 *          BETWEEN :from!::date AND :to!::date
 * ), weeks AS (
 *   SELECT generate_series(date_trunc('week', :from!::date), :to!::date, interval '1 week')::date AS week
 * )
 * SELECT to_char(w.week, 'YYYY-MM-DD') AS "start!",
 *        count(DISTINCT k.event_id)::int AS "events!",
 *        count(DISTINCT k.player_id)::int AS "players!",
 *        coalesce(sum((k.global->>'distance')::float8), 0) AS "distance!",
 *        coalesce(sum(coalesce((k.global->>'hid')::float8, 0)), 0) AS "hsr!",
 *        coalesce(sum(coalesce((k.global#>>'{sprint,count}')::int, 0)), 0)::int AS "sprints!",
 *        coalesce(sum(coalesce((k.global#>>'{sprint,distance}')::float8, 0)), 0) AS "sprint_distance!"
 *   FROM weeks w
 *   LEFT JOIN counted k ON k.week = w.week
 *  GROUP BY w.week
 *  ORDER BY w.week
 * ```
 */
export const listWeekStatistics = new PreparedQuery<IListWeekStatisticsParams,IListWeekStatisticsResult>(listWeekStatisticsIR);


