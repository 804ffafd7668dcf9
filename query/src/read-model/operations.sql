/* @name ListProjectionStates */
SELECT c.projector AS "projector!", c.version AS "version!", c.commit_position::text AS commit_position,
       c.prepare_position::text AS prepare_position,
       (SELECT count(*) FROM projection.parked p WHERE p.projector = c.projector)::int AS "parked!",
       r.done AS "rebuild_done?", r.started_at AS "rebuild_started_at?", r.finished_at AS "rebuild_finished_at?",
       r.error AS "rebuild_error?",
       EXISTS (SELECT 1 FROM projection.operations o
                WHERE o.projector = c.projector AND o.kind = 'rebuild' AND o.finished_at IS NULL) AS "rebuild_asked!"
  FROM projection.checkpoints c
  LEFT JOIN projection.rebuilds r ON r.projector = c.projector
 ORDER BY c.projector;

/* @name StoreLag */
SELECT (SELECT count(*) FROM (SELECT 1 FROM es.events e
                               WHERE (e.transaction_id, e.global_position) > (:commit!::text::xid8, :prepare!::bigint)
                               LIMIT 100000) AS behind)::int AS "events!",
       COALESCE((SELECT extract(epoch FROM now() - e.created) FROM es.events e
                  WHERE (e.transaction_id, e.global_position) > (:commit!::text::xid8, :prepare!::bigint)
                  ORDER BY e.transaction_id, e.global_position LIMIT 1), 0)::float8 AS "seconds!";

/* @name ListParkedEvents */
SELECT p.projector, p.event_id, p.stream_name, p.event_type, p.commit_position::text AS "commit_position!",
       p.prepare_position::text AS "prepare_position!", p.attempts, p.error, p.parked_at,
       EXISTS (SELECT 1 FROM projection.operations o
                WHERE o.projector = p.projector AND o.event_id = p.event_id AND o.finished_at IS NULL)
         AS "retry_asked!"
  FROM projection.parked p
 WHERE p.projector NOT LIKE 'rebuild:%' AND (:projector::text IS NULL OR p.projector = :projector::text)
 ORDER BY p.commit_position, p.prepare_position
 LIMIT 500;

/* @name FindParkedEvent */
SELECT 1 AS "found!" FROM projection.parked WHERE projector = :projector! AND event_id = :eventId!;

/* @name FindProjection */
SELECT projector FROM projection.checkpoints WHERE projector = :projector!;

/* @name RequestOperation */
INSERT INTO projection.operations (id, kind, projector, event_id, requested_by)
VALUES (:id!, :kind!, :projector!, :eventId, :requestedBy!)
RETURNING id, kind, projector, event_id, requested_by, requested_at, started_at, finished_at, outcome, error;

/* @name ListOperations */
SELECT id, kind, projector, event_id, requested_by, requested_at, started_at, finished_at, outcome, error
  FROM projection.operations
 ORDER BY requested_at DESC
 LIMIT :limit!;

/* @name FindPendingOperation */
SELECT id, kind, projector, event_id, requested_by, requested_at, started_at, finished_at, outcome, error
  FROM projection.operations
 WHERE projector = :projector! AND kind = :kind! AND event_id IS NOT DISTINCT FROM :eventId::uuid
   AND finished_at IS NULL
 ORDER BY requested_at
 LIMIT 1;
