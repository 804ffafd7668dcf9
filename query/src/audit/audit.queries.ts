/** Types generated for queries found in "query/src/audit/audit.sql" */
import { PreparedQuery } from '@pgtyped/runtime';

export type DateOrString = Date | string;

export type NumberOrString = number | string;

/** 'AuditPage' parameters type */
export interface IAuditPageParams {
  actorId?: string | null | void;
  afterPosition?: NumberOrString | null | void;
  afterPrepare?: NumberOrString | null | void;
  clubId?: string | null | void;
  entityId?: string | null | void;
  entityType?: string | null | void;
  eventType?: string | null | void;
  from?: DateOrString | null | void;
  limit: number;
  to?: DateOrString | null | void;
}

/** 'AuditPage' return type */
export interface IAuditPageResult {
  actor_email: string;
  actor_id: string | null;
  changes: string | null;
  club_id: string | null;
  club_name: string;
  command_id: string | null;
  command_type: string | null;
  entity_id: string;
  entity_type: string;
  event_id: string;
  event_type: string;
  impersonator_email: string;
  impersonator_id: string | null;
  occurred_at: Date;
  position: string | null;
  prepare: string | null;
  schema_version: number | null;
  stream_name: string;
}

/** 'AuditPage' query type */
export interface IAuditPageQuery {
  params: IAuditPageParams;
  result: IAuditPageResult;
}

const auditPageIR: any = {"usedParamSet":{"clubId":true,"actorId":true,"entityType":true,"entityId":true,"eventType":true,"from":true,"to":true,"afterPosition":true,"afterPrepare":true,"limit":true},"params":[{"name":"clubId","required":false,"transform":{"type":"scalar"},"locs":[{"a":418,"b":424},{"a":453,"b":459}]},{"name":"actorId","required":false,"transform":{"type":"scalar"},"locs":[{"a":484,"b":491},{"a":521,"b":528}]},{"name":"entityType","required":false,"transform":{"type":"scalar"},"locs":[{"a":553,"b":563},{"a":596,"b":606}]},{"name":"entityId","required":false,"transform":{"type":"scalar"},"locs":[{"a":631,"b":639},{"a":670,"b":678}]},{"name":"eventType","required":false,"transform":{"type":"scalar"},"locs":[{"a":703,"b":712},{"a":744,"b":753}]},{"name":"from","required":false,"transform":{"type":"scalar"},"locs":[{"a":778,"b":782},{"a":823,"b":827}]},{"name":"to","required":false,"transform":{"type":"scalar"},"locs":[{"a":859,"b":861},{"a":901,"b":903}]},{"name":"afterPosition","required":false,"transform":{"type":"scalar"},"locs":[{"a":935,"b":948},{"a":1008,"b":1021}]},{"name":"afterPrepare","required":false,"transform":{"type":"scalar"},"locs":[{"a":1032,"b":1044}]},{"name":"limit","required":true,"transform":{"type":"scalar"},"locs":[{"a":1117,"b":1123}]}],"statement":"SELECT e.position::text AS position, e.prepare::text AS prepare, e.event_id, e.occurred_at, e.club_id,\n       c.name AS club_name, e.actor_id, a.email AS actor_email, e.impersonator_id,\n       i.email AS impersonator_email, e.command_type, e.command_id, e.stream_name, e.entity_type,\n       e.entity_id, e.event_type, e.schema_version, e.changes::text AS changes\n  FROM (SELECT * FROM rm.audit_entries\n         WHERE (:clubId::text IS NULL OR club_id = :clubId::text)\n           AND (:actorId::text IS NULL OR actor_id = :actorId::text)\n           AND (:entityType::text IS NULL OR entity_type = :entityType::text)\n           AND (:entityId::text IS NULL OR entity_id = :entityId::text)\n           AND (:eventType::text IS NULL OR event_type = :eventType::text)\n           AND (:from::timestamptz IS NULL OR occurred_at >= :from::timestamptz)\n           AND (:to::timestamptz IS NULL OR occurred_at < :to::timestamptz)\n           AND (:afterPosition::bigint IS NULL\n                OR (position, prepare) < (:afterPosition::bigint, :afterPrepare::bigint))\n         ORDER BY position DESC, prepare DESC\n         LIMIT :limit!::int) e\n  LEFT JOIN rm.users a ON a.id = e.actor_id\n  LEFT JOIN rm.users i ON i.id = e.impersonator_id\n  LEFT JOIN rm.clubs c ON c.id = e.club_id\n ORDER BY e.position DESC, e.prepare DESC"};

/**
 * Query generated from SQL:
 * ```
 * SELECT e.position::text AS position, e.prepare::text AS prepare, e.event_id, e.occurred_at, e.club_id,
 *        c.name AS club_name, e.actor_id, a.email AS actor_email, e.impersonator_id,
 *        i.email AS impersonator_email, e.command_type, e.command_id, e.stream_name, e.entity_type,
 *        e.entity_id, e.event_type, e.schema_version, e.changes::text AS changes
 *   FROM (SELECT * FROM rm.audit_entries
 *          WHERE (:clubId::text IS NULL OR club_id = :clubId::text)
 *            AND (:actorId::text IS NULL OR actor_id = :actorId::text)
 *            AND (:entityType::text IS NULL OR entity_type = :entityType::text)
 *            AND (:entityId::text IS NULL OR entity_id = :entityId::text)
 *            AND (:eventType::text IS NULL OR event_type = :eventType::text)
 *            AND (:from::timestamptz IS NULL OR occurred_at >= :from::timestamptz)
 *            AND (:to::timestamptz IS NULL OR occurred_at < :to::timestamptz)
 *            AND (:afterPosition::bigint IS NULL
 *                 OR (position, prepare) < (:afterPosition::bigint, :afterPrepare::bigint))
 *          ORDER BY position DESC, prepare DESC
 *          LIMIT :limit!::int) e
 *   LEFT JOIN rm.users a ON a.id = e.actor_id
 *   LEFT JOIN rm.users i ON i.id = e.impersonator_id
 *   LEFT JOIN rm.clubs c ON c.id = e.club_id
 *  ORDER BY e.position DESC, e.prepare DESC
 * ```
 */
export const auditPage = new PreparedQuery<IAuditPageParams,IAuditPageResult>(auditPageIR);


