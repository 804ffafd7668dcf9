/**
 * Waiting for the e-mail to be verified: where the mail went, sending it again, and looking again
 * once the link was followed in another tab.
 */
import { useState } from 'react';
import { Icon } from '../../../components/Icon.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess, useNotifications } from '../../../notifications/notifications.ts';
import { refreshSession, useSession } from '../../../state/session.ts';
import { useResendVerification } from '../api/resend-verification.ts';

export default function VerificationScreen() {
  const { t } = useI18n();
  const email = useSession().user?.email ?? null;
  const notify = useNotifications((state) => state.notify);
  const resend = useResendVerification();
  const [checking, setChecking] = useState(false);

  const checkAgain = async () => {
    setChecking(true);
    try {
      const session = await refreshSession();
      // Still here: the guards did not move on, so the address is not verified yet.
      if (session?.user?.verified !== true) {
        notify({ type: 'info', message: t('account.verification.notYet') });
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="placeholder" aria-labelledby="verification-title">
      <span className="placeholder__icon">
        <Icon name="mail" size={56} />
      </span>
      <h1 id="verification-title" className="placeholder__title">
        {t('account.verification.title')}
      </h1>
      <p className="placeholder__body">
        {email === null ? t('account.verification.sentToYou') : t('account.verification.sentTo', { email })}
      </p>
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, { onSuccess: () => notifySuccess(t('account.verification.sent')) })
          }
        >
          {t('account.verification.sendAgain')}
        </button>
        <button
          type="button"
          className="button button--flat"
          disabled={checking}
          onClick={() => void checkAgain()}
        >
          {t('account.verification.checkAgain')}
        </button>
      </div>
    </section>
  );
}
