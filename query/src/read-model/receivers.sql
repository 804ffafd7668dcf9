/* @name ListTeamReceivers */
SELECT receiver_id, name, created_at, revoked_at FROM rm.team_receivers
 WHERE team_id = :teamId! ORDER BY created_at, receiver_id;

/* @name FindReceiverByHash */
SELECT receiver_id, team_id, club_id, revoked_at FROM rm.team_receivers WHERE token_hash = :tokenHash!;

/* @name FindLiveSelection */
SELECT e.status, e.started_at FROM rm.events e
  JOIN rm.selections s ON s.event_id = e.id AND s.selected AND s.device_id = :deviceId!
 WHERE e.id = :eventId! AND e.team_id = :teamId!;
