/**
 * A figure's cell as the reader sees it: in their numbers, m:ss for durations, starred when a rate
 * per minute is extrapolated, "not computed" on a ride; and the team's total and average.
 */
import { formatFixed, formatSeconds } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import type { I18n } from '../i18n/use-i18n.ts';
import type { MetricColumn, RecordMetrics } from './columns.ts';

/** The team's total (`sum` columns) and average (players with a value) of a column. */
export function aggregate(
  column: MetricColumn,
  rows: readonly (RecordMetrics | null)[],
): { readonly total: number | null; readonly average: number | null } {
  const values = rows.flatMap((m) => {
    const value = m === null ? null : column.value(m);
    return value === null ? [] : [value];
  });
  if (values.length === 0) return { total: null, average: null };
  const sum = values.reduce((a, b) => a + b, 0);
  return { total: column.aggregate === 'sum' ? sum : null, average: sum / values.length };
}

/** A rate per minute over less than a minute of tracked time: extrapolated, and marked so. */
export function extrapolated(column: MetricColumn, metrics: RecordMetrics): boolean {
  return column.perMinute === true && metrics.time > 0 && metrics.time < 60;
}

/** A cell's text and tooltip: the figure in the reader's numbers, `–` where there is none. */
export function figureText(
  { t, locale }: Pick<I18n, 't' | 'locale'>,
  column: MetricColumn,
  metrics: RecordMetrics,
): { readonly text: string; readonly title?: string } {
  const value = column.value(metrics);
  if (value === null) {
    // A team-sport figure of a ride: not computed, and the tooltip says why.
    return metrics.activity === 'CYCLING'
      ? { text: t('common.none'), title: t('figures.notApplicable') }
      : { text: t('common.none') };
  }
  const text = formatValue(locale, column, value);
  return extrapolated(column, metrics) ? { text: `${text} *`, title: t('figures.extrapolated') } : { text };
}

/** A figure of a column (a total, an average) in the reader's numbers. */
export function formatValue(locale: Locale, column: MetricColumn, value: number): string {
  return column.format === 'duration' ? formatSeconds(value) : formatFixed(locale, value, column.digits);
}
