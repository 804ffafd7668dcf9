/* @name InsertEvent */
INSERT INTO rm.events (id, team_id, name, type, days_to_match, status, planned_start_date, planned_end_date, place,
                       theme, competition, match_system, ranges, created_at, updated_at, revision)
VALUES (:eventId!, :teamId!, :name!, :type!, :daysToMatch, 'NOT_STARTED', :startDate, :endDate, :place,
        :theme, :competition, :matchSystem, :ranges!, :at!, :at!, :revision!)
ON CONFLICT (id) DO NOTHING;

/* @name MoveEvent */
UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!;

/* @name UpdateEventDetails */
UPDATE rm.events SET name = :name!, type = :type!, place = :place, theme = :theme, competition = :competition,
       score_team = :scoreTeam, score_adv = :scoreAdv, match_system = :matchSystem, days_to_match = :daysToMatch
 WHERE id = :eventId!;

/* @name UpdateEventDates */
UPDATE rm.events SET
       planned_start_date = CASE WHEN status = 'NOT_STARTED' THEN :startDate ELSE planned_start_date END,
       planned_end_date = CASE WHEN status = 'NOT_STARTED' THEN :endDate ELSE planned_end_date END,
       started_at = CASE WHEN status = 'NOT_STARTED' THEN started_at ELSE :startDate END,
       stopped_at = CASE WHEN status = 'FINISHED' THEN :endDate ELSE stopped_at END
 WHERE id = :eventId!;

/* @name SetEventLocked */
UPDATE rm.events SET locked = :locked! WHERE id = :eventId!;

/* @name SetEventDeleted */
UPDATE rm.events SET deleted = true WHERE id = :eventId!;

/* @name AppendEventRange */
UPDATE rm.events SET ranges = ranges || :ranges!::jsonb WHERE id = :eventId!;

/* @name ReplaceEventRange */
UPDATE rm.events SET ranges = (
         SELECT coalesce(jsonb_agg(CASE WHEN r ->> 'id' = :rangeId! THEN :range!::jsonb ELSE r END ORDER BY n), '[]')
           FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n))
 WHERE id = :eventId!;

/* @name DeleteEventRange */
UPDATE rm.events SET ranges = (
         SELECT coalesce(jsonb_agg(r ORDER BY n), '[]')
           FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n) WHERE r ->> 'id' <> :rangeId!)
 WHERE id = :eventId!;

/* @name SetComputeRequested */
UPDATE rm.events SET compute_requested_revision = :revision! WHERE id = :eventId!;

/* @name StartEvent */
UPDATE rm.events SET status = 'STARTED', started_at = :startedAt!, updated_at = :at!, revision = :revision!
 WHERE id = :eventId! AND revision < :revision!;

/* @name StopEvent */
UPDATE rm.events SET status = 'FINISHED', stopped_at = :stoppedAt!, updated_at = :at!, revision = :revision!
 WHERE id = :eventId! AND revision < :revision!;

/* @name InsertPeriod */
INSERT INTO rm.periods (id, event_id, name, start_date, end_date, seq)
VALUES (:periodId!, :eventId!, :name!, :startDate, :endDate, :seq!);

/* @name UpdatePeriod */
UPDATE rm.periods SET name = :name!, start_date = :startDate, end_date = :endDate WHERE id = :periodId!;

/* @name DeletePeriod */
DELETE FROM rm.periods WHERE id = :periodId!;

/* @name StartPeriod */
WITH moved AS (
  UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!
  RETURNING id)
UPDATE rm.periods p SET start_date = :startedAt!, end_date = NULL FROM moved WHERE p.id = :periodId!;

/* @name StopPeriod */
WITH moved AS (
  UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!
  RETURNING id)
UPDATE rm.periods p SET end_date = :stoppedAt! FROM moved WHERE p.id = :periodId!;

/* @name InsertSelection */
INSERT INTO rm.selections (id, event_id, player_id, device_id, number, position, profile, selected, seq)
VALUES (:selectionId!, :eventId!, :playerId!, :deviceId, :number, :position, :profile, true, :seq!)
ON CONFLICT (id) DO NOTHING;

/* @name UpdateSelection */
UPDATE rm.selections SET device_id = :deviceId, number = :number, position = :position, profile = :profile
 WHERE id = :selectionId!;

/* @name SetSelectionRpe */
UPDATE rm.selections SET rpe_rating = :rating, rpe_minutes = :minutes WHERE id = :selectionId!;

/* @name SetSelectionSelected */
UPDATE rm.selections SET selected = :selected! WHERE id = :selectionId!;

/* @name UpsertSession */
INSERT INTO rm.sessions (id, event_id, selection_id, period_id, start_date, end_date)
VALUES (:sessionId!, :eventId!, :selectionId!, :periodId, :startDate!, :endDate)
ON CONFLICT (id) DO UPDATE SET period_id = :periodId, start_date = :startDate!, end_date = :endDate;

/* @name StartSession */
WITH moved AS (
  UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!
  RETURNING id)
INSERT INTO rm.sessions (id, event_id, selection_id, period_id, start_date, end_date)
SELECT :sessionId!, :eventId!, :selectionId!, :periodId, :startDate!, :endDate FROM moved
ON CONFLICT (id) DO UPDATE SET period_id = :periodId, start_date = :startDate!, end_date = :endDate;

/* @name UpdateSession */
UPDATE rm.sessions SET start_date = :startDate!, end_date = :endDate WHERE id = :sessionId!;

/* @name StopSession */
WITH moved AS (
  UPDATE rm.events SET updated_at = :at!, revision = :revision! WHERE id = :eventId! AND revision < :revision!
  RETURNING id)
UPDATE rm.sessions x SET end_date = :stoppedAt! FROM moved WHERE x.id = :sessionId!;

/* @name DeleteSession */
DELETE FROM rm.sessions WHERE id = :sessionId!;

/* @name DeletePeriodSessions */
DELETE FROM rm.sessions WHERE event_id = :eventId! AND period_id = :periodId!;
