/* Issue 20: the analyst's marks and cut intervals of events (event-intervals.ts). */

/* @name InsertEventCut */
INSERT INTO rm.event_cuts (id, event_id, kind, start_date, end_date, label, seq)
VALUES (:id!, :eventId!, :kind!, :startDate!, :endDate, :label!, :seq!)
ON CONFLICT (id) DO NOTHING;

/* @name RenameEventCut */
UPDATE rm.event_cuts SET label = :label! WHERE id = :id! AND event_id = :eventId!;

/* @name DeleteEventCut */
DELETE FROM rm.event_cuts WHERE id = :id! AND event_id = :eventId!;

/* @name DeleteAllEventCuts */
DELETE FROM rm.event_cuts WHERE event_id = :eventId!;
