/* @name InsertJob */
INSERT INTO rm.jobs (id, club_id, team_id, kind, file_name, bytes, sha256, event_id, device_id, period_id,
                     format, state, received_at, updated_at, actor_id, revision)
VALUES (:jobId!, :clubId!, :teamId, :kind!, :fileName!, :bytes!, :sha256!, :eventId, :deviceId, :periodId,
        :format, 'RECEIVED', :at!, :at!, :actorId, :revision!)
ON CONFLICT (id) DO NOTHING;

/* @name SetJobParsing */
UPDATE rm.jobs SET state = 'PARSING', updated_at = :at!, revision = :revision!
 WHERE id = :jobId! AND revision < :revision!;

/* @name SetJobAppended */
UPDATE rm.jobs SET state = 'APPENDED', summary = :summary!, event_ids = :eventIds!, updated_at = :at!,
       revision = :revision!
 WHERE id = :jobId! AND revision < :revision!;

/* @name SetJobDuplicate */
UPDATE rm.jobs SET state = 'DUPLICATE', duplicate_of = :of!, updated_at = :at!, revision = :revision!
 WHERE id = :jobId! AND revision < :revision!;

/* @name SetJobFailed */
UPDATE rm.jobs SET state = 'FAILED', code = :code!, message = :message!, details = :details!,
       failure = :failure, updated_at = :at!, revision = :revision!
 WHERE id = :jobId! AND revision < :revision!;
