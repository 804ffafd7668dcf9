/* @name UpsertWorkloadClub */
INSERT INTO rm.workload_clubs (club_id, time_zone) VALUES (:clubId!, :timeZone!)
ON CONFLICT (club_id) DO UPDATE SET time_zone = :timeZone!;

/* @name UpsertWorkloadTeam */
INSERT INTO rm.workload_teams (team_id, club_id) VALUES (:teamId!, :clubId!)
ON CONFLICT (team_id) DO UPDATE SET club_id = :clubId!;

/* @name TeamTimeZone */
SELECT c.time_zone
  FROM rm.workload_teams t JOIN rm.workload_clubs c ON c.club_id = t.club_id
 WHERE t.team_id = :teamId!;

/* @name EventRecordFigures */
SELECT selection_id, global FROM rm.records WHERE event_id = :eventId!;

/* @name ListEventEntryDays */
SELECT player_id, day::text AS day FROM rm.workload_entries WHERE event_id = :eventId!;

/* @name DeleteEventEntries */
DELETE FROM rm.workload_entries WHERE event_id = :eventId!;

/* @name InsertEntries */
INSERT INTO rm.workload_entries (selection_id, event_id, team_id, player_id, start_at, day, has_device, has_rpe,
                                 duration, distance, hsr, sprint_distance, accelerations, decelerations, trimp,
                                 hml_distance, srpe, rpe_rating, rpe_minutes, ranges)
SELECT r.selection_id, r.event_id, r.team_id, r.player_id, r.start_at, r.day::date, r.has_device, r.has_rpe,
       r.duration, r.distance, r.hsr, r.sprint_distance, r.accelerations, r.decelerations, r.trimp, r.hml_distance,
       r.srpe, r.rpe_rating, r.rpe_minutes, coalesce(r.ranges, '[]')
  FROM jsonb_to_recordset(:rows!::jsonb) AS r(selection_id text, event_id text, team_id text, player_id text,
       start_at bigint, day text, has_device boolean, has_rpe boolean, duration float8, distance float8, hsr float8,
       sprint_distance float8, accelerations float8, decelerations float8, trimp float8, hml_distance float8,
       srpe float8, rpe_rating float8, rpe_minutes integer, ranges jsonb);

/* @name ListDayEntries */
SELECT e.player_id, e.day::text AS day, e.has_device, e.has_rpe, e.duration, e.distance, e.hsr, e.sprint_distance,
       e.accelerations, e.decelerations, e.trimp, e.hml_distance, e.srpe, e.ranges
  FROM rm.workload_entries e
  JOIN unnest(:playerIds!::text[], :days!::date[]) AS k(player_id, day) ON k.player_id = e.player_id AND k.day = e.day
 ORDER BY e.player_id, e.day, e.start_at, e.selection_id;

/* @name DeleteDays */
DELETE FROM rm.workload_days d
 USING unnest(:playerIds!::text[], :days!::date[]) AS k(player_id, day)
 WHERE d.player_id = k.player_id AND d.day = k.day;

/* @name InsertDays */
INSERT INTO rm.workload_days (player_id, day, events, missing_device, missing_rpe, duration, distance, hsr,
                              sprint_distance, accelerations, decelerations, trimp, hml_distance, srpe, ranges)
SELECT r.player_id, r.day::date, r.events, r.missing_device, r.missing_rpe, r.duration, r.distance, r.hsr,
       r.sprint_distance, r.accelerations, r.decelerations, r.trimp, r.hml_distance, r.srpe, r.ranges
  FROM jsonb_to_recordset(:rows!::jsonb) AS r(player_id text, day text, events integer, missing_device integer,
       missing_rpe integer, duration float8, distance float8, hsr float8, sprint_distance float8,
       accelerations float8, decelerations float8, trimp float8, hml_distance float8, srpe float8, ranges jsonb);

/* @name ListClubEntries */
SELECT e.selection_id, e.player_id, e.start_at, e.day::text AS day
  FROM rm.workload_entries e JOIN rm.workload_teams t ON t.team_id = e.team_id
 WHERE t.club_id = :clubId!;

/* @name MoveEntryDays */
UPDATE rm.workload_entries e SET day = m.day::date
  FROM unnest(:selectionIds!::text[], :days!::text[]) AS m(selection_id, day)
 WHERE e.selection_id = m.selection_id;
