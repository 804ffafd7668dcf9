/**
 * The player's availability on the overview.
 * TODO(issue 19, availability): `Player.availability` and `Player.injury` come with the
 * availability slice (branch wt/availability); until it is merged this card says the status is
 * not recorded here yet, in place, so the overview's layout does not move when it arrives.
 */
import { useI18n } from '../../../i18n/use-i18n.ts';

export function AvailabilityCard() {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="player-availability" data-testid="player-availability">
      <h2 id="player-availability" className="section-title">
        {t('playerPages.availability.title')}
      </h2>
      <p className="muted">{t('playerPages.availability.notYet')}</p>
    </section>
  );
}
