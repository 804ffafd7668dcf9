/**
 * Tags in the events read model (issue 19): one row per tag of an event (`period_id` null) or of
 * one of its periods, in `rm.event_tags`, so any query may filter events by tag in SQL:
 *
 *   EXISTS (SELECT 1 FROM rm.event_tags t WHERE t.event_id = e.id AND lower(t.tag) = lower($tag))
 *
 * matches an event tagged so itself or through one of its periods. Tags compare without case (a
 * list never holds one tag twice, two events may spell it differently). A deleted event or period
 * takes its rows with it. Idempotence: events.ts moves the event's revision first, and each list is
 * written whole.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import type { EventTagsSet, PeriodTagsSet } from '@stride/contracts/events/event';
import * as sql from './event-tags.queries.ts';

export const eventTagsMigration = `CREATE TABLE rm.event_tags (
     event_id text NOT NULL,
     period_id text,
     tag text NOT NULL,
     position integer NOT NULL
   );
   CREATE INDEX event_tags_event_idx ON rm.event_tags (event_id, period_id, position);
   CREATE INDEX event_tags_tag_idx ON rm.event_tags (lower(tag));`;

export const eventTagsTables = [
  { name: 'rm.event_tags', orderBy: 'event_id, period_id NULLS FIRST, position' },
];

export async function applyEventTags(
  db: IDatabaseConnection,
  event: EventTagsSet | PeriodTagsSet,
): Promise<void> {
  const { eventId, tags } = event.data;
  if (event.type === 'EventTagsSet') {
    await sql.deleteEventOwnTags.run({ eventId }, db);
    await sql.insertEventTags.run({ eventId, periodId: null, tags: [...tags] }, db);
  } else {
    const { periodId } = event.data;
    await sql.deletePeriodTags.run({ eventId, periodId }, db);
    await sql.insertEventTags.run({ eventId, periodId, tags: [...tags] }, db);
  }
}

/** The event is deleted: its tags no longer tag anything. */
export const deleteEventTags = (db: IDatabaseConnection, eventId: string) =>
  sql.deleteAllEventTags.run({ eventId }, db);

/** A period is removed: its tags go with it. */
export const deletePeriodTags = (db: IDatabaseConnection, eventId: string, periodId: string) =>
  sql.deletePeriodTags.run({ eventId, periodId }, db);
