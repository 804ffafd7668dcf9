/**
 * The events read model: matches and trainings with their periods, selections and sessions, as
 * the `event`, `teamEvents`, `eventSelections` and `selection` queries show them.
 *
 * Idempotency: every event of an `event-<id>` stream first moves the event row's `revision`
 * forward (`revision < $r`); when that touches no row the event was applied already and nothing
 * else is written. Child rows keep their order with `seq`: the stream revision that created them
 * (times 1000 plus the position within the event, for several made at once).
 */
import type { EventStreamEvent, SessionWindow } from '@stride/contracts/events/event';
import { eventStreamEventTypes } from '@stride/contracts/events/event';
import { selectionIdOf } from '@stride/contracts/events/ids';
import { EVENT_SELECTIONS_READ_MODEL, EVENTS_READ_MODEL, PROJECTIONS } from '@stride/contracts/read-models';
import type pg from 'pg';
import { occurredAt, type Change, type Projection } from '../projection.ts';

/** Re-exported while the API's resolvers still import them from here: their home is contracts. */
export { EVENTS_READ_MODEL, EVENT_SELECTIONS_READ_MODEL };

export const eventsProjection: Projection = {
  name: PROJECTIONS.events,
  version: 2,
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
    `ALTER TABLE rm.events
       DROP COLUMN player_ids,
       ADD COLUMN place text,
       ADD COLUMN theme text,
       ADD COLUMN competition text,
       ADD COLUMN score_team integer,
       ADD COLUMN score_adv integer,
       ADD COLUMN match_system text,
       ADD COLUMN locked boolean NOT NULL DEFAULT false,
       ADD COLUMN deleted boolean NOT NULL DEFAULT false,
       ADD COLUMN ranges jsonb NOT NULL DEFAULT '[]';
     -- The team's list, latest first: events without dates sort by creation.
     CREATE INDEX events_team_start_idx ON rm.events
       (team_id, (coalesce(started_at, planned_start_date, created_at)) DESC) WHERE NOT deleted;
     CREATE TABLE rm.periods (
       id text PRIMARY KEY,
       event_id text NOT NULL,
       name text NOT NULL,
       start_date timestamptz,
       end_date timestamptz,
       seq bigint NOT NULL
     );
     CREATE INDEX periods_event_idx ON rm.periods (event_id, seq);
     CREATE TABLE rm.selections (
       id text PRIMARY KEY,
       event_id text NOT NULL,
       player_id text NOT NULL,
       device_id text,
       number integer,
       position text,
       profile text,
       selected boolean NOT NULL,
       seq bigint NOT NULL,
       UNIQUE (event_id, player_id)
     );
     CREATE INDEX selections_player_idx ON rm.selections (player_id);
     CREATE TABLE rm.sessions (
       id text PRIMARY KEY,
       event_id text NOT NULL,
       selection_id text NOT NULL,
       period_id text,
       start_date timestamptz NOT NULL,
       end_date timestamptz
     );
     CREATE INDEX sessions_selection_idx ON rm.sessions (selection_id, start_date);
     CREATE INDEX sessions_event_idx ON rm.sessions (event_id, period_id);`,
    // Issue 7: the revision of the last `RecordsComputeRequested` (the records projection says
    // when it has computed past it).
    `ALTER TABLE rm.events ADD COLUMN compute_requested_revision bigint;`,
  ],
  tables: [
    { name: 'rm.events', orderBy: 'id' },
    { name: 'rm.periods', orderBy: 'id' },
    { name: 'rm.selections', orderBy: 'id' },
    { name: 'rm.sessions', orderBy: 'id' },
  ],
  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as EventStreamEvent;
    const at = occurredAt(recorded);
    const revision = recorded.revision.toString();
    if (event.type === 'EventCreated') return created(tx, event, at, revision);
    const { eventId } = event.data;
    const hot = await applyInOneStatement(tx, event, at, revision);
    if (hot !== null) return hot;
    // Move the row forward first: no row moved means the event was applied already.
    const moved = await tx.query(
      `UPDATE rm.events SET updated_at = $2, revision = $3 WHERE id = $1 AND revision < $3`,
      [eventId, at, revision],
    );
    if (moved.rowCount === 0) return [];
    const seq = (index = 0) => (BigInt(revision) * 1000n + BigInt(index)).toString();
    switch (event.type) {
      case 'EventUpdated': {
        const d = event.data;
        await tx.query(
          `UPDATE rm.events SET name = $2, type = $3, place = $4, theme = $5, competition = $6,
             score_team = $7, score_adv = $8, match_system = $9, days_to_match = $10 WHERE id = $1`,
          [
            eventId,
            d.name,
            d.type,
            d.place,
            d.theme,
            d.competition,
            d.score?.team ?? null,
            d.score?.adv ?? null,
            d.matchSystem,
            d.daysToMatch,
          ],
        );
        return eventChanged(eventId);
      }
      case 'EventDatesUpdated':
        // Planned before the start, actual after (the status says which).
        await tx.query(
          `UPDATE rm.events SET
             planned_start_date = CASE WHEN status = 'NOT_STARTED' THEN $2 ELSE planned_start_date END,
             planned_end_date = CASE WHEN status = 'NOT_STARTED' THEN $3 ELSE planned_end_date END,
             started_at = CASE WHEN status = 'NOT_STARTED' THEN started_at ELSE $2 END,
             stopped_at = CASE WHEN status = 'FINISHED' THEN $3 ELSE stopped_at END
           WHERE id = $1`,
          [eventId, event.data.startDate, event.data.endDate],
        );
        return eventChanged(eventId);
      case 'EventLocked':
      case 'EventUnlocked':
        await tx.query(`UPDATE rm.events SET locked = $2 WHERE id = $1`, [
          eventId,
          event.type === 'EventLocked',
        ]);
        return eventChanged(eventId);
      case 'EventDeleted':
        await tx.query(`UPDATE rm.events SET deleted = true WHERE id = $1`, [eventId]);
        return [...eventChanged(eventId), ...selectionsChanged(eventId)];
      case 'PeriodCreated':
        await tx.query(
          `INSERT INTO rm.periods (id, event_id, name, start_date, end_date, seq) VALUES ($1, $2, $3, $4, $5, $6)`,
          [event.data.periodId, eventId, event.data.name, event.data.startDate, event.data.endDate, seq()],
        );
        return eventChanged(eventId);
      case 'PeriodUpdated':
        await tx.query(`UPDATE rm.periods SET name = $2, start_date = $3, end_date = $4 WHERE id = $1`, [
          event.data.periodId,
          event.data.name,
          event.data.startDate,
          event.data.endDate,
        ]);
        return eventChanged(eventId);
      case 'PeriodRemoved':
        await tx.query(`DELETE FROM rm.periods WHERE id = $1`, [event.data.periodId]);
        await tx.query(`DELETE FROM rm.sessions WHERE event_id = $1 AND period_id = $2`, [
          eventId,
          event.data.periodId,
        ]);
        return [...eventChanged(eventId), ...selectionsChanged(eventId)];
      case 'PlayersSelected': {
        let index = 0;
        for (const s of event.data.selections) {
          await tx.query(
            `INSERT INTO rm.selections (id, event_id, player_id, device_id, number, position, profile, selected, seq)
             VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8) ON CONFLICT (id) DO NOTHING`,
            [s.selectionId, eventId, s.playerId, s.deviceId, s.number, s.position, s.profile, seq(index++)],
          );
        }
        return [...eventChanged(eventId), ...selectionsChanged(eventId)];
      }
      case 'SelectionUpdated': {
        const d = event.data;
        await tx.query(
          `UPDATE rm.selections SET device_id = $2, number = $3, position = $4, profile = $5 WHERE id = $1`,
          [d.selectionId, d.deviceId, d.number, d.position, d.profile],
        );
        return selectionsChanged(eventId);
      }
      case 'SelectionSelected':
        await tx.query(`UPDATE rm.selections SET selected = $2 WHERE id = $1`, [
          event.data.selectionId,
          event.data.selected,
        ]);
        return [...eventChanged(eventId), ...selectionsChanged(eventId)];
      case 'SessionUpdated':
        await tx.query(`UPDATE rm.sessions SET start_date = $2, end_date = $3 WHERE id = $1`, [
          event.data.sessionId,
          event.data.startDate,
          event.data.endDate,
        ]);
        return selectionsChanged(eventId);
      case 'SessionDeleted':
        await tx.query(`DELETE FROM rm.sessions WHERE id = $1`, [event.data.sessionId]);
        return selectionsChanged(eventId);
      case 'PeriodSessionsSet':
        await tx.query(`DELETE FROM rm.sessions WHERE event_id = $1 AND period_id = $2`, [
          eventId,
          event.data.periodId,
        ]);
        for (const window of event.data.sessions) await insertSession(tx, eventId, window);
        return selectionsChanged(eventId);
      case 'EventRangeCreated':
        await tx.query(`UPDATE rm.events SET ranges = ranges || $2::jsonb WHERE id = $1`, [
          eventId,
          JSON.stringify([event.data.range]),
        ]);
        return eventChanged(eventId);
      case 'EventRangeUpdated':
        await tx.query(
          `UPDATE rm.events SET ranges = (
             SELECT coalesce(jsonb_agg(CASE WHEN r->>'id' = $2 THEN $3::jsonb ELSE r END ORDER BY n), '[]')
               FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n)) WHERE id = $1`,
          [eventId, event.data.range.id, JSON.stringify(event.data.range)],
        );
        return eventChanged(eventId);
      case 'EventRangeDeleted':
        await tx.query(
          `UPDATE rm.events SET ranges = (
             SELECT coalesce(jsonb_agg(r ORDER BY n), '[]')
               FROM jsonb_array_elements(ranges) WITH ORDINALITY AS e(r, n) WHERE r->>'id' <> $2) WHERE id = $1`,
          [eventId, event.data.rangeId],
        );
        return eventChanged(eventId);
      case 'RecordsComputeRequested':
        await tx.query(`UPDATE rm.events SET compute_requested_revision = $2 WHERE id = $1`, [
          eventId,
          revision,
        ]);
        return eventChanged(eventId);
      case 'EventStarted':
      case 'EventStopped':
      case 'PeriodStarted':
      case 'PeriodStopped':
      case 'SessionCreated':
      case 'SessionStarted':
      case 'SessionStopped':
        // Applied in one statement above.
        return [];
      default: {
        const _exhaustive: never = event;
        return [];
      }
    }
  },
};

/** The guard of every statement: the event row moves forward, once per stream revision. */
const MOVED = `WITH moved AS (
  UPDATE rm.events SET updated_at = $2, revision = $3 WHERE id = $1 AND revision < $3 RETURNING id)`;

/**
 * The events a live match sends most, each in one statement with its guard (one round trip to
 * PostgreSQL instead of two); null for the others.
 */
async function applyInOneStatement(
  tx: pg.ClientBase,
  event: EventStreamEvent,
  at: string,
  revision: string,
): Promise<Change[] | null> {
  const eventId = event.data.eventId;
  const guard = [eventId, at, revision];
  switch (event.type) {
    case 'EventStarted':
      await tx.query(
        `UPDATE rm.events SET status = 'STARTED', started_at = $4, updated_at = $2, revision = $3
          WHERE id = $1 AND revision < $3`,
        [...guard, event.data.startedAt],
      );
      return eventChanged(eventId);
    case 'EventStopped':
      await tx.query(
        `UPDATE rm.events SET status = 'FINISHED', stopped_at = $4, updated_at = $2, revision = $3
          WHERE id = $1 AND revision < $3`,
        [...guard, event.data.stoppedAt],
      );
      return eventChanged(eventId);
    case 'PeriodStarted':
      await tx.query(
        `${MOVED} UPDATE rm.periods p SET start_date = $5, end_date = NULL FROM moved WHERE p.id = $4`,
        [...guard, event.data.periodId, event.data.startedAt],
      );
      return eventChanged(eventId);
    case 'PeriodStopped':
      await tx.query(`${MOVED} UPDATE rm.periods p SET end_date = $5 FROM moved WHERE p.id = $4`, [
        ...guard,
        event.data.periodId,
        event.data.stoppedAt,
      ]);
      return eventChanged(eventId);
    case 'SessionStarted':
    case 'SessionCreated': {
      const d = event.data;
      await tx.query(
        `${MOVED} INSERT INTO rm.sessions (id, event_id, selection_id, period_id, start_date, end_date)
         SELECT $4, $1, $5, $6, $7, $8 FROM moved
         ON CONFLICT (id) DO UPDATE SET period_id = $6, start_date = $7, end_date = $8`,
        [...guard, d.sessionId, d.selectionId, d.periodId, d.startDate, d.endDate],
      );
      return selectionsChanged(eventId);
    }
    case 'SessionStopped':
      await tx.query(`${MOVED} UPDATE rm.sessions x SET end_date = $5 FROM moved WHERE x.id = $4`, [
        ...guard,
        event.data.sessionId,
        event.data.stoppedAt,
      ]);
      return selectionsChanged(eventId);
    default:
      return null;
  }
}

async function created(
  tx: pg.ClientBase,
  event: Extract<EventStreamEvent, { type: 'EventCreated' }>,
  at: string,
  revision: string,
): Promise<Change[]> {
  const d = event.data;
  const inserted = await tx.query(
    `INSERT INTO rm.events (id, team_id, name, type, days_to_match, status, planned_start_date,
       planned_end_date, place, theme, competition, match_system, ranges, created_at, updated_at, revision)
     VALUES ($1, $2, $3, $4, $5, 'NOT_STARTED', $6, $7, $8, $9, $10, $11, $12, $13, $13, $14)
     ON CONFLICT (id) DO NOTHING`,
    [
      d.eventId,
      d.teamId,
      d.name,
      d.type,
      d.daysToMatch,
      d.startDate,
      d.endDate,
      d.place ?? null,
      d.theme ?? null,
      d.competition ?? null,
      d.matchSystem ?? null,
      JSON.stringify(d.ranges ?? []),
      at,
      revision,
    ],
  );
  if (inserted.rowCount === 0) return [];
  // Schema version 1 listed the selected players in the creation event.
  let index = 0;
  for (const playerId of d.playerIds) {
    await tx.query(
      `INSERT INTO rm.selections (id, event_id, player_id, selected, seq) VALUES ($1, $2, $3, true, $4)
       ON CONFLICT (id) DO NOTHING`,
      [
        selectionIdOf(d.eventId, playerId),
        d.eventId,
        playerId,
        (BigInt(revision) * 1000n + BigInt(index++)).toString(),
      ],
    );
  }
  return d.playerIds.length > 0
    ? [...eventChanged(d.eventId), ...selectionsChanged(d.eventId)]
    : eventChanged(d.eventId);
}

async function insertSession(tx: pg.ClientBase, eventId: string, window: SessionWindow): Promise<void> {
  await tx.query(
    `INSERT INTO rm.sessions (id, event_id, selection_id, period_id, start_date, end_date)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET period_id = $4, start_date = $5, end_date = $6`,
    [window.sessionId, eventId, window.selectionId, window.periodId, window.startDate, window.endDate],
  );
}

function eventChanged(eventId: string): Change[] {
  return [{ readModel: EVENTS_READ_MODEL, key: eventId }];
}

function selectionsChanged(eventId: string): Change[] {
  return [{ readModel: EVENT_SELECTIONS_READ_MODEL, key: eventId }];
}
