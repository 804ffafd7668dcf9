/** Types generated for queries found in "query/src/read-model/abandoned-jobs.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

/** 'AbandonedJobs' parameters type */
export interface IAbandonedJobsParams {
  before: DateOrString;
}

/** 'AbandonedJobs' return type */
export interface IAbandonedJobsResult {
  id: string;
  idle: boolean;
}

/** 'AbandonedJobs' query type */
export interface IAbandonedJobsQuery {
  params: IAbandonedJobsParams;
  result: IAbandonedJobsResult;
}

const abandonedJobsIR: any = {"usedParamSet":{"before":true},"params":[{"name":"before","required":true,"transform":{"type":"scalar"},"locs":[{"a":24,"b":31}]}],"statement":"SELECT id, updated_at < :before! AS \"idle!\"\n  FROM rm.jobs\n WHERE state IN ('RECEIVED', 'PARSING')\n ORDER BY received_at"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, updated_at < :before! AS "idle!"
 *   FROM rm.jobs
 *  WHERE state IN ('RECEIVED', 'PARSING')
 *  ORDER BY received_at
 * ```
 */
export const abandonedJobs = new PreparedQuery<IAbandonedJobsParams,IAbandonedJobsResult>(abandonedJobsIR);


