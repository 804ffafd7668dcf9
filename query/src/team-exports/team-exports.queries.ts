/** Types generated for queries found in "query/src/team-exports/team-exports.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'ListExportEvents' parameters type */
export interface IListExportEventsParams {
  afterId?: string | null | void;
  afterStart?: DateOrString | null | void;
  from: DateOrString;
  limit: NumberOrString;
  teamId: string;
  to: DateOrString;
}

/** 'ListExportEvents' return type */
export interface IListExportEventsResult {
  day: string;
  end: Date | null;
  id: string;
  locked: boolean;
  name: string;
  start: Date;
  status: string;
  type: string;
}

/** 'ListExportEvents' query type */
export interface IListExportEventsQuery {
  params: IListExportEventsParams;
  result: IListExportEventsResult;
}

const listExportEventsIR: any = {"usedParamSet":{"teamId":true,"from":true,"to":true,"afterStart":true,"afterId":true,"limit":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":585,"b":592}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":712,"b":717}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":729,"b":732}]},{"name":"afterStart","required":false,"transform":{"type":"scalar"},"locs":[{"a":846,"b":856},{"a":946,"b":956}]},{"name":"afterId","required":false,"transform":{"type":"scalar"},"locs":[{"a":972,"b":979}]},{"name":"limit","required":true,"transform":{"type":"scalar"},"locs":[{"a":1057,"b":1063}]}],"statement":"-- Keyset pages in file order (start, id): an event's day is its start's (actual, else planned) in\n-- the club's time zone; an event not started counts only once it has a record.\nSELECT e.id, e.name, e.type, e.status, e.locked,\n       coalesce(e.started_at, e.planned_start_date) AS \"start!\",\n       coalesce(e.stopped_at, e.planned_end_date) AS \"end\",\n       to_char((coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date, 'YYYY-MM-DD') AS \"day!\"\n  FROM rm.events e\n  JOIN rm.teams t ON t.id = e.team_id\n  JOIN rm.clubs c ON c.id = t.club_id\n WHERE e.team_id = :teamId! AND NOT e.deleted\n   AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date\n       BETWEEN :from!::date AND :to!::date\n   AND (e.status <> 'NOT_STARTED' OR EXISTS (SELECT 1 FROM rm.records r WHERE r.event_id = e.id))\n   AND (:afterStart::timestamptz IS NULL\n        OR (coalesce(e.started_at, e.planned_start_date), e.id) > (:afterStart::timestamptz, :afterId::text))\n ORDER BY coalesce(e.started_at, e.planned_start_date), e.id\n LIMIT :limit!"};

/**
 * Query generated from SQL:
 * ```
 * -- Keyset pages in file order (start, id): an event's day is its start's (actual, else planned) in
 * -- the club's time zone; an event not started counts only once it has a record.
 * SELECT e.id, e.name, e.type, e.status, e.locked,
 *        coalesce(e.started_at, e.planned_start_date) AS "start!",
 *        coalesce(e.stopped_at, e.planned_end_date) AS "end",
 *        to_char((coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date, 'YYYY-MM-DD') AS "day!"
 *   FROM rm.events e
 *   JOIN rm.teams t ON t.id = e.team_id
 *   JOIN rm.clubs c ON c.id = t.club_id
 *  WHERE e.team_id = :teamId! AND NOT e.deleted
 *    AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date
 *        BETWEEN :from!::date AND :to!::date
 *    AND (e.status <> 'NOT_STARTED' OR EXISTS (SELECT 1 FROM rm.records r WHERE r.event_id = e.id))
 *    AND (:afterStart::timestamptz IS NULL
 *         OR (coalesce(e.started_at, e.planned_start_date), e.id) > (:afterStart::timestamptz, :afterId::text))
 *  ORDER BY coalesce(e.started_at, e.planned_start_date), e.id
 *  LIMIT :limit!
 * ```
 */
export const listExportEvents = new PreparedQuery<IListExportEventsParams,IListExportEventsResult>(listExportEventsIR);


/** 'CountExportEvents' parameters type */
export interface ICountExportEventsParams {
  from: DateOrString;
  teamId: string;
  to: DateOrString;
}

/** 'CountExportEvents' return type */
export interface ICountExportEventsResult {
  total: number;
}

/** 'CountExportEvents' query type */
export interface ICountExportEventsQuery {
  params: ICountExportEventsParams;
  result: ICountExportEventsResult;
}

const countExportEventsIR: any = {"usedParamSet":{"teamId":true,"from":true,"to":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":147,"b":154}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":274,"b":279}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":291,"b":294}]}],"statement":"SELECT count(*)::int AS \"total!\"\n  FROM rm.events e\n  JOIN rm.teams t ON t.id = e.team_id\n  JOIN rm.clubs c ON c.id = t.club_id\n WHERE e.team_id = :teamId! AND NOT e.deleted\n   AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date\n       BETWEEN :from!::date AND :to!::date\n   AND (e.status <> 'NOT_STARTED' OR EXISTS (SELECT 1 FROM rm.records r WHERE r.event_id = e.id))"};

/**
 * Query generated from SQL:
 * ```
 * SELECT count(*)::int AS "total!"
 *   FROM rm.events e
 *   JOIN rm.teams t ON t.id = e.team_id
 *   JOIN rm.clubs c ON c.id = t.club_id
 *  WHERE e.team_id = :teamId! AND NOT e.deleted
 *    AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date
 *        BETWEEN :from!::date AND :to!::date
 *    AND (e.status <> 'NOT_STARTED' OR EXISTS (SELECT 1 FROM rm.records r WHERE r.event_id = e.id))
 * ```
 */
export const countExportEvents = new PreparedQuery<ICountExportEventsParams,ICountExportEventsResult>(countExportEventsIR);


/** 'ListExportSelections' parameters type */
export interface IListExportSelectionsParams {
  eventIds: stringArray;
}

/** 'ListExportSelections' return type */
export interface IListExportSelectionsResult {
  event_id: string;
  first_name: string;
  id: string;
  last_name: string;
  number: number | null;
  player_id: string;
  position: string | null;
}

/** 'ListExportSelections' query type */
export interface IListExportSelectionsQuery {
  params: IListExportSelectionsParams;
  result: IListExportSelectionsResult;
}

const listExportSelectionsIR: any = {"usedParamSet":{"eventIds":true},"params":[{"name":"eventIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":345,"b":354}]}],"statement":"-- The selected players of some events, in each event's selection order (as `Event.selections`).\nSELECT s.id, s.event_id, s.player_id, s.number, s.position,\n       coalesce(p.first_name, '') AS \"first_name!\", coalesce(p.last_name, '') AS \"last_name!\"\n  FROM rm.selections s\n  LEFT JOIN rm.players p ON p.id = s.player_id\n WHERE s.event_id = ANY(:eventIds!::text[]) AND s.selected\n ORDER BY s.event_id, s.number NULLS LAST, lower(p.last_name), lower(p.first_name), s.id"};

/**
 * Query generated from SQL:
 * ```
 * -- The selected players of some events, in each event's selection order (as `Event.selections`).
 * SELECT s.id, s.event_id, s.player_id, s.number, s.position,
 *        coalesce(p.first_name, '') AS "first_name!", coalesce(p.last_name, '') AS "last_name!"
 *   FROM rm.selections s
 *   LEFT JOIN rm.players p ON p.id = s.player_id
 *  WHERE s.event_id = ANY(:eventIds!::text[]) AND s.selected
 *  ORDER BY s.event_id, s.number NULLS LAST, lower(p.last_name), lower(p.first_name), s.id
 * ```
 */
export const listExportSelections = new PreparedQuery<IListExportSelectionsParams,IListExportSelectionsResult>(listExportSelectionsIR);


/** 'ListExportPlayers' parameters type */
export interface IListExportPlayersParams {
  teamId: string;
}

/** 'ListExportPlayers' return type */
export interface IListExportPlayersResult {
  first_name: string;
  id: string;
  last_name: string;
  number: number | null;
  position: string | null;
}

/** 'ListExportPlayers' query type */
export interface IListExportPlayersQuery {
  params: IListExportPlayersParams;
  result: IListExportPlayersResult;
}

const listExportPlayersIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":185,"b":192}]}],"statement":"-- The players of the workload: the team's players not archived, by last name (as `teamWorkload`).\nSELECT id, first_name, last_name, number, position\n  FROM rm.players\n WHERE team_id = :teamId! AND NOT archived\n ORDER BY lower(last_name), lower(first_name), id"};

/**
 * Query generated from SQL:
 * ```
 * -- The players of the workload: the team's players not archived, by last name (as `teamWorkload`).
 * SELECT id, first_name, last_name, number, position
 *   FROM rm.players
 *  WHERE team_id = :teamId! AND NOT archived
 *  ORDER BY lower(last_name), lower(first_name), id
 * ```
 */
export const listExportPlayers = new PreparedQuery<IListExportPlayersParams,IListExportPlayersResult>(listExportPlayersIR);


