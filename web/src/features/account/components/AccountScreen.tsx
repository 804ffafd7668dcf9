/**
 * The user page (spec §1: a user with no club either creates one or asks a club manager to add
 * them by e-mail). Reached only by a verified user who is not set up yet (routes.ts).
 */
import { can } from '@stride/contracts/permissions';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useSession } from '../../../state/session.ts';
import { CreateClubCard } from './CreateClubCard.tsx';
import { JoinClubCard } from './JoinClubCard.tsx';

export default function AccountScreen() {
  const { t } = useI18n();
  const user = useSession().user;
  const principal = usePrincipal();
  return (
    <div className="stack">
      <header className="page-head">
        <h1 className="page-head__title">
          {user === null ? t('account.welcome') : t('account.welcomeEmail', { email: user.email })}
        </h1>
        <p className="page-head__text">{t('account.intro')}</p>
      </header>
      <div className="columns">
        {can(principal, 'club.create') ? <CreateClubCard /> : null}
        <JoinClubCard email={user?.email ?? null} />
      </div>
    </div>
  );
}
