/** A player's injuries, latest first: status, dates and (for who may read them) the medical details. */
import { formatDate } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { RowAction } from '../../../components/RowAction.tsx';
import type { PlayerAvailability } from '../api/availability.ts';
import { InjuryBadge } from './AvailabilityBadge.tsx';

type Injury = PlayerAvailability['injuries'][number];

export function Injuries({
  injuries,
  manage,
  onUpdate,
}: {
  injuries: readonly Injury[];
  manage: boolean;
  onUpdate: (injury: Injury) => void;
}) {
  const { t, locale } = useI18n();
  const day = (date: string) => formatDate(locale, date, { timeZone: 'UTC' });
  if (injuries.length === 0) return <p className="muted">{t('availability.noInjuries')}</p>;
  return (
    <ul className="availability-list">
      {injuries.map((injury) => {
        const label = injuryLabel(injury, t('availability.restrictedInjury'));
        return (
          <li key={injury.id} className="availability-list__item">
            <div className="availability-list__head">
              <strong>{label}</strong>
              <InjuryBadge status={injury.status} />
              {manage && injury.status !== 'RECOVERED' ? (
                <RowAction
                  label={t('availability.updateInjury')}
                  ariaLabel={t('availability.updateInjuryFor', { injury: label })}
                  onClick={() => onUpdate(injury)}
                />
              ) : null}
            </div>
            <p className="muted">
              {[
                t('availability.occurred', { date: day(injury.occurredOn) }),
                injury.returnedOn !== null
                  ? t('availability.returned', { date: day(injury.returnedOn) })
                  : injury.expectedReturn !== null
                    ? t('availability.expected', { date: day(injury.expectedReturn) })
                    : null,
              ]
                .filter((part) => part !== null)
                .join(' · ')}
            </p>
            {injury.note === null ? null : <p>{injury.note}</p>}
          </li>
        );
      })}
    </ul>
  );
}

/** The injury's description and body part, or `restricted` for who may not read them. */
export function injuryLabel(
  injury: { description: string | null; bodyPart: string | null },
  restricted: string,
): string {
  if (injury.description === null) return restricted;
  return injury.bodyPart === null ? injury.description : `${injury.description} (${injury.bodyPart})`;
}
