/* @name ListPlayerStatistics */
WITH counted AS (
  SELECT r.player_id, e.id AS event_id, e.type, g.time, g.distance, coalesce(g.hid, 0) AS hsr,
         coalesce((g.sprint->>'count')::int, 0) AS sprints,
         coalesce((g.sprint->>'distance')::float8, 0) AS sprint_distance, g."maxSpeed" AS top_speed
    FROM rm.teams t
    JOIN rm.clubs c ON c.id = t.club_id
    JOIN rm.events e ON e.team_id = t.id AND NOT e.deleted
    JOIN rm.records r ON r.event_id = e.id
   CROSS JOIN LATERAL jsonb_to_record(r.global) AS g(time float8, distance float8, hid float8, "maxSpeed" float8,
                                                     sprint jsonb)
   WHERE t.id = :teamId!
     AND (:eventType::text IS NULL OR e.type = :eventType::text)
     AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags g
                                         WHERE g.event_id = e.id AND lower(g.tag) = lower(:tag::text)))
     AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date
         BETWEEN :from!::date AND :to!::date
)
SELECT k.player_id AS "player_id!",
       coalesce(p.first_name, '') AS "first_name!",
       coalesce(p.last_name, '') AS "last_name!",
       count(DISTINCT k.event_id)::int AS "events!",
       sum(k.time) AS "time!",
       sum(k.distance) AS "distance!",
       sum(k.hsr) AS "hsr!",
       sum(k.sprints)::int AS "sprints!",
       sum(k.sprint_distance) AS "sprint_distance!",
       max(k.top_speed) AS top_speed,
       count(DISTINCT k.event_id) FILTER (WHERE k.type = 'MATCH')::int AS "matches!",
       sum(k.time) FILTER (WHERE k.type = 'MATCH') AS match_time,
       sum(k.distance) FILTER (WHERE k.type = 'MATCH') AS match_distance,
       sum(k.hsr) FILTER (WHERE k.type = 'MATCH') AS match_hsr,
       sum(k.sprints) FILTER (WHERE k.type = 'MATCH')::int AS match_sprints
  FROM counted k
  LEFT JOIN rm.players p ON p.id = k.player_id
 GROUP BY k.player_id, p.first_name, p.last_name
 ORDER BY lower(coalesce(p.last_name, '')), lower(coalesce(p.first_name, '')), k.player_id;

/* @name ListWeekStatistics */
WITH counted AS (
  SELECT r.player_id, e.id AS event_id, g.distance, coalesce(g.hid, 0) AS hsr,
         coalesce((g.sprint->>'count')::int, 0) AS sprints,
         coalesce((g.sprint->>'distance')::float8, 0) AS sprint_distance,
         date_trunc('week', (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone))::date AS week
    FROM rm.teams t
    JOIN rm.clubs c ON c.id = t.club_id
    JOIN rm.events e ON e.team_id = t.id AND NOT e.deleted
    JOIN rm.records r ON r.event_id = e.id
   CROSS JOIN LATERAL jsonb_to_record(r.global) AS g(distance float8, hid float8, sprint jsonb)
   WHERE t.id = :teamId!
     AND (:eventType::text IS NULL OR e.type = :eventType::text)
     AND (:tag::text IS NULL OR EXISTS (SELECT 1 FROM rm.event_tags g
                                         WHERE g.event_id = e.id AND lower(g.tag) = lower(:tag::text)))
     AND (coalesce(e.started_at, e.planned_start_date) AT TIME ZONE c.time_zone)::date
         BETWEEN :from!::date AND :to!::date
), weeks AS (
  SELECT generate_series(date_trunc('week', :from!::date), :to!::date, interval '1 week')::date AS week
)
SELECT to_char(w.week, 'YYYY-MM-DD') AS "start!",
       count(DISTINCT k.event_id)::int AS "events!",
       count(DISTINCT k.player_id)::int AS "players!",
       coalesce(sum(k.distance), 0) AS "distance!",
       coalesce(sum(k.hsr), 0) AS "hsr!",
       coalesce(sum(k.sprints), 0)::int AS "sprints!",
       coalesce(sum(k.sprint_distance), 0) AS "sprint_distance!"
  FROM weeks w
  LEFT JOIN counted k ON k.week = w.week
 GROUP BY w.week
 ORDER BY w.week;
