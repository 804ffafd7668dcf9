/**
 * Where a device's samples go. An event file's go to its event, inside the event's window
 * (planned before the start, actual after; an open end is the start + 3 h) or one period's. A
 * device or dock file's go to the events of the device's team that a selection wears it in and
 * whose window holds them; locked events are skipped. Each event is read from its own stream.
 */
import { deviceStreamName } from '@stride/contracts/events/device';
import { eventStreamName } from '@stride/contracts/events/event';
import { sliceBatch, type SampleBatch } from '@stride/contracts/samples';
import type { EventStore } from '@stride/streams/port';
import { deviceDecider } from '../device/device.ts';
import { eventDecider } from '../event/event.ts';
import { eventWindow, type KnownEvent } from '../event/state.ts';
import { readState } from '../multi-stream.ts';
import type { CandidateIndex } from './candidates.ts';
import { Refused } from './refusal.ts';
import type { JobInfo } from './state.ts';

/** An event may last 3 hours: the longest an open window is taken to run. */
export const LONGEST_EVENT_MS = 3 * 3600 * 1000;

/** A window samples are kept in: epoch ms, start <= t < end. */
export interface Window {
  readonly start: number;
  readonly end: number;
}

export interface TargetEvent extends Window {
  readonly eventId: string;
}

/** The event a job names, with the window its samples are kept in. */
export interface JobEvent {
  readonly event: KnownEvent;
  readonly window: Window;
}

/** The event as its stream holds it; null when there is none or it was deleted. */
export async function readEvent(store: EventStore, eventId: string): Promise<KnownEvent | null> {
  const { state } = await readState(store, eventStreamName(eventId), eventDecider);
  return state.status === 'initial' || state.deleted ? null : state;
}

/** The window of an event (or one of its periods) that samples are kept in. */
export function windowOf(event: KnownEvent, periodId: string | null): Window {
  let { start, end } = eventWindow(event);
  if (periodId !== null) {
    const period = event.periods.get(periodId);
    if (period === undefined) throw new Refused('PERIOD_NOT_FOUND', null, 'the period is not in the event');
    start = period.start ?? start;
    end = period.end ?? end;
  }
  const from = start ?? Number.NEGATIVE_INFINITY;
  const to = end ?? (start === null ? Number.POSITIVE_INFINITY : start + LONGEST_EVENT_MS);
  return { start: from, end: to };
}

/** The events a device's samples may go to: the job's event, or its team's events it was selected with. */
export async function targetsOf(
  store: EventStore,
  index: CandidateIndex,
  job: JobInfo,
  deviceId: string,
  from: number,
  to: number,
  jobEvent: JobEvent | null,
): Promise<TargetEvent[]> {
  if (jobEvent !== null) return [{ eventId: jobEvent.event.eventId, ...jobEvent.window }];
  const { state } = await readState(store, deviceStreamName(deviceId), deviceDecider);
  const teamId = state.status === 'assigned' ? state.teamId : job.teamId;
  if (teamId === null) return [];
  const targets: TargetEvent[] = [];
  for (const eventId of await index.teamEventsBetween(teamId, from, to)) {
    const event = await readEvent(store, eventId);
    if (event === null || event.locked) continue;
    const wears = [...event.selections.values()].some((s) => s.deviceId === deviceId);
    if (!wears) continue;
    const window = windowOf(event, null);
    if (!Number.isFinite(window.start)) continue;
    targets.push({ eventId, ...window });
  }
  return targets.sort((a, b) => a.start - b.start);
}

/** The samples of `batch` with start <= t < end, or null. Times are sorted. */
export function within(batch: SampleBatch, start: number, end: number): SampleBatch | null {
  const t = batch.t;
  const from = lowerBound(t, start);
  const to = lowerBound(t, end);
  if (to <= from) return null;
  return from === 0 && to === t.length ? batch : sliceBatch(batch, from, to);
}

function lowerBound(t: Float64Array, value: number): number {
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
