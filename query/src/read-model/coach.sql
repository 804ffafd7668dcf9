/* @name ListTeamsComingEvents */
SELECT e.id, e.team_id, e.name, e.type, e.days_to_match, e.status, e.planned_start_date, e.planned_end_date,
       e.started_at, e.stopped_at, e.place, e.theme, e.competition, e.score_team, e.score_adv, e.match_system,
       e.locked, e.ranges, e.created_at, e.updated_at, e.revision,
       coalesce((SELECT array_agg(s.player_id ORDER BY s.seq) FROM rm.selections s
                  WHERE s.event_id = e.id AND s.selected), '{}') AS "player_ids!",
       coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'start_date', p.start_date,
                                                   'end_date', p.end_date) ORDER BY p.start_date NULLS LAST, p.seq)
                   FROM rm.periods p WHERE p.event_id = e.id), '[]') AS "periods!"
  FROM rm.events e
 WHERE e.team_id = ANY(:teamIds!::text[]) AND NOT e.deleted
   AND (e.status = 'STARTED'
        OR (coalesce(e.started_at, e.planned_start_date) >= :from!::timestamptz
            AND coalesce(e.started_at, e.planned_start_date) < :to!::timestamptz))
 ORDER BY coalesce(e.started_at, e.planned_start_date), e.id
 LIMIT :limit!;

/* @name ListTeamsJobs */
SELECT j.id, j.club_id, j.team_id, j.kind, j.file_name, j.bytes, j.event_id, j.event_ids, j.device_id,
       j.period_id, j.state, j.code, j.message, j.details, j.failure, j.summary, j.duplicate_of, j.received_at, j.updated_at,
       j.revision, (c.job_id IS NOT NULL) AS "computed!"
  FROM rm.jobs j
  LEFT JOIN rm.record_jobs c ON c.job_id = j.id
 WHERE j.team_id = ANY(:teamIds!::text[])
 ORDER BY j.received_at DESC, j.id
 LIMIT :limit!;
