/**
 * The spec's not-found, under-construction and subscription-expired screens: a message and, where
 * it leads somewhere, a way home. The subscription-expired screen is shown instead of every club
 * page while the club's subscription is expired (routing/subscription-gate.ts): home would lead
 * back there, so it has no home button; the drawer still offers logout.
 */
import { Link } from 'wouter';
import { Icon, type IconName } from '../components/Icon.tsx';
import { useI18n } from '../i18n/use-i18n.ts';

const PLACEHOLDERS = {
  notFound: { icon: 'compass', title: 'notFound.title', body: 'notFound.body', home: 'notFound.home' },
  underConstruction: {
    icon: 'cone',
    title: 'underConstruction.title',
    body: 'underConstruction.body',
    home: 'underConstruction.home',
  },
  subscriptionExpired: {
    icon: 'lock',
    title: 'subscriptionExpired.title',
    body: 'subscriptionExpired.body',
    home: null,
  },
} as const satisfies Record<string, { icon: IconName; title: string; body: string; home: string | null }>;

export type PlaceholderKind = keyof typeof PLACEHOLDERS;

export function Placeholder({ kind }: { readonly kind: PlaceholderKind }) {
  const { t } = useI18n();
  const { icon, title, body, home } = PLACEHOLDERS[kind];
  return (
    <section className="placeholder">
      <span className="placeholder__icon">
        <Icon name={icon} size={56} />
      </span>
      <h1 className="placeholder__title">{t(title)}</h1>
      <p className="placeholder__body">{t(body)}</p>
      {home === null ? null : (
        <Link href="/" className="button button--primary">
          <Icon name="home" />
          {t(home)}
        </Link>
      )}
    </section>
  );
}
