/* @name UpsertPlayer */
INSERT INTO rm.record_players (player_id, max_heart_rate, resting_heart_rate, gender, max_speed)
VALUES (:playerId!, :maxHeartRate, :restingHeartRate, :gender, :maxSpeed)
ON CONFLICT (player_id) DO UPDATE
   SET max_heart_rate = :maxHeartRate, resting_heart_rate = :restingHeartRate, gender = :gender,
       max_speed = :maxSpeed;

/* @name InsertSources */
INSERT INTO rm.record_sources (stream_name, from_revision, to_revision, event_id, device_id, job_id, samples,
                               first_time, last_time, format, cycling)
SELECT a.stream_name, a.from_revision, a.to_revision, a.event_id, a.device_id, :jobId!, a.samples, a.first_time,
       a.last_time, a.format, a.cycling
  FROM unnest(:streamNames!::text[], :fromRevisions!::bigint[], :toRevisions!::bigint[], :eventIds!::text[],
              :deviceIds!::text[], :samples!::integer[], :firstTimes!::bigint[], :lastTimes!::bigint[],
              :formats!::text[], :cyclings!::boolean[])
       AS a(stream_name, from_revision, to_revision, event_id, device_id, samples, first_time, last_time, format,
            cycling)
ON CONFLICT DO NOTHING;

/* @name InsertJobComputed */
INSERT INTO rm.record_jobs (job_id, computed_at) VALUES (:jobId!, :at!) ON CONFLICT (job_id) DO NOTHING;

/* @name DeleteEventRecords */
DELETE FROM rm.records WHERE event_id = :eventId!;

/* @name UpsertComputeRequest */
INSERT INTO rm.record_computes (event_id, revision, computed_at) VALUES (:eventId!, :revision!, :at!)
ON CONFLICT (event_id) DO UPDATE SET revision = :revision!, computed_at = :at!;

/* @name EventHasSources */
SELECT 1 AS sourced FROM rm.record_sources WHERE event_id = :eventId! LIMIT 1;

/* @name ListSources */
SELECT stream_name, from_revision, to_revision, format, cycling, first_time, last_time
  FROM rm.record_sources
 WHERE event_id = :eventId! AND device_id = :deviceId!
 ORDER BY first_time, stream_name, from_revision;

/* @name DeleteRecord */
DELETE FROM rm.records WHERE selection_id = :selectionId!;

/* @name FindPlayer */
SELECT max_heart_rate, resting_heart_rate, gender, max_speed FROM rm.record_players WHERE player_id = :playerId!;

/* @name UpsertRecord */
INSERT INTO rm.records (selection_id, event_id, team_id, player_id, device_id, samples, global, periods, sessions,
                        extended, cleaning, tracking, source, computed_at)
VALUES (:selectionId!, :eventId!, :teamId!, :playerId!, :deviceId!, :samples!, :global!, :periods!, :sessions!,
        :extended!, :cleaning!, :tracking!, :source!, :at!)
ON CONFLICT (selection_id) DO UPDATE
   SET team_id = :teamId!, player_id = :playerId!, device_id = :deviceId!, samples = :samples!, global = :global!,
       periods = :periods!, sessions = :sessions!, extended = :extended!, cleaning = :cleaning!,
       tracking = :tracking!, source = :source!, computed_at = :at!;

/* @name UpsertTeamTracking */
INSERT INTO rm.record_team_tracking (team_id, profile, overrides) VALUES (:teamId!, :profile!, :overrides!)
ON CONFLICT (team_id, profile) DO UPDATE SET overrides = :overrides!;

/* @name DeleteTeamTracking */
DELETE FROM rm.record_team_tracking WHERE team_id = :teamId! AND profile = :profile!;

/* @name ListTeamTracking */
SELECT profile, overrides FROM rm.record_team_tracking WHERE team_id = :teamId! ORDER BY profile;

/* @name ListTeamRecordEvents */
SELECT DISTINCT event_id FROM rm.records WHERE team_id = :teamId! ORDER BY event_id;

/* @name ExtendLiveSource */
UPDATE rm.record_sources
   SET to_revision = :revision!, samples = samples + :samples!, last_time = :lastTime!
 WHERE stream_name = :streamName! AND job_id = 'live' AND to_revision = :previous!
RETURNING from_revision;

/* @name InsertLiveSource */
INSERT INTO rm.record_sources (stream_name, from_revision, to_revision, event_id, device_id, job_id, samples,
                               first_time, last_time, format, cycling)
VALUES (:streamName!, :revision!, :revision!, :eventId!, :deviceId!, 'live', :samples!, :firstTime!, :lastTime!,
        'live', false)
ON CONFLICT DO NOTHING;

/* @name MarkEventStopped */
INSERT INTO rm.record_stopped_events (event_id) VALUES (:eventId!) ON CONFLICT DO NOTHING;

/* @name IsEventStopped */
SELECT 1 AS stopped FROM rm.record_stopped_events WHERE event_id = :eventId!;
