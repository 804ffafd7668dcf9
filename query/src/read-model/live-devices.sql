/* @name ListLiveDevices */
SELECT e.status, e.started_at, s.device_id, s.player_id AS "player_id?", s.number,
       p.first_name AS "first_name?", p.last_name AS "last_name?"
  FROM rm.events e
  LEFT JOIN rm.selections s ON s.event_id = e.id AND s.selected AND s.device_id IS NOT NULL
  LEFT JOIN rm.players p ON p.id = s.player_id
 WHERE e.id = :eventId! AND e.team_id = :teamId! AND NOT e.deleted
 ORDER BY s.number NULLS LAST, lower(p.last_name), lower(p.first_name), s.id;
