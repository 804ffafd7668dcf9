/* @name ParkEvent */
INSERT INTO projection.parked (projector, event_id, stream_name, event_type, commit_position, prepare_position,
                               attempts, error)
VALUES (:projector!, :eventId!, :streamName!, :eventType!, :commit!, :prepare!, :attempts!, :error!)
ON CONFLICT (projector, event_id) DO NOTHING;

/* @name ListParked */
SELECT projector, event_id, stream_name, event_type, commit_position, prepare_position, attempts, error, parked_at
  FROM projection.parked
 WHERE :projector::text IS NULL OR projector = :projector::text
 ORDER BY commit_position, prepare_position;

/* @name ClearParked */
DELETE FROM projection.parked WHERE projector = :projector!;
