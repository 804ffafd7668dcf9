/**
 * The live read model (issue 18): each selection's figures from its device's live batches, as
 * they come, folded with the same engine and configuration as its record (`recordConfig` with the
 * live source's profile, the event's windows and ranges, the player's facts, the team's tracking
 * values) and kept in `rm.live_records`. While the event runs a row holds the engine's snapshot
 * (what is settled, about a second behind the newest sample); from `EventStopped` on it holds
 * `finish`: the record's figures from the same samples, byte for byte.
 *
 * What refreshes rows:
 * - a live `SamplesRecorded`: the selections wearing the device, moved on by the batch;
 * - an event-stream event that changes what a record counts (the records projection's own list):
 *   every live row of the event, with the new configuration (folded again when it changed);
 * - `EventDeleted`: the event's rows go.
 *
 * Rows are written once per projector transaction (`settle`: one statement for every selection
 * the transaction's events moved), not once per batch: a transaction holds up to hundreds of
 * batches when many devices send.
 *
 * Determinism (rule 5): a row is a function of the event's stream and the batches up to the
 * triggering event's position, and of the player and team facts this projection keeps from the
 * club streams (as the records projection keeps its own). The in-memory states are a cache
 * (live-fold.ts); a position that does not move forwards (a redelivery, a rebuild) clears it.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import { clubEventTypes } from '@stride/contracts/events/club';
import { eventStreamEventTypes, eventStreamName } from '@stride/contracts/events/event';
import type { KnownEvent, Selection } from '@stride/contracts/events/event-state';
import { SAMPLES_RECORDED, samplesStreamName } from '@stride/contracts/events/upload';
import type { MetricsResult } from '@stride/contracts/metrics';
import { LIVE_READ_MODEL, PROJECTIONS } from '@stride/contracts/read-models';
import type { EventStore, RecordedEvent } from '@stride/streams/port';
import { finish, liveSnapshot } from '../metrics/engine.ts';
import { occurredAt, type Change, type Projection } from '../projection.ts';
import { typedSql } from '../sql.ts';
import { eventAt, foldEvent, known } from './event-at.ts';
import { LIVE_FORMAT, liveBatchOf, type LiveBatchRef } from './live-batch.ts';
import { TRAIL_SECONDS, trailOf } from './live-fold.ts';
import {
  advance,
  forget,
  keepClubFact,
  memory,
  playerFacts,
  PLAYER_EVENTS,
  teamTracking,
  TRACKING_EVENTS,
  writePending,
  type LiveRow,
} from './live-memory.ts';
import * as sql from './live.queries.ts';
import { recordConfig } from './record-config.ts';
import { RECOMPUTING } from './records.ts';

const LIVE_SOURCE = { format: LIVE_FORMAT, cycling: false } as const;

export const liveProjection: Projection = {
  name: PROJECTIONS.live,
  version: 1,
  handles: new Set<string>([
    SAMPLES_RECORDED,
    ...eventStreamEventTypes,
    ...clubEventTypes.filter((type) => PLAYER_EVENTS.has(type) || TRACKING_EVENTS.has(type)),
  ]),
  migrations: [
    `CREATE SCHEMA IF NOT EXISTS rm;
     CREATE TABLE rm.live_records (
       selection_id text PRIMARY KEY,
       event_id text NOT NULL,
       player_id text NOT NULL,
       device_id text NOT NULL,
       revision bigint NOT NULL,
       samples integer NOT NULL,
       last_time bigint,
       speed double precision,
       heart_rate integer,
       heart_rate_percent double precision,
       global jsonb NOT NULL,
       periods jsonb NOT NULL,
       sessions jsonb NOT NULL,
       trail jsonb NOT NULL,
       final boolean NOT NULL,
       updated_at timestamptz NOT NULL
     );
     CREATE INDEX live_records_event_idx ON rm.live_records (event_id);
     CREATE TABLE rm.live_players (
       player_id text PRIMARY KEY,
       max_heart_rate integer,
       resting_heart_rate integer,
       gender text,
       max_speed double precision
     );
     CREATE TABLE rm.live_team_tracking (
       team_id text NOT NULL,
       profile text NOT NULL,
       overrides jsonb NOT NULL,
       PRIMARY KEY (team_id, profile)
     );`,
  ],
  tables: [
    { name: 'rm.live_records', orderBy: 'selection_id' },
    { name: 'rm.live_players', orderBy: 'player_id' },
    { name: 'rm.live_team_tracking', orderBy: 'team_id, profile' },
  ],
  async apply(tx, recorded, { store }) {
    advance(recorded.position);
    const staged: LiveRow[] = [];
    const changes = await applyLive(typedSql(tx), recorded, store, staged);
    // Only an apply that went through leaves its rows to write.
    for (const row of staged) memory.pending.set(row.selectionId, row);
    return changes;
  },
  async settle(tx) {
    await writePending(typedSql(tx));
  },
  discard() {
    memory.pending.clear();
    forget();
  },
};

async function applyLive(
  db: IDatabaseConnection,
  recorded: RecordedEvent,
  store: EventStore,
  staged: LiveRow[],
): Promise<readonly Change[]> {
  const at = occurredAt(recorded);
  if (PLAYER_EVENTS.has(recorded.type) || TRACKING_EVENTS.has(recorded.type)) {
    await keepClubFact(db, recorded);
    return [];
  }
  if (recorded.type === SAMPLES_RECORDED) {
    const live = liveBatchOf(recorded);
    if (live === null || !(recorded.data instanceof Uint8Array)) return [];
    const event = await eventFor(store, live.eventId, recorded);
    if (event === null) return [];
    const wearing = [...event.selections.values()].filter((s) => s.deviceId === live.deviceId);
    for (const selection of wearing)
      staged.push(await refresh(db, store, event, selection, live, recorded.data, at));
    return wearing.length > 0 ? [{ readModel: LIVE_READ_MODEL, key: live.eventId }] : [];
  }
  const eventId = (recorded.data as { eventId?: unknown }).eventId;
  if (typeof eventId !== 'string') return [];
  const event = await eventFor(store, eventId, recorded);
  if (recorded.type === 'EventDeleted' || event === null) {
    memory.events.delete(eventId);
    for (const row of [...memory.pending.values()])
      if (row.eventId === eventId) memory.pending.delete(row.selectionId);
    const deleted = await sql.deleteEventLiveRecords.runWithCounts({ eventId }, db);
    return deleted.rowCount ? [{ readModel: LIVE_READ_MODEL, key: eventId }] : [];
  }
  if (!RECOMPUTING.has(recorded.type)) return [];
  // The event's rows as this transaction has them: written ones, and those still to write.
  const rows = new Map(
    (await sql.listEventLiveRecords.run({ eventId }, db)).map((row) => [row.selection_id, row]),
  );
  for (const row of memory.pending.values())
    if (row.eventId === eventId)
      rows.set(row.selectionId, {
        selection_id: row.selectionId,
        device_id: row.deviceId,
        revision: row.revision,
      });
  if (rows.size === 0) return [];
  for (const row of rows.values()) {
    const selection = event.selections.get(row.selection_id);
    if (selection === undefined || selection.deviceId !== row.device_id) {
      memory.folds.forget(row.selection_id);
      memory.pending.delete(row.selection_id);
      await sql.deleteLiveRecord.run({ selectionId: row.selection_id }, db);
      continue;
    }
    const batch = {
      streamName: samplesStreamName(eventId, row.device_id),
      revision: BigInt(row.revision),
    };
    staged.push(await refresh(db, store, event, selection, batch, null, at));
  }
  return [{ readModel: LIVE_READ_MODEL, key: eventId }];
}

/**
 * The event's state at `recorded`'s position: the remembered one moved on by `recorded` when it
 * is the event stream's next event, the remembered one as is for a batch, else read from the store.
 */
async function eventFor(
  store: EventStore,
  eventId: string,
  recorded: RecordedEvent,
): Promise<KnownEvent | null> {
  const remembered = memory.events.get(eventId);
  if (recorded.streamName !== eventStreamName(eventId)) {
    if (remembered !== undefined) return known(remembered.state);
  } else if (remembered !== undefined && remembered.revision === recorded.revision - 1n) {
    const state = foldEvent(remembered.state, recorded);
    memory.events.set(eventId, { state, revision: recorded.revision });
    return known(state);
  }
  const read = await eventAt(store, eventId, recorded);
  if (read.state !== null) memory.events.set(eventId, { state: read.state, revision: read.revision });
  return read.state;
}

/** Fold the selection's stream up to the batch and store its live row. */
async function refresh(
  db: IDatabaseConnection,
  store: EventStore,
  event: KnownEvent,
  selection: Selection,
  batch: Pick<LiveBatchRef, 'streamName' | 'revision'>,
  data: Uint8Array | null,
  at: string,
): Promise<LiveRow> {
  const player = await playerFacts(db, selection.playerId);
  const tracking = await teamTracking(db, event.teamId);
  const config = recordConfig(event, selection, LIVE_SOURCE, player, tracking);
  const fold = await memory.folds.foldTo(
    store,
    selection.selectionId,
    batch.streamName,
    batch.revision,
    config,
    data,
  );
  const final = event.status === 'finished';
  const result: MetricsResult = final ? finish(fold.state) : liveSnapshot(fold.state, TRAIL_SECONDS);
  const trail = trailOf(result);
  // The newest settled second of each (speed settles about a second after heart rate).
  const speed = result.extended.speedSerie.at(-1)?.value ?? null;
  const hr = result.extended.hrSerie.at(-1)?.value;
  const heartRate = hr === undefined ? null : Math.round(hr);
  const max = player?.max_heart_rate ?? null;
  return {
    selectionId: selection.selectionId,
    eventId: event.eventId,
    playerId: selection.playerId,
    deviceId: selection.deviceId!,
    revision: fold.revision.toString(),
    samples: fold.samples,
    lastTime: fold.lastTime,
    speed,
    heartRate,
    heartRatePercent: heartRate !== null && max !== null && max > 0 ? (heartRate / max) * 100 : null,
    global: JSON.stringify(result.global),
    periods: JSON.stringify(result.periods),
    sessions: JSON.stringify(result.sessions),
    trail: JSON.stringify(trail),
    final,
    at,
  };
}
