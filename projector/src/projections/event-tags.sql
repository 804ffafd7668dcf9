/* Issue 19: the tags of events and of their periods (event-tags.ts). */

/* @name DeleteEventOwnTags */
DELETE FROM rm.event_tags WHERE event_id = :eventId! AND period_id IS NULL;

/* @name DeletePeriodTags */
DELETE FROM rm.event_tags WHERE event_id = :eventId! AND period_id = :periodId!;

/* @name DeleteAllEventTags */
DELETE FROM rm.event_tags WHERE event_id = :eventId!;

/* @name InsertEventTags */
INSERT INTO rm.event_tags (event_id, period_id, tag, position)
SELECT :eventId!, :periodId, tag, position::integer - 1
  FROM unnest(:tags!::text[]) WITH ORDINALITY AS t(tag, position);
