/* @name ListExportEvents */
-- Keyset pages in file order (start, id): an event's day is its start's (actual, else planned) in
-- the club's time zone; an event not started counts only once it has a record.
SELECT e.id, e.name, e.type, e.status, e.locked,
       coalesce(e.started_at, e.planned_start_date) AS "start!",
       coalesce(e.stopped_at, e.planned_end_date) AS "end",
       to_char((coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date, 'YYYY-MM-DD') AS "day!"
  FROM rm.events e
  JOIN rm.teams t ON t.id = e.team_id
  JOIN rm.clubs c ON c.id = t.club_id
 WHERE e.team_id = :teamId! AND NOT e.deleted
   AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date
       BETWEEN :from!::date AND :to!::date
   AND (e.status <> 'NOT_STARTED' OR EXISTS (SELECT 1 FROM rm.records r WHERE r.event_id = e.id))
   AND (:afterStart::timestamptz IS NULL
        OR (coalesce(e.started_at, e.planned_start_date), e.id) > (:afterStart::timestamptz, :afterId::text))
 ORDER BY coalesce(e.started_at, e.planned_start_date), e.id
 LIMIT :limit!;

/* @name CountExportEvents */
SELECT count(*)::int AS "total!"
  FROM rm.events e
  JOIN rm.teams t ON t.id = e.team_id
  JOIN rm.clubs c ON c.id = t.club_id
 WHERE e.team_id = :teamId! AND NOT e.deleted
   AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date
       BETWEEN :from!::date AND :to!::date
   AND (e.status <> 'NOT_STARTED' OR EXISTS (SELECT 1 FROM rm.records r WHERE r.event_id = e.id));

/* @name ListExportSelections */
-- The selected players of some events, in each event's selection order (as `Event.selections`).
SELECT s.id, s.event_id, s.player_id, s.number, s.position,
       coalesce(p.first_name, '') AS "first_name!", coalesce(p.last_name, '') AS "last_name!"
  FROM rm.selections s
  LEFT JOIN rm.players p ON p.id = s.player_id
 WHERE s.event_id = ANY(:eventIds!::text[]) AND s.selected
 ORDER BY s.event_id, s.number NULLS LAST, lower(p.last_name), lower(p.first_name), s.id;

/* @name ListExportPlayers */
-- The players of the workload: the team's players not archived, by last name (as `teamWorkload`).
SELECT id, first_name, last_name, number, position
  FROM rm.players
 WHERE team_id = :teamId! AND NOT archived
 ORDER BY lower(last_name), lower(first_name), id;
