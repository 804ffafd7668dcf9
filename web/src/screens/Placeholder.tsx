/**
 * The spec's not-found, under-construction and subscription-expired screens: a message and, where
 * it leads somewhere, a way home.
 */
import { Link } from 'wouter';
import { Icon, type IconName } from '../components/Icon.tsx';
import { useI18n } from '../i18n/use-i18n.ts';

function Message({
  icon,
  title,
  body,
  home,
}: {
  icon: IconName;
  title: string;
  body: string;
  home: string | null;
}) {
  return (
    <section className="placeholder">
      <span className="placeholder__icon">
        <Icon name={icon} size={56} />
      </span>
      <h1 className="placeholder__title">{title}</h1>
      <p className="placeholder__body">{body}</p>
      {home === null ? null : (
        <Link href="/" className="button button--primary">
          <Icon name="home" />
          {home}
        </Link>
      )}
    </section>
  );
}

export function NotFound() {
  const { t } = useI18n();
  return (
    <Message icon="compass" title={t('notFound.title')} body={t('notFound.body')} home={t('notFound.home')} />
  );
}

export function UnderConstruction() {
  const { t } = useI18n();
  return (
    <Message
      icon="cone"
      title={t('underConstruction.title')}
      body={t('underConstruction.body')}
      home={t('underConstruction.home')}
    />
  );
}

/**
 * Shown instead of every club page while the club's subscription is expired (routing/
 * subscription-gate.ts). Home would lead back here, so there is no home button; the drawer still
 * offers logout.
 */
export function SubscriptionExpired() {
  const { t } = useI18n();
  return (
    <Message
      icon="lock"
      title={t('subscriptionExpired.title')}
      body={t('subscriptionExpired.body')}
      home={null}
    />
  );
}
