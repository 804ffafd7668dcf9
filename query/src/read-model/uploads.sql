/* @name FindJob */
SELECT j.id, j.club_id, j.team_id, j.kind, j.file_name, j.bytes, j.event_id, j.event_ids, j.device_id,
       j.period_id, j.state, j.code, j.message, j.details, j.failure, j.summary, j.duplicate_of, j.received_at, j.updated_at,
       j.revision, (c.job_id IS NOT NULL) AS "computed!"
  FROM rm.jobs j
  LEFT JOIN rm.record_jobs c ON c.job_id = j.id
 WHERE j.id = :jobId!;

/* @name ListTeamJobs */
SELECT j.id, j.club_id, j.team_id, j.kind, j.file_name, j.bytes, j.event_id, j.event_ids, j.device_id,
       j.period_id, j.state, j.code, j.message, j.details, j.failure, j.summary, j.duplicate_of, j.received_at, j.updated_at,
       j.revision, (c.job_id IS NOT NULL) AS "computed!"
  FROM rm.jobs j
  LEFT JOIN rm.record_jobs c ON c.job_id = j.id
 WHERE j.team_id = :teamId!
 ORDER BY j.received_at DESC, j.id
 LIMIT :limit!;

/* @name FindRecords */
SELECT selection_id, global, periods, sessions, samples, computed_at
  FROM rm.records
 WHERE selection_id = ANY(:selectionIds!::text[]);

/* @name FindExtendedMetrics */
SELECT extended FROM rm.records WHERE selection_id = :selectionId!;

/* @name DevicesByKeys */
SELECT id, serial, udid
  FROM rm.devices
 WHERE upper(serial) = ANY(:keys!::text[]) OR upper(udid) = ANY(:keys!::text[])
 ORDER BY (club_id = :clubId!) DESC, id;

/* @name TeamEventsBetween */
SELECT id
  FROM rm.events
 WHERE team_id = :teamId! AND NOT deleted
   AND coalesce(started_at, planned_start_date) IS NOT NULL
   AND coalesce(started_at, planned_start_date) <= to_timestamp(:to! / 1000.0)
   AND coalesce(stopped_at, CASE WHEN started_at IS NULL THEN planned_end_date END,
                coalesce(started_at, planned_start_date) + interval '3 hours') >= to_timestamp(:from! / 1000.0)
 ORDER BY coalesce(started_at, planned_start_date), id;

/* @name DeviceByUdid */
SELECT id, club_id, team_id
  FROM rm.devices
 WHERE upper(udid) = upper(:udid!)
 ORDER BY (club_id = :clubId) DESC NULLS LAST, id
 LIMIT 1;

/* @name EventComputing */
SELECT e.compute_requested_revision IS NOT NULL
       AND e.compute_requested_revision > coalesce(c.revision, -1) AS computing
  FROM rm.events e
  LEFT JOIN rm.record_computes c ON c.event_id = e.id
 WHERE e.id = :eventId!;

/* @name SpeedSeries */
SELECT r.selection_id, r.player_id, r.extended -> 'speedSerie' AS "serie!"
  FROM rm.records r
  JOIN rm.selections s ON s.id = r.selection_id
 WHERE r.event_id = :eventId! AND s.selected
 ORDER BY s.seq;

/* @name PlayerEventIds */
SELECT e.id
  FROM rm.selections s
  JOIN rm.events e ON e.id = s.event_id
 WHERE s.player_id = :playerId! AND NOT e.deleted
 ORDER BY coalesce(e.started_at, e.planned_start_date, e.created_at) DESC, e.id
 LIMIT :limit!;
