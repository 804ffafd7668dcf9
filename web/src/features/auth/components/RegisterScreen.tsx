/** Create an account: the server signs the new user in and sends the verification e-mail. */
import { normalizeEmail, passwordRules } from '@stride/contracts/account';
import { Link, useLocation } from 'wouter';
import { TextField } from '../../../components/Field.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { email as validEmail, password, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import { logIn } from '../../../state/session.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthForm } from './AuthForm.tsx';

export default function RegisterScreen() {
  const { t, locale } = useI18n();
  const [, navigate] = useLocation();
  const notify = useNotifications((state) => state.notify);
  const register = useRegister();
  const form = useForm({ email: '', password: '' }, { email: [required, validEmail], password: [password] });

  const submit = () => {
    if (!form.submit()) return false;
    register.mutate(
      { email: normalizeEmail(form.values.email), password: form.values.password, locale },
      {
        onSuccess: (session) => {
          logIn(session.token);
          notify({ type: 'positive', message: t('auth.register.done') });
          navigate('/');
        },
      },
    );
    return true;
  };

  return (
    <AuthCard title={t('auth.register.title')}>
      <AuthForm submitLabel={t('auth.register.submit')} pending={register.isPending} onSubmit={submit}>
        <TextField
          {...form.text('email')}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <TextField
          {...form.text('password')}
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint', { length: passwordRules.minLength })}
          required
        />
      </AuthForm>
      <p className="auth__links">
        <span>
          {t('auth.register.haveAccount')} <Link href="/auth/login">{t('auth.register.login')}</Link>
        </span>
      </p>
    </AuthCard>
  );
}
