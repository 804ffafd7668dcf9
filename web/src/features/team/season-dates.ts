/**
 * A season's days as text, and as the `{ from, to }` a page filters by. Its dates are calendar
 * dates (`YYYY-MM-DD`) of the club's time zone: formatted as such, never shifted by the browser's.
 */
import { formatDate } from '../../i18n/format.ts';
import type { MessageKey, MessageParams } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locale.ts';

export interface SeasonDays {
  readonly startDate: string;
  readonly endDate: string;
}

export function formatSeasonDates(
  locale: Locale,
  season: SeasonDays,
  t: (key: MessageKey, params?: MessageParams) => string,
): string {
  const day = (date: string) => formatDate(locale, `${date}T00:00:00Z`, { timeZone: 'UTC' });
  return t('seasons.dates', { from: day(season.startDate), to: day(season.endDate) });
}
