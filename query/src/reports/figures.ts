/**
 * The figures a report prints of a record's window (`Metrics`, as `Selection.record` serves it):
 * each one's label, how it is read and how it is written. One list for every table, so the event
 * table, the per-period table and the player's last event agree.
 */
import type { Metrics } from '@stride/contracts/metrics';
import type { ReportFormat } from './format.ts';
import type { ReportKey } from './strings.ts';

export interface Figure {
  readonly key: ReportKey;
  /** The unit after the label in a header (`m`, `km/h`). */
  readonly unit: string;
  readonly read: (m: Metrics) => number | null;
  readonly write: (f: ReportFormat, value: number) => string;
  /** Whether the highest value is the column's best (not for time on record). */
  readonly best: boolean;
  /** How a week's events add up: counts and distances add, peaks take the highest, rates the mean. */
  readonly total: 'sum' | 'max' | 'mean';
}

const count = (f: ReportFormat, v: number) => f.number(v, 1);

export const FIGURES: readonly Figure[] = [
  { key: 'time', unit: '', read: (m) => m.time, write: (f, v) => f.seconds(v), best: false, total: 'sum' },
  {
    key: 'distance',
    unit: 'm',
    read: (m) => m.distance,
    write: (f, v) => f.number(v),
    best: true,
    total: 'sum',
  },
  { key: 'hsr', unit: 'm', read: (m) => m.hid, write: (f, v) => f.number(v), best: true, total: 'sum' },
  { key: 'sprints', unit: '', read: (m) => m.sprint?.count ?? null, write: count, best: true, total: 'sum' },
  {
    key: 'maxSpeed',
    unit: 'km/h',
    read: (m) => m.maxSpeed,
    write: (f, v) => f.fixed(v * 3.6, 1),
    best: true,
    total: 'max',
  },
  {
    key: 'accelerations',
    unit: '',
    read: (m) => m.accelerations?.a2.count ?? null,
    write: count,
    best: true,
    total: 'sum',
  },
  {
    key: 'decelerations',
    unit: '',
    read: (m) => m.decelerations?.d2.count ?? null,
    write: count,
    best: true,
    total: 'sum',
  },
  {
    key: 'hrAvg',
    unit: 'bpm',
    read: (m) => m.heartRate?.avg ?? null,
    write: (f, v) => f.number(v),
    best: true,
    total: 'mean',
  },
  {
    key: 'hrMax',
    unit: 'bpm',
    read: (m) => m.heartRate?.max ?? null,
    write: (f, v) => f.number(v),
    best: true,
    total: 'max',
  },
];

/** Each figure of each window (null where the window lacks it). */
export const valuesOf = (windows: readonly Metrics[]): (number | null)[][] =>
  windows.map((m) => FIGURES.map((fig) => fig.read(m)));

/** Each column's mean over the windows that have it; null where none has. */
export function meanOf(rows: readonly (readonly (number | null)[])[]): (number | null)[] {
  return FIGURES.map((_, c) => {
    const present = rows.map((r) => r[c]).filter((v): v is number => v !== null && v !== undefined);
    return present.length === 0 ? null : present.reduce((a, b) => a + b, 0) / present.length;
  });
}

/** A row of values as the report writes them (`–` for none). */
export const written = (f: ReportFormat, values: readonly (number | null)[]): string[] =>
  FIGURES.map((fig, c) => {
    const v = values[c];
    return v === null || v === undefined ? '–' : fig.write(f, v);
  });

/** Each column's total over the windows (a week's events), by the figure's rule. */
export function totalOf(rows: readonly (readonly (number | null)[])[]): (number | null)[] {
  const means = meanOf(rows);
  return FIGURES.map((fig, c) => {
    const present = rows.map((r) => r[c]).filter((v): v is number => v !== null && v !== undefined);
    if (present.length === 0) return null;
    if (fig.total === 'sum') return present.reduce((a, b) => a + b, 0);
    return fig.total === 'max' ? Math.max(...present) : (means[c] ?? null);
  });
}

/** Each column's highest value above 0 (null when none). */
export function bestOf(values: readonly (readonly (number | null)[])[]): (number | null)[] {
  return FIGURES.map((_, c) => {
    const present = values.map((row) => row[c] ?? 0).filter((v) => v > 0);
    return present.length === 0 ? null : Math.max(...present);
  });
}

/**
 * The cells (1-based, after the name) holding their column's best, as printed: values that print
 * alike are all marked.
 */
export function bestCells(
  f: ReportFormat,
  row: readonly (number | null)[],
  best: readonly (number | null)[],
): Set<number> {
  return new Set(
    FIGURES.flatMap((fig, c) => {
      const v = row[c];
      const top = best[c];
      if (!fig.best || v === null || v === undefined || top === null || top === undefined) return [];
      return fig.write(f, v) === fig.write(f, top) ? [c + 1] : [];
    }),
  );
}
