/**
 * Ask for a password-reset e-mail. The server answers the same whether or not the address has an
 * account, so the screen does too (spec §8: "Email reset password email sent").
 */
import { normalizeEmail } from '@stride/contracts/account';
import { Link, useLocation } from 'wouter';
import { SubmitForm } from '../../../components/SubmitForm.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { email as validEmail, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess, useNotifications } from '../../../notifications/notifications.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';

export default function ResetPasswordScreen() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const notify = useNotifications((state) => state.notify);
  const reset = useResetPassword();
  const form = useForm({ email: '' }, { email: [required, validEmail] });

  const send = () => {
    reset.mutate(normalizeEmail(form.values.email), {
      onSuccess: () => {
        notifySuccess(t('errors.RESET_PASSWORD_SENT'));
        navigate('/auth/login');
      },
      onError: (error) => {
        console.warn('Password reset failed', error);
        notify({ type: 'negative', message: t('errors.RESET_PASSWORD_FAILED') });
      },
    });
  };

  return (
    <AuthCard title={t('auth.resetPassword.title')} intro={t('auth.resetPassword.intro')}>
      <SubmitForm
        submitLabel={t('auth.resetPassword.submit')}
        pending={reset.isPending}
        validate={() => form.submit()}
        onSubmit={send}
      >
        <EmailField {...form.text('email')} />
      </SubmitForm>
      <p className="auth__links">
        <Link href="/auth/login">{t('auth.resetPassword.back')}</Link>
      </p>
    </AuthCard>
  );
}
