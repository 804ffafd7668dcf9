/** The club screens' frame: the manager's club id, or a note when the session has none. */
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useClubId } from '../hooks/use-club-id.ts';

export function ClubScreen({ children }: { readonly children: (clubId: string) => ReactNode }) {
  const { t } = useI18n();
  const clubId = useClubId();
  if (clubId === null) {
    return (
      <section className="card card--empty">
        <p>{t('club.noClub')}</p>
      </section>
    );
  }
  return <div className="stack">{children(clubId)}</div>;
}
