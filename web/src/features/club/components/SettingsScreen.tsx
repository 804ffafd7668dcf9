/**
 * The club's settings (name, sport, time zone) and, read-only, its subscription: plan, status,
 * end, and each limit with what the club uses of it. Only an admin changes a subscription. Below,
 * the club's drill list (issue 19).
 */
import { can } from '@stride/contracts/permissions';
import { Loaded } from '../../../components/Loaded.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { EntityHistory } from '../../history/components/EntityHistory.tsx';
import { useClub } from '../api/club.ts';
import { ClubSettingsForm } from './ClubSettingsForm.tsx';
import { DrillsCard } from './DrillsCard.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import { clubScreen } from './ClubScreen.tsx';

function ClubSettings({ clubId }: { clubId: string }) {
  const { t } = useI18n();
  const club = useClub(clubId);
  const history = can(usePrincipal(), 'history.club', { clubId });
  return (
    <>
      <PageHeader title={t('club.settings.title')} />
      <Loaded query={club}>
        {(details) => (
          <div className="stack">
            <div className="columns">
              <ClubSettingsForm key={details.id} club={details} />
              <SubscriptionCard club={details} />
            </div>
            <DrillsCard club={details} />
            <EntityHistory entityType="CLUB" entityId={details.id} allowed={history} />
          </div>
        )}
      </Loaded>
    </>
  );
}

export default clubScreen(ClubSettings);
