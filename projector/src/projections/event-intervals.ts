/**
 * Marks and cut intervals in the events read model (issue 20): one row per moment an analyst
 * marked (`kind` MARK, `end_date` null) or span they cut (`kind` INTERVAL), in `rm.event_cuts`,
 * in the order they were made (`seq`: the stream revision). A removed one loses its row (the
 * stream keeps the history); a deleted event takes its rows with it. Idempotence: events.ts moves
 * the event's revision first, and an insert of an id already there changes nothing.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import type {
  EventIntervalCut,
  EventIntervalRemoved,
  EventIntervalRenamed,
  EventMarkRemoved,
  EventMomentMarked,
} from '@stride/contracts/events/event';
import * as sql from './event-intervals.queries.ts';

export const eventCutsMigration = `CREATE TABLE rm.event_cuts (
     id text PRIMARY KEY,
     event_id text NOT NULL,
     kind text NOT NULL,
     start_date timestamptz NOT NULL,
     end_date timestamptz,
     label text NOT NULL,
     seq bigint NOT NULL
   );
   CREATE INDEX event_cuts_event_idx ON rm.event_cuts (event_id, seq);`;

export const eventCutsTables = [{ name: 'rm.event_cuts', orderBy: 'id' }];

export type EventCutEvent =
  EventMomentMarked | EventMarkRemoved | EventIntervalCut | EventIntervalRenamed | EventIntervalRemoved;

export async function applyEventCut(
  db: IDatabaseConnection,
  event: EventCutEvent,
  revision: string,
): Promise<void> {
  const { eventId } = event.data;
  switch (event.type) {
    case 'EventMomentMarked': {
      const { markId, at, label } = event.data;
      const row = { id: markId, eventId, kind: 'MARK', startDate: at, endDate: null, label, seq: revision };
      await sql.insertEventCut.run(row, db);
      return;
    }
    case 'EventIntervalCut': {
      const { intervalId, startDate, endDate, label } = event.data;
      const row = { id: intervalId, eventId, kind: 'INTERVAL', startDate, endDate, label, seq: revision };
      await sql.insertEventCut.run(row, db);
      return;
    }
    case 'EventIntervalRenamed':
      await sql.renameEventCut.run({ id: event.data.intervalId, eventId, label: event.data.label }, db);
      return;
    case 'EventIntervalRemoved':
      await sql.deleteEventCut.run({ id: event.data.intervalId, eventId }, db);
      return;
    case 'EventMarkRemoved':
      await sql.deleteEventCut.run({ id: event.data.markId, eventId }, db);
      return;
    default: {
      const _exhaustive: never = event;
      return;
    }
  }
}

/** The event is deleted: its marks and intervals go with it. */
export const deleteEventCuts = (db: IDatabaseConnection, eventId: string) =>
  sql.deleteAllEventCuts.run({ eventId }, db);
