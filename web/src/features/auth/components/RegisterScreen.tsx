/** Create an account: the server signs the new user in and sends the verification e-mail. */
import { normalizeEmail } from '@stride/contracts/account';
import { Link, useLocation } from 'wouter';
import { SubmitForm } from '../../../components/SubmitForm.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { email as validEmail, password, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { logIn } from '../../../state/session.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from './AuthCard.tsx';
import { NewPasswordField } from './NewPasswordField.tsx';
import { EmailField } from './EmailField.tsx';

export default function RegisterScreen() {
  const { t, locale } = useI18n();
  const [, navigate] = useLocation();
  const register = useRegister();
  const form = useForm({ email: '', password: '' }, { email: [required, validEmail], password: [password] });

  const send = () => {
    register.mutate(
      { email: normalizeEmail(form.values.email), password: form.values.password, locale },
      {
        onSuccess: (session) => {
          logIn(session.token);
          notifySuccess(t('auth.register.done'));
          navigate('/');
        },
      },
    );
  };

  return (
    <AuthCard title={t('auth.register.title')}>
      <SubmitForm
        submitLabel={t('auth.register.submit')}
        pending={register.isPending}
        validate={() => form.submit()}
        onSubmit={send}
      >
        <EmailField {...form.text('email')} />
        <NewPasswordField {...form.text('password')} label={t('auth.password')} />
      </SubmitForm>
      <p className="auth__links">
        <span>
          {t('auth.register.haveAccount')} <Link href="/auth/login">{t('auth.register.login')}</Link>
        </span>
      </p>
    </AuthCard>
  );
}
