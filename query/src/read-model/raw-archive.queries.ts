/** Types generated for queries found in "query/src/read-model/raw-archive.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

/** 'EventSampleSources' parameters type */
export interface IEventSampleSourcesParams {
  eventId: string;
}

/** 'EventSampleSources' return type */
export interface IEventSampleSourcesResult {
  device_id: string;
  format: string;
  from_revision: string;
  samples: number;
  stream_name: string;
  to_revision: string;
}

/** 'EventSampleSources' query type */
export interface IEventSampleSourcesQuery {
  params: IEventSampleSourcesParams;
  result: IEventSampleSourcesResult;
}

const eventSampleSourcesIR: any = {"usedParamSet":{"eventId":true},"params":[{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":118,"b":126}]}],"statement":"SELECT stream_name, device_id, from_revision, to_revision, format, samples\n  FROM rm.record_sources\n WHERE event_id = :eventId!\n ORDER BY device_id, stream_name, from_revision"};

/**
 * Query generated from SQL:
 * ```
 * SELECT stream_name, device_id, from_revision, to_revision, format, samples
 *   FROM rm.record_sources
 *  WHERE event_id = :eventId!
 *  ORDER BY device_id, stream_name, from_revision
 * ```
 */
export const eventSampleSources = new PreparedQuery<IEventSampleSourcesParams,IEventSampleSourcesResult>(eventSampleSourcesIR);


