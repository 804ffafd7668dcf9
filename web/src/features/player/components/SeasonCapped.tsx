/**
 * Said under a season's events when the player's latest events (the most the API gives) were all
 * searched: older events of the season may be missing.
 */
import { useI18n } from '../../../i18n/use-i18n.ts';
import { MOST_SELECTIONS } from '../api/player-selections.ts';

export function SeasonCapped({ searched }: { readonly searched: number }) {
  const { t } = useI18n();
  return searched < MOST_SELECTIONS ? null : (
    <p className="muted">{t('seasonFilter.capped', { count: MOST_SELECTIONS })}</p>
  );
}
