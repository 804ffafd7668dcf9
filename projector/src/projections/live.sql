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

/* @name UpsertLiveRecord */
INSERT INTO rm.live_records (selection_id, event_id, player_id, device_id, revision, samples, last_time, speed,
                             heart_rate, heart_rate_percent, global, periods, sessions, trail, final, updated_at)
VALUES (:selectionId!, :eventId!, :playerId!, :deviceId!, :revision!, :samples!, :lastTime, :speed, :heartRate,
        :heartRatePercent, :global!, :periods!, :sessions!, :trail!, :final!, :at!)
ON CONFLICT (selection_id) DO UPDATE
   SET player_id = :playerId!, device_id = :deviceId!, revision = :revision!, samples = :samples!,
       last_time = :lastTime, speed = :speed, heart_rate = :heartRate, heart_rate_percent = :heartRatePercent,
       global = :global!, periods = :periods!, sessions = :sessions!, trail = :trail!, final = :final!,
       updated_at = :at!;

/* @name ListEventLiveRecords */
SELECT selection_id, device_id, revision FROM rm.live_records WHERE event_id = :eventId! ORDER BY selection_id;

/* @name DeleteLiveRecord */
DELETE FROM rm.live_records WHERE selection_id = :selectionId!;

/* @name DeleteEventLiveRecords */
DELETE FROM rm.live_records WHERE event_id = :eventId!;
