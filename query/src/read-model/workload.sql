/* @name ListWorkloadDays */
-- No order: the reader places each row by its player and day (sorting the days as text was most of the time).
SELECT player_id, day::text AS "day!", events, missing_device, missing_rpe, duration, distance, hsr, sprint_distance,
       accelerations, decelerations, trimp, hml_distance, srpe, ranges
  FROM rm.workload_days
 WHERE player_id = ANY(:playerIds!::text[]) AND day BETWEEN :from!::date AND :to!::date;

/* @name ListHistoryStarts */
SELECT p.id AS "player_id!", (SELECT min(d.day) FROM rm.workload_days d WHERE d.player_id = p.id)::text AS first_day
  FROM unnest(:playerIds!::text[]) AS p(id);

/* @name ListTeamWorkloadPlayers */
SELECT id FROM rm.players
 WHERE team_id = :teamId! AND NOT archived
 ORDER BY lower(last_name), lower(first_name), id;

/* @name FindSelectionRpes */
SELECT s.id, s.rpe_rating, s.rpe_minutes, e.started_at, e.stopped_at,
       (r.global->>'time')::float8 + (r.global->>'untrackedTime')::float8 AS record_seconds
  FROM rm.selections s
  JOIN rm.events e ON e.id = s.event_id
  LEFT JOIN rm.records r ON r.selection_id = s.id
 WHERE s.id = ANY(:selectionIds!::text[]) AND s.rpe_rating IS NOT NULL;

/* @name ListWorkloadLoads */
SELECT player_id, day::text AS "day!",
       CASE :variable!::text
         WHEN 'DURATION' THEN duration WHEN 'DISTANCE' THEN distance WHEN 'HSR' THEN hsr
         WHEN 'SPRINT_DISTANCE' THEN sprint_distance WHEN 'ACCELERATIONS' THEN accelerations
         WHEN 'DECELERATIONS' THEN decelerations WHEN 'TRIMP' THEN trimp WHEN 'HML_DISTANCE' THEN hml_distance
         WHEN 'SRPE' THEN srpe END AS load
  FROM rm.workload_days
 WHERE player_id = ANY(:playerIds!::text[]) AND day BETWEEN :from!::date AND :to!::date;
