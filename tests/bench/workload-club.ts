/**
 * The workload bench's club (issue 19): 3 seasons × 30 players × 250 events, its calendar and its
 * deterministic noise, shared by the workload rows (workload.ts) and the events, selections,
 * records and tags the pages read (workload-records.ts).
 */
import { addDays } from '@stride/contracts/workload/calendar';

export const PLAYERS = 30;
export const SEASONS = 3;
export const EVENTS_PER_SEASON = 250;
export const FIRST_SEASON = '2023-08-01';

/** The first day of season `season` (0 to 2), 365 days apart. */
export const seasonStart = (season: number): string => addDays(FIRST_SEASON, season * 365);

/** 250 event days a season: five days a week (no Wednesday or Sunday), the first 250 of each season. */
export function eventDays(): string[] {
  const days: string[] = [];
  for (let season = 0; season < SEASONS; season++) {
    const start = seasonStart(season);
    let count = 0;
    for (let n = 0; n < 365 && count < EVENTS_PER_SEASON; n++) {
      const day = addDays(start, n);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 3) continue;
      days.push(day);
      count++;
    }
  }
  return days;
}

/** A deterministic pseudo-random number in [0, 1) from two integers. */
export const noise = (a: number, b: number): number => {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43_758.5453;
  return x - Math.floor(x);
};

/** Whether player `p` took part in event `e` without device data (3 %): no record, a missing day. */
export const missingDevice = (e: number, p: number): boolean => noise(e, p) < 0.03;

/** The event id of event day `e`: a UUID, as the API takes no other id. */
export const benchEventId = (e: number): string => `00000000-0000-4000-8000-${String(e).padStart(12, '0')}`;

/** The id of player `p`'s selection in event day `e`. */
export const benchSelectionId = (e: number, p: number): string =>
  `00000000-0000-4000-9${String(p).padStart(3, '0')}-${String(e).padStart(12, '0')}`;
