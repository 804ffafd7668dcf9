/* @name AvailabilityOn */
SELECT DISTINCT ON (a.player_id) a.id, a.player_id, a.club_id, a.team_id, a.status,
       to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
       a.note, a.injury_id, a.created_at, a.updated_at
  FROM rm.player_availability a
  JOIN rm.clubs c ON c.id = a.club_id
 WHERE a.player_id = ANY(:playerIds!::text[])
   AND a.start_date <= coalesce(:date::date, (:now!::timestamptz AT TIME ZONE c.time_zone)::date)
   AND (a.end_date IS NULL
        OR a.end_date >= coalesce(:date::date, (:now!::timestamptz AT TIME ZONE c.time_zone)::date))
 ORDER BY a.player_id, a.start_date DESC, a.seq DESC;

/* @name TeamAvailabilityOn */
SELECT DISTINCT ON (a.player_id) a.id, a.player_id, a.club_id, a.team_id, a.status,
       to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
       a.note, a.injury_id, a.created_at, a.updated_at
  FROM rm.player_availability a
  JOIN rm.players p ON p.id = a.player_id AND NOT p.archived
 WHERE a.team_id = :teamId!
   AND a.start_date <= :date!::date
   AND (a.end_date IS NULL OR a.end_date >= :date!::date)
 ORDER BY a.player_id, a.start_date DESC, a.seq DESC;

/* @name ListPlayerAvailability */
SELECT a.id, a.player_id, a.club_id, a.team_id, a.status,
       to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
       a.note, a.injury_id, a.created_at, a.updated_at
  FROM rm.player_availability a
 WHERE a.player_id = :playerId!
 ORDER BY a.start_date DESC, a.seq DESC;

/* @name FindAvailability */
SELECT a.id, a.player_id, a.club_id, a.team_id, a.status,
       to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
       a.note, a.injury_id, a.created_at, a.updated_at
  FROM rm.player_availability a
 WHERE a.id = :id!;

/* @name OpenInjuries */
SELECT DISTINCT ON (i.player_id) i.id, i.player_id, i.club_id, i.team_id, i.status, i.description,
       i.body_part, i.note, to_char(i.occurred_on, 'YYYY-MM-DD') AS occurred_on,
       to_char(i.expected_return, 'YYYY-MM-DD') AS expected_return,
       to_char(i.returned_on, 'YYYY-MM-DD') AS returned_on, i.created_at, i.updated_at
  FROM rm.injuries i
 WHERE i.player_id = ANY(:playerIds!::text[]) AND i.status <> 'RECOVERED'
 ORDER BY i.player_id, i.occurred_on DESC, i.seq DESC;

/* @name ListPlayerInjuries */
SELECT i.id, i.player_id, i.club_id, i.team_id, i.status, i.description,
       i.body_part, i.note, to_char(i.occurred_on, 'YYYY-MM-DD') AS occurred_on,
       to_char(i.expected_return, 'YYYY-MM-DD') AS expected_return,
       to_char(i.returned_on, 'YYYY-MM-DD') AS returned_on, i.created_at, i.updated_at
  FROM rm.injuries i
 WHERE i.player_id = :playerId!
 ORDER BY i.occurred_on DESC, i.seq DESC;

/* @name FindInjury */
SELECT i.id, i.player_id, i.club_id, i.team_id, i.status, i.description,
       i.body_part, i.note, to_char(i.occurred_on, 'YYYY-MM-DD') AS occurred_on,
       to_char(i.expected_return, 'YYYY-MM-DD') AS expected_return,
       to_char(i.returned_on, 'YYYY-MM-DD') AS returned_on, i.created_at, i.updated_at
  FROM rm.injuries i
 WHERE i.id = :id!;

/* @name ListAvailabilityHistory */
SELECT h.kind, h.at, h.club_id, h.team_id, h.availability_id, h.injury_id, h.status, h.injury_status,
       to_char(h.start_date, 'YYYY-MM-DD') AS start_date, to_char(h.end_date, 'YYYY-MM-DD') AS end_date,
       h.note, h.description, h.body_part
  FROM rm.availability_history h
 WHERE h.player_id = :playerId!
 ORDER BY h.revision DESC;

/* @name TodayInClub */
SELECT to_char((:now!::timestamptz AT TIME ZONE c.time_zone)::date, 'YYYY-MM-DD') AS today
  FROM rm.clubs c
 WHERE c.id = :clubId!;
