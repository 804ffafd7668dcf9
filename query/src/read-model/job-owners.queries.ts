/** Types generated for queries found in "query/src/read-model/job-owners.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

/** 'HoldOwnerLease' parameters type */
export interface IHoldOwnerLeaseParams {
  instance: string;
  lockClass: number;
}

/** 'HoldOwnerLease' return type */
export interface IHoldOwnerLeaseResult {
  held: boolean;
}

/** 'HoldOwnerLease' query type */
export interface IHoldOwnerLeaseQuery {
  params: IHoldOwnerLeaseParams;
  result: IHoldOwnerLeaseResult;
}

const holdOwnerLeaseIR: any = {"usedParamSet":{"lockClass":true,"instance":true},"params":[{"name":"lockClass","required":true,"transform":{"type":"scalar"},"locs":[{"a":28,"b":38}]},{"name":"instance","required":true,"transform":{"type":"scalar"},"locs":[{"a":50,"b":59}]}],"statement":"SELECT pg_try_advisory_lock(:lockClass!, hashtext(:instance!)) AS \"held!\""};

/**
 * Query generated from SQL:
 * ```
 * SELECT pg_try_advisory_lock(:lockClass!, hashtext(:instance!)) AS "held!"
 * ```
 */
export const holdOwnerLease = new PreparedQuery<IHoldOwnerLeaseParams,IHoldOwnerLeaseResult>(holdOwnerLeaseIR);


/** 'OwnerAlive' parameters type */
export interface IOwnerAliveParams {
  instance: string;
  lockClass: number;
}

/** 'OwnerAlive' return type */
export interface IOwnerAliveResult {
  alive: boolean;
}

/** 'OwnerAlive' query type */
export interface IOwnerAliveQuery {
  params: IOwnerAliveParams;
  result: IOwnerAliveResult;
}

const ownerAliveIR: any = {"usedParamSet":{"lockClass":true,"instance":true},"params":[{"name":"lockClass","required":true,"transform":{"type":"scalar"},"locs":[{"a":209,"b":219}]},{"name":"instance","required":true,"transform":{"type":"scalar"},"locs":[{"a":253,"b":262}]}],"statement":"SELECT EXISTS (\n  SELECT 1\n    FROM pg_locks\n   WHERE locktype = 'advisory' AND granted AND objsubid = 2\n     AND database = (SELECT oid FROM pg_database WHERE datname = current_database())\n     AND classid = :lockClass!::int4::oid AND objid = hashtext(:instance!)::oid\n) AS \"alive!\""};

/**
 * Query generated from SQL:
 * ```
 * SELECT EXISTS (
 *   SELECT 1
 *     FROM pg_locks
 *    WHERE locktype = 'advisory' AND granted AND objsubid = 2
 *      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
 *      AND classid = :lockClass!::int4::oid AND objid = hashtext(:instance!)::oid
 * ) AS "alive!"
 * ```
 */
export const ownerAlive = new PreparedQuery<IOwnerAliveParams,IOwnerAliveResult>(ownerAliveIR);


