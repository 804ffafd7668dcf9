/**
 * The player's availability on the overview: today's status with its dates (no entry: available)
 * and the open injury, if any (its description only for those allowed medical details: the API
 * gives null to the others), with a link to the availability page.
 */
import { Link } from 'wouter';
import { formatDate } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { AvailabilityBadge, InjuryBadge } from '../../availability/components/AvailabilityBadge.tsx';
import type { PlayerProfile } from '../api/player-profile.ts';

export function AvailabilityCard({ player }: { readonly player: PlayerProfile }) {
  const { t, locale } = useI18n();
  const { availability, injury } = player;
  const day = (date: string) => formatDate(locale, date, { timeZone: 'UTC' });
  return (
    <section className="card" aria-labelledby="player-availability" data-testid="player-availability">
      <h2 id="player-availability" className="section-title">
        {t('playerPages.availability.title')}
      </h2>
      <p>
        <AvailabilityBadge status={availability?.status ?? 'AVAILABLE'} />{' '}
        <span className="muted" data-testid="availability-dates">
          {availability === null || availability === undefined
            ? t('availability.noEntry')
            : availability.endDate
              ? t('availability.between', {
                  from: day(availability.startDate),
                  to: day(availability.endDate),
                })
              : t('availability.since', { date: day(availability.startDate) })}
        </span>
      </p>
      {injury ? (
        <p data-testid="player-injury">
          <InjuryBadge status={injury.status} /> {injury.description ?? t('availability.restrictedInjury')}
          <span className="muted">
            {' · '}
            {t('availability.occurred', { date: day(injury.occurredOn) })}
            {injury.expectedReturn
              ? ` · ${t('availability.expected', { date: day(injury.expectedReturn) })}`
              : ''}
          </span>
        </p>
      ) : null}
      <Link href={`/player/${encodeURIComponent(player.id)}/availability`} className="link">
        {t('playerPages.availability.open')}
      </Link>
    </section>
  );
}
