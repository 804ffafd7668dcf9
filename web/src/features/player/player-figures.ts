/**
 * A player's figures over events, as the analyses and compare pages chart them: one row per event
 * (oldest first, events without a record left out), and the mean of several records (the team's
 * average: players with a value only, as the event's metrics table averages).
 */
import type { RecordMetrics } from '../../metrics/columns.ts';

/** An event with the player's record in it, as `playerSelections` gives it. */
export interface EventRecord {
  readonly event: { readonly id: string; readonly name: string; readonly startDate?: string | null };
  readonly selection: { readonly record: { readonly globalMetrics: RecordMetrics } | null };
}

export interface EventFigures {
  readonly eventId: string;
  readonly name: string;
  /** The event's start, or null when it has none. */
  readonly date: string | null;
  readonly metrics: RecordMetrics;
}

/** The events with a record, oldest first (the API lists the latest first). */
export function eventHistory(rows: readonly EventRecord[]): EventFigures[] {
  return rows
    .flatMap((row) =>
      row.selection.record === null
        ? []
        : [
            {
              eventId: row.event.id,
              name: row.event.name,
              date: row.event.startDate ?? null,
              metrics: row.selection.record.globalMetrics,
            },
          ],
    )
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
}

/** The mean of a figure over records with a value; null when none has one. */
export function meanOf(
  records: readonly RecordMetrics[],
  value: (metrics: RecordMetrics) => number | null,
): number | null {
  const values = records.flatMap((m) => {
    const v = value(m);
    return v === null || !Number.isFinite(v) ? [] : [v];
  });
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

/** The sum of a figure over records with a value; null when none has one. */
export function sumOf(
  records: readonly RecordMetrics[],
  value: (metrics: RecordMetrics) => number | null,
): number | null {
  const values = records.flatMap((m) => {
    const v = value(m);
    return v === null || !Number.isFinite(v) ? [] : [v];
  });
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
}

export const ACCEL_BANDS = ['a1', 'a2', 'a3', 'd1', 'd2', 'd3'] as const;
export type AccelBand = (typeof ACCEL_BANDS)[number];

/** How many accelerations (a1–a3) or decelerations (d1–d3) of a band a record counts. */
export function bandCount(metrics: RecordMetrics, band: AccelBand): number | null {
  if (band.startsWith('a')) return metrics.accelerations?.[band as 'a1' | 'a2' | 'a3'].count ?? null;
  return metrics.decelerations?.[band as 'd1' | 'd2' | 'd3'].count ?? null;
}

/**
 * The events' labels on a chart's axis: the day, short (`Nov 21`), and the event's number that
 * day when a day has several (their bars would merge otherwise).
 */
export function eventLabels(history: readonly EventFigures[], locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const days = history.map((row) => (row.date === null ? row.name : format.format(new Date(row.date))));
  const seen = new Map<string, number>();
  return days.map((day, i) => {
    const count = (seen.get(day) ?? 0) + 1;
    seen.set(day, count);
    const several = days.filter((other) => other === day).length > 1;
    return several ? `${day} (${count})` : (days[i] ?? day);
  });
}
