/** Types generated for queries found in "projector/src/projections/jobs.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'InsertJob' parameters type */
export interface IInsertJobParams {
  actorId?: string | null | void;
  at: DateOrString;
  bytes: NumberOrString;
  clubId: string;
  deviceId?: string | null | void;
  eventId?: string | null | void;
  fileName: string;
  format?: string | null | void;
  jobId: string;
  kind: string;
  periodId?: string | null | void;
  revision: NumberOrString;
  sha256: string;
  teamId?: string | null | void;
}

/** 'InsertJob' return type */
export type IInsertJobResult = void;

/** 'InsertJob' query type */
export interface IInsertJobQuery {
  params: IInsertJobParams;
  result: IInsertJobResult;
}

const insertJobIR: any = {"usedParamSet":{"jobId":true,"clubId":true,"teamId":true,"kind":true,"fileName":true,"bytes":true,"sha256":true,"eventId":true,"deviceId":true,"periodId":true,"format":true,"at":true,"actorId":true,"revision":true},"params":[{"name":"jobId","required":true,"transform":{"type":"scalar"},"locs":[{"a":196,"b":202}]},{"name":"clubId","required":true,"transform":{"type":"scalar"},"locs":[{"a":205,"b":212}]},{"name":"teamId","required":false,"transform":{"type":"scalar"},"locs":[{"a":215,"b":221}]},{"name":"kind","required":true,"transform":{"type":"scalar"},"locs":[{"a":224,"b":229}]},{"name":"fileName","required":true,"transform":{"type":"scalar"},"locs":[{"a":232,"b":241}]},{"name":"bytes","required":true,"transform":{"type":"scalar"},"locs":[{"a":244,"b":250}]},{"name":"sha256","required":true,"transform":{"type":"scalar"},"locs":[{"a":253,"b":260}]},{"name":"eventId","required":false,"transform":{"type":"scalar"},"locs":[{"a":263,"b":270}]},{"name":"deviceId","required":false,"transform":{"type":"scalar"},"locs":[{"a":273,"b":281}]},{"name":"periodId","required":false,"transform":{"type":"scalar"},"locs":[{"a":284,"b":292}]},{"name":"format","required":false,"transform":{"type":"scalar"},"locs":[{"a":303,"b":309}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":324,"b":327},{"a":330,"b":333}]},{"name":"actorId","required":false,"transform":{"type":"scalar"},"locs":[{"a":336,"b":343}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":346,"b":355}]}],"statement":"INSERT INTO rm.jobs (id, club_id, team_id, kind, file_name, bytes, sha256, event_id, device_id, period_id,\n                     format, state, received_at, updated_at, actor_id, revision)\nVALUES (:jobId!, :clubId!, :teamId, :kind!, :fileName!, :bytes!, :sha256!, :eventId, :deviceId, :periodId,\n        :format, 'RECEIVED', :at!, :at!, :actorId, :revision!)\nON CONFLICT (id) DO NOTHING"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO rm.jobs (id, club_id, team_id, kind, file_name, bytes, sha256, event_id, device_id, period_id,
 *                      format, state, received_at, updated_at, actor_id, revision)
 * VALUES (:jobId!, :clubId!, :teamId, :kind!, :fileName!, :bytes!, :sha256!, :eventId, :deviceId, :periodId,
 *         :format, 'RECEIVED', :at!, :at!, :actorId, :revision!)
 * ON CONFLICT (id) DO NOTHING
 * ```
 */
export const insertJob = new PreparedQuery<IInsertJobParams,IInsertJobResult>(insertJobIR);


/** 'SetJobParsing' parameters type */
export interface ISetJobParsingParams {
  at: DateOrString;
  jobId: string;
  revision: NumberOrString;
}

/** 'SetJobParsing' return type */
export type ISetJobParsingResult = void;

/** 'SetJobParsing' query type */
export interface ISetJobParsingQuery {
  params: ISetJobParsingParams;
  result: ISetJobParsingResult;
}

const setJobParsingIR: any = {"usedParamSet":{"at":true,"revision":true,"jobId":true},"params":[{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":51,"b":54}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":68,"b":77},{"a":114,"b":123}]},{"name":"jobId","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":97}]}],"statement":"UPDATE rm.jobs SET state = 'PARSING', updated_at = :at!, revision = :revision!\n WHERE id = :jobId! AND revision < :revision!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.jobs SET state = 'PARSING', updated_at = :at!, revision = :revision!
 *  WHERE id = :jobId! AND revision < :revision!
 * ```
 */
export const setJobParsing = new PreparedQuery<ISetJobParsingParams,ISetJobParsingResult>(setJobParsingIR);


/** 'SetJobAppended' parameters type */
export interface ISetJobAppendedParams {
  at: DateOrString;
  eventIds: stringArray;
  jobId: string;
  revision: NumberOrString;
  summary: Json;
}

/** 'SetJobAppended' return type */
export type ISetJobAppendedResult = void;

/** 'SetJobAppended' query type */
export interface ISetJobAppendedQuery {
  params: ISetJobAppendedParams;
  result: ISetJobAppendedResult;
}

const setJobAppendedIR: any = {"usedParamSet":{"summary":true,"eventIds":true,"at":true,"revision":true,"jobId":true},"params":[{"name":"summary","required":true,"transform":{"type":"scalar"},"locs":[{"a":49,"b":57}]},{"name":"eventIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":72,"b":81}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":97,"b":100}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":121,"b":130},{"a":167,"b":176}]},{"name":"jobId","required":true,"transform":{"type":"scalar"},"locs":[{"a":144,"b":150}]}],"statement":"UPDATE rm.jobs SET state = 'APPENDED', summary = :summary!, event_ids = :eventIds!, updated_at = :at!,\n       revision = :revision!\n WHERE id = :jobId! AND revision < :revision!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.jobs SET state = 'APPENDED', summary = :summary!, event_ids = :eventIds!, updated_at = :at!,
 *        revision = :revision!
 *  WHERE id = :jobId! AND revision < :revision!
 * ```
 */
export const setJobAppended = new PreparedQuery<ISetJobAppendedParams,ISetJobAppendedResult>(setJobAppendedIR);


/** 'SetJobDuplicate' parameters type */
export interface ISetJobDuplicateParams {
  at: DateOrString;
  jobId: string;
  of: string;
  revision: NumberOrString;
}

/** 'SetJobDuplicate' return type */
export type ISetJobDuplicateResult = void;

/** 'SetJobDuplicate' query type */
export interface ISetJobDuplicateQuery {
  params: ISetJobDuplicateParams;
  result: ISetJobDuplicateResult;
}

const setJobDuplicateIR: any = {"usedParamSet":{"of":true,"at":true,"revision":true,"jobId":true},"params":[{"name":"of","required":true,"transform":{"type":"scalar"},"locs":[{"a":55,"b":58}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":74,"b":77}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":91,"b":100},{"a":137,"b":146}]},{"name":"jobId","required":true,"transform":{"type":"scalar"},"locs":[{"a":114,"b":120}]}],"statement":"UPDATE rm.jobs SET state = 'DUPLICATE', duplicate_of = :of!, updated_at = :at!, revision = :revision!\n WHERE id = :jobId! AND revision < :revision!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.jobs SET state = 'DUPLICATE', duplicate_of = :of!, updated_at = :at!, revision = :revision!
 *  WHERE id = :jobId! AND revision < :revision!
 * ```
 */
export const setJobDuplicate = new PreparedQuery<ISetJobDuplicateParams,ISetJobDuplicateResult>(setJobDuplicateIR);


/** 'SetJobFailed' parameters type */
export interface ISetJobFailedParams {
  at: DateOrString;
  code: string;
  details: Json;
  failure?: Json | null | void;
  jobId: string;
  message: string;
  revision: NumberOrString;
}

/** 'SetJobFailed' return type */
export type ISetJobFailedResult = void;

/** 'SetJobFailed' query type */
export interface ISetJobFailedQuery {
  params: ISetJobFailedParams;
  result: ISetJobFailedResult;
}

const setJobFailedIR: any = {"usedParamSet":{"code":true,"message":true,"details":true,"failure":true,"at":true,"revision":true,"jobId":true},"params":[{"name":"code","required":true,"transform":{"type":"scalar"},"locs":[{"a":44,"b":49}]},{"name":"message","required":true,"transform":{"type":"scalar"},"locs":[{"a":62,"b":70}]},{"name":"details","required":true,"transform":{"type":"scalar"},"locs":[{"a":83,"b":91}]},{"name":"failure","required":false,"transform":{"type":"scalar"},"locs":[{"a":111,"b":118}]},{"name":"at","required":true,"transform":{"type":"scalar"},"locs":[{"a":134,"b":137}]},{"name":"revision","required":true,"transform":{"type":"scalar"},"locs":[{"a":151,"b":160},{"a":197,"b":206}]},{"name":"jobId","required":true,"transform":{"type":"scalar"},"locs":[{"a":174,"b":180}]}],"statement":"UPDATE rm.jobs SET state = 'FAILED', code = :code!, message = :message!, details = :details!,\n       failure = :failure, updated_at = :at!, revision = :revision!\n WHERE id = :jobId! AND revision < :revision!"};

/**
 * Query generated from SQL:
 * ```
 * UPDATE rm.jobs SET state = 'FAILED', code = :code!, message = :message!, details = :details!,
 *        failure = :failure, updated_at = :at!, revision = :revision!
 *  WHERE id = :jobId! AND revision < :revision!
 * ```
 */
export const setJobFailed = new PreparedQuery<ISetJobFailedParams,ISetJobFailedResult>(setJobFailedIR);


