/**
 * The records read model (issue 7): every selection's record (global, per period, per session)
 * and extended metrics, computed by the metric engine from the sample batches its device
 * recorded in the event.
 *
 * What triggers a computation:
 * - `UploadSamplesCommitted`: the job's batches become the event's sources (`rm.record_sources`)
 *   and the selections wearing those devices are computed;
 * - a change of the event that moves what a record counts (periods, sessions, selections and
 *   their devices, ranges, dates, `RecordsComputeRequested`): the event's selections are
 *   computed again from the stored samples;
 * - a change of the team's tracking profiles (`TeamTrackingProfileSet`/`Reset`): the records of
 *   the team's events recorded with that profile are computed again, with the team's values;
 * - `EventDeleted`: its records go.
 *
 * Determinism (rule 5): a computation reads only what the store held at the triggering event's
 * position: the event stream folded up to it (`evolve` of the decider) and the source batches
 * by revision. A rebuild replays the same triggers in the same order and writes the same rows.
 * The players' heart-rate facts and the teams' tracking profiles come from the club stream's
 * events, kept here: a rebuild reaches each computation with the same of them.
 *
 * An upload's commit folds the job's batches as they were relayed here before it (kept in
 * memory, upload-batches.ts) instead of reading them back: the same bytes, the same fold. When
 * any batch of a source is missing (a restart, a redelivery, memory), that source is read.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import { clubEventTypes, type ClubEvent } from '@stride/contracts/events/club';
import { eventStreamEventTypes, type EventStreamEvent } from '@stride/contracts/events/event';
import { SAMPLES_RECORDED, type UploadSamplesCommitted } from '@stride/contracts/events/upload';
import type { EventStore, RecordedEvent } from '@stride/streams/port';
import { JOBS_READ_MODEL, PROJECTIONS, RECORDS_READ_MODEL } from '@stride/contracts/read-models';
import { occurredAt, type Change, type Projection } from '../projection.ts';
import { typedSql } from '../sql.ts';
import { eventStateAt } from './event-at.ts';
import { liveBatchOf, type LiveBatchRef } from './live-batch.ts';
import { playerFactsOf } from './record-config.ts';
import { applyTracking, computeSelections, relayedConfig } from './records-compute.ts';
import * as sql from './records.queries.ts';
import { UploadBatches } from './upload-batches.ts';
import {
  applyWorkloadClubEvent,
  refreshEventWorkload,
  WORKLOAD_CLUB_EVENTS,
  WORKLOAD_MIGRATION,
  WORKLOAD_ONLY,
  WORKLOAD_TABLES,
} from './workload.ts';

/** Event-stream events after which records are computed again (the rest change no figure). */
export const RECOMPUTING: ReadonlySet<string> = new Set(
  eventStreamEventTypes.filter(
    (type) =>
      ![
        'EventCreated',
        'EventUpdated',
        'EventLocked',
        'EventUnlocked',
        'SelectionSelected',
        'EventStarted',
        'SessionRpeSet',
        'EventPlanSet',
        // Issue 20: marks and cut intervals change no record (a cut's figures are read from it).
        'EventMomentMarked',
        'EventMarkRemoved',
        'EventIntervalCut',
        'EventIntervalRenamed',
        'EventIntervalRemoved',
      ].includes(type),
  ),
);
const PLAYER_EVENTS: ReadonlySet<string> = new Set(['PlayerCreated', 'PlayerUpdated']);
const TRACKING_EVENTS: ReadonlySet<string> = new Set(['TeamTrackingProfileSet', 'TeamTrackingProfileReset']);

/**
 * Upload batches as they were relayed, until their job commits (upload-batches.ts): what this
 * process remembers between events, a cache that changes no row.
 */
export const relayedUploadBatches = new UploadBatches();

export const recordsProjection: Projection = {
  name: PROJECTIONS.records,
  // 2: records carry the figures of the event's data ranges. 3: the activity's thresholds
  // (no football figures on a ride) and the individual speed bands (the player's max speed).
  // 4: the calibrated low-pass (a zero-phase Butterworth at 1 Hz cut at ±0.8 s, issue 17).
  // 5: the team's tracking profiles; a record names its team and the settings it was cleaned with.
  // 6: live batches are sources too (issue 18); a record says whether it counts live data, files or both.
  // 7: the workload (issue 19): entries per selection and days per player, kept with the records.
  version: 7,
  handles: new Set<string>([
    'UploadSamplesCommitted',
    'UploadFailed',
    SAMPLES_RECORDED,
    ...RECOMPUTING,
    ...WORKLOAD_ONLY,
    ...clubEventTypes.filter(
      (type) => PLAYER_EVENTS.has(type) || TRACKING_EVENTS.has(type) || WORKLOAD_CLUB_EVENTS.has(type),
    ),
  ]),
  migrations: [
    `CREATE SCHEMA IF NOT EXISTS rm;
     CREATE TABLE rm.record_sources (
       stream_name text NOT NULL,
       from_revision bigint NOT NULL,
       to_revision bigint NOT NULL,
       event_id text NOT NULL,
       device_id text NOT NULL,
       job_id text NOT NULL,
       samples integer NOT NULL,
       first_time bigint NOT NULL,
       last_time bigint NOT NULL,
       format text NOT NULL,
       cycling boolean NOT NULL,
       PRIMARY KEY (stream_name, from_revision)
     );
     CREATE INDEX record_sources_event_idx ON rm.record_sources (event_id, device_id);
     CREATE TABLE rm.records (
       selection_id text PRIMARY KEY,
       event_id text NOT NULL,
       player_id text NOT NULL,
       device_id text NOT NULL,
       samples integer NOT NULL,
       global jsonb NOT NULL,
       periods jsonb NOT NULL,
       sessions jsonb NOT NULL,
       extended jsonb NOT NULL,
       cleaning jsonb NOT NULL,
       computed_at timestamptz NOT NULL
     );
     CREATE INDEX records_event_idx ON rm.records (event_id);
     CREATE INDEX records_player_idx ON rm.records (player_id);
     CREATE TABLE rm.record_players (
       player_id text PRIMARY KEY,
       max_heart_rate integer,
       resting_heart_rate integer,
       gender text
     );
     CREATE TABLE rm.record_jobs (
       job_id text PRIMARY KEY,
       computed_at timestamptz NOT NULL
     );`,
    // The last `RecordsComputeRequested` of each event this projection has computed past.
    `CREATE TABLE rm.record_computes (
       event_id text PRIMARY KEY,
       revision bigint NOT NULL,
       computed_at timestamptz NOT NULL
     );`,
    // Individual speed bands derive from the player's max speed (km/h).
    `ALTER TABLE rm.record_players ADD COLUMN max_speed double precision;`,
    // Issue 17: the teams' own tracking values; each record's team (a change of them recomputes
    // the team's records) and the settings it was cleaned with. Version 5 rebuilds: no row keeps
    // the defaults below.
    `CREATE TABLE rm.record_team_tracking (
       team_id text NOT NULL,
       profile text NOT NULL,
       overrides jsonb NOT NULL,
       PRIMARY KEY (team_id, profile)
     );
     ALTER TABLE rm.records ADD COLUMN team_id text NOT NULL DEFAULT '',
                            ADD COLUMN tracking jsonb NOT NULL DEFAULT '{}';
     CREATE INDEX records_team_idx ON rm.records (team_id, event_id);`,
    // Issue 18: LIVE, FILE or BOTH (records.ts computeSelections).
    `ALTER TABLE rm.records ADD COLUMN source text NOT NULL DEFAULT 'FILE';
     CREATE TABLE rm.record_stopped_events (event_id text PRIMARY KEY);`,
    // Issue 18: a match's extended figures are about 1 MB of JSON a record; lz4 writes them about
    // a fifth faster than the default pglz (same values). A server built without lz4 keeps pglz.
    `DO $$ BEGIN
       ALTER TABLE rm.records ALTER COLUMN extended SET COMPRESSION lz4;
     EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN NULL;
     END $$;`,
    // Issue 19: the workload (workload.ts).
    WORKLOAD_MIGRATION,
  ],
  tables: [
    { name: 'rm.record_sources', orderBy: 'stream_name, from_revision' },
    { name: 'rm.records', orderBy: 'selection_id' },
    { name: 'rm.record_players', orderBy: 'player_id' },
    { name: 'rm.record_jobs', orderBy: 'job_id' },
    { name: 'rm.record_computes', orderBy: 'event_id' },
    { name: 'rm.record_team_tracking', orderBy: 'team_id, profile' },
    { name: 'rm.record_stopped_events', orderBy: 'event_id' },
    ...WORKLOAD_TABLES,
  ],
  async apply(tx, recorded, { store }) {
    relayedUploadBatches.advance(recorded.position);
    const at = occurredAt(recorded);
    const db = typedSql(tx);
    if (PLAYER_EVENTS.has(recorded.type)) {
      const event = { type: recorded.type, data: recorded.data } as ClubEvent;
      if (event.type !== 'PlayerCreated' && event.type !== 'PlayerUpdated') return [];
      await sql.upsertPlayer.run(playerFactsOf(event.data), db);
      return [];
    }
    if (TRACKING_EVENTS.has(recorded.type))
      return withWorkload(db, store, recorded, await applyTracking(db, store, recorded, at));
    if (WORKLOAD_CLUB_EVENTS.has(recorded.type))
      return applyWorkloadClubEvent(db, { type: recorded.type, data: recorded.data } as ClubEvent);
    if (recorded.type === SAMPLES_RECORDED) {
      const live = liveBatchOf(recorded);
      if (live === null) {
        if (relayedUploadBatches.keep(recorded))
          relayedUploadBatches.startFold(recorded, await relayedConfig(db, store, recorded));
        return [];
      }
      await addLiveSource(db, live);
      // A batch after the event stopped (the gateway refuses them; one may pass in the instant
      // the stop takes): its selections are computed again, as the live projection folds it.
      if ((await sql.isEventStopped.run({ eventId: live.eventId }, db)).length === 0) return [];
      const state = await eventStateAt(store, live.eventId, recorded);
      if (state === null) return [];
      const wearing = [...state.selections.values()].filter((s) => s.deviceId === live.deviceId);
      await computeSelections(db, store, state, wearing, at);
      return [
        { readModel: RECORDS_READ_MODEL, key: live.eventId },
        ...(await refreshEventWorkload(db, live.eventId, state)),
      ];
    }
    if (recorded.type === 'UploadFailed') {
      relayedUploadBatches.forget((recorded.data as { jobId: string }).jobId);
      return [];
    }
    if (recorded.type === 'UploadSamplesCommitted') {
      const { jobId, appends } = recorded.data as unknown as UploadSamplesCommitted['data'];
      // One statement for the job's batches, a column array each.
      if (appends.length > 0)
        await sql.insertSources.run(
          {
            jobId,
            streamNames: appends.map((a) => a.streamName),
            fromRevisions: appends.map((a) => a.fromRevision),
            toRevisions: appends.map((a) => a.toRevision),
            eventIds: appends.map((a) => a.eventId),
            deviceIds: appends.map((a) => a.deviceId),
            samples: appends.map((a) => a.samples),
            firstTimes: appends.map((a) => a.firstTime),
            lastTimes: appends.map((a) => a.lastTime),
            formats: appends.map((a) => a.format),
            cyclings: appends.map((a) => a.cycling),
          },
          db,
        );
      const touched = new Map<string, Set<string>>();
      for (const a of appends) {
        let devices = touched.get(a.eventId);
        if (devices === undefined) touched.set(a.eventId, (devices = new Set()));
        devices.add(a.deviceId);
      }
      const changes: Change[] = [];
      // The job's batches, relayed before this commit, rather than read back from the store.
      const relayed = relayedUploadBatches.forCommit(jobId, appends);
      for (const [eventId, devices] of touched) {
        const state = await eventStateAt(store, eventId, recorded);
        if (state === null) continue;
        const selections = [...state.selections.values()].filter(
          (s) => s.deviceId !== null && devices.has(s.deviceId),
        );
        await computeSelections(db, store, state, selections, at, { relayed });
        changes.push({ readModel: RECORDS_READ_MODEL, key: eventId });
        changes.push(...(await refreshEventWorkload(db, eventId, state)));
      }
      relayedUploadBatches.forget(jobId);
      await sql.insertJobComputed.run({ jobId, at }, db);
      changes.push({ readModel: JOBS_READ_MODEL, key: jobId });
      return changes;
    }

    const event = { type: recorded.type, data: recorded.data } as EventStreamEvent;
    const { eventId } = event.data;
    if (WORKLOAD_ONLY.has(event.type))
      return refreshEventWorkload(db, eventId, await eventStateAt(store, eventId, recorded));
    if (event.type === 'EventDeleted') {
      const deleted = await sql.deleteEventRecords.runWithCounts({ eventId }, db);
      const workload = await refreshEventWorkload(db, eventId, null);
      return [...(deleted.rowCount ? [{ readModel: RECORDS_READ_MODEL, key: eventId }] : []), ...workload];
    }
    if (event.type === 'EventStopped') await sql.markEventStopped.run({ eventId }, db);
    if (event.type === 'RecordsComputeRequested') {
      await sql.upsertComputeRequest.run({ eventId, revision: recorded.revision.toString(), at }, db);
    }
    // Most events have no samples (yet): nothing to compute, nothing to read, but the workload
    // of a finished event's players (missing device data) when its dates, status or squad move.
    const sourced = await sql.eventHasSources.run({ eventId }, db);
    if (sourced.length === 0) {
      const workload = WORKLOAD_WITHOUT_RECORDS.has(event.type)
        ? await refreshEventWorkload(db, eventId, await eventStateAt(store, eventId, recorded))
        : [];
      return event.type === 'RecordsComputeRequested'
        ? [{ readModel: RECORDS_READ_MODEL, key: eventId }, ...workload]
        : workload;
    }
    const state = await eventStateAt(store, eventId, recorded);
    if (state === null) return refreshEventWorkload(db, eventId, null);
    const only = selectionOf(event);
    const selections = [...state.selections.values()].filter((s) => only === null || s.selectionId === only);
    await computeSelections(db, store, state, selections, at);
    return [
      { readModel: RECORDS_READ_MODEL, key: eventId },
      ...(await refreshEventWorkload(db, eventId, state)),
    ];
  },
};

/** Event-stream events that move the workload of an event without records (its entries: missing data). */
const WORKLOAD_WITHOUT_RECORDS: ReadonlySet<string> = new Set([
  'EventDatesUpdated',
  'EventStopped',
  'PlayersSelected',
  'RecordsComputeRequested',
]);

/** The records a team's tracking change recomputed move its events' workload too. */
async function withWorkload(
  db: IDatabaseConnection,
  store: EventStore,
  recorded: RecordedEvent,
  changes: Change[],
): Promise<Change[]> {
  const workload: Change[] = [];
  for (const change of changes)
    workload.push(
      ...(await refreshEventWorkload(db, change.key, await eventStateAt(store, change.key, recorded))),
    );
  return [...changes, ...workload];
}

/** The one selection an event changes, when it changes only one; null for the whole event. */
function selectionOf(event: EventStreamEvent): string | null {
  switch (event.type) {
    case 'SelectionUpdated':
    case 'SessionCreated':
    case 'SessionUpdated':
    case 'SessionDeleted':
    case 'SessionStarted':
    case 'SessionStopped':
      return event.data.selectionId;
    default:
      return null;
  }
}

/** A live batch becomes part of its stream's live source: the row it extends, or a new one. */
async function addLiveSource(db: IDatabaseConnection, live: LiveBatchRef): Promise<void> {
  const params = {
    streamName: live.streamName,
    revision: live.revision.toString(),
    samples: live.samples,
    lastTime: live.lastTime,
  };
  const extended = await sql.extendLiveSource.run(
    { ...params, previous: (live.revision - 1n).toString() },
    db,
  );
  if (extended.length > 0) return;
  await sql.insertLiveSource.run(
    { ...params, eventId: live.eventId, deviceId: live.deviceId, firstTime: live.firstTime },
    db,
  );
}
