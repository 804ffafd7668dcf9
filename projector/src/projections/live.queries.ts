/** Types generated for queries found in "projector/src/projections/live.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

/** 'UpsertLivePlayer' parameters type */
export interface IUpsertLivePlayerParams {
  gender?: string | null | void;
  maxHeartRate?: number | null | void;
  maxSpeed?: number | null | void;
  playerId: string;
  restingHeartRate?: number | null | void;
}

/** 'UpsertLivePlayer' return type */
export type IUpsertLivePlayerResult = void;

/** 'UpsertLivePlayer' query type */
export interface IUpsertLivePlayerQuery {
  params: IUpsertLivePlayerParams;
  result: IUpsertLivePlayerResult;
}

const upsertLivePlayerIR: any = {"usedParamSet":{"playerId":true,"maxHeartRate":true,"restingHeartRate":true,"gender":true,"maxSpeed":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":103,"b":112}]},{"name":"maxHeartRate","required":false,"transform":{"type":"scalar"},"locs":[{"a":115,"b":127},{"a":227,"b":239}]},{"name":"restingHeartRate","required":false,"transform":{"type":"scalar"},"locs":[{"a":130,"b":146},{"a":263,"b":279}]},{"name":"gender","required":false,"transform":{"type":"scalar"},"locs":[{"a":149,"b":155},{"a":291,"b":297}]},{"name":"maxSpeed","required":false,"transform":{"type":"scalar"},"locs":[{"a":158,"b":166},{"a":319,"b":327}]}],"statement":"INSERT INTO rm.live_players (player_id, max_heart_rate, resting_heart_rate, gender, max_speed)\nVALUES (:playerId!, :maxHeartRate, :restingHeartRate, :gender, :maxSpeed)\nON CONFLICT (player_id) DO UPDATE\n   SET max_heart_rate = :maxHeartRate, resting_heart_rate = :restingHeartRate, gender = :gender,\n       max_speed = :maxSpeed"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.live_players (player_id, max_heart_rate, resting_heart_rate, gender, max_speed)
 * VALUES (:playerId!, :maxHeartRate, :restingHeartRate, :gender, :maxSpeed)
 * ON CONFLICT (player_id) DO UPDATE
 *    SET max_heart_rate = :maxHeartRate, resting_heart_rate = :restingHeartRate, gender = :gender,
 *        max_speed = :maxSpeed
 * ```
 */
export const upsertLivePlayer = new PreparedQuery<IUpsertLivePlayerParams,IUpsertLivePlayerResult>(upsertLivePlayerIR);


/** 'FindLivePlayer' parameters type */
export interface IFindLivePlayerParams {
  playerId: string;
}

/** 'FindLivePlayer' return type */
export interface IFindLivePlayerResult {
  gender: string | null;
  max_heart_rate: number | null;
  max_speed: number | null;
  resting_heart_rate: number | null;
}

/** 'FindLivePlayer' query type */
export interface IFindLivePlayerQuery {
  params: IFindLivePlayerParams;
  result: IFindLivePlayerResult;
}

const findLivePlayerIR: any = {"usedParamSet":{"playerId":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":100,"b":109}]}],"statement":"SELECT max_heart_rate, resting_heart_rate, gender, max_speed FROM rm.live_players WHERE player_id = :playerId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT max_heart_rate, resting_heart_rate, gender, max_speed FROM rm.live_players WHERE player_id = :playerId!
 * ```
 */
export const findLivePlayer = new PreparedQuery<IFindLivePlayerParams,IFindLivePlayerResult>(findLivePlayerIR);


/** 'UpsertLiveTeamTracking' parameters type */
export interface IUpsertLiveTeamTrackingParams {
  overrides: Json;
  profile: string;
  teamId: string;
}

/** 'UpsertLiveTeamTracking' return type */
export type IUpsertLiveTeamTrackingResult = void;

/** 'UpsertLiveTeamTracking' query type */
export interface IUpsertLiveTeamTrackingQuery {
  params: IUpsertLiveTeamTrackingParams;
  result: IUpsertLiveTeamTrackingResult;
}

const upsertLiveTeamTrackingIR: any = {"usedParamSet":{"teamId":true,"profile":true,"overrides":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":72,"b":79}]},{"name":"profile","required":true,"transform":{"type":"scalar"},"locs":[{"a":82,"b":90}]},{"name":"overrides","required":true,"transform":{"type":"scalar"},"locs":[{"a":93,"b":103},{"a":163,"b":173}]}],"statement":"INSERT INTO rm.live_team_tracking (team_id, profile, overrides) VALUES (:teamId!, :profile!, :overrides!)\nON CONFLICT (team_id, profile) DO UPDATE SET overrides = :overrides!"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.live_team_tracking (team_id, profile, overrides) VALUES (:teamId!, :profile!, :overrides!)
 * ON CONFLICT (team_id, profile) DO UPDATE SET overrides = :overrides!
 * ```
 */
export const upsertLiveTeamTracking = new PreparedQuery<IUpsertLiveTeamTrackingParams,IUpsertLiveTeamTrackingResult>(upsertLiveTeamTrackingIR);


/** 'DeleteLiveTeamTracking' parameters type */
export interface IDeleteLiveTeamTrackingParams {
  profile: string;
  teamId: string;
}

/** 'DeleteLiveTeamTracking' return type */
export type IDeleteLiveTeamTrackingResult = void;

/** 'DeleteLiveTeamTracking' query type */
export interface IDeleteLiveTeamTrackingQuery {
  params: IDeleteLiveTeamTrackingParams;
  result: IDeleteLiveTeamTrackingResult;
}

const deleteLiveTeamTrackingIR: any = {"usedParamSet":{"teamId":true,"profile":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":50,"b":57}]},{"name":"profile","required":true,"transform":{"type":"scalar"},"locs":[{"a":73,"b":81}]}],"statement":"DELETE FROM rm.live_team_tracking WHERE team_id = :teamId! AND profile = :profile!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.live_team_tracking WHERE team_id = :teamId! AND profile = :profile!
 * ```
 */
export const deleteLiveTeamTracking = new PreparedQuery<IDeleteLiveTeamTrackingParams,IDeleteLiveTeamTrackingResult>(deleteLiveTeamTrackingIR);


/** 'ListLiveTeamTracking' parameters type */
export interface IListLiveTeamTrackingParams {
  teamId: string;
}

/** 'ListLiveTeamTracking' return type */
export interface IListLiveTeamTrackingResult {
  overrides: Json;
  profile: string;
}

/** 'ListLiveTeamTracking' query type */
export interface IListLiveTeamTrackingQuery {
  params: IListLiveTeamTrackingParams;
  result: IListLiveTeamTrackingResult;
}

const listLiveTeamTrackingIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":76}]}],"statement":"SELECT profile, overrides FROM rm.live_team_tracking WHERE team_id = :teamId! ORDER BY profile"};

/**
 * Query generated from SQL:
 * ```
 * SELECT profile, overrides FROM rm.live_team_tracking WHERE team_id = :teamId! ORDER BY profile
 * ```
 */
export const listLiveTeamTracking = new PreparedQuery<IListLiveTeamTrackingParams,IListLiveTeamTrackingResult>(listLiveTeamTrackingIR);


/** 'UpsertLiveRecord' parameters type */
export interface IUpsertLiveRecordParams {
  at: DateOrString;
  deviceId: string;
  eventId: string;
  final: boolean;
  global: Json;
  heartRate?: number | null | void;
  heartRatePercent?: number | null | void;
  lastTime?: NumberOrString | null | void;
  periods: Json;
  playerId: string;
  revision: NumberOrString;
  samples: number;
  selectionId: string;
  sessions: Json;
  speed?: number | null | void;
  trail: Json;
}

/** 'UpsertLiveRecord' return type */
export type IUpsertLiveRecordResult = void;

/** 'UpsertLiveRecord' query type */
export interface IUpsertLiveRecordQuery {
  params: IUpsertLiveRecordParams;
  result: IUpsertLiveRecordResult;
}

const upsertLiveRecordIR: any = {"usedParamSet":{"selectionId":true,"eventId":true,"playerId":true,"deviceId":true,"revision":true,"samples":true,"lastTime":true,"speed":true,"heartRate":true,"heartRatePercent":true,"global":true,"periods":true,"sessions":true,"trail":true,"final":true,"at":true},"params":[{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":234,"b":246}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":249,"b":257}]},{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":260,"b":269},{"a":478,"b":487}]},{"name":"deviceId","required":true,"transform":{"type":"scalar"},"locs":[{"a":272,"b":281},{"a":502,"b":511}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":284,"b":293},{"a":525,"b":534}]},{"name":"samples","required":true,"transform":{"type":"scalar"},"locs":[{"a":296,"b":304},{"a":547,"b":555}]},{"name":"lastTime","required":false,"transform":{"type":"scalar"},"locs":[{"a":307,"b":315},{"a":577,"b":585}]},{"name":"speed","required":false,"transform":{"type":"scalar"},"locs":[{"a":318,"b":323},{"a":596,"b":601}]},{"name":"heartRate","required":false,"transform":{"type":"scalar"},"locs":[{"a":326,"b":335},{"a":617,"b":626}]},{"name":"heartRatePercent","required":false,"transform":{"type":"scalar"},"locs":[{"a":346,"b":362},{"a":650,"b":666}]},{"name":"global","required":true,"transform":{"type":"scalar"},"locs":[{"a":365,"b":372},{"a":685,"b":692}]},{"name":"periods","required":true,"transform":{"type":"scalar"},"locs":[{"a":375,"b":383},{"a":705,"b":713}]},{"name":"sessions","required":true,"transform":{"type":"scalar"},"locs":[{"a":386,"b":395},{"a":727,"b":736}]},{"name":"trail","required":true,"transform":{"type":"scalar"},"locs":[{"a":398,"b":404},{"a":747,"b":753}]},{"name":"final","required":true,"transform":{"type":"scalar"},"locs":[{"a":407,"b":413},{"a":764,"b":770}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":416,"b":419},{"a":793,"b":796}]}],"statement":"INSERT INTO rm.live_records (selection_id, event_id, player_id, device_id, revision, samples, last_time, speed,\n                             heart_rate, heart_rate_percent, global, periods, sessions, trail, final, updated_at)\nVALUES (:selectionId!, :eventId!, :playerId!, :deviceId!, :revision!, :samples!, :lastTime, :speed, :heartRate,\n        :heartRatePercent, :global!, :periods!, :sessions!, :trail!, :final!, :at!)\nON CONFLICT (selection_id) DO UPDATE\n   SET player_id = :playerId!, device_id = :deviceId!, revision = :revision!, samples = :samples!,\n       last_time = :lastTime, speed = :speed, heart_rate = :heartRate, heart_rate_percent = :heartRatePercent,\n       global = :global!, periods = :periods!, sessions = :sessions!, trail = :trail!, final = :final!,\n       updated_at = :at!"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.live_records (selection_id, event_id, player_id, device_id, revision, samples, last_time, speed,
 *                              heart_rate, heart_rate_percent, global, periods, sessions, trail, final, updated_at)
 * VALUES (:selectionId!, :eventId!, :playerId!, :deviceId!, :revision!, :samples!, :lastTime, :speed, :heartRate,
 *         :heartRatePercent, :global!, :periods!, :sessions!, :trail!, :final!, :at!)
 * ON CONFLICT (selection_id) DO UPDATE
 *    SET player_id = :playerId!, device_id = :deviceId!, revision = :revision!, samples = :samples!,
 *        last_time = :lastTime, speed = :speed, heart_rate = :heartRate, heart_rate_percent = :heartRatePercent,
 *        global = :global!, periods = :periods!, sessions = :sessions!, trail = :trail!, final = :final!,
 *        updated_at = :at!
 * ```
 */
export const upsertLiveRecord = new PreparedQuery<IUpsertLiveRecordParams,IUpsertLiveRecordResult>(upsertLiveRecordIR);


/** 'ListEventLiveRecords' parameters type */
export interface IListEventLiveRecordsParams {
  eventId: string;
}

/** 'ListEventLiveRecords' return type */
export interface IListEventLiveRecordsResult {
  device_id: string;
  revision: string;
  selection_id: string;
}

/** 'ListEventLiveRecords' query type */
export interface IListEventLiveRecordsQuery {
  params: IListEventLiveRecordsParams;
  result: IListEventLiveRecordsResult;
}

const listEventLiveRecordsIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":79,"b":87}]}],"statement":"SELECT selection_id, device_id, revision FROM rm.live_records WHERE event_id = :eventId! ORDER BY selection_id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT selection_id, device_id, revision FROM rm.live_records WHERE event_id = :eventId! ORDER BY selection_id
 * ```
 */
export const listEventLiveRecords = new PreparedQuery<IListEventLiveRecordsParams,IListEventLiveRecordsResult>(listEventLiveRecordsIR);


/** 'DeleteLiveRecord' parameters type */
export interface IDeleteLiveRecordParams {
  selectionId: string;
}

/** 'DeleteLiveRecord' return type */
export type IDeleteLiveRecordResult = void;

/** 'DeleteLiveRecord' query type */
export interface IDeleteLiveRecordQuery {
  params: IDeleteLiveRecordParams;
  result: IDeleteLiveRecordResult;
}

const deleteLiveRecordIR: any = {"usedParamSet":{"selectionId":true},"params":[{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":49,"b":61}]}],"statement":"DELETE FROM rm.live_records WHERE selection_id = :selectionId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.live_records WHERE selection_id = :selectionId!
 * ```
 */
export const deleteLiveRecord = new PreparedQuery<IDeleteLiveRecordParams,IDeleteLiveRecordResult>(deleteLiveRecordIR);


/** 'DeleteEventLiveRecords' parameters type */
export interface IDeleteEventLiveRecordsParams {
  eventId: string;
}

/** 'DeleteEventLiveRecords' return type */
export type IDeleteEventLiveRecordsResult = void;

/** 'DeleteEventLiveRecords' query type */
export interface IDeleteEventLiveRecordsQuery {
  params: IDeleteEventLiveRecordsParams;
  result: IDeleteEventLiveRecordsResult;
}

const deleteEventLiveRecordsIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":45,"b":53}]}],"statement":"DELETE FROM rm.live_records WHERE event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.live_records WHERE event_id = :eventId!
 * ```
 */
export const deleteEventLiveRecords = new PreparedQuery<IDeleteEventLiveRecordsParams,IDeleteEventLiveRecordsResult>(deleteEventLiveRecordsIR);


