/** Choose a new password with the token of a reset e-mail, then log in with it. */
import { Link, useLocation } from 'wouter';
import { SubmitForm } from '../../../components/SubmitForm.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { password } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { useNewPassword } from '../api/new-password.ts';
import { reportAuthError } from '../auth-errors.ts';
import { AuthCard } from './AuthCard.tsx';
import { NewPasswordField } from './NewPasswordField.tsx';

export default function NewPasswordScreen({ params }: ScreenProps) {
  const token = params['token'] ?? '';
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const newPassword = useNewPassword();
  const form = useForm({ password: '' }, { password: [password] });

  const send = () => {
    newPassword.mutate(
      { token, password: form.values.password },
      {
        onSuccess: () => {
          notifySuccess(t('auth.newPassword.done'));
          navigate('/auth/login');
        },
        onError: (error) => reportAuthError(error, { INVALID_TOKEN: 'auth.newPassword.invalidLink' }),
      },
    );
  };

  return (
    <AuthCard title={t('auth.newPassword.title')}>
      <SubmitForm
        submitLabel={t('auth.newPassword.submit')}
        pending={newPassword.isPending}
        validate={() => form.submit()}
        onSubmit={send}
      >
        <NewPasswordField {...form.text('password')} label={t('auth.newPassword.password')} />
      </SubmitForm>
      <p className="auth__links">
        <Link href="/auth/reset-password">{t('auth.newPassword.again')}</Link>
      </p>
    </AuthCard>
  );
}
