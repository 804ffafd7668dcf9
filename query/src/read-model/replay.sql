/* @name ReplaySeries */
SELECT r.selection_id, r.player_id,
       r.extended -> 'speedSerie' AS "speed_serie!",
       r.extended -> 'hrSerie' AS "hr_serie!",
       r.extended -> 'a2History' AS "a2_history!"
  FROM rm.records r
  JOIN rm.selections s ON s.id = r.selection_id
 WHERE r.event_id = :eventId! AND s.selected
 ORDER BY s.seq;

/* @name ReplayVersion */
SELECT count(*)::int AS "records!", coalesce(sum(r.samples), 0)::bigint AS "samples!",
       max(r.computed_at) AS computed_at
  FROM rm.records r
  JOIN rm.selections s ON s.id = r.selection_id
 WHERE r.event_id = :eventId! AND s.selected;
