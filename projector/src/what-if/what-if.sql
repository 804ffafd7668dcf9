/* @name ListEventRecords */
SELECT selection_id, player_id, global, periods, sessions FROM rm.records WHERE event_id = :eventId! ORDER BY selection_id;

/* @name ListTeamEventsWithRecords */
SELECT e.id AS event_id, e.name, COALESCE(e.started_at, e.planned_start_date) AS start_date
  FROM rm.events e
 WHERE e.team_id = :teamId!
   AND COALESCE(e.started_at, e.planned_start_date) >= :from!
   AND COALESCE(e.started_at, e.planned_start_date) < :to!
   AND EXISTS (SELECT 1 FROM rm.records r WHERE r.event_id = e.id)
 ORDER BY COALESCE(e.started_at, e.planned_start_date), e.id;

/* @name ListPlayerNames */
SELECT id, first_name, last_name FROM rm.players WHERE id = ANY(:playerIds!::text[]);
