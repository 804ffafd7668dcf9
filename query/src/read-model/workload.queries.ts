/** Types generated for queries found in "query/src/read-model/workload.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type stringArray = (string)[];

/** 'ListWorkloadDays' parameters type */
export interface IListWorkloadDaysParams {
  from: DateOrString;
  playerIds: stringArray;
  to: DateOrString;
}

/** 'ListWorkloadDays' return type */
export interface IListWorkloadDaysResult {
  accelerations: number | null;
  day: string;
  decelerations: number | null;
  distance: number | null;
  duration: number | null;
  events: number;
  hml_distance: number | null;
  hsr: number | null;
  missing_device: number;
  missing_rpe: number;
  player_id: string;
  ranges: Json;
  sprint_distance: number | null;
  srpe: number | null;
  trimp: number | null;
}

/** 'ListWorkloadDays' query type */
export interface IListWorkloadDaysQuery {
  params: IListWorkloadDaysParams;
  result: IListWorkloadDaysResult;
}

const listWorkloadDaysIR: any = {"usedParamSet":{"playerIds":true,"from":true,"to":true},"params":[{"name":"playerIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":347,"b":357}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":384,"b":389}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":401,"b":404}]}],"statement":"-- No order: the reader places each row by its player and day (sorting the days as text was most of the time).\nSELECT player_id, day::text AS \"day!\", events, missing_device, missing_rpe, duration, distance, hsr, sprint_distance,\n       accelerations, decelerations, trimp, hml_distance, srpe, ranges\n  FROM rm.workload_days\n WHERE player_id = ANY(:playerIds!::text[]) AND day BETWEEN :from!::date AND :to!::date"};

/**
 * Query generated from SQL:
 * ```
 * -- No order: the reader places each row by its player and day (sorting the days as text was most of the time).
 * SELECT player_id, day::text AS "day!", events, missing_device, missing_rpe, duration, distance, hsr, sprint_distance,
 *        accelerations, decelerations, trimp, hml_distance, srpe, ranges
 *   FROM rm.workload_days
 *  WHERE player_id = ANY(:playerIds!::text[]) AND day BETWEEN :from!::date AND :to!::date
 * ```
 */
export const listWorkloadDays = new PreparedQuery<IListWorkloadDaysParams,IListWorkloadDaysResult>(listWorkloadDaysIR);


/** 'ListHistoryStarts' parameters type */
export interface IListHistoryStartsParams {
  playerIds: stringArray;
}

/** 'ListHistoryStarts' return type */
export interface IListHistoryStartsResult {
  first_day: string | null;
  player_id: string;
}

/** 'ListHistoryStarts' query type */
export interface IListHistoryStartsQuery {
  params: IListHistoryStartsParams;
  result: IListHistoryStartsResult;
}

const listHistoryStartsIR: any = {"usedParamSet":{"playerIds":true},"params":[{"name":"playerIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":131,"b":141}]}],"statement":"SELECT p.id AS \"player_id!\", (SELECT min(d.day) FROM rm.workload_days d WHERE d.player_id = p.id)::text AS first_day\n  FROM unnest(:playerIds!::text[]) AS p(id)"};

/**
 * Query generated from SQL:
 * ```
 * SELECT p.id AS "player_id!", (SELECT min(d.day) FROM rm.workload_days d WHERE d.player_id = p.id)::text AS first_day
 *   FROM unnest(:playerIds!::text[]) AS p(id)
 * ```
 */
export const listHistoryStarts = new PreparedQuery<IListHistoryStartsParams,IListHistoryStartsResult>(listHistoryStartsIR);


/** 'ListTeamWorkloadPlayers' parameters type */
export interface IListTeamWorkloadPlayersParams {
  teamId: string;
}

/** 'ListTeamWorkloadPlayers' return type */
export interface IListTeamWorkloadPlayersResult {
  id: string;
}

/** 'ListTeamWorkloadPlayers' query type */
export interface IListTeamWorkloadPlayersQuery {
  params: IListTeamWorkloadPlayersParams;
  result: IListTeamWorkloadPlayersResult;
}

const listTeamWorkloadPlayersIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":43,"b":50}]}],"statement":"SELECT id FROM rm.players\n WHERE team_id = :teamId! AND NOT archived\n ORDER BY lower(last_name), lower(first_name), id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id FROM rm.players
 *  WHERE team_id = :teamId! AND NOT archived
 *  ORDER BY lower(last_name), lower(first_name), id
 * ```
 */
export const listTeamWorkloadPlayers = new PreparedQuery<IListTeamWorkloadPlayersParams,IListTeamWorkloadPlayersResult>(listTeamWorkloadPlayersIR);


/** 'FindSelectionRpes' parameters type */
export interface IFindSelectionRpesParams {
  selectionIds: stringArray;
}

/** 'FindSelectionRpes' return type */
export interface IFindSelectionRpesResult {
  id: string;
  record_seconds: number | null;
  rpe_minutes: number | null;
  rpe_rating: number | null;
  started_at: Date | null;
  stopped_at: Date | null;
}

/** 'FindSelectionRpes' query type */
export interface IFindSelectionRpesQuery {
  params: IFindSelectionRpesParams;
  result: IFindSelectionRpesResult;
}

const findSelectionRpesIR: any = {"usedParamSet":{"selectionIds":true},"params":[{"name":"selectionIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":293,"b":306}]}],"statement":"SELECT s.id, s.rpe_rating, s.rpe_minutes, e.started_at, e.stopped_at,\n       (r.global->>'time')::float8 + (r.global->>'untrackedTime')::float8 AS record_seconds\n  FROM rm.selections s\n  JOIN rm.events e ON e.id = s.event_id\n  LEFT JOIN rm.records r ON r.selection_id = s.id\n WHERE s.id = ANY(:selectionIds!::text[]) AND s.rpe_rating IS NOT NULL"};

/**
 * Query generated from SQL:
 * ```
 * SELECT s.id, s.rpe_rating, s.rpe_minutes, e.started_at, e.stopped_at,
 *        (r.global->>'time')::float8 + (r.global->>'untrackedTime')::float8 AS record_seconds
 *   FROM rm.selections s
 *   JOIN rm.events e ON e.id = s.event_id
 *   LEFT JOIN rm.records r ON r.selection_id = s.id
 *  WHERE s.id = ANY(:selectionIds!::text[]) AND s.rpe_rating IS NOT NULL
 * ```
 */
export const findSelectionRpes = new PreparedQuery<IFindSelectionRpesParams,IFindSelectionRpesResult>(findSelectionRpesIR);


/** 'ListWorkloadLoads' parameters type */
export interface IListWorkloadLoadsParams {
  from: DateOrString;
  playerIds: stringArray;
  to: DateOrString;
  variable: string;
}

/** 'ListWorkloadLoads' return type */
export interface IListWorkloadLoadsResult {
  day: string;
  load: number | null;
  player_id: string;
}

/** 'ListWorkloadLoads' query type */
export interface IListWorkloadLoadsQuery {
  params: IListWorkloadLoadsParams;
  result: IListWorkloadLoadsResult;
}

const listWorkloadLoadsIR: any = {"usedParamSet":{"variable":true,"playerIds":true,"from":true,"to":true},"params":[{"name":"variable","required":true,"transform":{"type":"scalar"},"locs":[{"a":51,"b":60}]},{"name":"playerIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":451,"b":461}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":488,"b":493}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":505,"b":508}]}],"statement":"SELECT player_id, day::text AS \"day!\",\n       CASE :variable!::text\n         WHEN 'DURATION' THEN duration WHEN 'DISTANCE' THEN distance WHEN 'HSR' THEN hsr\n         WHEN 'SPRINT_DISTANCE' THEN sprint_distance WHEN 'ACCELERATIONS' THEN accelerations\n         WHEN 'DECELERATIONS' THEN decelerations WHEN 'TRIMP' THEN trimp WHEN 'HML_DISTANCE' THEN hml_distance\n         WHEN 'SRPE' THEN srpe END AS load\n  FROM rm.workload_days\n WHERE player_id = ANY(:playerIds!::text[]) AND day BETWEEN :from!::date AND :to!::date"};

/**
 * Query generated from SQL:
 * ```
 * SELECT player_id, day::text AS "day!",
 *        CASE :variable!::text
 *          WHEN 'DURATION' THEN duration WHEN 'DISTANCE' THEN distance WHEN 'HSR' THEN hsr
 *          WHEN 'SPRINT_DISTANCE' THEN sprint_distance WHEN 'ACCELERATIONS' THEN accelerations
 *          WHEN 'DECELERATIONS' THEN decelerations WHEN 'TRIMP' THEN trimp WHEN 'HML_DISTANCE' THEN hml_distance
 *          WHEN 'SRPE' THEN srpe END AS load
 *   FROM rm.workload_days
 *  WHERE player_id = ANY(:playerIds!::text[]) AND day BETWEEN :from!::date AND :to!::date
 * ```
 */
export const listWorkloadLoads = new PreparedQuery<IListWorkloadLoadsParams,IListWorkloadLoadsResult>(listWorkloadLoadsIR);


