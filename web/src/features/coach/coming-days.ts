/**
 * The days the coach dashboard lists: today and the next 7 days in the browser's time zone, each
 * with its events by start. A running event that started before today is listed today: it is
 * what is happening now.
 */

export const COMING_DAYS = 7;

/** The start of the calendar day `at` falls in (local time). */
export function startOfDay(at: Date): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate());
}

/** `day` moved by `days` calendar days (a day across a daylight-saving change is 23 or 25 hours). */
export function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/** The instants the dashboard asks for: from the start of today to the end of the 7th day after. */
export function comingWeek(today: Date): { from: Date; to: Date } {
  const from = startOfDay(today);
  return { from, to: addDays(from, COMING_DAYS + 1) };
}

export interface DatedEvent {
  readonly status: string;
  readonly startDate?: string | null;
}

export interface EventDay<Event> {
  /** The day's start. */
  readonly day: Date;
  /** 0 today, 1 tomorrow… */
  readonly offset: number;
  readonly events: readonly Event[];
}

/** The events by day from today, days without events left out; events without a start are left out. */
export function eventsByDay<Event extends DatedEvent>(
  events: readonly Event[],
  today: Date,
): EventDay<Event>[] {
  const first = startOfDay(today);
  const days = new Map<number, Event[]>();
  const dated = events
    .filter((event) => event.startDate !== null && event.startDate !== undefined)
    .sort((a, b) => Date.parse(a.startDate ?? '') - Date.parse(b.startDate ?? ''));
  for (const event of dated) {
    const start = new Date(event.startDate ?? '');
    let offset = dayOffset(first, startOfDay(start));
    if (offset < 0 && event.status === 'STARTED') offset = 0;
    if (offset < 0 || offset > COMING_DAYS) continue;
    const list = days.get(offset) ?? [];
    list.push(event);
    days.set(offset, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([offset, list]) => ({ day: addDays(first, offset), offset, events: list }));
}

/** Whole calendar days from `from` to `to` (both starts of days). */
function dayOffset(from: Date, to: Date): number {
  // Noon to noon: a 23- or 25-hour day still rounds to one.
  return Math.round((to.getTime() - from.getTime()) / 86_400_000);
}
