/** Types generated for queries found in "query/src/read-model/events.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type stringArray = (string)[];

/** 'FindEvent' parameters type */
export interface IFindEventParams {
  eventId: string;
}

/** 'FindEvent' return type */
export interface IFindEventResult {
  created_at: Date;
  days_to_match: number | null;
  id: string;
  name: string;
  planned_end_date: Date | null;
  planned_start_date: Date | null;
  player_ids: stringArray;
  revision: string;
  started_at: Date | null;
  status: string;
  stopped_at: Date | null;
  team_id: string;
  type: string;
  updated_at: Date;
}

/** 'FindEvent' query type */
export interface IFindEventQuery {
  params: IFindEventParams;
  result: IFindEventResult;
}

const findEventIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":198,"b":206}]}],"statement":"SELECT id, team_id, name, type, days_to_match, status, planned_start_date, planned_end_date, started_at,\n       stopped_at, player_ids, created_at, updated_at, revision\n  FROM rm.events\n WHERE id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, team_id, name, type, days_to_match, status, planned_start_date, planned_end_date, started_at,
 *        stopped_at, player_ids, created_at, updated_at, revision
 *   FROM rm.events
 *  WHERE id = :eventId!
 * ```
 */
export const findEvent = new PreparedQuery<IFindEventParams,IFindEventResult>(findEventIR);


