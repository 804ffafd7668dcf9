/** Types generated for queries found in "projector/src/what-if/what-if.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type stringArray = (string)[];

/** 'ListEventRecords' parameters type */
export interface IListEventRecordsParams {
  eventId: string;
}

/** 'ListEventRecords' return type */
export interface IListEventRecordsResult {
  global: Json;
  periods: Json;
  player_id: string;
  selection_id: string;
  sessions: Json;
}

/** 'ListEventRecords' query type */
export interface IListEventRecordsQuery {
  params: IListEventRecordsParams;
  result: IListEventRecordsResult;
}

const listEventRecordsIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":99}]}],"statement":"SELECT selection_id, player_id, global, periods, sessions FROM rm.records WHERE event_id = :eventId! ORDER BY selection_id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT selection_id, player_id, global, periods, sessions FROM rm.records WHERE event_id = :eventId! ORDER BY selection_id
 * ```
 */
export const listEventRecords = new PreparedQuery<IListEventRecordsParams,IListEventRecordsResult>(listEventRecordsIR);


/** 'ListTeamEventsWithRecords' parameters type */
export interface IListTeamEventsWithRecordsParams {
  from: DateOrString;
  teamId: string;
  to: DateOrString;
}

/** 'ListTeamEventsWithRecords' return type */
export interface IListTeamEventsWithRecordsResult {
  event_id: string;
  name: string;
  start_date: Date | null;
}

/** 'ListTeamEventsWithRecords' query type */
export interface IListTeamEventsWithRecordsQuery {
  params: IListTeamEventsWithRecordsParams;
  result: IListTeamEventsWithRecordsResult;
}

const listTeamEventsWithRecordsIR: any = {"usedParamSet":{"teamId":true,"from":true,"to":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":130,"b":137}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":194,"b":199}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":255,"b":258}]}],"statement":"SELECT e.id AS event_id, e.name, COALESCE(e.started_at, e.planned_start_date) AS start_date\n  FROM rm.events e\n WHERE e.team_id = :teamId!\n   AND COALESCE(e.started_at, e.planned_start_date) >= :from!\n   AND COALESCE(e.started_at, e.planned_start_date) < :to!\n   AND EXISTS (SELECT 1 FROM rm.records r WHERE r.event_id = e.id)\n ORDER BY COALESCE(e.started_at, e.planned_start_date), e.id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.id AS event_id, e.name, COALESCE(e.started_at, e.planned_start_date) AS start_date
 *   FROM rm.events e
 *  WHERE e.team_id = :teamId!
 *    AND COALESCE(e.started_at, e.planned_start_date) >= :from!
 *    AND COALESCE(e.started_at, e.planned_start_date) < :to!
 *    AND EXISTS (SELECT 1 FROM rm.records r WHERE r.event_id = e.id)
 *  ORDER BY COALESCE(e.started_at, e.planned_start_date), e.id
 * ```
 */
export const listTeamEventsWithRecords = new PreparedQuery<IListTeamEventsWithRecordsParams,IListTeamEventsWithRecordsResult>(listTeamEventsWithRecordsIR);


/** 'ListPlayerNames' parameters type */
export interface IListPlayerNamesParams {
  playerIds: stringArray;
}

/** 'ListPlayerNames' return type */
export interface IListPlayerNamesResult {
  first_name: string;
  id: string;
  last_name: string;
}

/** 'ListPlayerNames' query type */
export interface IListPlayerNamesQuery {
  params: IListPlayerNamesParams;
  result: IListPlayerNamesResult;
}

const listPlayerNamesIR: any = {"usedParamSet":{"playerIds":true},"params":[{"name":"playerIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":64,"b":74}]}],"statement":"SELECT id, first_name, last_name FROM rm.players WHERE id = ANY(:playerIds!::text[])"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, first_name, last_name FROM rm.players WHERE id = ANY(:playerIds!::text[])
 * ```
 */
export const listPlayerNames = new PreparedQuery<IListPlayerNamesParams,IListPlayerNamesResult>(listPlayerNamesIR);


