/* @name InitCheckpoint */
INSERT INTO projection.checkpoints (projector, version) VALUES (:projector!, :version!)
ON CONFLICT (projector) DO NOTHING;

/* @name ReadCheckpoint */
SELECT version, commit_position, prepare_position, stream_seq
  FROM projection.checkpoints
 WHERE projector = :projector!;

/* @name LockCheckpoint */
SELECT version, commit_position, prepare_position, stream_seq
  FROM projection.checkpoints
 WHERE projector = :projector!
   FOR UPDATE;

/* @name WriteCheckpoint */
UPDATE projection.checkpoints
   SET version = :version!, commit_position = :commit, prepare_position = :prepare, stream_seq = :streamSeq,
       updated_at = now()
 WHERE projector = :projector!;

/* @name MoveCheckpoint */
UPDATE projection.checkpoints c
   SET commit_position = :commit, prepare_position = :prepare, stream_seq = :streamSeq, updated_at = now()
  FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
 WHERE c.projector = :projector! AND c.stream_seq IS NOT DISTINCT FROM :before;
