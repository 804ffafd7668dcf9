/** Every change of a player's availability and injuries, latest first, as a timeline. */
import { formatDate, formatDateTime } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { PlayerAvailability } from '../api/availability.ts';
import { AvailabilityBadge, InjuryBadge } from './AvailabilityBadge.tsx';

export function History({
  history,
  availabilities,
}: {
  history: PlayerAvailability['history'];
  /** The entries, for the status of an entry that ended (the change names only the entry). */
  availabilities: PlayerAvailability['availabilities'];
}) {
  const { t, locale } = useI18n();
  const statusOf = new Map(availabilities.map((entry) => [entry.id, entry.status]));
  const day = (date: string) => formatDate(locale, date, { timeZone: 'UTC' });
  if (history.length === 0) return <p className="muted">{t('availability.noHistory')}</p>;
  return (
    <ol className="availability-timeline">
      {history.map((change, index) => {
        const dates =
          change.kind === 'AVAILABILITY_ENDED'
            ? change.endDate === null
              ? null
              : t('availability.endedOn', { date: day(change.endDate) })
            : change.kind.startsWith('AVAILABILITY') && change.startDate !== null
              ? change.endDate === null
                ? t('availability.since', { date: day(change.startDate) })
                : t('availability.between', { from: day(change.startDate), to: day(change.endDate) })
              : change.startDate === null
                ? null
                : t('availability.occurred', { date: day(change.startDate) });
        const status =
          change.status ??
          (change.availabilityId === null ? null : (statusOf.get(change.availabilityId) ?? null));
        return (
          <li key={`${change.at}-${index}`} className="availability-timeline__item">
            <span className="muted">{formatDateTime(locale, change.at)}</span>
            <div className="availability-list__head">
              <strong>{t(`availability.kind.${change.kind}`)}</strong>
              {status === null ? null : <AvailabilityBadge status={status} />}
              {change.injuryStatus === null ? null : <InjuryBadge status={change.injuryStatus} />}
              {dates === null ? null : <span>{dates}</span>}
            </div>
            {change.description === null ? null : (
              <span>
                {change.bodyPart === null ? change.description : `${change.description} (${change.bodyPart})`}
              </span>
            )}
            {change.note === null ? null : <span className="muted">{change.note}</span>}
          </li>
        );
      })}
    </ol>
  );
}
