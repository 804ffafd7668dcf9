/**
 * The link of the verification e-mail: verifies once on arrival, then lets the guards decide where
 * the user goes (spec §2 "success goes to staff": from `/`, a user with a club reaches it, one
 * without goes on to create or join one). A failure says so and goes to auth (spec §8).
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { GraphQLRequestError } from '../../../api/graphql.ts';
import { Loading } from '../../../components/Loading.tsx';
import { translate } from '../../../i18n/i18n.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess, useNotifications } from '../../../notifications/notifications.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { useClientStore } from '../../../state/client-store.ts';
import { refreshSession } from '../../../state/session.ts';
import { verifyEmailOnce } from '../api/verify-email.ts';

export default function VerifyEmailScreen({ params }: ScreenProps) {
  const token = params['token'] ?? '';
  const { t } = useI18n();
  const [, navigate] = useLocation();

  useEffect(() => {
    let current = true;
    const { notify } = useNotifications.getState();
    const message = (key: 'auth.verifyEmail.done' | 'auth.verifyEmail.failed') =>
      translate(useClientStore.getState().locale, key);
    verifyEmailOnce(token).then(
      async () => {
        if (!current) return;
        notifySuccess(message('auth.verifyEmail.done'));
        await refreshSession();
        if (current) navigate('/', { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        const caption =
          error instanceof GraphQLRequestError && error.has('INVALID_TOKEN')
            ? translate(useClientStore.getState().locale, 'errors.INVALID_TOKEN')
            : undefined;
        if (!(error instanceof GraphQLRequestError)) console.warn('E-mail verification failed', error);
        notify({
          type: 'negative',
          message: message('auth.verifyEmail.failed'),
          ...(caption === undefined ? {} : { caption }),
        });
        navigate('/auth/login', { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [token, navigate]);

  return (
    <section className="card auth" aria-labelledby="verify-title" aria-busy="true">
      <h1 id="verify-title" className="auth__title">
        {t('auth.verifyEmail.title')}
      </h1>
      <p className="auth__intro">{t('auth.verifyEmail.progress')}</p>
      <Loading />
    </section>
  );
}
