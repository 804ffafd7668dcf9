/** Types generated for queries found in "query/src/read-model/operations.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type NumberOrString = number | string;

/** 'ListProjectionStates' parameters type */
export type IListProjectionStatesParams = void;

/** 'ListProjectionStates' return type */
export interface IListProjectionStatesResult {
  commit_position: string | null;
  parked: number;
  prepare_position: string | null;
  projector: string;
  rebuild_asked: boolean;
  rebuild_done: number | null;
  rebuild_error: string | null;
  rebuild_finished_at: Date | null;
  rebuild_started_at: Date | null;
  version: number;
}

/** 'ListProjectionStates' query type */
export interface IListProjectionStatesQuery {
  params: IListProjectionStatesParams;
  result: IListProjectionStatesResult;
}

const listProjectionStatesIR: any = {"usedParamSet":{},"params":[],"statement":"SELECT c.projector AS \"projector!\", c.version AS \"version!\", c.commit_position::text AS commit_position,\n       c.prepare_position::text AS prepare_position,\n       (SELECT count(*) FROM projection.parked p WHERE p.projector = c.projector)::int AS \"parked!\",\n       r.done AS \"rebuild_done?\", r.started_at AS \"rebuild_started_at?\", r.finished_at AS \"rebuild_finished_at?\",\n       r.error AS \"rebuild_error?\",\n       EXISTS (SELECT 1 FROM projection.operations o\n                WHERE o.projector = c.projector AND o.kind = 'rebuild' AND o.finished_at IS NULL) AS \"rebuild_asked!\"\n  FROM projection.checkpoints c\n  LEFT JOIN projection.rebuilds r ON r.projector = c.projector\n ORDER BY c.projector"};

/**
 * Query generated from SQL:
 * ```
 * SELECT c.projector AS "projector!", c.version AS "version!", c.commit_position::text AS commit_position,
 *        c.prepare_position::text AS prepare_position,
 *        (SELECT count(*) FROM projection.parked p WHERE p.projector = c.projector)::int AS "parked!",
 *        r.done AS "rebuild_done?", r.started_at AS "rebuild_started_at?", r.finished_at AS "rebuild_finished_at?",
 *        r.error AS "rebuild_error?",
 *        EXISTS (SELECT 1 FROM projection.operations o
 *                 WHERE o.projector = c.projector AND o.kind = 'rebuild' AND o.finished_at IS NULL) AS "rebuild_asked!"
 *   FROM projection.checkpoints c
 *   LEFT JOIN projection.rebuilds r ON r.projector = c.projector
 *  ORDER BY c.projector
 * ```
 */
export const listProjectionStates = new PreparedQuery<IListProjectionStatesParams,IListProjectionStatesResult>(listProjectionStatesIR);


/** 'StoreLag' parameters type */
export interface IStoreLagParams {
  commit: string;
  prepare: NumberOrString;
}

/** 'StoreLag' return type */
export interface IStoreLagResult {
  events: number;
  seconds: number;
}

/** 'StoreLag' query type */
export interface IStoreLagQuery {
  params: IStoreLagParams;
  result: IStoreLagResult;
}

const storeLagIR: any = {"usedParamSet":{"commit":true,"prepare":true},"params":[{"name":"commit","required":true,"transform":{"type":"scalar"},"locs":[{"a":134,"b":141},{"a":394,"b":401}]},{"name":"prepare","required":true,"transform":{"type":"scalar"},"locs":[{"a":156,"b":164},{"a":416,"b":424}]}],"statement":"SELECT (SELECT count(*) FROM (SELECT 1 FROM es.events e\n                               WHERE (e.transaction_id, e.global_position) > (:commit!::text::xid8, :prepare!::bigint)\n                               LIMIT 100000) AS behind)::int AS \"events!\",\n       COALESCE((SELECT extract(epoch FROM now() - e.created) FROM es.events e\n                  WHERE (e.transaction_id, e.global_position) > (:commit!::text::xid8, :prepare!::bigint)\n                  ORDER BY e.transaction_id, e.global_position LIMIT 1), 0)::float8 AS \"seconds!\""};

/**
 * Query generated from SQL:
 * ```
 * SELECT (SELECT count(*) FROM (SELECT 1 FROM es.events e
 *                                WHERE (e.transaction_id, e.global_position) > (:commit!::text::xid8, :prepare!::bigint)
 *                                LIMIT 100000) AS behind)::int AS "events!",
 *        COALESCE((SELECT extract(epoch FROM now() - e.created) FROM es.events e
 *                   WHERE (e.transaction_id, e.global_position) > (:commit!::text::xid8, :prepare!::bigint)
 *                   ORDER BY e.transaction_id, e.global_position LIMIT 1), 0)::float8 AS "seconds!"
 * ```
 */
export const storeLag = new PreparedQuery<IStoreLagParams,IStoreLagResult>(storeLagIR);


/** 'ListParkedEvents' parameters type */
export interface IListParkedEventsParams {
  projector?: string | null | void;
}

/** 'ListParkedEvents' return type */
export interface IListParkedEventsResult {
  attempts: number;
  commit_position: string;
  error: string;
  event_id: string;
  event_type: string;
  parked_at: Date;
  prepare_position: string;
  projector: string;
  retry_asked: boolean;
  stream_name: string;
}

/** 'ListParkedEvents' query type */
export interface IListParkedEventsQuery {
  params: IListParkedEventsParams;
  result: IListParkedEventsResult;
}

const listParkedEventsIR: any = {"usedParamSet":{"projector":true},"params":[{"name":"projector","required":false,"transform":{"type":"scalar"},"locs":[{"a":453,"b":462},{"a":495,"b":504}]}],"statement":"SELECT p.projector, p.event_id, p.stream_name, p.event_type, p.commit_position::text AS \"commit_position!\",\n       p.prepare_position::text AS \"prepare_position!\", p.attempts, p.error, p.parked_at,\n       EXISTS (SELECT 1 FROM projection.operations o\n                WHERE o.projector = p.projector AND o.event_id = p.event_id AND o.finished_at IS NULL)\n         AS \"retry_asked!\"\n  FROM projection.parked p\n WHERE p.projector NOT LIKE 'rebuild:%' AND (:projector::text IS NULL OR p.projector = :projector::text)\n ORDER BY p.commit_position, p.prepare_position\n LIMIT 500"};

/**
 * Query generated from SQL:
 * ```
 * SELECT p.projector, p.event_id, p.stream_name, p.event_type, p.commit_position::text AS "commit_position!",
 *        p.prepare_position::text AS "prepare_position!", p.attempts, p.error, p.parked_at,
 *        EXISTS (SELECT 1 FROM projection.operations o
 *                 WHERE o.projector = p.projector AND o.event_id = p.event_id AND o.finished_at IS NULL)
 *          AS "retry_asked!"
 *   FROM projection.parked p
 *  WHERE p.projector NOT LIKE 'rebuild:%' AND (:projector::text IS NULL OR p.projector = :projector::text)
 *  ORDER BY p.commit_position, p.prepare_position
 *  LIMIT 500
 * ```
 */
export const listParkedEvents = new PreparedQuery<IListParkedEventsParams,IListParkedEventsResult>(listParkedEventsIR);


/** 'FindParkedEvent' parameters type */
export interface IFindParkedEventParams {
  eventId: string;
  projector: string;
}

/** 'FindParkedEvent' return type */
export interface IFindParkedEventResult {
  found: number;
}

/** 'FindParkedEvent' query type */
export interface IFindParkedEventQuery {
  params: IFindParkedEventParams;
  result: IFindParkedEventResult;
}

const findParkedEventIR: any = {"usedParamSet":{"projector":true,"eventId":true},"params":[{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":62,"b":72}]},{"name":"eventId","required":true,"transform":{"type":"scalar"},"locs":[{"a":89,"b":97}]}],"statement":"SELECT 1 AS \"found!\" FROM projection.parked WHERE projector = :projector! AND event_id = :eventId!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT 1 AS "found!" FROM projection.parked WHERE projector = :projector! AND event_id = :eventId!
 * ```
 */
export const findParkedEvent = new PreparedQuery<IFindParkedEventParams,IFindParkedEventResult>(findParkedEventIR);


/** 'FindProjection' parameters type */
export interface IFindProjectionParams {
  projector: string;
}

/** 'FindProjection' return type */
export interface IFindProjectionResult {
  projector: string;
}

/** 'FindProjection' query type */
export interface IFindProjectionQuery {
  params: IFindProjectionParams;
  result: IFindProjectionResult;
}

const findProjectionIR: any = {"usedParamSet":{"projector":true},"params":[{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":63,"b":73}]}],"statement":"SELECT projector FROM projection.checkpoints WHERE projector = :projector!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT projector FROM projection.checkpoints WHERE projector = :projector!
 * ```
 */
export const findProjection = new PreparedQuery<IFindProjectionParams,IFindProjectionResult>(findProjectionIR);


/** 'RequestOperation' parameters type */
export interface IRequestOperationParams {
  eventId?: string | null | void;
  id: string;
  kind: string;
  projector: string;
  requestedBy: string;
}

/** 'RequestOperation' return type */
export interface IRequestOperationResult {
  error: string | null;
  event_id: string | null;
  finished_at: Date | null;
  id: string;
  kind: string;
  outcome: string | null;
  projector: string;
  requested_at: Date;
  requested_by: string;
  started_at: Date | null;
}

/** 'RequestOperation' query type */
export interface IRequestOperationQuery {
  params: IRequestOperationParams;
  result: IRequestOperationResult;
}

const requestOperationIR: any = {"usedParamSet":{"id":true,"kind":true,"projector":true,"eventId":true,"requestedBy":true},"params":[{"name":"id","required":true,"transform":{"type":"scalar"},"locs":[{"a":88,"b":91}]},{"name":"kind","required":true,"transform":{"type":"scalar"},"locs":[{"a":94,"b":99}]},{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":102,"b":112}]},{"name":"eventId","required":false,"transform":{"type":"scalar"},"locs":[{"a":115,"b":122}]},{"name":"requestedBy","required":true,"transform":{"type":"scalar"},"locs":[{"a":125,"b":137}]}],"statement":"INSERT INTO projection.operations (id, kind, projector, event_id, requested_by)\nVALUES (:id!, :kind!, :projector!, :eventId, :requestedBy!)\nRETURNING id, kind, projector, event_id, requested_by, requested_at, started_at, finished_at, outcome, error"};

/**
 * Query generated from SQL:
 * ```
 * INSERT INTO projection.operations (id, kind, projector, event_id, requested_by)
 * VALUES (:id!, :kind!, :projector!, :eventId, :requestedBy!)
 * RETURNING id, kind, projector, event_id, requested_by, requested_at, started_at, finished_at, outcome, error
 * ```
 */
export const requestOperation = new PreparedQuery<IRequestOperationParams,IRequestOperationResult>(requestOperationIR);


/** 'ListOperations' parameters type */
export interface IListOperationsParams {
  limit: NumberOrString;
}

/** 'ListOperations' return type */
export interface IListOperationsResult {
  error: string | null;
  event_id: string | null;
  finished_at: Date | null;
  id: string;
  kind: string;
  outcome: string | null;
  projector: string;
  requested_at: Date;
  requested_by: string;
  started_at: Date | null;
}

/** 'ListOperations' query type */
export interface IListOperationsQuery {
  params: IListOperationsParams;
  result: IListOperationsResult;
}

const listOperationsIR: any = {"usedParamSet":{"limit":true},"params":[{"name":"limit","required":true,"transform":{"type":"scalar"},"locs":[{"a":170,"b":176}]}],"statement":"SELECT id, kind, projector, event_id, requested_by, requested_at, started_at, finished_at, outcome, error\n  FROM projection.operations\n ORDER BY requested_at DESC\n LIMIT :limit!"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, kind, projector, event_id, requested_by, requested_at, started_at, finished_at, outcome, error
 *   FROM projection.operations
 *  ORDER BY requested_at DESC
 *  LIMIT :limit!
 * ```
 */
export const listOperations = new PreparedQuery<IListOperationsParams,IListOperationsResult>(listOperationsIR);


/** 'FindPendingOperation' parameters type */
export interface IFindPendingOperationParams {
  eventId?: string | null | void;
  kind: string;
  projector: string;
}

/** 'FindPendingOperation' return type */
export interface IFindPendingOperationResult {
  error: string | null;
  event_id: string | null;
  finished_at: Date | null;
  id: string;
  kind: string;
  outcome: string | null;
  projector: string;
  requested_at: Date;
  requested_by: string;
  started_at: Date | null;
}

/** 'FindPendingOperation' query type */
export interface IFindPendingOperationQuery {
  params: IFindPendingOperationParams;
  result: IFindPendingOperationResult;
}

const findPendingOperationIR: any = {"usedParamSet":{"projector":true,"kind":true,"eventId":true},"params":[{"name":"projector","required":true,"transform":{"type":"scalar"},"locs":[{"a":154,"b":164}]},{"name":"kind","required":true,"transform":{"type":"scalar"},"locs":[{"a":177,"b":182}]},{"name":"eventId","required":false,"transform":{"type":"scalar"},"locs":[{"a":218,"b":225}]}],"statement":"SELECT id, kind, projector, event_id, requested_by, requested_at, started_at, finished_at, outcome, error\n  FROM projection.operations\n WHERE projector = :projector! AND kind = :kind! AND event_id IS NOT DISTINCT FROM :eventId::uuid\n   AND finished_at IS NULL\n ORDER BY requested_at\n LIMIT 1"};

/**
 * Query generated from SQL:
 * ```
 * SELECT id, kind, projector, event_id, requested_by, requested_at, started_at, finished_at, outcome, error
 *   FROM projection.operations
 *  WHERE projector = :projector! AND kind = :kind! AND event_id IS NOT DISTINCT FROM :eventId::uuid
 *    AND finished_at IS NULL
 *  ORDER BY requested_at
 *  LIMIT 1
 * ```
 */
export const findPendingOperation = new PreparedQuery<IFindPendingOperationParams,IFindPendingOperationResult>(findPendingOperationIR);


