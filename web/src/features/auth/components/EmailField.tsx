/** The e-mail address of an auth form (login, register, reset): the browser may fill it in. */
import { TextField } from '../../../components/Field.tsx';
import type { TextBinding } from '../../../forms/use-form.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';

export function EmailField(field: TextBinding) {
  const { t } = useI18n();
  return (
    <TextField
      {...field}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
    />
  );
}
