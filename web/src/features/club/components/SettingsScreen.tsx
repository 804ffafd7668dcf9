/**
 * The club's settings (name, sport, time zone) and, read-only, its subscription: plan, status,
 * end, and each limit with what the club uses of it. Only an admin changes a subscription.
 */
import { LoadError } from '../../../components/LoadError.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useClub } from '../api/club.ts';
import { ClubSettingsForm } from './ClubSettingsForm.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import { clubScreen } from './ClubScreen.tsx';

function ClubSettings({ clubId }: { clubId: string }) {
  const { t } = useI18n();
  const club = useClub(clubId);
  return (
    <>
      <PageHeader title={t('club.settings.title')} />
      {club.isPending ? (
        <Loading />
      ) : club.isError || club.data === null ? (
        <LoadError onRetry={() => void club.refetch()} />
      ) : (
        <div className="columns">
          <ClubSettingsForm key={club.data.id} club={club.data} />
          <SubscriptionCard club={club.data} />
        </div>
      )}
    </>
  );
}

export default clubScreen(ClubSettings);
