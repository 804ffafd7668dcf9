/** Join a club: the address to give its manager. */
import { Card } from '../../../components/Card.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess, useNotifications } from '../../../notifications/notifications.ts';

export function JoinClubCard({ email }: { email: string | null }) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const copy = async () => {
    if (email === null) return;
    try {
      await navigator.clipboard.writeText(email);
      notifySuccess(t('account.join.copied'));
    } catch {
      notify({ type: 'warning', message: t('account.join.copyFailed') });
    }
  };
  return (
    <Card title={t('account.join.title')} intro={t('account.join.body')}>
      {email === null ? null : (
        <div className="copy-line">
          <code className="copy-line__value">{email}</code>
          <button type="button" className="button button--flat" onClick={() => void copy()}>
            <Icon name="copy" />
            {t('account.join.copy')}
          </button>
        </div>
      )}
    </Card>
  );
}
