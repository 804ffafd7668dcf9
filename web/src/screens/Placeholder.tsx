/** The spec's not-found and under-construction screens: a message and a way home. */
import { Link } from 'wouter';
import { Icon, type IconName } from '../components/Icon.tsx';
import { useI18n } from '../i18n/use-i18n.ts';

function Message({ icon, title, body, home }: { icon: IconName; title: string; body: string; home: string }) {
  return (
    <section className="placeholder">
      <span className="placeholder__icon">
        <Icon name={icon} size={56} />
      </span>
      <h1 className="placeholder__title">{title}</h1>
      <p className="placeholder__body">{body}</p>
      <Link href="/" className="button button--primary">
        <Icon name="home" />
        {home}
      </Link>
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
