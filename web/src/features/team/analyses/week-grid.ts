/**
 * The week's load table: a row per player, a cell per day Monday to Sunday, from `teamWorkload`'s
 * days. The load semantics of METRICS.md ("Workload") kept apart on screen: a rest day (no event)
 * is 0, a day with an event but no device data is missing (not 0), a day with some of its events
 * missing shows the measured part and says so, and a day still to come is neither.
 */

/** The part of a `WorkloadDay` the table reads. */
export interface DayLoads {
  readonly date: string;
  readonly events: number;
  readonly missingDevice: number;
  readonly duration?: number | null;
  readonly distance?: number | null;
  readonly hsr?: number | null;
  readonly sprintDistance?: number | null;
  readonly srpe?: number | null;
}

/** The variables the table and the trend offer, as `LoadVariable` and the day's field. */
export const GRID_VARIABLES = {
  DISTANCE: 'distance',
  HSR: 'hsr',
  SPRINT_DISTANCE: 'sprintDistance',
  DURATION: 'duration',
  SRPE: 'srpe',
} as const;
export type GridVariable = keyof typeof GRID_VARIABLES;

export type Cell =
  | { readonly kind: 'upcoming'; readonly date: string }
  | { readonly kind: 'rest'; readonly date: string }
  | { readonly kind: 'missing'; readonly date: string; readonly events: number }
  | {
      readonly kind: 'load';
      readonly date: string;
      readonly value: number;
      /** 0 to 1: the value against the table's highest. */
      readonly heat: number;
      /** Some of the day's events lack data: the value is a part. */
      readonly partial: boolean;
    };

export interface GridRow {
  readonly playerId: string;
  readonly cells: readonly Cell[];
  /** The week's sum so far: measured values, rest days 0; null when every past day is missing. */
  readonly total: number | null;
  /** A day of the week so far is missing or partly so: the total is a part. */
  readonly partial: boolean;
}

/** Rows of the players' cells for `week` (seven days), with heat against the highest value. */
export function weekGrid(
  players: readonly { readonly playerId: string; readonly days: readonly DayLoads[] }[],
  week: readonly string[],
  variable: GridVariable,
  todayDate: string,
): GridRow[] {
  const field = GRID_VARIABLES[variable];
  const valueOf = (day: DayLoads): number | null => day[field] ?? null;
  let highest = 0;
  for (const player of players)
    for (const day of player.days)
      if (week.includes(day.date)) highest = Math.max(highest, valueOf(day) ?? 0);
  return players.map(({ playerId, days }) => {
    const byDate = new Map(days.map((day) => [day.date, day]));
    let total: number | null = null;
    let partial = false;
    const cells = week.map((date): Cell => {
      const day = byDate.get(date);
      if (day === undefined || day.events === 0) {
        if (date > todayDate) return { kind: 'upcoming', date };
        // A rest day counts as 0.
        total ??= 0;
        return { kind: 'rest', date };
      }
      const value = valueOf(day);
      if (value === null) {
        partial = true;
        return { kind: 'missing', date, events: day.events };
      }
      if (day.missingDevice > 0) partial = true;
      total = (total ?? 0) + value;
      return {
        kind: 'load',
        date,
        value,
        heat: highest === 0 ? 0 : value / highest,
        partial: day.missingDevice > 0,
      };
    });
    return { playerId, cells, total, partial };
  });
}
