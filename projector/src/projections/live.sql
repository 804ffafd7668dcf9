/* @name UpsertLivePlayer */
INSERT INTO rm.live_players (player_id, max_heart_rate, resting_heart_rate, gender, max_speed)
VALUES (:playerId!, :maxHeartRate, :restingHeartRate, :gender, :maxSpeed)
ON CONFLICT (player_id) DO UPDATE
   SET max_heart_rate = :maxHeartRate, resting_heart_rate = :restingHeartRate, gender = :gender,
       max_speed = :maxSpeed;

/* @name FindLivePlayer */
SELECT max_heart_rate, resting_heart_rate, gender, max_speed FROM rm.live_players WHERE player_id = :playerId!;

/* @name UpsertLiveTeamTracking */
INSERT INTO rm.live_team_tracking (team_id, profile, overrides) VALUES (:teamId!, :profile!, :overrides!)
ON CONFLICT (team_id, profile) DO UPDATE SET overrides = :overrides!;

/* @name DeleteLiveTeamTracking */
DELETE FROM rm.live_team_tracking WHERE team_id = :teamId! AND profile = :profile!;

/* @name ListLiveTeamTracking */
SELECT profile, overrides FROM rm.live_team_tracking WHERE team_id = :teamId! ORDER BY profile;

/* @name UpsertLiveRecords */
INSERT INTO rm.live_records (selection_id, event_id, player_id, device_id, revision, samples, last_time, speed,
                             heart_rate, heart_rate_percent, global, periods, sessions, trail, final, updated_at)
SELECT * FROM unnest(:selectionIds!::text[], :eventIds!::text[], :playerIds!::text[], :deviceIds!::text[],
                     :revisions!::bigint[], :samples!::integer[], :lastTimes!::bigint[], :speeds!::float8[],
                     :heartRates!::integer[], :heartRatePercents!::float8[], :globals!::jsonb[], :periods!::jsonb[],
                     :sessions!::jsonb[], :trails!::jsonb[], :finals!::boolean[], :ats!::timestamptz[])
ON CONFLICT (selection_id) DO UPDATE
   SET player_id = excluded.player_id, device_id = excluded.device_id, revision = excluded.revision,
       samples = excluded.samples, last_time = excluded.last_time, speed = excluded.speed,
       heart_rate = excluded.heart_rate, heart_rate_percent = excluded.heart_rate_percent, global = excluded.global,
       periods = excluded.periods, sessions = excluded.sessions, trail = excluded.trail, final = excluded.final,
       updated_at = excluded.updated_at;

/* @name ListEventLiveRecords */
SELECT selection_id, device_id, revision FROM rm.live_records WHERE event_id = :eventId! ORDER BY selection_id;

/* @name DeleteLiveRecord */
DELETE FROM rm.live_records WHERE selection_id = :selectionId!;

/* @name DeleteEventLiveRecords */
DELETE FROM rm.live_records WHERE event_id = :eventId!;
