/**
 * What the intervals page and the cut controls compute from the API's answers (issue 20): times
 * as offsets from the event's start (`m:ss`, as an analyst reads a match clock), a typed offset
 * read back, per-minute figures, and one figure per interval for the comparison chart.
 */
import type { IntervalFigures } from './api/intervals.ts';

/** An instant as the time since the event's start (`12:05`, `1:02:30`); never negative. */
export function offsetOf(eventStart: string | null, instant: string | Date): number {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return eventStart === null ? 0 : Math.max(0, at - Date.parse(eventStart));
}

/**
 * A typed offset (`12:05`, `1:02:30`, `75` minutes) in milliseconds; null when it is not one.
 * Seconds must be below 60 (as minutes in `h:mm:ss`).
 */
export function parseOffset(text: string): number | null {
  const value = text.trim();
  if (/^\d{1,3}$/.test(value)) return Number(value) * 60_000;
  const parts = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(value);
  if (parts === null) return null;
  const [, h, m, s] = parts;
  const hours = h === undefined ? 0 : Number(h);
  const minutes = Number(m);
  const seconds = Number(s);
  if (seconds >= 60 || (h !== undefined && minutes >= 60)) return null;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** A figure per minute of the player's time in the interval; null without time. */
export function perMinute(value: number, seconds: number): number | null {
  return seconds > 0 ? (value * 60) / seconds : null;
}

/** The figures people compare intervals by: each the mean over the players with data in it. */
export const COMPARED = ['distancePerMinute', 'hidPerMinute', 'sprints', 'topSpeed'] as const;
export type Compared = (typeof COMPARED)[number];

/** One interval's value of `figure`: the players' mean (top speed in km/h); null without data. */
export function comparedValue(figures: readonly IntervalFigures[number][], figure: Compared): number | null {
  const withData = figures.filter((f) => f.time > 0);
  if (withData.length === 0) return null;
  const values = withData.map((f) => {
    switch (figure) {
      case 'distancePerMinute':
        return perMinute(f.distance, f.time) ?? 0;
      case 'hidPerMinute':
        return perMinute(f.hid, f.time) ?? 0;
      case 'sprints':
        return f.sprint;
      case 'topSpeed':
        return (f.topSpeed ?? 0) * 3.6;
    }
  });
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
