/* @name InsertUser */
INSERT INTO rm.users (id, email, verified, admin, locale, created_at, updated_at, revision)
VALUES (:userId!, :email!, false, false, :locale!, :at!, :at!, :revision!)
ON CONFLICT (id) DO NOTHING;

/* @name MoveUser */
UPDATE rm.users SET revision = :revision!, updated_at = :at!
 WHERE id = :userId! AND revision < :revision!
RETURNING id;

/* @name SetUserCredentialsChanged */
UPDATE rm.users SET credentials_changed_at = :at! WHERE id = :userId!;

/* @name EraseUser */
UPDATE rm.users SET email = '', admin = false, credentials_changed_at = :at! WHERE id = :userId!;

/* @name SetUserVerified */
UPDATE rm.users SET verified = true WHERE id = :userId!;

/* @name SetUserAdmin */
UPDATE rm.users SET admin = :admin! WHERE id = :userId!;

/* @name SetUserClub */
UPDATE rm.users SET club_id = :clubId!, staff_id = :staffId! WHERE id = :userId!;

/* @name ClearUserClub */
UPDATE rm.users SET club_id = NULL, staff_id = NULL WHERE id = :userId! AND staff_id = :staffId!;

/* @name InsertDevice */
INSERT INTO rm.devices (id, club_id, serial, udid, type, name, created_at, updated_at, revision)
VALUES (:deviceId!, :clubId!, :serial!, :udid, :type!, :name!, :at!, :at!, :revision!)
ON CONFLICT (id) DO NOTHING;

/* @name SetDeviceTeam */
UPDATE rm.devices SET team_id = :teamId, updated_at = :at!, revision = :revision!
 WHERE id = :deviceId! AND revision < :revision!;

/* @name InsertClub */
INSERT INTO rm.clubs (id, name, sport, time_zone, plan, active, expires_at, limit_members, limit_teams,
                      limit_players, limit_ranges, limit_devices, tag_management, created_at, updated_at, revision)
VALUES (:clubId!, :name!, :sport!, :timeZone!, :plan!, :active!, :expiresAt, :limitMembers!, :limitTeams!,
        :limitPlayers!, :limitRanges!, :limitDevices!, :tagManagement!, :at!, :at!, :revision!)
ON CONFLICT (id) DO NOTHING;

/* @name MoveClub */
UPDATE rm.clubs SET revision = :revision!, updated_at = :at!
 WHERE id = :clubId! AND revision < :revision!
RETURNING id;

/* @name UpdateClub */
UPDATE rm.clubs SET name = :name!, sport = :sport!, time_zone = :timeZone! WHERE id = :clubId!;

/* @name UpdateClubSubscription */
UPDATE rm.clubs SET plan = :plan!, active = :active!, expires_at = :expiresAt, limit_members = :limitMembers!,
       limit_teams = :limitTeams!, limit_players = :limitPlayers!, limit_ranges = :limitRanges!,
       limit_devices = :limitDevices!, tag_management = :tagManagement!
 WHERE id = :clubId!;

/* @name InsertStaff */
INSERT INTO rm.staff (id, club_id, user_id, email, is_manager, coach_team_ids, created_at, updated_at)
VALUES (:staffId!, :clubId!, :userId!, :email!, :isManager!, '{}', :at!, :at!)
ON CONFLICT (id) DO NOTHING;

/* @name SetStaffAccess */
UPDATE rm.staff SET is_manager = :isManager!, updated_at = :at! WHERE id = :staffId!;

/* @name DeleteStaff */
DELETE FROM rm.staff WHERE id = :staffId!;

/* @name SetCoachTeams */
UPDATE rm.staff SET coach_team_ids = :teamIds!, updated_at = :at! WHERE id = :staffId!;

/* @name InsertTeam */
INSERT INTO rm.teams (id, club_id, name, logo_url, created_at, updated_at)
VALUES (:teamId!, :clubId!, :name!, :logoUrl, :at!, :at!)
ON CONFLICT (id) DO NOTHING;

/* @name UpdateTeam */
UPDATE rm.teams SET name = :name!, logo_url = :logoUrl, updated_at = :at! WHERE id = :teamId!;

/* @name AppendTeamRange */
UPDATE rm.teams SET ranges = ranges || :ranges!::jsonb, updated_at = :at!
 WHERE id = :teamId! AND NOT ranges @> jsonb_build_array(jsonb_build_object('id', :rangeId!::text));

/* @name ReplaceTeamRange */
UPDATE rm.teams SET updated_at = :at!, ranges = (
         SELECT coalesce(jsonb_agg(CASE WHEN r ->> 'id' = :rangeId! THEN :range!::jsonb ELSE r END ORDER BY n), '[]')
           FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n))
 WHERE id = :teamId!;

/* @name DeleteTeamRange */
UPDATE rm.teams SET updated_at = :at!, ranges = (
         SELECT coalesce(jsonb_agg(r ORDER BY n), '[]')
           FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n) WHERE r ->> 'id' <> :rangeId!)
 WHERE id = :teamId!;

/* @name UpsertTeamTrackingProfile */
INSERT INTO rm.team_tracking_profiles (team_id, profile, club_id, overrides, updated_at)
VALUES (:teamId!, :profile!, :clubId!, :overrides!, :at!)
ON CONFLICT (team_id, profile) DO UPDATE SET overrides = :overrides!, updated_at = :at!;

/* @name DeleteTeamTrackingProfile */
DELETE FROM rm.team_tracking_profiles WHERE team_id = :teamId! AND profile = :profile!;

/* @name UpsertTeamLiveAlerts */
INSERT INTO rm.team_live_alerts
  (team_id, club_id, hsr_target, sprint_target, distance_target, heart_rate_percent, heart_rate_seconds, updated_at)
VALUES (:teamId!, :clubId!, :hsrTarget, :sprintTarget, :distanceTarget, :heartRatePercent, :heartRateSeconds, :at!)
ON CONFLICT (team_id) DO UPDATE SET
  hsr_target = :hsrTarget, sprint_target = :sprintTarget, distance_target = :distanceTarget,
  heart_rate_percent = :heartRatePercent, heart_rate_seconds = :heartRateSeconds, updated_at = :at!;

/* @name InsertTeamReceiver */
INSERT INTO rm.team_receivers (receiver_id, team_id, club_id, name, token_hash, created_at)
VALUES (:receiverId!, :teamId!, :clubId!, :name!, :tokenHash!, :at!)
ON CONFLICT (receiver_id) DO NOTHING;

/* @name RevokeTeamReceiver */
UPDATE rm.team_receivers SET revoked_at = :at! WHERE receiver_id = :receiverId! AND revoked_at IS NULL;

/* @name InsertSeason */
INSERT INTO rm.seasons (id, club_id, team_id, name, league, start_date, end_date, created_at)
VALUES (:seasonId!, :clubId!, :teamId!, :name!, :league, :startDate!, :endDate!, :at!)
ON CONFLICT (id) DO NOTHING;

/* @name InsertPlayer */
INSERT INTO rm.players (id, club_id, team_id, first_name, last_name, birthdate, gender, number, position,
                        profile, league, picture_url, max_heart_rate, resting_heart_rate, max_speed, note, archived,
                        created_at, updated_at)
VALUES (:playerId!, :clubId!, :teamId!, :firstName!, :lastName!, :birthdate, :gender, :number, :position,
        :profile, :league, :pictureUrl, :maxHeartRate, :restingHeartRate, :maxSpeed, :note, false, :at!, :at!)
ON CONFLICT (id) DO NOTHING;

/* @name UpdatePlayer */
UPDATE rm.players SET team_id = :teamId!, first_name = :firstName!, last_name = :lastName!, birthdate = :birthdate,
       gender = :gender, number = :number, position = :position, profile = :profile, league = :league,
       picture_url = :pictureUrl, max_heart_rate = :maxHeartRate, resting_heart_rate = :restingHeartRate,
       max_speed = :maxSpeed, note = :note, updated_at = :at!
 WHERE id = :playerId! AND club_id = :clubId!;

/* @name ArchivePlayer */
UPDATE rm.players SET archived = true, device_id = NULL, updated_at = :at! WHERE id = :playerId!;

/* @name SetPlayerDevice */
UPDATE rm.players SET device_id = :deviceId!, updated_at = :at! WHERE id = :playerId!;

/* @name ClearPlayerDevice */
UPDATE rm.players SET device_id = NULL, updated_at = :at! WHERE id = :playerId! AND device_id = :deviceId!;
