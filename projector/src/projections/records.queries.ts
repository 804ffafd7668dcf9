/** Types generated for queries found in "projector/src/projections/records.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

export type NumberOrStringArray = (NumberOrString)[];

export type booleanArray = (boolean)[];

export type numberArray = (number)[];

export type stringArray = (string)[];

/** 'UpsertPlayer' parameters type */
export interface IUpsertPlayerParams {
  gender?: string | null | void;
  maxHeartRate?: number | null | void;
  maxSpeed?: number | null | void;
  playerId: string;
  restingHeartRate?: number | null | void;
}

/** 'UpsertPlayer' return type */
export type IUpsertPlayerResult = void;

/** 'UpsertPlayer' query type */
export interface IUpsertPlayerQuery {
  params: IUpsertPlayerParams;
  result: IUpsertPlayerResult;
}

const upsertPlayerIR: any = {"usedParamSet":{"playerId":true,"maxHeartRate":true,"restingHeartRate":true,"gender":true,"maxSpeed":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":105,"b":114}]},{"name":"maxHeartRate","required":false,"transform":{"type":"scalar"},"locs":[{"a":117,"b":129},{"a":229,"b":241}]},{"name":"restingHeartRate","required":false,"transform":{"type":"scalar"},"locs":[{"a":132,"b":148},{"a":265,"b":281}]},{"name":"gender","required":false,"transform":{"type":"scalar"},"locs":[{"a":151,"b":157},{"a":293,"b":299}]},{"name":"maxSpeed","required":false,"transform":{"type":"scalar"},"locs":[{"a":160,"b":168},{"a":321,"b":329}]}],"statement":"INSERT INTO rm.record_players (player_id, max_heart_rate, resting_heart_rate, gender, max_speed)\nVALUES (:playerId!, :maxHeartRate, :restingHeartRate, :gender, :maxSpeed)\nON CONFLICT (player_id) DO UPDATE\n   SET max_heart_rate = :maxHeartRate, resting_heart_rate = :restingHeartRate, gender = :gender,\n       max_speed = :maxSpeed"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.record_players (player_id, max_heart_rate, resting_heart_rate, gender, max_speed)
 * VALUES (:playerId!, :maxHeartRate, :restingHeartRate, :gender, :maxSpeed)
 * ON CONFLICT (player_id) DO UPDATE
 *    SET max_heart_rate = :maxHeartRate, resting_heart_rate = :restingHeartRate, gender = :gender,
 *        max_speed = :maxSpeed
 * ```
 */
export const upsertPlayer = new PreparedQuery<IUpsertPlayerParams,IUpsertPlayerResult>(upsertPlayerIR);


/** 'InsertSources' parameters type */
export interface IInsertSourcesParams {
  cyclings: booleanArray;
  deviceIds: stringArray;
  eventIds: stringArray;
  firstTimes: NumberOrStringArray;
  formats: stringArray;
  fromRevisions: NumberOrStringArray;
  jobId: string;
  lastTimes: NumberOrStringArray;
  samples: numberArray;
  streamNames: stringArray;
  toRevisions: NumberOrStringArray;
}

/** 'InsertSources' return type */
export type IInsertSourcesResult = void;

/** 'InsertSources' query type */
export interface IInsertSourcesQuery {
  params: IInsertSourcesParams;
  result: IInsertSourcesResult;
}

const insertSourcesIR: any = {"usedParamSet":{"jobId":true,"streamNames":true,"fromRevisions":true,"toRevisions":true,"eventIds":true,"deviceIds":true,"samples":true,"firstTimes":true,"lastTimes":true,"formats":true,"cyclings":true},"params":[{"name":"jobId","required":true,"transform":{"type":"scalar"},"locs":[{"a":260,"b":266}]},{"name":"streamNames","required":true,"transform":{"type":"scalar"},"locs":[{"a":348,"b":360}]},{"name":"fromRevisions","required":true,"transform":{"type":"scalar"},"locs":[{"a":371,"b":385}]},{"name":"toRevisions","required":true,"transform":{"type":"scalar"},"locs":[{"a":398,"b":410}]},{"name":"eventIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":423,"b":432}]},{"name":"deviceIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":457,"b":467}]},{"name":"samples","required":true,"transform":{"type":"scalar"},"locs":[{"a":478,"b":486}]},{"name":"firstTimes","required":true,"transform":{"type":"scalar"},"locs":[{"a":500,"b":511}]},{"name":"lastTimes","required":true,"transform":{"type":"scalar"},"locs":[{"a":524,"b":534}]},{"name":"formats","required":true,"transform":{"type":"scalar"},"locs":[{"a":561,"b":569}]},{"name":"cyclings","required":true,"transform":{"type":"scalar"},"locs":[{"a":580,"b":589}]}],"statement":"INSERT INTO rm.record_sources (stream_name, from_revision, to_revision, event_id, device_id, job_id, samples,\n                               first_time, last_time, format, cycling)\nSELECT a.stream_name, a.from_revision, a.to_revision, a.event_id, a.device_id, :jobId!, a.samples, a.first_time,\n       a.last_time, a.format, a.cycling\n  FROM unnest(:streamNames!::text[], :fromRevisions!::bigint[], :toRevisions!::bigint[], :eventIds!::text[],\n              :deviceIds!::text[], :samples!::integer[], :firstTimes!::bigint[], :lastTimes!::bigint[],\n              :formats!::text[], :cyclings!::boolean[])\n       AS a(stream_name, from_revision, to_revision, event_id, device_id, samples, first_time, last_time, format,\n            cycling)\nON CONFLICT DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.record_sources (stream_name, from_revision, to_revision, event_id, device_id, job_id, samples,
 *                                first_time, last_time, format, cycling)
 * SELECT a.stream_name, a.from_revision, a.to_revision, a.event_id, a.device_id, :jobId!, a.samples, a.first_time,
 *        a.last_time, a.format, a.cycling
 *   FROM unnest(:streamNames!::text[], :fromRevisions!::bigint[], :toRevisions!::bigint[], :eventIds!::text[],
 *               :deviceIds!::text[], :samples!::integer[], :firstTimes!::bigint[], :lastTimes!::bigint[],
 *               :formats!::text[], :cyclings!::boolean[])
 *        AS a(stream_name, from_revision, to_revision, event_id, device_id, samples, first_time, last_time, format,
 *             cycling)
 * ON CONFLICT DO NOTHING
 * ```
 */
export const insertSources = new PreparedQuery<IInsertSourcesParams,IInsertSourcesResult>(insertSourcesIR);


/** 'InsertJobComputed' parameters type */
export interface IInsertJobComputedParams {
  at: DateOrString;
  jobId: string;
}

/** 'InsertJobComputed' return type */
export type IInsertJobComputedResult = void;

/** 'InsertJobComputed' query type */
export interface IInsertJobComputedQuery {
  params: IInsertJobComputedParams;
  result: IInsertJobComputedResult;
}

const insertJobComputedIR: any = {"usedParamSet":{"jobId":true,"at":true},"params":[{"name":"jobId","required":true,"transform":{"type":"scalar"},"locs":[{"a":57,"b":63}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":66,"b":69}]}],"statement":"INSERT INTO rm.record_jobs (job_id, computed_at) VALUES (:jobId!, :at!) ON CONFLICT (job_id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.record_jobs (job_id, computed_at) VALUES (:jobId!, :at!) ON CONFLICT (job_id) DO NOTHING
 * ```
 */
export const insertJobComputed = new PreparedQuery<IInsertJobComputedParams,IInsertJobComputedResult>(insertJobComputedIR);


/** 'DeleteEventRecords' parameters type */
export interface IDeleteEventRecordsParams {
  eventId: string;
}

/** 'DeleteEventRecords' return type */
export type IDeleteEventRecordsResult = void;

/** 'DeleteEventRecords' query type */
export interface IDeleteEventRecordsQuery {
  params: IDeleteEventRecordsParams;
  result: IDeleteEventRecordsResult;
}

const deleteEventRecordsIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":40,"b":48}]}],"statement":"DELETE FROM rm.records WHERE event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.records WHERE event_id = :eventId!
 * ```
 */
export const deleteEventRecords = new PreparedQuery<IDeleteEventRecordsParams,IDeleteEventRecordsResult>(deleteEventRecordsIR);


/** 'UpsertComputeRequest' parameters type */
export interface IUpsertComputeRequestParams {
  at: DateOrString;
  eventId: string;
  revision: NumberOrString;
}

/** 'UpsertComputeRequest' return type */
export type IUpsertComputeRequestResult = void;

/** 'UpsertComputeRequest' query type */
export interface IUpsertComputeRequestQuery {
  params: IUpsertComputeRequestParams;
  result: IUpsertComputeRequestResult;
}

const upsertComputeRequestIR: any = {"usedParamSet":{"eventId":true,"revision":true,"at":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":73,"b":81}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":84,"b":93},{"a":150,"b":159}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":96,"b":99},{"a":176,"b":179}]}],"statement":"INSERT INTO rm.record_computes (event_id, revision, computed_at) VALUES (:eventId!, :revision!, :at!)\nON CONFLICT (event_id) DO UPDATE SET revision = :revision!, computed_at = :at!"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.record_computes (event_id, revision, computed_at) VALUES (:eventId!, :revision!, :at!)
 * ON CONFLICT (event_id) DO UPDATE SET revision = :revision!, computed_at = :at!
 * ```
 */
export const upsertComputeRequest = new PreparedQuery<IUpsertComputeRequestParams,IUpsertComputeRequestResult>(upsertComputeRequestIR);


/** 'EventHasSources' parameters type */
export interface IEventHasSourcesParams {
  eventId: string;
}

/** 'EventHasSources' return type */
export interface IEventHasSourcesResult {
  sourced: number | null;
}

/** 'EventHasSources' query type */
export interface IEventHasSourcesQuery {
  params: IEventHasSourcesParams;
  result: IEventHasSourcesResult;
}

const eventHasSourcesIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":60,"b":68}]}],"statement":"SELECT 1 AS sourced FROM rm.record_sources WHERE event_id = :eventId! LIMIT 1"};

/**
 * Query generated from SQL:
 * ```
 * SELECT 1 AS sourced FROM rm.record_sources WHERE event_id = :eventId! LIMIT 1
 * ```
 */
export const eventHasSources = new PreparedQuery<IEventHasSourcesParams,IEventHasSourcesResult>(eventHasSourcesIR);


/** 'ListSources' parameters type */
export interface IListSourcesParams {
  deviceId: string;
  eventId: string;
}

/** 'ListSources' return type */
export interface IListSourcesResult {
  cycling: boolean;
  first_time: string;
  format: string;
  from_revision: string;
  last_time: string;
  stream_name: string;
  to_revision: string;
}

/** 'ListSources' query type */
export interface IListSourcesQuery {
  params: IListSourcesParams;
  result: IListSourcesResult;
}

const listSourcesIR: any = {"usedParamSet":{"eventId":true,"deviceId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":130,"b":138}]},{"name":"deviceId","required":true,"transform":{"type":"scalar"},"locs":[{"a":156,"b":165}]}],"statement":"SELECT stream_name, from_revision, to_revision, format, cycling, first_time, last_time\n  FROM rm.record_sources\n WHERE event_id = :eventId! AND device_id = :deviceId!\n ORDER BY first_time, stream_name, from_revision"};

/**
 * Query generated from SQL:
 * ```
 * SELECT stream_name, from_revision, to_revision, format, cycling, first_time, last_time
 *   FROM rm.record_sources
 *  WHERE event_id = :eventId! AND device_id = :deviceId!
 *  ORDER BY first_time, stream_name, from_revision
 * ```
 */
export const listSources = new PreparedQuery<IListSourcesParams,IListSourcesResult>(listSourcesIR);


/** 'DeleteRecord' parameters type */
export interface IDeleteRecordParams {
  selectionId: string;
}

/** 'DeleteRecord' return type */
export type IDeleteRecordResult = void;

/** 'DeleteRecord' query type */
export interface IDeleteRecordQuery {
  params: IDeleteRecordParams;
  result: IDeleteRecordResult;
}

const deleteRecordIR: any = {"usedParamSet":{"selectionId":true},"params":[{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":44,"b":56}]}],"statement":"DELETE FROM rm.records WHERE selection_id = :selectionId!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.records WHERE selection_id = :selectionId!
 * ```
 */
export const deleteRecord = new PreparedQuery<IDeleteRecordParams,IDeleteRecordResult>(deleteRecordIR);


/** 'FindPlayer' parameters type */
export interface IFindPlayerParams {
  playerId: string;
}

/** 'FindPlayer' return type */
export interface IFindPlayerResult {
  gender: string | null;
  max_heart_rate: number | null;
  max_speed: number | null;
  resting_heart_rate: number | null;
}

/** 'FindPlayer' query type */
export interface IFindPlayerQuery {
  params: IFindPlayerParams;
  result: IFindPlayerResult;
}

const findPlayerIR: any = {"usedParamSet":{"playerId":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":102,"b":111}]}],"statement":"SELECT max_heart_rate, resting_heart_rate, gender, max_speed FROM rm.record_players WHERE player_id = :playerId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT max_heart_rate, resting_heart_rate, gender, max_speed FROM rm.record_players WHERE player_id = :playerId!
 * ```
 */
export const findPlayer = new PreparedQuery<IFindPlayerParams,IFindPlayerResult>(findPlayerIR);


/** 'UpsertRecord' parameters type */
export interface IUpsertRecordParams {
  at: DateOrString;
  cleaning: Json;
  deviceId: string;
  eventId: string;
  extended: Json;
  global: Json;
  periods: Json;
  playerId: string;
  samples: number;
  selectionId: string;
  sessions: Json;
  source: string;
  teamId: string;
  tracking: Json;
}

/** 'UpsertRecord' return type */
export type IUpsertRecordResult = void;

/** 'UpsertRecord' query type */
export interface IUpsertRecordQuery {
  params: IUpsertRecordParams;
  result: IUpsertRecordResult;
}

const upsertRecordIR: any = {"usedParamSet":{"selectionId":true,"eventId":true,"teamId":true,"playerId":true,"deviceId":true,"samples":true,"global":true,"periods":true,"sessions":true,"extended":true,"cleaning":true,"tracking":true,"source":true,"at":true},"params":[{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":198,"b":210}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":213,"b":221}]},{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":224,"b":231},{"a":416,"b":423}]},{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":234,"b":243},{"a":438,"b":447}]},{"name":"deviceId","required":true,"transform":{"type":"scalar"},"locs":[{"a":246,"b":255},{"a":462,"b":471}]},{"name":"samples","required":true,"transform":{"type":"scalar"},"locs":[{"a":258,"b":266},{"a":484,"b":492}]},{"name":"global","required":true,"transform":{"type":"scalar"},"locs":[{"a":269,"b":276},{"a":504,"b":511}]},{"name":"periods","required":true,"transform":{"type":"scalar"},"locs":[{"a":279,"b":287},{"a":531,"b":539}]},{"name":"sessions","required":true,"transform":{"type":"scalar"},"locs":[{"a":290,"b":299},{"a":553,"b":562}]},{"name":"extended","required":true,"transform":{"type":"scalar"},"locs":[{"a":310,"b":319},{"a":576,"b":585}]},{"name":"cleaning","required":true,"transform":{"type":"scalar"},"locs":[{"a":322,"b":331},{"a":599,"b":608}]},{"name":"tracking","required":true,"transform":{"type":"scalar"},"locs":[{"a":334,"b":343},{"a":629,"b":638}]},{"name":"source","required":true,"transform":{"type":"scalar"},"locs":[{"a":346,"b":353},{"a":650,"b":657}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":356,"b":359},{"a":674,"b":677}]}],"statement":"INSERT INTO rm.records (selection_id, event_id, team_id, player_id, device_id, samples, global, periods, sessions,\n                        extended, cleaning, tracking, source, computed_at)\nVALUES (:selectionId!, :eventId!, :teamId!, :playerId!, :deviceId!, :samples!, :global!, :periods!, :sessions!,\n        :extended!, :cleaning!, :tracking!, :source!, :at!)\nON CONFLICT (selection_id) DO UPDATE\n   SET team_id = :teamId!, player_id = :playerId!, device_id = :deviceId!, samples = :samples!, global = :global!,\n       periods = :periods!, sessions = :sessions!, extended = :extended!, cleaning = :cleaning!,\n       tracking = :tracking!, source = :source!, computed_at = :at!"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.records (selection_id, event_id, team_id, player_id, device_id, samples, global, periods, sessions,
 *                         extended, cleaning, tracking, source, computed_at)
 * VALUES (:selectionId!, :eventId!, :teamId!, :playerId!, :deviceId!, :samples!, :global!, :periods!, :sessions!,
 *         :extended!, :cleaning!, :tracking!, :source!, :at!)
 * ON CONFLICT (selection_id) DO UPDATE
 *    SET team_id = :teamId!, player_id = :playerId!, device_id = :deviceId!, samples = :samples!, global = :global!,
 *        periods = :periods!, sessions = :sessions!, extended = :extended!, cleaning = :cleaning!,
 *        tracking = :tracking!, source = :source!, computed_at = :at!
 * ```
 */
export const upsertRecord = new PreparedQuery<IUpsertRecordParams,IUpsertRecordResult>(upsertRecordIR);


/** 'UpsertTeamTracking' parameters type */
export interface IUpsertTeamTrackingParams {
  overrides: Json;
  profile: string;
  teamId: string;
}

/** 'UpsertTeamTracking' return type */
export type IUpsertTeamTrackingResult = void;

/** 'UpsertTeamTracking' query type */
export interface IUpsertTeamTrackingQuery {
  params: IUpsertTeamTrackingParams;
  result: IUpsertTeamTrackingResult;
}

const upsertTeamTrackingIR: any = {"usedParamSet":{"teamId":true,"profile":true,"overrides":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":74,"b":81}]},{"name":"profile","required":true,"transform":{"type":"scalar"},"locs":[{"a":84,"b":92}]},{"name":"overrides","required":true,"transform":{"type":"scalar"},"locs":[{"a":95,"b":105},{"a":165,"b":175}]}],"statement":"INSERT INTO rm.record_team_tracking (team_id, profile, overrides) VALUES (:teamId!, :profile!, :overrides!)\nON CONFLICT (team_id, profile) DO UPDATE SET overrides = :overrides!"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.record_team_tracking (team_id, profile, overrides) VALUES (:teamId!, :profile!, :overrides!)
 * ON CONFLICT (team_id, profile) DO UPDATE SET overrides = :overrides!
 * ```
 */
export const upsertTeamTracking = new PreparedQuery<IUpsertTeamTrackingParams,IUpsertTeamTrackingResult>(upsertTeamTrackingIR);


/** 'DeleteTeamTracking' parameters type */
export interface IDeleteTeamTrackingParams {
  profile: string;
  teamId: string;
}

/** 'DeleteTeamTracking' return type */
export type IDeleteTeamTrackingResult = void;

/** 'DeleteTeamTracking' query type */
export interface IDeleteTeamTrackingQuery {
  params: IDeleteTeamTrackingParams;
  result: IDeleteTeamTrackingResult;
}

const deleteTeamTrackingIR: any = {"usedParamSet":{"teamId":true,"profile":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":52,"b":59}]},{"name":"profile","required":true,"transform":{"type":"scalar"},"locs":[{"a":75,"b":83}]}],"statement":"DELETE FROM rm.record_team_tracking WHERE team_id = :teamId! AND profile = :profile!"};

/**
 * Query generated from SQL:
 * ```
 * DELETE FROM rm.record_team_tracking WHERE team_id = :teamId! AND profile = :profile!
 * ```
 */
export const deleteTeamTracking = new PreparedQuery<IDeleteTeamTrackingParams,IDeleteTeamTrackingResult>(deleteTeamTrackingIR);


/** 'ListTeamTracking' parameters type */
export interface IListTeamTrackingParams {
  teamId: string;
}

/** 'ListTeamTracking' return type */
export interface IListTeamTrackingResult {
  overrides: Json;
  profile: string;
}

/** 'ListTeamTracking' query type */
export interface IListTeamTrackingQuery {
  params: IListTeamTrackingParams;
  result: IListTeamTrackingResult;
}

const listTeamTrackingIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":71,"b":78}]}],"statement":"SELECT profile, overrides FROM rm.record_team_tracking WHERE team_id = :teamId! ORDER BY profile"};

/**
 * Query generated from SQL:
 * ```
 * SELECT profile, overrides FROM rm.record_team_tracking WHERE team_id = :teamId! ORDER BY profile
 * ```
 */
export const listTeamTracking = new PreparedQuery<IListTeamTrackingParams,IListTeamTrackingResult>(listTeamTrackingIR);


/** 'ListTeamRecordEvents' parameters type */
export interface IListTeamRecordEventsParams {
  teamId: string;
}

/** 'ListTeamRecordEvents' return type */
export interface IListTeamRecordEventsResult {
  event_id: string;
}

/** 'ListTeamRecordEvents' query type */
export interface IListTeamRecordEventsQuery {
  params: IListTeamRecordEventsParams;
  result: IListTeamRecordEventsResult;
}

const listTeamRecordEventsIR: any = {"usedParamSet":{"teamId":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":57,"b":64}]}],"statement":"SELECT DISTINCT event_id FROM rm.records WHERE team_id = :teamId! ORDER BY event_id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT DISTINCT event_id FROM rm.records WHERE team_id = :teamId! ORDER BY event_id
 * ```
 */
export const listTeamRecordEvents = new PreparedQuery<IListTeamRecordEventsParams,IListTeamRecordEventsResult>(listTeamRecordEventsIR);


/** 'ExtendLiveSource' parameters type */
export interface IExtendLiveSourceParams {
  lastTime: NumberOrString;
  previous: NumberOrString;
  revision: NumberOrString;
  samples: number;
  streamName: string;
}

/** 'ExtendLiveSource' return type */
export interface IExtendLiveSourceResult {
  from_revision: string;
}

/** 'ExtendLiveSource' query type */
export interface IExtendLiveSourceQuery {
  params: IExtendLiveSourceParams;
  result: IExtendLiveSourceResult;
}

const extendLiveSourceIR: any = {"usedParamSet":{"revision":true,"samples":true,"lastTime":true,"streamName":true,"previous":true},"params":[{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":46,"b":55}]},{"name":"samples","required":true,"transform":{"type":"scalar"},"locs":[{"a":78,"b":86}]},{"name":"lastTime","required":true,"transform":{"type":"scalar"},"locs":[{"a":101,"b":110}]},{"name":"streamName","required":true,"transform":{"type":"scalar"},"locs":[{"a":133,"b":144}]},{"name":"previous","required":true,"transform":{"type":"scalar"},"locs":[{"a":184,"b":193}]}],"statement":"UPDATE rm.record_sources\n   SET to_revision = :revision!, samples = samples + :samples!, last_time = :lastTime!\n WHERE stream_name = :streamName! AND job_id = 'live' AND to_revision = :previous!\nRETURNING from_revision"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.record_sources
 *    SET to_revision = :revision!, samples = samples + :samples!, last_time = :lastTime!
 *  WHERE stream_name = :streamName! AND job_id = 'live' AND to_revision = :previous!
 * RETURNING from_revision
 * ```
 */
export const extendLiveSource = new PreparedQuery<IExtendLiveSourceParams,IExtendLiveSourceResult>(extendLiveSourceIR);


/** 'InsertLiveSource' parameters type */
export interface IInsertLiveSourceParams {
  deviceId: string;
  eventId: string;
  firstTime: NumberOrString;
  lastTime: NumberOrString;
  revision: NumberOrString;
  samples: number;
  streamName: string;
}

/** 'InsertLiveSource' return type */
export type IInsertLiveSourceResult = void;

/** 'InsertLiveSource' query type */
export interface IInsertLiveSourceQuery {
  params: IInsertLiveSourceParams;
  result: IInsertLiveSourceResult;
}

const insertLiveSourceIR: any = {"usedParamSet":{"streamName":true,"revision":true,"eventId":true,"deviceId":true,"samples":true,"firstTime":true,"lastTime":true},"params":[{"name":"streamName","required":true,"transform":{"type":"scalar"},"locs":[{"a":189,"b":200}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":203,"b":212},{"a":215,"b":224}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":227,"b":235}]},{"name":"deviceId","required":true,"transform":{"type":"scalar"},"locs":[{"a":238,"b":247}]},{"name":"samples","required":true,"transform":{"type":"scalar"},"locs":[{"a":258,"b":266}]},{"name":"firstTime","required":true,"transform":{"type":"scalar"},"locs":[{"a":269,"b":279}]},{"name":"lastTime","required":true,"transform":{"type":"scalar"},"locs":[{"a":282,"b":291}]}],"statement":"INSERT INTO rm.record_sources (stream_name, from_revision, to_revision, event_id, device_id, job_id, samples,\n                               first_time, last_time, format, cycling)\nVALUES (:streamName!, :revision!, :revision!, :eventId!, :deviceId!, 'live', :samples!, :firstTime!, :lastTime!,\n        'live', false)\nON CONFLICT DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.record_sources (stream_name, from_revision, to_revision, event_id, device_id, job_id, samples,
 *                                first_time, last_time, format, cycling)
 * VALUES (:streamName!, :revision!, :revision!, :eventId!, :deviceId!, 'live', :samples!, :firstTime!, :lastTime!,
 *         'live', false)
 * ON CONFLICT DO NOTHING
 * ```
 */
export const insertLiveSource = new PreparedQuery<IInsertLiveSourceParams,IInsertLiveSourceResult>(insertLiveSourceIR);


/** 'MarkEventStopped' parameters type */
export interface IMarkEventStoppedParams {
  eventId: string;
}

/** 'MarkEventStopped' return type */
export type IMarkEventStoppedResult = void;

/** 'MarkEventStopped' query type */
export interface IMarkEventStoppedQuery {
  params: IMarkEventStoppedParams;
  result: IMarkEventStoppedResult;
}

const markEventStoppedIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":56,"b":64}]}],"statement":"INSERT INTO rm.record_stopped_events (event_id) VALUES (:eventId!) ON CONFLICT DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.record_stopped_events (event_id) VALUES (:eventId!) ON CONFLICT DO NOTHING
 * ```
 */
export const markEventStopped = new PreparedQuery<IMarkEventStoppedParams,IMarkEventStoppedResult>(markEventStoppedIR);


/** 'IsEventStopped' parameters type */
export interface IIsEventStoppedParams {
  eventId: string;
}

/** 'IsEventStopped' return type */
export interface IIsEventStoppedResult {
  stopped: number | null;
}

/** 'IsEventStopped' query type */
export interface IIsEventStoppedQuery {
  params: IIsEventStoppedParams;
  result: IIsEventStoppedResult;
}

const isEventStoppedIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":67,"b":75}]}],"statement":"SELECT 1 AS stopped FROM rm.record_stopped_events WHERE event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT 1 AS stopped FROM rm.record_stopped_events WHERE event_id = :eventId!
 * ```
 */
export const isEventStopped = new PreparedQuery<IIsEventStoppedParams,IIsEventStoppedResult>(isEventStoppedIR);


