/** A password being chosen (register, new password), with the rule it must meet. */
import { passwordRules } from '@stride/contracts/account';
import { TextField } from '../../../components/Field.tsx';
import type { TextBinding } from '../../../forms/use-form.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';

export function NewPasswordField({ label, ...field }: TextBinding & { readonly label: string }) {
  const { t } = useI18n();
  return (
    <TextField
      {...field}
      label={label}
      type="password"
      autoComplete="new-password"
      hint={t('auth.passwordHint', { length: passwordRules.minLength })}
      required
    />
  );
}
