/**
 * The events read model: matches and trainings with their periods, selections and sessions, as
 * the `event`, `teamEvents`, `eventSelections` and `selection` queries show them.
 *
 * Idempotency: every event of an `event-<id>` stream first moves the event row's `revision`
 * forward (`revision < $r`); when that touches no row the event was applied already and nothing
 * else is written. Child rows keep their order with `seq`: the stream revision that created them
 * (times 1000 plus the position within the event, for several made at once).
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import type { EventStreamEvent, SessionWindow } from '@stride/contracts/events/event';
import { eventStreamEventTypes } from '@stride/contracts/events/event';
import { selectionIdOf } from '@stride/contracts/events/ids';
import { EVENT_SELECTIONS_READ_MODEL, EVENTS_READ_MODEL, PROJECTIONS } from '@stride/contracts/read-models';
import { applying, type Change, type Projection } from '../projection.ts';
import { typedSql } from '../sql.ts';
import * as sql from './events.queries.ts';
import {
  applyEventTags,
  deleteEventTags,
  deletePeriodTags,
  eventTagsMigration,
  eventTagsTables,
} from './event-tags.ts';
import { applyEventCut, deleteEventCuts, eventCutsMigration, eventCutsTables } from './event-intervals.ts';

export const eventsProjection: Projection = {
  name: PROJECTIONS.events,
  // 3: selections carry their session RPE, events their planned load (issue 19).
  // 4: issue 19, the tags of events and periods (event-tags.ts) (merged with 3 on wt/teamanalyses).
  // 5: a period's sessions set again no longer drops the period's tags (a merge slip in 4).
  // 6: issue 20, the analyst's marks and cut intervals (event-intervals.ts).
  version: 6,
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
    // Issue 19: a selection's session RPE (minutes null: the default, see Selection.rpe).
    `ALTER TABLE rm.selections ADD COLUMN rpe_rating double precision, ADD COLUMN rpe_minutes integer;`,
    eventTagsMigration,
    // Issue 19: the event's planned load per player (`Event.plan`).
    `ALTER TABLE rm.events ADD COLUMN plan jsonb NOT NULL DEFAULT '[]';`,
    eventCutsMigration,
  ],
  tables: [
    { name: 'rm.events', orderBy: 'id' },
    { name: 'rm.periods', orderBy: 'id' },
    { name: 'rm.selections', orderBy: 'id' },
    { name: 'rm.sessions', orderBy: 'id' },
    ...eventTagsTables,
    ...eventCutsTables,
  ],
  async apply(tx, recorded) {
    const { event, at, revision } = applying<EventStreamEvent>(recorded);
    const db = typedSql(tx);
    if (event.type === 'EventCreated') return created(db, event, at, revision);
    const { eventId } = event.data;
    const hot = await applyInOneStatement(db, event, at, revision);
    if (hot !== null) return hot;
    // Move the row forward first: no row moved means the event was applied already.
    const moved = await sql.moveEvent.runWithCounts({ eventId, at, revision }, db);
    if (moved.rowCount === 0) return [];
    switch (event.type) {
      case 'EventUpdated': {
        const d = event.data;
        await sql.updateEventDetails.run(
          {
            eventId,
            name: d.name,
            type: d.type,
            place: d.place,
            theme: d.theme,
            competition: d.competition,
            scoreTeam: d.score?.team ?? null,
            scoreAdv: d.score?.adv ?? null,
            matchSystem: d.matchSystem,
            daysToMatch: d.daysToMatch,
          },
          db,
        );
        return eventChanged(eventId);
      }
      case 'EventDatesUpdated':
        // Planned before the start, actual after (the status says which).
        await sql.updateEventDates.run(
          { eventId, startDate: event.data.startDate, endDate: event.data.endDate },
          db,
        );
        return eventChanged(eventId);
      case 'EventLocked':
      case 'EventUnlocked':
        await sql.setEventLocked.run({ eventId, locked: event.type === 'EventLocked' }, db);
        return eventChanged(eventId);
      case 'EventDeleted':
        await sql.setEventDeleted.run({ eventId }, db);
        await deleteEventTags(db, eventId);
        await deleteEventCuts(db, eventId);
        return [...eventChanged(eventId), ...selectionsChanged(eventId)];
      case 'PeriodCreated': {
        const d = event.data;
        await sql.insertPeriod.run(
          {
            periodId: d.periodId,
            eventId,
            name: d.name,
            startDate: d.startDate,
            endDate: d.endDate,
            seq: childSeq(revision),
          },
          db,
        );
        return eventChanged(eventId);
      }
      case 'PeriodUpdated': {
        const d = event.data;
        await sql.updatePeriod.run(
          { periodId: d.periodId, name: d.name, startDate: d.startDate, endDate: d.endDate },
          db,
        );
        return eventChanged(eventId);
      }
      case 'PeriodRemoved':
        await sql.deletePeriod.run({ periodId: event.data.periodId }, db);
        await sql.deletePeriodSessions.run({ eventId, periodId: event.data.periodId }, db);
        await deletePeriodTags(db, eventId, event.data.periodId);
        return [...eventChanged(eventId), ...selectionsChanged(eventId)];
      case 'PlayersSelected': {
        let index = 0;
        for (const s of event.data.selections) {
          await sql.insertSelection.run(
            {
              selectionId: s.selectionId,
              eventId,
              playerId: s.playerId,
              deviceId: s.deviceId,
              number: s.number,
              position: s.position,
              profile: s.profile,
              seq: childSeq(revision, index++),
            },
            db,
          );
        }
        return [...eventChanged(eventId), ...selectionsChanged(eventId)];
      }
      case 'SelectionUpdated': {
        const d = event.data;
        await sql.updateSelection.run(
          {
            selectionId: d.selectionId,
            deviceId: d.deviceId,
            number: d.number,
            position: d.position,
            profile: d.profile,
          },
          db,
        );
        return selectionsChanged(eventId);
      }
      case 'SelectionSelected':
        await sql.setSelectionSelected.run(
          { selectionId: event.data.selectionId, selected: event.data.selected },
          db,
        );
        return [...eventChanged(eventId), ...selectionsChanged(eventId)];
      case 'SessionUpdated': {
        const d = event.data;
        await sql.updateSession.run(
          { sessionId: d.sessionId, startDate: d.startDate, endDate: d.endDate },
          db,
        );
        return selectionsChanged(eventId);
      }
      case 'SessionDeleted':
        await sql.deleteSession.run({ sessionId: event.data.sessionId }, db);
        return selectionsChanged(eventId);
      case 'PeriodSessionsSet':
        await sql.deletePeriodSessions.run({ eventId, periodId: event.data.periodId }, db);
        // One by one: an upsert cannot touch the same session twice in one statement.
        for (const window of event.data.sessions) await upsertSession(db, eventId, window);
        return selectionsChanged(eventId);
      case 'EventRangeCreated':
        await sql.appendEventRange.run({ eventId, ranges: JSON.stringify([event.data.range]) }, db);
        return eventChanged(eventId);
      case 'EventRangeUpdated':
        await sql.replaceEventRange.run(
          { eventId, rangeId: event.data.range.id, range: JSON.stringify(event.data.range) },
          db,
        );
        return eventChanged(eventId);
      case 'EventRangeDeleted':
        await sql.deleteEventRange.run({ eventId, rangeId: event.data.rangeId }, db);
        return eventChanged(eventId);
      case 'EventPlanSet':
        await sql.setEventPlan.run({ eventId, plan: JSON.stringify(event.data.targets) }, db);
        return eventChanged(eventId);
      case 'SessionRpeSet': {
        const d = event.data;
        await sql.setSelectionRpe.run(
          { selectionId: d.selectionId, rating: d.rating, minutes: d.rating === null ? null : d.minutes },
          db,
        );
        return selectionsChanged(eventId);
      }
      case 'EventTagsSet':
      case 'PeriodTagsSet':
        await applyEventTags(db, event);
        return eventChanged(eventId);
      case 'EventMomentMarked':
      case 'EventMarkRemoved':
      case 'EventIntervalCut':
      case 'EventIntervalRenamed':
      case 'EventIntervalRemoved':
        await applyEventCut(db, event, revision);
        return eventChanged(eventId);
      case 'RecordsComputeRequested':
        await sql.setComputeRequested.run({ eventId, revision }, db);
        return eventChanged(eventId);
      // Issue 20: only the records change (records.ts computes them again); the event's row shows none of it.
      case 'EventMetricSettingsSet':
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

/**
 * The events a live match sends most, each in one statement with its guard (one round trip to
 * PostgreSQL instead of two: the guard is a `moved` CTE, see events.sql); null for the others.
 */
async function applyInOneStatement(
  db: IDatabaseConnection,
  event: EventStreamEvent,
  at: string,
  revision: string,
): Promise<Change[] | null> {
  const eventId = event.data.eventId;
  const guard = { eventId, at, revision };
  switch (event.type) {
    case 'EventStarted':
      await sql.startEvent.run({ ...guard, startedAt: event.data.startedAt }, db);
      return eventChanged(eventId);
    case 'EventStopped':
      await sql.stopEvent.run({ ...guard, stoppedAt: event.data.stoppedAt }, db);
      return eventChanged(eventId);
    case 'PeriodStarted':
      await sql.startPeriod.run(
        { ...guard, periodId: event.data.periodId, startedAt: event.data.startedAt },
        db,
      );
      return eventChanged(eventId);
    case 'PeriodStopped':
      await sql.stopPeriod.run(
        { ...guard, periodId: event.data.periodId, stoppedAt: event.data.stoppedAt },
        db,
      );
      return eventChanged(eventId);
    case 'SessionStarted':
    case 'SessionCreated': {
      const d = event.data;
      await sql.startSession.run(
        {
          ...guard,
          sessionId: d.sessionId,
          selectionId: d.selectionId,
          periodId: d.periodId,
          startDate: d.startDate,
          endDate: d.endDate,
        },
        db,
      );
      return selectionsChanged(eventId);
    }
    case 'SessionStopped':
      await sql.stopSession.run(
        { ...guard, sessionId: event.data.sessionId, stoppedAt: event.data.stoppedAt },
        db,
      );
      return selectionsChanged(eventId);
    default:
      return null;
  }
}

/** A child row's `seq`: the revision that made it, and its place among those made at once. */
const childSeq = (revision: string, index = 0): string =>
  (BigInt(revision) * 1000n + BigInt(index)).toString();

async function created(
  db: IDatabaseConnection,
  event: Extract<EventStreamEvent, { type: 'EventCreated' }>,
  at: string,
  revision: string,
): Promise<Change[]> {
  const d = event.data;
  const inserted = await sql.insertEvent.runWithCounts(
    {
      eventId: d.eventId,
      teamId: d.teamId,
      name: d.name,
      type: d.type,
      daysToMatch: d.daysToMatch,
      startDate: d.startDate,
      endDate: d.endDate,
      place: d.place ?? null,
      theme: d.theme ?? null,
      competition: d.competition ?? null,
      matchSystem: d.matchSystem ?? null,
      ranges: JSON.stringify(d.ranges ?? []),
      at,
      revision,
    },
    db,
  );
  if (inserted.rowCount === 0) return [];
  // Schema version 1 listed the selected players in the creation event.
  let index = 0;
  for (const playerId of d.playerIds) {
    await sql.insertSelection.run(
      {
        selectionId: selectionIdOf(d.eventId, playerId),
        eventId: d.eventId,
        playerId,
        seq: childSeq(revision, index++),
      },
      db,
    );
  }
  return d.playerIds.length > 0
    ? [...eventChanged(d.eventId), ...selectionsChanged(d.eventId)]
    : eventChanged(d.eventId);
}

async function upsertSession(db: IDatabaseConnection, eventId: string, window: SessionWindow): Promise<void> {
  await sql.upsertSession.run(
    {
      sessionId: window.sessionId,
      eventId,
      selectionId: window.selectionId,
      periodId: window.periodId,
      startDate: window.startDate,
      endDate: window.endDate,
    },
    db,
  );
}

function eventChanged(eventId: string): Change[] {
  return [{ readModel: EVENTS_READ_MODEL, key: eventId }];
}

function selectionsChanged(eventId: string): Change[] {
  return [{ readModel: EVENT_SELECTIONS_READ_MODEL, key: eventId }];
}
