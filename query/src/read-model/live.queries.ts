/** Types generated for queries found in "query/src/read-model/live.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type stringArray = (string)[];

/** 'FindLiveRecords' parameters type */
export interface IFindLiveRecordsParams {
  selectionIds: stringArray;
}

/** 'FindLiveRecords' return type */
export interface IFindLiveRecordsResult {
  final: boolean;
  global: Json;
  heart_rate: number | null;
  heart_rate_percent: number | null;
  last_time: string | null;
  periods: Json;
  samples: number;
  selection_id: string;
  sessions: Json;
  speed: number | null;
  trail: Json;
  updated_at: Date;
}

/** 'FindLiveRecords' query type */
export interface IFindLiveRecordsQuery {
  params: IFindLiveRecordsParams;
  result: IFindLiveRecordsResult;
}

const findLiveRecordsIR: any = {"usedParamSet":{"selectionIds":true},"params":[{"name":"selectionIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":188,"b":201}]}],"statement":"SELECT selection_id, samples, last_time, speed, heart_rate, heart_rate_percent, global, periods, sessions, trail,\n       final, updated_at\n  FROM rm.live_records\n WHERE selection_id = ANY(:selectionIds!::text[])"};

/**
 * Query generated from SQL:
 * ```
 * SELECT selection_id, samples, last_time, speed, heart_rate, heart_rate_percent, global, periods, sessions, trail,
 *        final, updated_at
 *   FROM rm.live_records
 *  WHERE selection_id = ANY(:selectionIds!::text[])
 * ```
 */
export const findLiveRecords = new PreparedQuery<IFindLiveRecordsParams,IFindLiveRecordsResult>(findLiveRecordsIR);


/** 'FindRecordSources' parameters type */
export interface IFindRecordSourcesParams {
  selectionIds: stringArray;
}

/** 'FindRecordSources' return type */
export interface IFindRecordSourcesResult {
  distance: number | null;
  selection_id: string;
  source: string;
}

/** 'FindRecordSources' query type */
export interface IFindRecordSourcesQuery {
  params: IFindRecordSourcesParams;
  result: IFindRecordSourcesResult;
}

const findRecordSourcesIR: any = {"usedParamSet":{"selectionIds":true},"params":[{"name":"selectionIds","required":true,"transform":{"type":"scalar"},"locs":[{"a":115,"b":128}]}],"statement":"SELECT selection_id, source, (global->>'distance')::float8 AS distance\n  FROM rm.records\n WHERE selection_id = ANY(:selectionIds!::text[])"};

/**
 * Query generated from SQL:
 * ```
 * SELECT selection_id, source, (global->>'distance')::float8 AS distance
 *   FROM rm.records
 *  WHERE selection_id = ANY(:selectionIds!::text[])
 * ```
 */
export const findRecordSources = new PreparedQuery<IFindRecordSourcesParams,IFindRecordSourcesResult>(findRecordSourcesIR);


