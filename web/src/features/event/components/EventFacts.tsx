/** The event's times, duration, squad size and match details. */
import { formatDateTime, formatDuration, formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { EventView } from '../api/fragments.ts';
import { eventElapsedMs } from '../event-times.ts';

export function Facts({ event, now }: { event: EventView; now: number }) {
  const { t, locale } = useI18n();
  const date = (value: string | null) => (value === null ? t('event.notSet') : formatDateTime(locale, value));
  const elapsed = eventElapsedMs(event, now);
  const running = event.status === 'STARTED';
  const extra: [string, string][] = [];
  if (event.place !== null) extra.push([t('event.place'), t(`enums.place.${event.place}`)]);
  if (event.competition !== null)
    extra.push([t('event.competition'), t(`enums.competition.${event.competition}`)]);
  if (event.score !== null)
    extra.push([
      t('event.score'),
      `${formatNumber(locale, event.score.team, 0)} – ${formatNumber(locale, event.score.adv, 0)}`,
    ]);
  if (event.matchSystem !== null) extra.push([t('event.matchSystem'), event.matchSystem]);
  if (event.theme !== null) extra.push([t('event.theme'), event.theme]);
  if (event.daysToMatch !== null)
    extra.push([t('event.daysToMatch'), formatNumber(locale, event.daysToMatch, 0)]);
  return (
    <dl className="facts">
      <div className="facts__item">
        <dt>{t('event.start')}</dt>
        <dd>{date(event.startDate)}</dd>
      </div>
      <div className="facts__item">
        <dt>{t('event.end')}</dt>
        {/* While it runs, an event has no end yet (the planned one is shown below). */}
        <dd>{running ? '—' : date(event.endDate)}</dd>
      </div>
      <div className="facts__item">
        <dt>{running ? t('event.elapsed') : t('event.duration')}</dt>
        <dd className="facts__number" data-testid="event-elapsed">
          {elapsed === null ? t('event.notSet') : formatDuration(elapsed)}
        </dd>
      </div>
      <div className="facts__item">
        <dt>{t('event.playersSelected')}</dt>
        <dd className="facts__number">{formatNumber(locale, event.selectedCount, 0)}</dd>
      </div>
      {extra.map(([label, value]) => (
        <div key={label} className="facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {event.plannedStartDate !== null && event.plannedEndDate !== null ? (
        <div className="facts__item facts__item--wide">
          <dt>{t('event.planned')}</dt>
          <dd>
            {formatDateTime(locale, event.plannedStartDate)} – {formatDateTime(locale, event.plannedEndDate)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
