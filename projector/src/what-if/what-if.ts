/**
 * What-if re-projection (issue 20): an event's records computed again from its stored samples
 * with other metric settings, beside the records as they are, without writing anything. The
 * fold is the records projection's own (`foldSelection`), with the event's state as the store
 * holds it now and `metricSettings` replaced: applying the same settings (`EventMetricSettingsSet`)
 * makes the records projection write exactly these figures.
 *
 * The API runs each selection's fold in a worker thread (`fold` from fold-pool.ts), so a long
 * what-if does not hold its event loop; without `fold`, it runs in the caller's thread
 * (docs/what-if.md).
 */
import type { IDatabaseConnection } from '@pgtyped/runtime';
import { eventStreamName } from '@stride/contracts/events/event';
import { initialState, type EventState, type KnownEvent } from '@stride/contracts/events/event-state';
import type { MetricSettings } from '@stride/contracts/metric-settings';
import type { Metrics, MetricsResult } from '@stride/contracts/metrics';
import type { EventStore } from '@stride/streams/port';
import { foldEvent, known } from '../projections/event-at.ts';
import { teamTracking } from '../projections/record-config.ts';
import { foldSelection, type Plan } from '../projections/records-compute.ts';
import * as records from '../projections/records.queries.ts';
import type { SelectionFold } from './fold-pool.ts';
import * as sql from './what-if.queries.ts';

/** How a what-if folds: in `fold` (a worker pool's) or in this thread, and how many at once. */
export interface WhatIfOptions {
  readonly foldsAtOnce?: number;
  /** @default `foldSelection` in this thread */
  readonly fold?: SelectionFold;
}

/** Selections folded at once by default (`npm run bench -- whatif` compares 1, 2 and 4; docs/what-if.md). */
export const FOLDS_AT_ONCE = 4;

/** `fn` over `items`, at most `limit` at a time, results in the items' order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

/** One selection's figures: as recorded, and with the settings tried. */
export interface WhatIfSelection {
  readonly selectionId: string;
  readonly playerId: string;
  /** The stored record's global figures; null when it has none yet. */
  readonly current: Metrics | null;
  /** Everything the records projection would store with the settings (global, periods, sessions, extended…). */
  readonly whatIf: MetricsResult;
}

export interface WhatIfEvent {
  readonly eventId: string;
  readonly teamId: string;
  readonly selections: readonly WhatIfSelection[];
}

/** The event as the store holds it now; null when it does not exist or was deleted. */
export async function eventNow(store: EventStore, eventId: string): Promise<KnownEvent | null> {
  let state: EventState = initialState();
  for await (const recorded of store.readStream(eventStreamName(eventId))) state = foldEvent(state, recorded);
  return known(state);
}

/**
 * The event's records with `settings` in place of its own, beside the stored ones; only the
 * selections with samples. Null when the event does not exist.
 */
export async function whatIfEvent(
  db: IDatabaseConnection,
  store: EventStore,
  eventId: string,
  settings: MetricSettings,
  { foldsAtOnce = FOLDS_AT_ONCE, fold }: WhatIfOptions = {},
): Promise<WhatIfEvent | null> {
  const folds: SelectionFold =
    fold ??
    (async (event, plan, tracking) => (await foldSelection(store, event, plan, tracking, undefined)).result);
  const stored = await eventNow(store, eventId);
  if (stored === null) return null;
  const event: KnownEvent = { ...stored, metricSettings: settings };
  const tracking = await teamTracking(db, event.teamId);
  const current = new Map(
    (await sql.listEventRecords.run({ eventId }, db)).map((row) => [
      row.selection_id,
      row.global as unknown as Metrics,
    ]),
  );
  const wearing = [...event.selections.values()].filter((s) => s.deviceId !== null);
  // A few selections at a time: one reads its batches from the store while another folds.
  const folded = await mapLimited(
    wearing,
    foldsAtOnce,
    async (selection): Promise<WhatIfSelection | null> => {
      const deviceId = selection.deviceId!;
      const sources = await records.listSources.run({ eventId, deviceId }, db);
      if (sources.length === 0) return null;
      const [player] = await records.findPlayer.run({ playerId: selection.playerId }, db);
      const plan: Plan = { selection, deviceId, sources, player };
      const whatIf = await folds(event, plan, tracking);
      return {
        selectionId: selection.selectionId,
        playerId: selection.playerId,
        current: current.get(selection.selectionId) ?? null,
        whatIf,
      };
    },
  );
  const selections = folded.filter((s): s is WhatIfSelection => s !== null);
  return { eventId, teamId: event.teamId, selections };
}

/** A team's events with records that started in [from, to), oldest first. */
export async function teamEventsWithRecords(
  db: IDatabaseConnection,
  teamId: string,
  from: Date,
  to: Date,
): Promise<{ eventId: string; name: string; startDate: Date | null }[]> {
  const rows = await sql.listTeamEventsWithRecords.run({ teamId, from, to }, db);
  return rows.map((row) => ({ eventId: row.event_id, name: row.name, startDate: row.start_date }));
}

/** One step of a team's what-if: how far it is, and the event just computed. */
export interface WhatIfStep {
  readonly done: number;
  readonly total: number;
  readonly event: (WhatIfEvent & { readonly name: string; readonly startDate: Date | null }) | null;
}

/**
 * A team's what-if over a date range, event by event: a first step with nothing done (the
 * total known), then one per event. Stops between events once `signal` aborts.
 */
export async function* whatIfTeam(
  db: IDatabaseConnection,
  store: EventStore,
  teamId: string,
  from: Date,
  to: Date,
  settings: MetricSettings,
  signal?: AbortSignal,
  options: WhatIfOptions = {},
): AsyncGenerator<WhatIfStep> {
  const events = await teamEventsWithRecords(db, teamId, from, to);
  yield { done: 0, total: events.length, event: null };
  let done = 0;
  for (const { eventId, name, startDate } of events) {
    if (signal?.aborted === true) return;
    const event = await whatIfEvent(db, store, eventId, settings, options);
    done++;
    yield { done, total: events.length, event: event === null ? null : { ...event, name, startDate } };
  }
}

/** A player's name as lists show it, by player id. */
export async function playerNames(
  db: IDatabaseConnection,
  playerIds: readonly string[],
): Promise<Map<string, string>> {
  if (playerIds.length === 0) return new Map();
  const rows = await sql.listPlayerNames.run({ playerIds: [...playerIds] }, db);
  return new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim()]));
}
