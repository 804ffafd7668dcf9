/**
 * The events read model: one row per match or training, as the `event(eventId)` query shows it.
 */
import type { EventStreamEvent } from '@stride/contracts/events/event';
import { eventStreamEventTypes } from '@stride/contracts/events/event';
import type { RecordedEvent } from '@stride/streams/port';
import type { Change, Projection } from '../projection.ts';

export const EVENTS_READ_MODEL = 'events';

export const eventsProjection: Projection = {
  name: 'events',
  version: 1,
  handles: new Set<string>(eventStreamEventTypes),
  migrations: [
    `CREATE SCHEMA IF NOT EXISTS rm;
     CREATE TABLE rm.events (
       id text PRIMARY KEY,
       team_id text NOT NULL,
       name text NOT NULL,
       type text NOT NULL,
       days_to_match integer,
       status text NOT NULL,
       planned_start_date timestamptz,
       planned_end_date timestamptz,
       started_at timestamptz,
       stopped_at timestamptz,
       player_ids text[] NOT NULL,
       created_at timestamptz NOT NULL,
       updated_at timestamptz NOT NULL,
       revision bigint NOT NULL
     );
     CREATE INDEX events_team_idx ON rm.events (team_id, created_at);`,
  ],
  tables: [{ name: 'rm.events', orderBy: 'id' }],
  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as EventStreamEvent;
    const at = occurredAt(recorded);
    const revision = recorded.revision.toString();
    switch (event.type) {
      case 'EventCreated': {
        const d = event.data;
        await tx.query(
          `INSERT INTO rm.events (id, team_id, name, type, days_to_match, status, planned_start_date,
             planned_end_date, player_ids, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, 'NOT_STARTED', $6, $7, $8, $9, $9, $10)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.eventId,
            d.teamId,
            d.name,
            d.type,
            d.daysToMatch,
            d.startDate,
            d.endDate,
            d.playerIds,
            at,
            revision,
          ],
        );
        return changed(d.eventId);
      }
      case 'EventStarted':
        await tx.query(
          `UPDATE rm.events SET status = 'STARTED', started_at = $2, updated_at = $3, revision = $4
           WHERE id = $1 AND revision < $4`,
          [event.data.eventId, event.data.startedAt, at, revision],
        );
        return changed(event.data.eventId);
      case 'EventStopped':
        await tx.query(
          `UPDATE rm.events SET status = 'FINISHED', stopped_at = $2, updated_at = $3, revision = $4
           WHERE id = $1 AND revision < $4`,
          [event.data.eventId, event.data.stoppedAt, at, revision],
        );
        return changed(event.data.eventId);
      default: {
        const _exhaustive: never = event;
        return [];
      }
    }
  },
};

function changed(eventId: string): Change[] {
  return [{ readModel: EVENTS_READ_MODEL, key: eventId }];
}

/** The instant the command was accepted, from metadata; the store's own timestamp otherwise. */
function occurredAt(event: RecordedEvent): string {
  const value = event.metadata.occurredAt;
  return typeof value === 'string' ? value : event.created.toISOString();
}
