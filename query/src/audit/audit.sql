/* @name AuditPage */
SELECT e.position::text AS position, e.prepare::text AS prepare, e.event_id, e.occurred_at, e.club_id,
       c.name AS club_name, e.actor_id, a.email AS actor_email, e.impersonator_id,
       i.email AS impersonator_email, e.command_type, e.command_id, e.stream_name, e.entity_type,
       e.entity_id, e.event_type, e.schema_version, e.changes::text AS changes
  FROM (SELECT * FROM rm.audit_entries
         WHERE (:clubId::text IS NULL OR club_id = :clubId::text)
           AND (:actorId::text IS NULL OR actor_id = :actorId::text)
           AND (:entityType::text IS NULL OR entity_type = :entityType::text)
           AND (:entityId::text IS NULL OR entity_id = :entityId::text)
           AND (:eventType::text IS NULL OR event_type = :eventType::text)
           AND (:from::timestamptz IS NULL OR occurred_at >= :from::timestamptz)
           AND (:to::timestamptz IS NULL OR occurred_at < :to::timestamptz)
           AND (:afterPosition::bigint IS NULL
                OR (position, prepare) < (:afterPosition::bigint, :afterPrepare::bigint))
         ORDER BY position DESC, prepare DESC
         LIMIT :limit!::int) e
  LEFT JOIN rm.users a ON a.id = e.actor_id
  LEFT JOIN rm.users i ON i.id = e.impersonator_id
  LEFT JOIN rm.clubs c ON c.id = e.club_id
 ORDER BY e.position DESC, e.prepare DESC;
