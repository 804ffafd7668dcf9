/** Types generated for queries found in "query/src/read-model/uploads.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'FindJob' parameters type */
export interface IFindJobParams {
  jobId: string;
}

/** 'FindJob' return type */
export interface IFindJobResult {
  bytes: string;
  club_id: string;
  code: string | null;
  computed: boolean;
  details: Json | null;
  device_id: string | null;
  duplicate_of: string | null;
  event_id: string | null;
  event_ids: stringArray;
  failure: Json | null;
  file_name: string;
  id: string;
  kind: string;
  message: string | null;
  period_id: string | null;
  received_at: Date;
  revision: string;
  state: string;
  summary: Json | null;
  team_id: string | null;
  updated_at: Date;
}

/** 'FindJob' query type */
export interface IFindJobQuery {
  params: IFindJobParams;
  result: IFindJobResult;
}

const findJobIR: any = {"usedParamSet":{"jobId":true},"params":[{"name":"jobId","required":true,"transform":{"type":"scalar"},"locs":[{"a":365,"b":371}]}],"statement":"SELECT j.id, j.club_id, j.team_id, j.kind, j.file_name, j.bytes, j.event_id, j.event_ids, j.device_id,\n       j.period_id, j.state, j.code, j.message, j.details, j.failure, j.summary, j.duplicate_of, j.received_at, j.updated_at,\n       j.revision, (c.job_id IS NOT NULL) AS \"computed!\"\n  FROM rm.jobs j\n  LEFT JOIN rm.record_jobs c ON c.job_id = j.id\n WHERE j.id = :jobId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT j.id, j.club_id, j.team_id, j.kind, j.file_name, j.bytes, j.event_id, j.event_ids, j.device_id,
 *        j.period_id, j.state, j.code, j.message, j.details, j.failure, j.summary, j.duplicate_of, j.received_at, j.updated_at,
 *        j.revision, (c.job_id IS NOT NULL) AS "computed!"
 *   FROM rm.jobs j
 *   LEFT JOIN rm.record_jobs c ON c.job_id = j.id
 *  WHERE j.id = :jobId!
 * ```
 */
export const findJob = new PreparedQuery<IFindJobParams,IFindJobResult>(findJobIR);


/** 'ListTeamJobs' parameters type */
export interface IListTeamJobsParams {
  limit: NumberOrString;
  teamId: string;
}

/** 'ListTeamJobs' return type */
export interface IListTeamJobsResult {
  bytes: string;
  club_id: string;
  code: string | null;
  computed: boolean;
  details: Json | null;
  device_id: string | null;
  duplicate_of: string | null;
  event_id: string | null;
  event_ids: stringArray;
  failure: Json | null;
  file_name: string;
  id: string;
  kind: string;
  message: string | null;
  period_id: string | null;
  received_at: Date;
  revision: string;
  state: string;
  summary: Json | null;
  team_id: string | null;
  updated_at: Date;
}

/** 'ListTeamJobs' query type */
export interface IListTeamJobsQuery {
  params: IListTeamJobsParams;
  result: IListTeamJobsResult;
}

const listTeamJobsIR: any = {"usedParamSet":{"teamId":true,"limit":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":370,"b":377}]},{"name":"limit","required":true,"transform":{"type":"scalar"},"locs":[{"a":421,"b":427}]}],"statement":"SELECT j.id, j.club_id, j.team_id, j.kind, j.file_name, j.bytes, j.event_id, j.event_ids, j.device_id,\n       j.period_id, j.state, j.code, j.message, j.details, j.failure, j.summary, j.duplicate_of, j.received_at, j.updated_at,\n       j.revision, (c.job_id IS NOT NULL) AS \"computed!\"\n  FROM rm.jobs j\n  LEFT JOIN rm.record_jobs c ON c.job_id = j.id\n WHERE j.team_id = :teamId!\n ORDER BY j.received_at DESC, j.id\n LIMIT :limit!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT j.id, j.club_id, j.team_id, j.kind, j.file_name, j.bytes, j.event_id, j.event_ids, j.device_id,
 *        j.period_id, j.state, j.code, j.message, j.details, j.failure, j.summary, j.duplicate_of, j.received_at, j.updated_at,
 *        j.revision, (c.job_id IS NOT NULL) AS "computed!"
 *   FROM rm.jobs j
 *   LEFT JOIN rm.record_jobs c ON c.job_id = j.id
 *  WHERE j.team_id = :teamId!
 *  ORDER BY j.received_at DESC, j.id
 *  LIMIT :limit!
 * ```
 */
export const listTeamJobs = new PreparedQuery<IListTeamJobsParams,IListTeamJobsResult>(listTeamJobsIR);


/** 'FindRecords' parameters type */
export interface IFindRecordsParams {
  selectionIds: stringArray;
}

/** 'FindRecords' return type */
export interface IFindRecordsResult {
  computed_at: Date;
  global: Json;
  periods: Json;
  samples: number;
  selection_id: string;
  sessions: Json;
}

/** 'FindRecords' query type */
export interface IFindRecordsQuery {
  params: IFindRecordsParams;
  result: IFindRecordsResult;
}

const findRecordsIR: any = {"usedParamSet":{"selectionIds":true},"params":[{"name":"selectionIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":113,"b":126}]}],"statement":"SELECT selection_id, global, periods, sessions, samples, computed_at\n  FROM rm.records\n WHERE selection_id = ANY(:selectionIds!::text[])"};

/**
 * Query generated from SQL:
 * ```
 * SELECT selection_id, global, periods, sessions, samples, computed_at
 *   FROM rm.records
 *  WHERE selection_id = ANY(:selectionIds!::text[])
 * ```
 */
export const findRecords = new PreparedQuery<IFindRecordsParams,IFindRecordsResult>(findRecordsIR);


/** 'FindExtendedMetrics' parameters type */
export interface IFindExtendedMetricsParams {
  selectionId: string;
}

/** 'FindExtendedMetrics' return type */
export interface IFindExtendedMetricsResult {
  extended: Json;
}

/** 'FindExtendedMetrics' query type */
export interface IFindExtendedMetricsQuery {
  params: IFindExtendedMetricsParams;
  result: IFindExtendedMetricsResult;
}

const findExtendedMetricsIR: any = {"usedParamSet":{"selectionId":true},"params":[{"name":"selectionId","required":true,"transform":{"type":"scalar"},"locs":[{"a":53,"b":65}]}],"statement":"SELECT extended FROM rm.records WHERE selection_id = :selectionId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT extended FROM rm.records WHERE selection_id = :selectionId!
 * ```
 */
export const findExtendedMetrics = new PreparedQuery<IFindExtendedMetricsParams,IFindExtendedMetricsResult>(findExtendedMetricsIR);


/** 'DevicesByKeys' parameters type */
export interface IDevicesByKeysParams {
  clubId: string;
  keys: stringArray;
}

/** 'DevicesByKeys' return type */
export interface IDevicesByKeysResult {
  id: string;
  serial: string;
  udid: string | null;
}

/** 'DevicesByKeys' query type */
export interface IDevicesByKeysQuery {
  params: IDevicesByKeysParams;
  result: IDevicesByKeysResult;
}

const devicesByKeysIR: any = {"usedParamSet":{"keys":true,"clubId":true},"params":[{"name":"keys","required":true,"transform":{"type":"scalar"},"locs":[{"a":69,"b":74},{"a":106,"b":111}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":143,"b":150}]}],"statement":"SELECT id, serial, udid\n  FROM rm.devices\n WHERE upper(serial) = ANY(:keys!::text[]) OR upper(udid) = ANY(:keys!::text[])\n ORDER BY (club_id = :clubId!) DESC, id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, serial, udid
 *   FROM rm.devices
 *  WHERE upper(serial) = ANY(:keys!::text[]) OR upper(udid) = ANY(:keys!::text[])
 *  ORDER BY (club_id = :clubId!) DESC, id
 * ```
 */
export const devicesByKeys = new PreparedQuery<IDevicesByKeysParams,IDevicesByKeysResult>(devicesByKeysIR);


/** 'TeamEventsBetween' parameters type */
export interface ITeamEventsBetweenParams {
  from: NumberOrString;
  teamId: string;
  to: NumberOrString;
}

/** 'TeamEventsBetween' return type */
export interface ITeamEventsBetweenResult {
  id: string;
}

/** 'TeamEventsBetween' query type */
export interface ITeamEventsBetweenQuery {
  params: ITeamEventsBetweenParams;
  result: ITeamEventsBetweenResult;
}

const teamEventsBetweenIR: any = {"usedParamSet":{"teamId":true,"to":true,"from":true},"params":[{"name":"teamId","required":true,"transform":{"type":"scalar"},"locs":[{"a":44,"b":51}]},{"name":"to","required":true,"transform":{"type":"scalar"},"locs":[{"a":193,"b":196}]},{"name":"from","required":true,"transform":{"type":"scalar"},"locs":[{"a":387,"b":392}]}],"statement":"SELECT id\n  FROM rm.events\n WHERE team_id = :teamId! AND NOT deleted\n   AND coalesce(started_at, planned_start_date) IS NOT NULL\n   AND coalesce(started_at, planned_start_date) <= to_timestamp(:to! / 1000.0)\n   AND coalesce(stopped_at, CASE WHEN started_at IS NULL THEN planned_end_date END,\n                coalesce(started_at, planned_start_date) + interval '3 hours') >= to_timestamp(:from! / 1000.0)\n ORDER BY coalesce(started_at, planned_start_date), id"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id
 *   FROM rm.events
 *  WHERE team_id = :teamId! AND NOT deleted
 *    AND coalesce(started_at, planned_start_date) IS NOT NULL
 *    AND coalesce(started_at, planned_start_date) <= to_timestamp(:to! / 1000.0)
 *    AND coalesce(stopped_at, CASE WHEN started_at IS NULL THEN planned_end_date END,
 *                 coalesce(started_at, planned_start_date) + interval '3 hours') >= to_timestamp(:from! / 1000.0)
 *  ORDER BY coalesce(started_at, planned_start_date), id
 * ```
 */
export const teamEventsBetween = new PreparedQuery<ITeamEventsBetweenParams,ITeamEventsBetweenResult>(teamEventsBetweenIR);


/** 'DeviceByUdid' parameters type */
export interface IDeviceByUdidParams {
  clubId?: string | null | void;
  udid: string;
}

/** 'DeviceByUdid' return type */
export interface IDeviceByUdidResult {
  club_id: string;
  id: string;
  team_id: string | null;
}

/** 'DeviceByUdid' query type */
export interface IDeviceByUdidQuery {
  params: IDeviceByUdidParams;
  result: IDeviceByUdidResult;
}

const deviceByUdidIR: any = {"usedParamSet":{"udid":true,"clubId":true},"params":[{"name":"udid","required":true,"transform":{"type":"scalar"},"locs":[{"a":73,"b":78}]},{"name":"clubId","required":false,"transform":{"type":"scalar"},"locs":[{"a":102,"b":108}]}],"statement":"SELECT id, club_id, team_id\n  FROM rm.devices\n WHERE upper(udid) = upper(:udid!)\n ORDER BY (club_id = :clubId) DESC NULLS LAST, id\n LIMIT 1"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, club_id, team_id
 *   FROM rm.devices
 *  WHERE upper(udid) = upper(:udid!)
 *  ORDER BY (club_id = :clubId) DESC NULLS LAST, id
 *  LIMIT 1
 * ```
 */
export const deviceByUdid = new PreparedQuery<IDeviceByUdidParams,IDeviceByUdidResult>(deviceByUdidIR);


/** 'EventComputing' parameters type */
export interface IEventComputingParams {
  eventId: string;
}

/** 'EventComputing' return type */
export interface IEventComputingResult {
  computing: boolean | null;
}

/** 'EventComputing' query type */
export interface IEventComputingQuery {
  params: IEventComputingParams;
  result: IEventComputingResult;
}

const eventComputingIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":215,"b":223}]}],"statement":"SELECT e.compute_requested_revision IS NOT NULL\n       AND e.compute_requested_revision > coalesce(c.revision, -1) AS computing\n  FROM rm.events e\n  LEFT JOIN rm.record_computes c ON c.event_id = e.id\n WHERE e.id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.compute_requested_revision IS NOT NULL
 *        AND e.compute_requested_revision > coalesce(c.revision, -1) AS computing
 *   FROM rm.events e
 *   LEFT JOIN rm.record_computes c ON c.event_id = e.id
 *  WHERE e.id = :eventId!
 * ```
 */
export const eventComputing = new PreparedQuery<IEventComputingParams,IEventComputingResult>(eventComputingIR);


/** 'SpeedSeries' parameters type */
export interface ISpeedSeriesParams {
  eventId: string;
}

/** 'SpeedSeries' return type */
export interface ISpeedSeriesResult {
  player_id: string;
  selection_id: string;
  serie: Json;
}

/** 'SpeedSeries' query type */
export interface ISpeedSeriesQuery {
  params: ISpeedSeriesParams;
  result: ISpeedSeriesResult;
}

const speedSeriesIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":163,"b":171}]}],"statement":"SELECT r.selection_id, r.player_id, r.extended -> 'speedSerie' AS \"serie!\"\n  FROM rm.records r\n  JOIN rm.selections s ON s.id = r.selection_id\n WHERE r.event_id = :eventId! AND s.selected\n ORDER BY s.seq"};

/**
 * Query generated from SQL:
 * ```
 * SELECT r.selection_id, r.player_id, r.extended -> 'speedSerie' AS "serie!"
 *   FROM rm.records r
 *   JOIN rm.selections s ON s.id = r.selection_id
 *  WHERE r.event_id = :eventId! AND s.selected
 *  ORDER BY s.seq
 * ```
 */
export const speedSeries = new PreparedQuery<ISpeedSeriesParams,ISpeedSeriesResult>(speedSeriesIR);


/** 'PlayerEventIds' parameters type */
export interface IPlayerEventIdsParams {
  limit: NumberOrString;
  playerId: string;
}

/** 'PlayerEventIds' return type */
export interface IPlayerEventIdsResult {
  id: string;
}

/** 'PlayerEventIds' query type */
export interface IPlayerEventIdsQuery {
  params: IPlayerEventIdsParams;
  result: IPlayerEventIdsResult;
}

const playerEventIdsIR: any = {"usedParamSet":{"playerId":true,"limit":true},"params":[{"name":"playerId","required":true,"transform":{"type":"scalar"},"locs":[{"a":96,"b":105}]},{"name":"limit","required":true,"transform":{"type":"scalar"},"locs":[{"a":212,"b":218}]}],"statement":"SELECT e.id\n  FROM rm.selections s\n  JOIN rm.events e ON e.id = s.event_id\n WHERE s.player_id = :playerId! AND NOT e.deleted\n ORDER BY coalesce(e.started_at, e.planned_start_date, e.created_at) DESC, e.id\n LIMIT :limit!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.id
 *   FROM rm.selections s
 *   JOIN rm.events e ON e.id = s.event_id
 *  WHERE s.player_id = :playerId! AND NOT e.deleted
 *  ORDER BY coalesce(e.started_at, e.planned_start_date, e.created_at) DESC, e.id
 *  LIMIT :limit!
 * ```
 */
export const playerEventIds = new PreparedQuery<IPlayerEventIdsParams,IPlayerEventIdsResult>(playerEventIdsIR);


