/** Types generated for queries found in "projector/src/runtime/lease.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

/** 'TryLease' parameters type */
export interface ITryLeaseParams {
  key: string;
  lockClass: number;
}

/** 'TryLease' return type */
export interface ITryLeaseResult {
  ok: boolean;
}

/** 'TryLease' query type */
export interface ITryLeaseQuery {
  params: ITryLeaseParams;
  result: ITryLeaseResult;
}

const tryLeaseIR: any = {"usedParamSet":{"lockClass":true,"key":true},"params":[{"name":"lockClass","required":true,"transform":{"type":"scalar"},"locs":[{"a":28,"b":38}]},{"name":"key","required":true,"transform":{"type":"scalar"},"locs":[{"a":50,"b":54}]}],"statement":"SELECT pg_try_advisory_lock(:lockClass!, hashtext(:key!)) AS \"ok!\""};

/**
 * Query generated from SQL:
 * ```
 * SELECT pg_try_advisory_lock(:lockClass!, hashtext(:key!)) AS "ok!"
 * ```
 */
export const tryLease = new PreparedQuery<ITryLeaseParams,ITryLeaseResult>(tryLeaseIR);


/** 'ReleaseLease' parameters type */
export interface IReleaseLeaseParams {
  key: string;
  lockClass: number;
}

/** 'ReleaseLease' return type */
export interface IReleaseLeaseResult {
  released: boolean | null;
}

/** 'ReleaseLease' query type */
export interface IReleaseLeaseQuery {
  params: IReleaseLeaseParams;
  result: IReleaseLeaseResult;
}

const releaseLeaseIR: any = {"usedParamSet":{"lockClass":true,"key":true},"params":[{"name":"lockClass","required":true,"transform":{"type":"scalar"},"locs":[{"a":26,"b":36}]},{"name":"key","required":true,"transform":{"type":"scalar"},"locs":[{"a":48,"b":52}]}],"statement":"SELECT pg_advisory_unlock(:lockClass!, hashtext(:key!)) AS released"};

/**
 * Query generated from SQL:
 * ```
 * SELECT pg_advisory_unlock(:lockClass!, hashtext(:key!)) AS released
 * ```
 */
export const releaseLease = new PreparedQuery<IReleaseLeaseParams,IReleaseLeaseResult>(releaseLeaseIR);


