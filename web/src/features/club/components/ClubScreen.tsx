/** The club screens' frame: the manager's club id, or a note when the session has none. */
import type { ComponentType } from 'react';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useClubId } from '../hooks/use-club-id.ts';

/** The route's screen of a club page: `Page` with the manager's club. */
export function clubScreen(Page: ComponentType<{ readonly clubId: string }>) {
  return function ClubScreen() {
    const { t } = useI18n();
    const clubId = useClubId();
    if (clubId === null) {
      return (
        <section className="card card--empty">
          <p>{t('club.noClub')}</p>
        </section>
      );
    }
    return (
      <div className="stack">
        <Page clubId={clubId} />
      </div>
    );
  };
}
