/**
 * A time window as forms enter it: a date, a start time and an end time, 24-hour in every language
 * (`18:30` or `18:30:15`), in the browser's time zone. An end earlier than the start is on the next
 * day (an evening match running past midnight); events last 1 minute to 3 hours (spec §5), so a
 * window never needs a second date.
 *
 * The rule is the API's (`createEvent`, `updateEventDates`, `createPeriod`): both ends or neither,
 * and the length within bounds (`MIN_EVENT_DURATION_MS`, `MAX_EVENT_DURATION_MS` of the contracts).
 * The server says the same with `MISSING_START_DATE` and `INVALID_DATE_RANGE`.
 */
import { MAX_EVENT_DURATION_MS, MIN_EVENT_DURATION_MS } from '@stride/contracts/rules';
import { localDate, type Message } from './validation.ts';

export type WindowFields = {
  /** `YYYY-MM-DD` (a native date field), or empty. */
  readonly date: string;
  /** `HH:MM` or `HH:MM:SS`, or empty. */
  readonly start: string;
  /** `HH:MM` or `HH:MM:SS`, or empty. */
  readonly end: string;
};

/**
 * - `optional`: both ends or neither (a planned window, a period entered before it is played);
 * - `startOnly`: a start and no end (an event or a period that is running);
 * - `required`: both ends (a finished event, a stopped period).
 */
export type WindowMode = 'optional' | 'startOnly' | 'required';

export interface WindowBounds {
  /** Which message a window of the wrong length shows. */
  readonly kind: 'event' | 'period';
  /** Shortest window, inclusive. */
  readonly minMs: number;
  /** Longest window, inclusive. */
  readonly maxMs: number;
}

/** An event's window (spec §5: 1 minute to 3 hours). */
export const EVENT_WINDOW: WindowBounds = {
  kind: 'event',
  minMs: MIN_EVENT_DURATION_MS,
  maxMs: MAX_EVENT_DURATION_MS,
};
/** A period's: it lies inside its event, so it is at most as long; any positive length. */
export const PERIOD_WINDOW: WindowBounds = { kind: 'period', minMs: 1000, maxMs: MAX_EVENT_DURATION_MS };

export const EMPTY_WINDOW: WindowFields = { date: '', start: '', end: '' };

const DAY_MS = 86_400_000;

/** Seconds since midnight of `18:30` or `18:30:15` (also `8:05`); null for blank; NaN otherwise. */
export function parseTime(text: string): number | null {
  const compact = text.trim();
  if (compact === '') return null;
  const match = /^(\d{1,2})[:.h](\d{2})(?:[:.](\d{2}))?$/.exec(compact);
  if (match === null) return Number.NaN;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return Number.NaN;
  return hours * 3600 + minutes * 60 + seconds;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The time of an instant as the time field shows it: `HH:MM`, with `:SS` when not on the minute. */
export function timeField(instant: Date): string {
  const base = `${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
  return instant.getSeconds() === 0 ? base : `${base}:${pad(instant.getSeconds())}`;
}

/** A window as the form shows it (an end alone, which the API never gives, is left out). */
export function windowFields(startDate: string | null, endDate: string | null): WindowFields {
  if (startDate === null) return EMPTY_WINDOW;
  const start = new Date(startDate);
  return {
    date: localDate(start),
    start: timeField(start),
    end: endDate === null ? '' : timeField(new Date(endDate)),
  };
}

/** The instant of a local date and a time of day (seconds), or null when the date is not one. */
function instantOf(date: string, seconds: number): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(day.getTime())) return null;
  day.setHours(Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60, 0);
  return day;
}

/** The window of valid fields: ISO instants, or nulls for an empty window. */
export function windowFrom(fields: WindowFields): { startDate: string | null; endDate: string | null } {
  const startTime = parseTime(fields.start);
  if (startTime === null || Number.isNaN(startTime)) return { startDate: null, endDate: null };
  const start = instantOf(fields.date, startTime);
  if (start === null) return { startDate: null, endDate: null };
  const endTime = parseTime(fields.end);
  if (endTime === null || Number.isNaN(endTime)) return { startDate: start.toISOString(), endDate: null };
  let end = instantOf(fields.date, endTime);
  if (end === null) return { startDate: start.toISOString(), endDate: null };
  // An end earlier than the start is on the next day.
  if (endTime < startTime) end = new Date(end.getTime() + DAY_MS);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

export type WindowProblem = 'missingStart' | 'missingEnd' | 'length' | null;

/**
 * The API's check of a window (both or neither, length within bounds), on instants: what the
 * server answers with `MISSING_START_DATE` (`missingStart`) or `INVALID_DATE_RANGE`.
 */
export function windowProblem(
  start: Date | null,
  end: Date | null,
  bounds: WindowBounds = EVENT_WINDOW,
): WindowProblem {
  if (start === null && end === null) return null;
  if (start === null) return 'missingStart';
  if (end === null) return 'missingEnd';
  const length = end.getTime() - start.getTime();
  return length >= bounds.minMs && length <= bounds.maxMs ? null : 'length';
}

export type WindowErrors = { -readonly [K in keyof WindowFields]?: readonly Message[] };

const REQUIRED: readonly Message[] = [{ key: 'validation.required' }];

/** The messages of a window's three fields for `mode` (see `useForm`'s `check`). */
export function checkWindow(
  fields: WindowFields,
  mode: WindowMode,
  bounds: WindowBounds = EVENT_WINDOW,
): WindowErrors {
  const errors: WindowErrors = {};
  const startTime = parseTime(fields.start);
  const endTime = mode === 'startOnly' ? null : parseTime(fields.end);
  if (startTime !== null && Number.isNaN(startTime)) errors.start = [{ key: 'validation.time' }];
  if (endTime !== null && Number.isNaN(endTime)) errors.end = [{ key: 'validation.time' }];

  const anything = fields.date.trim() !== '' || startTime !== null || endTime !== null;
  if (mode === 'optional' && !anything) return errors;
  if (fields.date.trim() === '') errors.date = REQUIRED;
  if (startTime === null)
    errors.start = mode === 'optional' ? [{ key: 'validation.missingStart' }] : REQUIRED;
  if (mode !== 'startOnly' && endTime === null)
    errors.end = mode === 'optional' ? [{ key: 'validation.missingEnd' }] : REQUIRED;
  if (Object.keys(errors).length > 0 || mode === 'startOnly') return errors;

  const { startDate, endDate } = windowFrom(fields);
  const problem = windowProblem(
    startDate === null ? null : new Date(startDate),
    endDate === null ? null : new Date(endDate),
    bounds,
  );
  if (problem === 'length')
    errors.end = [
      bounds.kind === 'event'
        ? { key: 'validation.windowLength' }
        : { key: 'validation.periodLength', params: { hours: bounds.maxMs / 3_600_000 } },
    ];
  return errors;
}

/** The window's length in milliseconds, or null when it is not complete. */
export function windowLength(fields: WindowFields): number | null {
  const { startDate, endDate } = windowFrom(fields);
  return startDate === null || endDate === null ? null : Date.parse(endDate) - Date.parse(startDate);
}

/** Start and end of local calendar days `from`/`to` (`YYYY-MM-DD`), for a filter "on or after, up to and including". */
export function dayRange(from: string, to: string): { from: string | null; to: string | null } {
  const start = instantOf(from, 0);
  const end = instantOf(to, 0);
  return {
    from: start === null ? null : start.toISOString(),
    // The end of the last day: the start of the next one (the API's `to` is exclusive).
    to: end === null ? null : new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).toISOString(),
  };
}
