/** Types generated for queries found in "query/src/read-model/live-devices.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

/** 'ListLiveDevices' parameters type */
export interface IListLiveDevicesParams {
  eventId: string;
  teamId: string;
}

/** 'ListLiveDevices' return type */
export interface IListLiveDevicesResult {
  device_id: string | null;
  first_name: string | null;
  last_name: string | null;
  number: number | null;
  player_id: string | null;
  started_at: Date | null;
  status: string;
}

/** 'ListLiveDevices' query type */
export interface IListLiveDevicesQuery {
  params: IListLiveDevicesParams;
  result: IListLiveDevicesResult;
}

const listLiveDevicesIR: any = {"usedParamSet":{"eventId":true,"teamId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":321,"b":329}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":347,"b":354}]}],"statement":"SELECT e.status, e.started_at, s.device_id, s.player_id AS \"player_id?\", s.number,\n       p.first_name AS \"first_name?\", p.last_name AS \"last_name?\"\n  FROM rm.events e\n  LEFT JOIN rm.selections s ON s.event_id = e.id AND s.selected AND s.device_id IS NOT NULL\n  LEFT JOIN rm.players p ON p.id = s.player_id\n WHERE e.id = :eventId! AND e.team_id = :teamId! AND NOT e.deleted\n ORDER BY s.number NULLS LAST, lower(p.last_name), lower(p.first_name), s.id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.status, e.started_at, s.device_id, s.player_id AS "player_id?", s.number,
 *        p.first_name AS "first_name?", p.last_name AS "last_name?"
 *   FROM rm.events e
 *   LEFT JOIN rm.selections s ON s.event_id = e.id AND s.selected AND s.device_id IS NOT NULL
 *   LEFT JOIN rm.players p ON p.id = s.player_id
 *  WHERE e.id = :eventId! AND e.team_id = :teamId! AND NOT e.deleted
 *  ORDER BY s.number NULLS LAST, lower(p.last_name), lower(p.first_name), s.id
 * ```
 */
export const listLiveDevices = new PreparedQuery<IListLiveDevicesParams,IListLiveDevicesResult>(listLiveDevicesIR);


