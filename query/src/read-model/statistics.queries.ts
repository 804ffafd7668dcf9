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

const listPlayerStatisticsIR: any = {"usedParamSet":{"teamId":true,"eventType":true,"tag":true,"from":true,"to":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":632,"b":639}]},{"name":"eventType","required":false,"transform":{"type":"scalar"},"locs":[{"a":651,"b":660},{"a":688,"b":697}]},{"name":"tag","required":false,"transform":{"type":"scalar"},"locs":[{"a":716,"b":719},{"a":866,"b":869}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":984,"b":989}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":1001,"b":1004}]}],"statement":"WITH counted AS (\n  SELECT r.player_id, e.id AS event_id, e.type, g.time, g.distance, coalesce(g.hid, 0) AS hsr,\n         coalesce((g.sprint->>'count')::int, 0) AS sprints,\n         coalesce((g.sprint->>'distance')::float8, 0) AS sprint_distance, g.\"maxSpeed\" AS top_speed\n    FROM rm.teams t\n    JOIN rm.clubs c ON c.id = t.club_id\n    JOIN rm.events e ON e.team_id = t.id AND NOT e.deleted\n    JOIN rm.records r ON r.event_id = e.id\n   CROSS JOIN LATERAL jsonb_to_record(r.global) AS g(time float8, distance float8, hid float8, \"maxSpeed\" float8,\n                                                     sprint jsonb)\n   WHERE t.id = :teamId!\n     AND (:eventType::text IS NULL OR e.type = :eventType::text)\n     AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags g\n                                         WHERE g.event_id = e.id AND lower(g.tag) = lower(:tag::text)))\n     AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date\n         BETWEEN :from!::date AND :to!::date\n)\nSELECT k.player_id AS \"player_id!\",\n       coalesce(p.first_name, '') AS \"first_name!\",\n       coalesce(p.last_name, '') AS \"last_name!\",\n       count(DISTINCT k.event_id)::int AS \"events!\",\n       sum(k.time) AS \"time!\",\n       sum(k.distance) AS \"distance!\",\n       sum(k.hsr) AS \"hsr!\",\n       sum(k.sprints)::int AS \"sprints!\",\n       sum(k.sprint_distance) AS \"sprint_distance!\",\n       max(k.top_speed) AS top_speed,\n       count(DISTINCT k.event_id) FILTER (WHERE k.type = 'MATCH')::int AS \"matches!\",\n       sum(k.time) FILTER (WHERE k.type = 'MATCH') AS match_time,\n       sum(k.distance) FILTER (WHERE k.type = 'MATCH') AS match_distance,\n       sum(k.hsr) FILTER (WHERE k.type = 'MATCH') AS match_hsr,\n       sum(k.sprints) FILTER (WHERE k.type = 'MATCH')::int AS match_sprints\n  FROM counted k\n  LEFT JOIN rm.players p ON p.id = k.player_id\n GROUP BY k.player_id, p.first_name, p.last_name\n ORDER BY lower(coalesce(p.last_name, '')), lower(coalesce(p.first_name, '')), k.player_id"};

/**
 * Query generated from SQL:
 * ```
 * WITH counted AS (
 *   SELECT r.player_id, e.id AS event_id, e.type, g.time, g.distance, coalesce(g.hid, 0) AS hsr,
 *          coalesce((g.sprint->>'count')::int, 0) AS sprints,
 *          coalesce((g.sprint->>'distance')::float8, 0) AS sprint_distance, g."maxSpeed" AS top_speed
 *     FROM rm.teams t
 *     JOIN rm.clubs c ON c.id = t.club_id
 *     JOIN rm.events e ON e.team_id = t.id AND NOT e.deleted
 *     JOIN rm.records r ON r.event_id = e.id
 *    CROSS JOIN LATERAL jsonb_to_record(r.global) AS g(time float8, distance float8, hid float8, "maxSpeed" float8,
 *                                                      sprint jsonb)
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
 *        sum(k.time) AS "time!",
 *        sum(k.distance) AS "distance!",
 *        sum(k.hsr) AS "hsr!",
 *        sum(k.sprints)::int AS "sprints!",
 *        sum(k.sprint_distance) AS "sprint_distance!",
 *        max(k.top_speed) AS top_speed,
 *        count(DISTINCT k.event_id) FILTER (WHERE k.type = 'MATCH')::int AS "matches!",
 *        sum(k.time) FILTER (WHERE k.type = 'MATCH') AS match_time,
 *        sum(k.distance) FILTER (WHERE k.type = 'MATCH') AS match_distance,
 *        sum(k.hsr) FILTER (WHERE k.type = 'MATCH') AS match_hsr,
 *        sum(k.sprints) FILTER (WHERE k.type = 'MATCH')::int AS match_sprints
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

const listWeekStatisticsIR: any = {"usedParamSet":{"teamId":true,"eventType":true,"tag":true,"from":true,"to":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":620,"b":627}]},{"name":"eventType","required":false,"transform":{"type":"scalar"},"locs":[{"a":639,"b":648},{"a":676,"b":685}]},{"name":"tag","required":false,"transform":{"type":"scalar"},"locs":[{"a":704,"b":707},{"a":854,"b":857}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":972,"b":977},{"a":1058,"b":1063}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":989,"b":992},{"a":1073,"b":1076}]}],"statement":"WITH counted AS (\n  SELECT r.player_id, e.id AS event_id, g.distance, coalesce(g.hid, 0) AS hsr,\n         coalesce((g.sprint->>'count')::int, 0) AS sprints,\n         coalesce((g.sprint->>'distance')::float8, 0) AS sprint_distance,\n         date_trunc('week', (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone))::date AS week\n    FROM rm.teams t\n    JOIN rm.clubs c ON c.id = t.club_id\n    JOIN rm.events e ON e.team_id = t.id AND NOT e.deleted\n    JOIN rm.records r ON r.event_id = e.id\n   CROSS JOIN LATERAL jsonb_to_record(r.global) AS g(distance float8, hid float8, sprint jsonb)\n   WHERE t.id = :teamId!\n     AND (:eventType::text IS NULL OR e.type = :eventType::text)\n     AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags g\n                                         WHERE g.event_id = e.id AND lower(g.tag) = lower(:tag::text)))\n     AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date\n         BETWEEN :from!::date AND :to!::date\n), weeks AS (\n  SELECT generate_series(date_trunc('week', :from!::date), :to!::date, interval '1 week')::date AS week\n)\nSELECT to_char(w.week, 'YYYY-MM-DD') AS \"start!\",\n       count(DISTINCT k.event_id)::int AS \"events!\",\n       count(DISTINCT k.player_id)::int AS \"players!\",\n       coalesce(sum(k.distance), 0) AS \"distance!\",\n       coalesce(sum(k.hsr), 0) AS \"hsr!\",\n       coalesce(sum(k.sprints), 0)::int AS \"sprints!\",\n       coalesce(sum(k.sprint_distance), 0) AS \"sprint_distance!\"\n  FROM weeks w\n  LEFT JOIN counted k ON k.week = w.week\n GROUP BY w.week\n ORDER BY w.week"};

/**
 * Query generated from SQL:
 * ```
 * WITH counted AS (
 *   SELECT r.player_id, e.id AS event_id, g.distance, coalesce(g.hid, 0) AS hsr,
 *          coalesce((g.sprint->>'count')::int, 0) AS sprints,
 *          coalesce((g.sprint->>'distance')::float8, 0) AS sprint_distance,
 *          date_trunc('week', (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone))::date AS week
 *     FROM rm.teams t
 *     JOIN rm.clubs c ON c.id = t.club_id
 *     JOIN rm.events e ON e.team_id = t.id AND NOT e.deleted
 *     JOIN rm.records r ON r.event_id = e.id
 *    CROSS JOIN LATERAL jsonb_to_record(r.global) AS g(distance float8, hid float8, sprint jsonb)
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
 *        coalesce(sum(k.distance), 0) AS "distance!",
 *        coalesce(sum(k.hsr), 0) AS "hsr!",
 *        coalesce(sum(k.sprints), 0)::int AS "sprints!",
 *        coalesce(sum(k.sprint_distance), 0) AS "sprint_distance!"
 *   FROM weeks w
 *   LEFT JOIN counted k ON k.week = w.week
 *  GROUP BY w.week
 *  ORDER BY w.week
 * ```
 */
export const listWeekStatistics = new PreparedQuery<IListWeekStatisticsParams,IListWeekStatisticsResult>(listWeekStatisticsIR);


