/* @name ListEventTags */
SELECT event_id, period_id, tag
  FROM rm.event_tags
 WHERE event_id = ANY(:eventIds!::text[])
 ORDER BY event_id, period_id NULLS FIRST, position;

/* @name ListTeamTags */
SELECT (array_agg(t.tag ORDER BY t.tag))[1] AS tag, count(*)::int AS uses
  FROM rm.event_tags t
  JOIN rm.events e ON e.id = t.event_id
 WHERE e.team_id = :teamId! AND NOT e.deleted
 GROUP BY lower(t.tag)
 ORDER BY lower(t.tag);

/* @name ListClubDrills */
SELECT id, club_id, name, created_at
  FROM rm.drills
 WHERE club_id = :clubId!
 ORDER BY lower(name), id;

/* @name FindDrill */
SELECT id, club_id, name, created_at
  FROM rm.drills
 WHERE id = :drillId!;
