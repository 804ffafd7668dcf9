/**
 * The club's settings (name, sport, time zone) and, read-only, its subscription: plan, status,
 * end, and each limit with what the club uses of it. Only an admin changes a subscription.
 */
import { can } from '@stride/contracts/permissions';
import { useId, useRef } from 'react';
import { ClubFields } from '../../../components/ClubFields.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { UsageBar } from '../../../components/UsageBar.tsx';
import { usage } from '../../../components/usage.ts';
import { clubNameRules } from '../../../forms/club.ts';
import { focusFirstInvalid, useForm } from '../../../forms/use-form.ts';
import { required } from '../../../forms/validation.ts';
import { formatDate, formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useClub } from '../api/club.ts';
import type { ClubDetails } from '../api/fragments.ts';
import { useUpdateClub } from '../api/update-club.ts';
import { ClubScreen } from './ClubScreen.tsx';

function SettingsForm({ club }: { club: ClubDetails }) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const principal = usePrincipal();
  const update = useUpdateClub(club.id);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const form = useForm(
    { name: club.name, sport: club.sport, timeZone: club.timeZone },
    { name: clubNameRules, sport: [required], timeZone: [required] },
  );
  const editable = can(principal, 'club.update', { clubId: club.id });
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('club.settings.clubTitle')}
      </h2>
      <form
        ref={formRef}
        className="form"
        noValidate
        aria-busy={update.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          if (update.isPending || !editable) return;
          if (!form.submit()) {
            focusFirstInvalid(formRef.current);
            return;
          }
          update.mutate(
            { name: form.values.name.trim(), sport: form.values.sport, timeZone: form.values.timeZone },
            { onSuccess: () => notify({ type: 'positive', message: t('club.settings.saved') }) },
          );
        }}
      >
        <fieldset className="form__fieldset" disabled={!editable}>
          <ClubFields name={form.text('name')} sport={form.text('sport')} timeZone={form.text('timeZone')} />
        </fieldset>
        {editable ? (
          <button type="submit" className="button button--primary form__submit" disabled={update.isPending}>
            {t('club.settings.save')}
          </button>
        ) : null}
      </form>
    </section>
  );
}

function SubscriptionCard({ club }: { club: ClubDetails }) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const { subscription } = club;
  const { limits } = subscription;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('club.settings.subscriptionTitle')}
      </h2>
      <dl className="facts facts--compact">
        <div className="facts__item">
          <dt>{t('club.settings.plan')}</dt>
          <dd>{t(`enums.plan.${subscription.plan}`)}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('club.settings.status')}</dt>
          <dd>{subscription.active ? t('club.settings.active') : t('club.settings.expired')}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('club.settings.expires')}</dt>
          <dd>
            {subscription.expiresAt === null
              ? t('club.settings.never')
              : formatDate(locale, subscription.expiresAt, { timeZone: club.timeZone })}
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('club.settings.tagManagement')}</dt>
          <dd>
            {subscription.options.tagManagement
              ? t('club.settings.included')
              : t('club.settings.notIncluded')}
          </dd>
        </div>
      </dl>
      <h3 className="card__subtitle">{t('club.settings.limits')}</h3>
      <div className="usage-list">
        {(
          [
            ['club.usage.members', club.staffCount, limits.members],
            ['club.usage.teams', club.teamsCount, limits.teams],
            ['club.usage.players', club.playersCount, limits.players],
            ['club.usage.devices', subscription.devices, limits.devices],
          ] as const
        ).map(([key, used, limit]) => (
          <UsageBar key={key} label={t(key, { used, limit })} value={usage(used, limit)} />
        ))}
        <p className="usage__label">
          {t('club.usage.ranges', { limit: formatNumber(locale, limits.ranges, 0) })}
        </p>
      </div>
      <p className="muted">{t('club.settings.contact')}</p>
    </section>
  );
}

function Settings({ clubId }: { clubId: string }) {
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
          <SettingsForm key={club.data.id} club={club.data} />
          <SubscriptionCard club={club.data} />
        </div>
      )}
    </>
  );
}

export default function SettingsScreen() {
  return <ClubScreen>{(clubId) => <Settings clubId={clubId} />}</ClubScreen>;
}
