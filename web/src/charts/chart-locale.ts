/**
 * Plotly in the reader's language: its locale name (month and day names of date axes, the
 * toolbar's tooltips) and its separators (decimal, then thousands), taken from Intl so a chart
 * writes numbers as the rest of the app does, and the day-month order of each language on date
 * axes (plotly's locales name the months but keep the American `May 5, 2026`).
 */
import type { Locale } from '../i18n/locale.ts';

const PLOTLY_LOCALES: Readonly<Record<Locale, string>> = {
  'de-DE': 'de',
  'en-GB': 'en',
  'en-US': 'en-US',
  'es-ES': 'es',
  'fr-FR': 'fr',
  'it-IT': 'it',
};

export function plotlyLocale(locale: Locale): string {
  return PLOTLY_LOCALES[locale];
}

/** Day and month in the language's order, for plotly's `config.locales` (merged over its own). */
const DATE_ORDER: Readonly<Record<Locale, { dayMonth: string; dayMonthYear: string } | null>> = {
  'de-DE': { dayMonth: '%-d. %b', dayMonthYear: '%-d. %b %Y' },
  'en-GB': { dayMonth: '%-d %b', dayMonthYear: '%-d %b %Y' },
  'en-US': null,
  'es-ES': { dayMonth: '%-d %b', dayMonthYear: '%-d %b %Y' },
  'fr-FR': { dayMonth: '%-d %b', dayMonthYear: '%-d %b %Y' },
  'it-IT': { dayMonth: '%-d %b', dayMonthYear: '%-d %b %Y' },
};

export function plotlyDateFormats(locale: Locale): Record<string, { format: Record<string, string> }> {
  const order = DATE_ORDER[locale];
  return order === null ? {} : { [plotlyLocale(locale)]: { format: order } };
}

/** Plotly's `separators`: the decimal mark then the thousands separator (`,.` in German). */
export function plotlySeparators(locale: Locale): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  return `${decimal}${group}`;
}
