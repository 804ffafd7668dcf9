/** Types generated for queries found in "projector/src/projections/live.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type DateOrStringArray = (DateOrString)[];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type JsonArray = (Json)[];

export type NumberOrString = number | string;

export type NumberOrStringArray = (NumberOrString)[];

export type booleanArray = (boolean)[];

export type numberArray = (number)[];

export type stringArray = (string)[];

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


/** 'UpsertLiveRecords' parameters type */
export interface IUpsertLiveRecordsParams {
  ats: DateOrStringArray;
  deviceIds: stringArray;
  eventIds: stringArray;
  finals: booleanArray;
  globals: JsonArray;
  heartRatePercents: numberArray;
  heartRates: numberArray;
  lastTimes: NumberOrStringArray;
  periods: JsonArray;
  playerIds: stringArray;
  revisions: NumberOrStringArray;
  samples: numberArray;
  selectionIds: stringArray;
  sessions: JsonArray;
  speeds: numberArray;
  trails: JsonArray;
}

/** 'UpsertLiveRecords' return type */
export type IUpsertLiveRecordsResult = void;

/** 'UpsertLiveRecords' query type */
export interface IUpsertLiveRecordsQuery {
  params: IUpsertLiveRecordsParams;
  result: IUpsertLiveRecordsResult;
}

const upsertLiveRecordsIR: any = {"usedParamSet":{"selectionIds":true,"eventIds":true,"playerIds":true,"deviceIds":true,"revisions":true,"samples":true,"lastTimes":true,"speeds":true,"heartRates":true,"heartRatePercents":true,"globals":true,"periods":true,"sessions":true,"trails":true,"finals":true,"ats":true},"params":[{"name":"selectionIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":247,"b":260}]},{"name":"eventIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":271,"b":280}]},{"name":"playerIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":291,"b":301}]},{"name":"deviceIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":312,"b":322}]},{"name":"revisions","required":true,"transform":{"type":"scalar"},"locs":[{"a":354,"b":364}]},{"name":"samples","required":true,"transform":{"type":"scalar"},"locs":[{"a":377,"b":385}]},{"name":"lastTimes","required":true,"transform":{"type":"scalar"},"locs":[{"a":399,"b":409}]},{"name":"speeds","required":true,"transform":{"type":"scalar"},"locs":[{"a":422,"b":429}]},{"name":"heartRates","required":true,"transform":{"type":"scalar"},"locs":[{"a":463,"b":474}]},{"name":"heartRatePercents","required":true,"transform":{"type":"scalar"},"locs":[{"a":488,"b":506}]},{"name":"globals","required":true,"transform":{"type":"scalar"},"locs":[{"a":519,"b":527}]},{"name":"periods","required":true,"transform":{"type":"scalar"},"locs":[{"a":539,"b":547}]},{"name":"sessions","required":true,"transform":{"type":"scalar"},"locs":[{"a":580,"b":589}]},{"name":"trails","required":true,"transform":{"type":"scalar"},"locs":[{"a":601,"b":608}]},{"name":"finals","required":true,"transform":{"type":"scalar"},"locs":[{"a":620,"b":627}]},{"name":"ats","required":true,"transform":{"type":"scalar"},"locs":[{"a":641,"b":645}]}],"statement":"INSERT INTO rm.live_records (selection_id, event_id, player_id, device_id, revision, samples, last_time, speed,\n                             heart_rate, heart_rate_percent, global, periods, sessions, trail, final, updated_at)\nSELECT * FROM unnest(:selectionIds!::text[], :eventIds!::text[], :playerIds!::text[], :deviceIds!::text[],\n                     :revisions!::bigint[], :samples!::integer[], :lastTimes!::bigint[], :speeds!::float8[],\n                     :heartRates!::integer[], :heartRatePercents!::float8[], :globals!::jsonb[], :periods!::jsonb[],\n                     :sessions!::jsonb[], :trails!::jsonb[], :finals!::boolean[], :ats!::timestamptz[])\nON CONFLICT (selection_id) DO UPDATE\n   SET player_id = excluded.player_id, device_id = excluded.device_id, revision = excluded.revision,\n       samples = excluded.samples, last_time = excluded.last_time, speed = excluded.speed,\n       heart_rate = excluded.heart_rate, heart_rate_percent = excluded.heart_rate_percent, global = excluded.global,\n       periods = excluded.periods, sessions = excluded.sessions, trail = excluded.trail, final = excluded.final,\n       updated_at = excluded.updated_at"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.live_records (selection_id, event_id, player_id, device_id, revision, samples, last_time, speed,
 *                              heart_rate, heart_rate_percent, global, periods, sessions, trail, final, updated_at)
 * SELECT * FROM unnest(:selectionIds!::text[], :eventIds!::text[], :playerIds!::text[], :deviceIds!::text[],
 *                      :revisions!::bigint[], :samples!::integer[], :lastTimes!::bigint[], :speeds!::float8[],
 *                      :heartRates!::integer[], :heartRatePercents!::float8[], :globals!::jsonb[], :periods!::jsonb[],
 *                      :sessions!::jsonb[], :trails!::jsonb[], :finals!::boolean[], :ats!::timestamptz[])
 * ON CONFLICT (selection_id) DO UPDATE
 *    SET player_id = excluded.player_id, device_id = excluded.device_id, revision = excluded.revision,
 *        samples = excluded.samples, last_time = excluded.last_time, speed = excluded.speed,
 *        heart_rate = excluded.heart_rate, heart_rate_percent = excluded.heart_rate_percent, global = excluded.global,
 *        periods = excluded.periods, sessions = excluded.sessions, trail = excluded.trail, final = excluded.final,
 *        updated_at = excluded.updated_at
 * ```
 */
export const upsertLiveRecords = new PreparedQuery<IUpsertLiveRecordsParams,IUpsertLiveRecordsResult>(upsertLiveRecordsIR);


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


