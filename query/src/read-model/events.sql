/* @name FindEvent */
SELECT e.id, e.team_id, e.name, e.type, e.days_to_match, e.status, e.planned_start_date, e.planned_end_date,
       e.started_at, e.stopped_at, e.place, e.theme, e.competition, e.score_team, e.score_adv, e.match_system,
       e.locked, e.ranges, e.created_at, e.updated_at, e.revision,
       coalesce((SELECT array_agg(s.player_id ORDER BY s.seq) FROM rm.selections s
                  WHERE s.event_id = e.id AND s.selected), '{}') AS "player_ids!",
       coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'start_date', p.start_date,
                                                   'end_date', p.end_date, 'tags',
                                                   coalesce((SELECT json_agg(t.tag ORDER BY t.position)
                                                               FROM rm.event_tags t
                                                              WHERE t.event_id = e.id AND t.period_id = p.id), '[]'))
                                 ORDER BY p.start_date NULLS LAST, p.seq)
                   FROM rm.periods p WHERE p.event_id = e.id), '[]') AS "periods!",
       coalesce((SELECT array_agg(t.tag ORDER BY t.position) FROM rm.event_tags t
                  WHERE t.event_id = e.id AND t.period_id IS NULL), '{}') AS "tags!"
  FROM rm.events e
 WHERE e.id = :eventId! AND NOT e.deleted;

/* @name ListTeamEvents */
SELECT e.id, e.team_id, e.name, e.type, e.days_to_match, e.status, e.planned_start_date, e.planned_end_date,
       e.started_at, e.stopped_at, e.place, e.theme, e.competition, e.score_team, e.score_adv, e.match_system,
       e.locked, e.ranges, e.created_at, e.updated_at, e.revision,
       coalesce((SELECT array_agg(s.player_id ORDER BY s.seq) FROM rm.selections s
                  WHERE s.event_id = e.id AND s.selected), '{}') AS "player_ids!",
       coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'start_date', p.start_date,
                                                   'end_date', p.end_date, 'tags',
                                                   coalesce((SELECT json_agg(t.tag ORDER BY t.position)
                                                               FROM rm.event_tags t
                                                              WHERE t.event_id = e.id AND t.period_id = p.id), '[]'))
                                 ORDER BY p.start_date NULLS LAST, p.seq)
                   FROM rm.periods p WHERE p.event_id = e.id), '[]') AS "periods!",
       coalesce((SELECT array_agg(t.tag ORDER BY t.position) FROM rm.event_tags t
                  WHERE t.event_id = e.id AND t.period_id IS NULL), '{}') AS "tags!"
  FROM rm.events e
 WHERE e.team_id = :teamId! AND NOT e.deleted
   AND (cardinality(:types!::text[]) = 0 OR e.type = ANY(:types!::text[]))
   AND (:from::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) >= :from::timestamptz)
   AND (:to::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) < :to::timestamptz)
   AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags t
                                      WHERE t.event_id = e.id AND lower(t.tag) = lower(:tag::text)))
 ORDER BY coalesce(e.started_at, e.planned_start_date, e.created_at) DESC, e.id
 LIMIT :limit! OFFSET :offset!;

/* @name CountTeamEvents */
SELECT count(*)::int AS "total!"
  FROM rm.events e
 WHERE e.team_id = :teamId! AND NOT e.deleted
   AND (cardinality(:types!::text[]) = 0 OR e.type = ANY(:types!::text[]))
   AND (:from::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) >= :from::timestamptz)
   AND (:to::timestamptz IS NULL OR coalesce(e.started_at, e.planned_start_date) < :to::timestamptz)
   AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags t
                                      WHERE t.event_id = e.id AND lower(t.tag) = lower(:tag::text)));

/* @name ListSelections */
SELECT s.id, s.event_id, s.player_id, s.device_id, s.number, s.position, s.profile, s.selected,
       d.name AS device_name, (d.id IS NULL OR d.team_id IS DISTINCT FROM e.team_id) AS "device_deleted!"
  FROM rm.selections s
  JOIN rm.events e ON e.id = s.event_id
  LEFT JOIN rm.players p ON p.id = s.player_id
  LEFT JOIN rm.devices d ON d.id = s.device_id
 WHERE s.event_id = :eventId! AND NOT e.deleted
   AND (:playerId::text IS NULL OR s.player_id = :playerId::text)
   AND (:selectionId::text IS NULL OR s.id = :selectionId::text)
 ORDER BY s.number NULLS LAST, lower(p.last_name), lower(p.first_name), s.id;

/* @name ListSessions */
SELECT id, selection_id, period_id, start_date, end_date
  FROM rm.sessions
 WHERE selection_id = ANY(:selectionIds!::text[])
 ORDER BY selection_id, start_date, id;

/* @name FindSelectionEvent */
SELECT s.event_id FROM rm.selections s JOIN rm.events e ON e.id = s.event_id
 WHERE s.id = :selectionId! AND NOT e.deleted;

/* @name FindSessionSelection */
SELECT x.event_id, x.selection_id FROM rm.sessions x JOIN rm.events e ON e.id = x.event_id
 WHERE x.id = :sessionId! AND NOT e.deleted;
