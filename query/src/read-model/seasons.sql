/* @name FindSeason */
SELECT s.id, s.team_id, s.club_id, s.name, s.league, to_char(s.start_date, 'YYYY-MM-DD') AS start_date,
       to_char(s.end_date, 'YYYY-MM-DD') AS end_date
  FROM rm.seasons s
 WHERE s.id = :seasonId!;

/* @name CurrentSeasons */
SELECT DISTINCT ON (t.id) t.id AS for_team_id, (t.current_season_id IS NOT NULL) AS chosen,
       s.id, s.team_id, s.club_id, s.name, s.league, to_char(s.start_date, 'YYYY-MM-DD') AS start_date,
       to_char(s.end_date, 'YYYY-MM-DD') AS end_date
  FROM rm.teams t
  JOIN rm.clubs c ON c.id = t.club_id
  JOIN rm.seasons s ON s.team_id = t.id
 WHERE t.id = ANY(:teamIds!::text[])
   AND (s.id = t.current_season_id
        OR (t.current_season_id IS NULL
            AND (:now!::timestamptz AT TIME ZONE c.time_zone)::date BETWEEN s.start_date AND s.end_date))
 ORDER BY t.id, s.start_date DESC;

/* @name TeamsWithChosenSeason */
SELECT id FROM rm.teams WHERE id = ANY(:teamIds!::text[]) AND current_season_id IS NOT NULL;
