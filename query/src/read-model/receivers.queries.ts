/** Types generated for queries found in "query/src/read-model/receivers.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

/** 'ListTeamReceivers' parameters type */
export interface IListTeamReceiversParams {
  teamId: string;
}

/** 'ListTeamReceivers' return type */
export interface IListTeamReceiversResult {
  created_at: Date;
  name: string;
  receiver_id: string;
  revoked_at: Date | null;
}

/** 'ListTeamReceivers' query type */
export interface IListTeamReceiversQuery {
  params: IListTeamReceiversParams;
  result: IListTeamReceiversResult;
}

const listTeamReceiversIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":89,"b":96}]}],"statement":"SELECT receiver_id, name, created_at, revoked_at FROM rm.team_receivers\n WHERE team_id = :teamId! ORDER BY created_at, receiver_id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT receiver_id, name, created_at, revoked_at FROM rm.team_receivers
 *  WHERE team_id = :teamId! ORDER BY created_at, receiver_id
 * ```
 */
export const listTeamReceivers = new PreparedQuery<IListTeamReceiversParams,IListTeamReceiversResult>(listTeamReceiversIR);


/** 'FindReceiverByHash' parameters type */
export interface IFindReceiverByHashParams {
  tokenHash: string;
}

/** 'FindReceiverByHash' return type */
export interface IFindReceiverByHashResult {
  club_id: string;
  receiver_id: string;
  revoked_at: Date | null;
  team_id: string;
}

/** 'FindReceiverByHash' query type */
export interface IFindReceiverByHashQuery {
  params: IFindReceiverByHashParams;
  result: IFindReceiverByHashResult;
}

const findReceiverByHashIR: any = {"usedParamSet":{"tokenHash":true},"params":[{"name":"tokenHash","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":101}]}],"statement":"SELECT receiver_id, team_id, club_id, revoked_at FROM rm.team_receivers WHERE token_hash = :tokenHash!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT receiver_id, team_id, club_id, revoked_at FROM rm.team_receivers WHERE token_hash = :tokenHash!
 * ```
 */
export const findReceiverByHash = new PreparedQuery<IFindReceiverByHashParams,IFindReceiverByHashResult>(findReceiverByHashIR);


/** 'FindLiveSelection' parameters type */
export interface IFindLiveSelectionParams {
  deviceId: string;
  eventId: string;
  teamId: string;
}

/** 'FindLiveSelection' return type */
export interface IFindLiveSelectionResult {
  started_at: Date | null;
  status: string;
}

/** 'FindLiveSelection' query type */
export interface IFindLiveSelectionQuery {
  params: IFindLiveSelectionParams;
  result: IFindLiveSelectionResult;
}

const findLiveSelectionIR: any = {"usedParamSet":{"deviceId":true,"eventId":true,"teamId":true},"params":[{"name":"deviceId","required":true,"transform":{"type":"scalar"},"locs":[{"a":124,"b":133}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":149,"b":157}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":175,"b":182}]}],"statement":"SELECT e.status, e.started_at FROM rm.events e\n  JOIN rm.selections s ON s.event_id = e.id AND s.selected AND s.device_id = :deviceId!\n WHERE e.id = :eventId! AND e.team_id = :teamId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.status, e.started_at FROM rm.events e
 *   JOIN rm.selections s ON s.event_id = e.id AND s.selected AND s.device_id = :deviceId!
 *  WHERE e.id = :eventId! AND e.team_id = :teamId!
 * ```
 */
export const findLiveSelection = new PreparedQuery<IFindLiveSelectionParams,IFindLiveSelectionResult>(findLiveSelectionIR);


