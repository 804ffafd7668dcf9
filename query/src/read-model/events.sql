/* @name FindEvent */
SELECT id, team_id, name, type, days_to_match, status, planned_start_date, planned_end_date, started_at,
       stopped_at, player_ids, created_at, updated_at, revision
  FROM rm.events
 WHERE id = :eventId!;
