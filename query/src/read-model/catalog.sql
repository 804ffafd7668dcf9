/* @name FindPrincipal */
SELECT u.id, u.email, u.verified, u.admin, u.locale, u.created_at, u.credentials_changed_at,
       s.id AS staff_id, s.club_id AS staff_club_id, s.is_manager, s.coach_team_ids,
       c.active AS club_active, c.expires_at AS club_expires_at
  FROM rm.users u
  LEFT JOIN LATERAL (SELECT * FROM rm.staff WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) s ON true
  LEFT JOIN rm.clubs c ON c.id = s.club_id
 WHERE u.id = :userId!;

/* @name ListUsers */
SELECT u.id, u.email, u.verified, u.admin, u.locale, u.created_at
  FROM rm.users u
 ORDER BY u.created_at DESC, u.id
 LIMIT :limit!;

/* @name FindStaffOfUsers */
SELECT id, club_id, user_id, email, is_manager, coach_team_ids, created_at
  FROM rm.staff
 WHERE user_id = ANY(:userIds!::text[]);

/* @name FindStaff */
SELECT id, club_id, user_id, email, is_manager, coach_team_ids, created_at
  FROM rm.staff
 WHERE id = :staffId!;

/* @name ListClubStaff */
SELECT id, club_id, user_id, email, is_manager, coach_team_ids, created_at
  FROM rm.staff
 WHERE club_id = :clubId!
 ORDER BY email, id;

/* @name FindClubs */
SELECT c.id, c.name, c.sport, c.time_zone, c.logo, c.plan, c.active, c.expires_at, c.limit_members,
       c.limit_teams, c.limit_players, c.limit_ranges, c.limit_devices, c.tag_management, c.created_at,
       (SELECT count(*) FROM rm.teams t WHERE t.club_id = c.id)::int AS teams_count,
       (SELECT count(*) FROM rm.players p WHERE p.club_id = c.id AND NOT p.archived)::int AS players_count,
       (SELECT count(*) FROM rm.staff s WHERE s.club_id = c.id)::int AS staff_count,
       (SELECT count(*) FROM rm.devices d WHERE d.club_id = c.id)::int AS devices_count
  FROM rm.clubs c
 WHERE c.id = ANY(:clubIds!::text[]);

/* @name ListClubs */
SELECT c.id, c.name, c.sport, c.time_zone, c.logo, c.plan, c.active, c.expires_at, c.limit_members,
       c.limit_teams, c.limit_players, c.limit_ranges, c.limit_devices, c.tag_management, c.created_at,
       (SELECT count(*) FROM rm.teams t WHERE t.club_id = c.id)::int AS teams_count,
       (SELECT count(*) FROM rm.players p WHERE p.club_id = c.id AND NOT p.archived)::int AS players_count,
       (SELECT count(*) FROM rm.staff s WHERE s.club_id = c.id)::int AS staff_count,
       (SELECT count(*) FROM rm.devices d WHERE d.club_id = c.id)::int AS devices_count
  FROM rm.clubs c
 ORDER BY lower(c.name), c.id
 LIMIT :limit!;

/* @name FindTeams */
SELECT t.id, t.club_id, t.name, t.logo_url, t.created_at, t.ranges,
       (SELECT count(*) FROM rm.players p WHERE p.team_id = t.id AND NOT p.archived)::int AS players_count,
       (SELECT count(*) FROM rm.devices d WHERE d.team_id = t.id)::int AS devices_count
  FROM rm.teams t
 WHERE t.id = ANY(:teamIds!::text[])
 ORDER BY lower(t.name), t.id;

/* @name ListClubTeams */
SELECT t.id, t.club_id, t.name, t.logo_url, t.created_at, t.ranges,
       (SELECT count(*) FROM rm.players p WHERE p.team_id = t.id AND NOT p.archived)::int AS players_count,
       (SELECT count(*) FROM rm.devices d WHERE d.team_id = t.id)::int AS devices_count
  FROM rm.teams t
 WHERE t.club_id = :clubId!
 ORDER BY lower(t.name), t.id;

/* @name ListSeasons */
SELECT id, team_id, name, league, to_char(start_date, 'YYYY-MM-DD') AS start_date,
       to_char(end_date, 'YYYY-MM-DD') AS end_date
  FROM rm.seasons
 WHERE team_id = ANY(:teamIds!::text[])
 ORDER BY start_date DESC, id;

/* @name FindPlayers */
SELECT id, club_id, team_id, first_name, last_name, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, gender,
       number, position, profile, league, picture_url, max_heart_rate, resting_heart_rate, max_speed, note,
       archived, device_id
  FROM rm.players
 WHERE id = ANY(:playerIds!::text[]);

/* @name ListClubPlayers */
SELECT id, club_id, team_id, first_name, last_name, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, gender,
       number, position, profile, league, picture_url, max_heart_rate, resting_heart_rate, max_speed, note,
       archived, device_id
  FROM rm.players
 WHERE club_id = :clubId! AND (:archived!::boolean OR NOT archived)
 ORDER BY team_id, lower(last_name), lower(first_name), id;

/* @name PlayersWearing */
SELECT id, team_id, first_name, last_name, device_id
  FROM rm.players
 WHERE device_id = ANY(:deviceIds!::text[]) AND NOT archived;

/* @name FindDevices */
SELECT id, club_id, team_id, serial, udid, type, name
  FROM rm.devices
 WHERE id = ANY(:deviceIds!::text[])
 ORDER BY serial, id;

/* @name ListClubDevices */
SELECT id, club_id, team_id, serial, udid, type, name
  FROM rm.devices
 WHERE club_id = :clubId!
 ORDER BY serial, id;

/* @name ListTeamDevices */
SELECT id, club_id, team_id, serial, udid, type, name
  FROM rm.devices
 WHERE team_id = :teamId!
 ORDER BY serial, id;

/* @name FindTeamClub */
SELECT id, club_id FROM rm.teams WHERE id = :teamId!;
