/** Log in with e-mail and password; the guards take the user on from `/`. */
import { normalizeEmail } from '@stride/contracts/account';
import { Link, useLocation } from 'wouter';
import { TextField } from '../../../components/Field.tsx';
import { SubmitForm } from '../../../components/SubmitForm.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { email as validEmail, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { logIn } from '../../../state/session.ts';
import { useLogin } from '../api/login.ts';
import { reportAuthError } from '../auth-errors.ts';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';

export default function LoginScreen() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const login = useLogin();
  const form = useForm({ email: '', password: '' }, { email: [required, validEmail], password: [required] });

  const send = () => {
    login.mutate(
      { email: normalizeEmail(form.values.email), password: form.values.password },
      {
        onSuccess: (session) => {
          logIn(session.token);
          navigate('/');
        },
        onError: (error) =>
          reportAuthError(error, {
            INVALID_CREDENTIALS: 'errors.INVALID_CREDENTIALS',
            MISSING_CREDENTIALS: 'errors.MISSING_CREDENTIALS',
            TOO_MANY_ATTEMPTS: 'errors.TOO_MANY_ATTEMPTS',
          }),
      },
    );
  };

  return (
    <AuthCard title={t('auth.login.title')}>
      <SubmitForm
        submitLabel={t('auth.login.submit')}
        pending={login.isPending}
        validate={() => form.submit()}
        onSubmit={send}
      >
        <EmailField {...form.text('email')} />
        <TextField
          {...form.text('password')}
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
        />
      </SubmitForm>
      <p className="auth__links">
        <Link href="/auth/reset-password">{t('auth.login.forgot')}</Link>
        <span>
          {t('auth.login.noAccount')} <Link href="/auth/register">{t('auth.login.register')}</Link>
        </span>
      </p>
    </AuthCard>
  );
}
