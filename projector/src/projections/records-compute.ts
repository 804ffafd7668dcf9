/**
 * How the records projection computes a selection's record (records.ts): its sources' batches
 * folded in order through the metric engine with the selection's configuration, written to
 * `rm.records`. The batches come from the store, or, for an upload's commit, from the batches
 * relayed before it (upload-batches.ts): the same bytes, folded by the same code. Also what a
 * team's tracking profile change computes again.
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import type { ClubEvent } from '@stride/contracts/events/club';
import type { KnownEvent, Selection } from '@stride/contracts/events/event-state';
import type { MetricsConfig, MetricsResult } from '@stride/contracts/metrics';
import { RECORDS_READ_MODEL } from '@stride/contracts/read-models';
import type { SourceProfileId, TeamTrackingOverrides } from '@stride/contracts/tracking';
import type { EventStore, RecordedEvent } from '@stride/streams/port';
import { finish, init } from '../metrics/engine.ts';
import type { Change } from '../projection.ts';
import { sourceProfileOfFormat } from '../metrics/profile.ts';
import { eventStateAt } from './event-at.ts';
import { LIVE_FORMAT, streamIds } from './live-batch.ts';
import { recordConfig, teamTracking, trackingOf } from './record-config.ts';
import { foldSources, sourceKind } from './record-sources.ts';
import * as sql from './records.queries.ts';
import type { RelayedBatches } from './upload-batches.ts';

export interface ComputeOptions {
  /** Only the selections whose samples are cleaned with this profile (the others' records stay). */
  readonly onlyProfile?: SourceProfileId;
  /** Batches of sources at hand without reading the store. */
  readonly relayed?: RelayedBatches;
}

/**
 * Compute and store the records of `selections`; a selection without samples has none. With
 * `onlyProfile`, only the selections whose samples are cleaned with that profile (the others'
 * records stay as they are). True when a record was written or deleted.
 */
export async function computeSelections(
  db: IDatabaseConnection,
  store: EventStore,
  event: KnownEvent,
  selections: readonly Selection[],
  at: string,
  { onlyProfile, relayed }: ComputeOptions = {},
): Promise<boolean> {
  const tracking = await teamTracking(db, event.teamId);
  // What each selection computes from, read first: the records' writes then overlap the folds
  // (PostgreSQL parses a record's megabyte of JSON while the next selection folds).
  const plans: Plan[] = [];
  let changed = false;
  for (const selection of selections) {
    const deviceId = selection.deviceId;
    const sources =
      deviceId === null ? [] : await sql.listSources.run({ eventId: event.eventId, deviceId }, db);
    // A profile's change leaves the records of other sources (and of selections without any) as they are.
    if (
      onlyProfile !== undefined &&
      (sources.length === 0 || sourceProfileOfFormat(sources[0]!.format) !== onlyProfile)
    )
      continue;
    changed = true;
    if (deviceId === null || sources.length === 0) {
      await sql.deleteRecord.run({ selectionId: selection.selectionId }, db);
      continue;
    }
    const [player] = await sql.findPlayer.run({ playerId: selection.playerId }, db);
    plans.push({ selection, deviceId, sources, player });
  }
  // One statement at a time on the transaction's connection: a record's write goes while the
  // next selection folds (from relayed batches or the store's own connections).
  let writing: Promise<unknown> = Promise.resolve();
  try {
    for (const plan of plans) {
      const record = await foldRecord(store, event, plan, tracking, relayed);
      await writing;
      writing = sql.upsertRecord.run({ ...record, at }, db);
      // Observed now (a failure is thrown below, at the next write or the end), never unhandled.
      writing.catch(() => undefined);
    }
  } catch (error) {
    await writing.catch(() => undefined);
    throw error;
  }
  await writing;
  return changed;
}

export interface Plan {
  readonly selection: Selection;
  readonly deviceId: string;
  readonly sources: readonly sql.IListSourcesResult[];
  readonly player: sql.IFindPlayerResult | undefined;
}

/** A selection's record: its sources folded in order with its configuration. */
async function foldRecord(
  store: EventStore,
  event: KnownEvent,
  plan: Plan,
  tracking: TeamTrackingOverrides,
  relayed: RelayedBatches | undefined,
): Promise<Omit<sql.IUpsertRecordParams, 'at'>> {
  const { selection, deviceId, sources } = plan;
  const { result, samples, config, main } = await foldSelection(store, event, plan, tracking, relayed);
  return {
    selectionId: selection.selectionId,
    eventId: event.eventId,
    teamId: event.teamId,
    playerId: selection.playerId,
    deviceId,
    samples,
    global: JSON.stringify(result.global),
    periods: JSON.stringify(result.periods),
    sessions: JSON.stringify(result.sessions),
    extended: JSON.stringify(result.extended),
    cleaning: JSON.stringify(result.cleaning),
    tracking: JSON.stringify(trackingOf(main.format, config)),
    source: sourceKind(sources),
  };
}

/**
 * A selection's figures: its sources folded in order with its configuration. What a record
 * stores, and what a what-if (../what-if/) computes with other settings: one code path.
 */
export async function foldSelection(
  store: EventStore,
  event: KnownEvent,
  { selection, sources, player }: Plan,
  tracking: TeamTrackingOverrides,
  relayed: RelayedBatches | undefined,
): Promise<{ result: MetricsResult; samples: number; config: MetricsConfig; main: sql.IListSourcesResult }> {
  const main = sources.find((source) => source.format !== LIVE_FORMAT) ?? sources[0]!;
  const config = recordConfig(event, selection, main, player, tracking);
  // Folded already as the batches were relayed (only ever a job's own sources: no live one).
  const folded = relayed?.folded(sources, config) ?? null;
  const state = folded?.state ?? init(config);
  const samples = folded?.samples ?? (await foldSources(store, state, sources, relayed));
  return { result: finish(state), samples, config, main };
}

/** A tracker's file (a docking station's): what an upload's batches are folded with as they come. */
const TRACKER_SOURCE = { format: 'csv', cycling: false } as const;

/**
 * The configuration an upload's batch of `samples-<eventId>_<deviceId>` would be folded with now:
 * the one selection wearing the device in the event at the batch's position, a tracker's profile;
 * null when no selection or several wear it. Its commit checks it against its own.
 */
export async function relayedConfig(
  db: IDatabaseConnection,
  store: EventStore,
  recorded: RecordedEvent,
): Promise<MetricsConfig | null> {
  const ids = streamIds(recorded.streamName);
  if (ids === null) return null;
  const event = await eventStateAt(store, ids.eventId, recorded);
  if (event === null) return null;
  const wearing = [...event.selections.values()].filter((s) => s.deviceId === ids.deviceId);
  if (wearing.length !== 1) return null;
  const [player] = await sql.findPlayer.run({ playerId: wearing[0]!.playerId }, db);
  return recordConfig(event, wearing[0]!, TRACKER_SOURCE, player, await teamTracking(db, event.teamId));
}

/**
 * A team's tracking profile changed: keep its values, and compute again the records of its events
 * recorded with that profile, each event as the store held it at this change.
 */
export async function applyTracking(
  db: IDatabaseConnection,
  store: EventStore,
  recorded: RecordedEvent,
  at: string,
): Promise<Change[]> {
  const event = { type: recorded.type, data: recorded.data } as ClubEvent;
  if (event.type !== 'TeamTrackingProfileSet' && event.type !== 'TeamTrackingProfileReset') return [];
  const { teamId, profile } = event.data;
  if (event.type === 'TeamTrackingProfileSet')
    await sql.upsertTeamTracking.run(
      { teamId, profile, overrides: JSON.stringify(event.data.overrides) },
      db,
    );
  else await sql.deleteTeamTracking.run({ teamId, profile }, db);
  const changes: Change[] = [];
  for (const { event_id: eventId } of await sql.listTeamRecordEvents.run({ teamId }, db)) {
    const state = await eventStateAt(store, eventId, recorded);
    if (state === null) continue;
    if (
      await computeSelections(db, store, state, [...state.selections.values()], at, { onlyProfile: profile })
    )
      changes.push({ readModel: RECORDS_READ_MODEL, key: eventId });
  }
  return changes;
}
