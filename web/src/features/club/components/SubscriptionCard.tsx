/** The club's subscription, read-only: plan, status, end, and each limit with what the club uses of it. */
import { Card } from '../../../components/Card.tsx';
import { UsageBar } from '../../../components/UsageBar.tsx';
import { usage } from '../../../components/usage.ts';
import { formatDate, formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ClubDetails } from '../api/fragments.ts';

export function SubscriptionCard({ club }: { club: ClubDetails }) {
  const { t, locale } = useI18n();
  const { subscription } = club;
  const { limits } = subscription;
  return (
    <Card title={t('club.settings.subscriptionTitle')}>
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
    </Card>
  );
}
