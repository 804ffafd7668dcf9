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
 * - `EventDeleted`: its records go.
 *
 * Determinism (rule 5): a computation reads only what the store held at the triggering event's
 * position: the event stream folded up to it (`evolve` of the decider) and the source batches
 * by revision. A rebuild replays the same triggers in the same order and writes the same rows.
 * The players' heart-rate facts come from the club stream's player events, kept here.
 */
import type pg from 'pg';
import { clubEventTypes, type ClubEvent } from '@stride/contracts/events/club';
import {
  eventStreamEventTypes,
  eventStreamName,
  type EventStreamEvent,
} from '@stride/contracts/events/event';
import type { UploadSamplesCommitted } from '@stride/contracts/events/upload';
import type { MetricsConfig, MetricsResult, MetricsWindow } from '@stride/contracts/metrics';
import { JOBS_READ_MODEL, PROJECTIONS, RECORDS_READ_MODEL } from '@stride/contracts/read-models';
import { decodeBatch } from '@stride/contracts/samples';
import { comparePositions, type EventStore, type RecordedEvent } from '@stride/streams/port';
import {
  evolve,
  initialState,
  type EventState,
  type KnownEvent,
  type Selection,
} from '@stride/command/event/state';
import { finish, init, push } from '../metrics/engine.ts';
import { profileConfig } from '../metrics/profile.ts';
import { occurredAt, type Change, type Projection } from '../projection.ts';

/** Re-exported while the API's resolvers still import it from here: its home is contracts. */
export { RECORDS_READ_MODEL };

/** Event-stream events after which records are computed again (the rest change no figure). */
const RECOMPUTING: ReadonlySet<string> = new Set(
  eventStreamEventTypes.filter(
    (type) =>
      ![
        'EventCreated',
        'EventUpdated',
        'EventLocked',
        'EventUnlocked',
        'SelectionSelected',
        'EventStarted',
      ].includes(type),
  ),
);
const PLAYER_EVENTS: ReadonlySet<string> = new Set(['PlayerCreated', 'PlayerUpdated']);

/** An open window (a running period or session) runs to the end of time. */
const OPEN_END = 8.64e15;

export const recordsProjection: Projection = {
  name: PROJECTIONS.records,
  // 2: records carry the figures of the event's data ranges.
  version: 2,
  handles: new Set<string>([
    'UploadSamplesCommitted',
    ...RECOMPUTING,
    ...clubEventTypes.filter((type) => PLAYER_EVENTS.has(type)),
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
  ],
  tables: [
    { name: 'rm.record_sources', orderBy: 'stream_name, from_revision' },
    { name: 'rm.records', orderBy: 'selection_id' },
    { name: 'rm.record_players', orderBy: 'player_id' },
    { name: 'rm.record_jobs', orderBy: 'job_id' },
    { name: 'rm.record_computes', orderBy: 'event_id' },
  ],
  async apply(tx, recorded, { store }) {
    const at = occurredAt(recorded);
    if (PLAYER_EVENTS.has(recorded.type)) {
      const event = { type: recorded.type, data: recorded.data } as ClubEvent;
      if (event.type !== 'PlayerCreated' && event.type !== 'PlayerUpdated') return [];
      const d = event.data;
      await tx.query(
        `INSERT INTO rm.record_players (player_id, max_heart_rate, resting_heart_rate, gender) VALUES ($1, $2, $3, $4)
         ON CONFLICT (player_id) DO UPDATE SET max_heart_rate = $2, resting_heart_rate = $3, gender = $4`,
        [d.playerId, d.maxHeartRate, d.restingHeartRate, d.gender],
      );
      return [];
    }
    if (recorded.type === 'UploadSamplesCommitted') {
      const { jobId, appends } = recorded.data as unknown as UploadSamplesCommitted['data'];
      const touched = new Map<string, Set<string>>();
      for (const a of appends) {
        await tx.query(
          `INSERT INTO rm.record_sources (stream_name, from_revision, to_revision, event_id, device_id, job_id, samples,
             first_time, last_time, format, cycling) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT DO NOTHING`,
          [
            a.streamName,
            a.fromRevision,
            a.toRevision,
            a.eventId,
            a.deviceId,
            jobId,
            a.samples,
            a.firstTime,
            a.lastTime,
            a.format,
            a.cycling,
          ],
        );
        let devices = touched.get(a.eventId);
        if (devices === undefined) touched.set(a.eventId, (devices = new Set()));
        devices.add(a.deviceId);
      }
      const changes: Change[] = [];
      for (const [eventId, devices] of touched) {
        const state = await eventStateAt(store, eventId, recorded);
        if (state === null) continue;
        const selections = [...state.selections.values()].filter(
          (s) => s.deviceId !== null && devices.has(s.deviceId),
        );
        await computeSelections(tx, store, state, selections, at);
        changes.push({ readModel: RECORDS_READ_MODEL, key: eventId });
      }
      await tx.query(
        `INSERT INTO rm.record_jobs (job_id, computed_at) VALUES ($1, $2) ON CONFLICT (job_id) DO NOTHING`,
        [jobId, at],
      );
      changes.push({ readModel: JOBS_READ_MODEL, key: jobId });
      return changes;
    }

    const event = { type: recorded.type, data: recorded.data } as EventStreamEvent;
    const { eventId } = event.data;
    if (event.type === 'EventDeleted') {
      const deleted = await tx.query(`DELETE FROM rm.records WHERE event_id = $1`, [eventId]);
      return deleted.rowCount ? [{ readModel: RECORDS_READ_MODEL, key: eventId }] : [];
    }
    if (event.type === 'RecordsComputeRequested') {
      await tx.query(
        `INSERT INTO rm.record_computes (event_id, revision, computed_at) VALUES ($1, $2, $3)
         ON CONFLICT (event_id) DO UPDATE SET revision = $2, computed_at = $3`,
        [eventId, recorded.revision.toString(), at],
      );
    }
    // Most events have no samples (yet): nothing to compute, nothing to read.
    const sourced = await tx.query(`SELECT 1 FROM rm.record_sources WHERE event_id = $1 LIMIT 1`, [eventId]);
    if (sourced.rowCount === 0)
      return event.type === 'RecordsComputeRequested'
        ? [{ readModel: RECORDS_READ_MODEL, key: eventId }]
        : [];
    const state = await eventStateAt(store, eventId, recorded);
    if (state === null) return [];
    const only = selectionOf(event);
    const selections = [...state.selections.values()].filter((s) => only === null || s.selectionId === only);
    await computeSelections(tx, store, state, selections, at);
    return [{ readModel: RECORDS_READ_MODEL, key: eventId }];
  },
};

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

/** The event's state as the store held it at `at`'s position: its stream folded up to there. */
async function eventStateAt(
  store: EventStore,
  eventId: string,
  at: RecordedEvent,
): Promise<KnownEvent | null> {
  let state: EventState = initialState();
  const streamName = eventStreamName(eventId);
  const options = at.streamName === streamName ? { maxCount: Number(at.revision) + 1 } : {};
  for await (const recorded of store.readStream(streamName, options)) {
    if (at.streamName !== streamName && comparePositions(recorded.position, at.position) > 0) break;
    state = evolve(state, {
      type: recorded.type,
      data: recorded.data,
      metadata: recorded.metadata,
    } as unknown as EventStreamEvent);
  }
  return state.status === 'initial' || state.deleted ? null : state;
}

interface SourceRow {
  stream_name: string;
  from_revision: string;
  to_revision: string;
  format: string;
  cycling: boolean;
}

interface PlayerRow {
  max_heart_rate: number | null;
  resting_heart_rate: number | null;
  gender: string | null;
}

/** Compute and store the records of `selections`; a selection without samples has none. */
async function computeSelections(
  tx: pg.ClientBase,
  store: EventStore,
  event: KnownEvent,
  selections: readonly Selection[],
  at: string,
): Promise<void> {
  for (const selection of selections) {
    const sources =
      selection.deviceId === null
        ? []
        : (
            await tx.query<SourceRow>(
              `SELECT stream_name, from_revision, to_revision, format, cycling FROM rm.record_sources
                WHERE event_id = $1 AND device_id = $2 ORDER BY first_time, stream_name, from_revision`,
              [event.eventId, selection.deviceId],
            )
          ).rows;
    if (sources.length === 0) {
      await tx.query(`DELETE FROM rm.records WHERE selection_id = $1`, [selection.selectionId]);
      continue;
    }
    const player = (
      await tx.query<PlayerRow>(
        `SELECT max_heart_rate, resting_heart_rate, gender FROM rm.record_players WHERE player_id = $1`,
        [selection.playerId],
      )
    ).rows[0];
    const config = recordConfig(event, selection, sources[0]!, player);
    const state = init(config);
    let samples = 0;
    for (const source of sources) {
      const from = BigInt(source.from_revision);
      const count = Number(BigInt(source.to_revision) - from + 1n);
      for await (const batch of store.readStream(source.stream_name, {
        fromRevision: from,
        maxCount: count,
      })) {
        if (!(batch.data instanceof Uint8Array)) continue;
        const decoded = decodeBatch(batch.data);
        samples += decoded.t.length;
        push(state, decoded);
      }
    }
    const result: MetricsResult = finish(state);
    await tx.query(
      `INSERT INTO rm.records (selection_id, event_id, player_id, device_id, samples, global, periods, sessions,
         extended, cleaning, computed_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (selection_id) DO UPDATE SET player_id = $3, device_id = $4, samples = $5, global = $6,
         periods = $7, sessions = $8, extended = $9, cleaning = $10, computed_at = $11`,
      [
        selection.selectionId,
        event.eventId,
        selection.playerId,
        selection.deviceId,
        samples,
        JSON.stringify(result.global),
        JSON.stringify(result.periods),
        JSON.stringify(result.sessions),
        JSON.stringify(result.extended),
        JSON.stringify(result.cleaning),
        at,
      ],
    );
  }
}

/** The engine's configuration for one selection: the profile of its file, its windows, its player. */
export function recordConfig(
  event: KnownEvent,
  selection: Selection,
  source: Pick<SourceRow, 'format' | 'cycling'>,
  player: PlayerRow | undefined,
): MetricsConfig {
  const base = profileConfig(source.format, source.cycling);
  const periods: MetricsWindow[] = [];
  for (const period of event.periods.values()) {
    if (period.start === null) continue;
    periods.push({ id: period.periodId, start: period.start, end: period.end ?? OPEN_END });
  }
  const sessions: MetricsWindow[] = [...selection.sessions.values()].map((session) => ({
    id: session.sessionId,
    start: session.start,
    end: session.end ?? OPEN_END,
  }));
  const max = player?.max_heart_rate ?? null;
  const rest = player?.resting_heart_rate ?? null;
  return {
    ...base,
    heartRate: {
      ...base.heartRate,
      max,
      rest: max !== null && rest !== null && rest < max ? rest : null,
      sex: player?.gender === 'FEMALE' ? 'female' : player?.gender === 'MALE' ? 'male' : null,
    },
    windows: { periods, sessions },
    // The event's data ranges (its own copy of the team's): time and distance in each.
    ranges: event.ranges.map((range) => ({
      id: range.id,
      kind: range.type === 'ACCELERATION' ? 'acceleration' : 'speed',
      min: range.min,
      max: range.max,
    })),
  };
}
