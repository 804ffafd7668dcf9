/**
 * The settings a what-if tries: speed zones, high-intensity and sprint thresholds, acceleration
 * bands, heart-rate zones, effort rules, and cleaning on top of the team's tracking profile. An
 * empty field follows what applies without it (its hint says what). "Run" checks them as the API
 * would and runs the what-if.
 */
import type { FormEvent } from 'react';
import { CheckboxField, NumberField, TextField } from '../../../components/Field.tsx';
import type { Message } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import {
  CLEANING_FIELDS,
  DEFAULT_TEXT,
  LIST_FIELDS,
  NUMBER_FIELDS,
  type SettingsField,
  type SettingsFormValues,
} from '../settings-form.ts';

export function SettingsForm({
  values,
  errors,
  running,
  onChange,
  onRun,
  children,
}: {
  readonly values: SettingsFormValues;
  readonly errors: Partial<Record<SettingsField, Message[]>>;
  readonly running: boolean;
  readonly onChange: (values: SettingsFormValues) => void;
  readonly onRun: () => void;
  /** Fields before the settings (a team's date range). */
  readonly children?: React.ReactNode;
}) {
  const { t } = useI18n();
  const hint = (field: SettingsField) => t('whatIf.form.defaultHint', { value: DEFAULT_TEXT[field] });
  const set = (field: SettingsField) => (value: string) => onChange({ ...values, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun();
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('whatIf.form.title')}>
      {children}
      <fieldset className="form__fieldset">
        <legend className="card__subtitle">{t('whatIf.form.thresholds')}</legend>
        <div className="form-grid">
          {LIST_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`whatIf.fields.${field}`)}
              hint={hint(field)}
              messages={errors[field]}
              value={values[field]}
              onValueChange={set(field)}
              inputMode="decimal"
              autoComplete="off"
            />
          ))}
          {NUMBER_FIELDS.map((field) => (
            <NumberField
              key={field}
              decimal
              label={t(`whatIf.fields.${field}`)}
              hint={hint(field)}
              messages={errors[field]}
              value={values[field]}
              onValueChange={set(field)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="form__fieldset">
        <legend className="card__subtitle">{t('whatIf.form.cleaning')}</legend>
        <p className="muted">{t('whatIf.form.cleaningIntro')}</p>
        <div className="form-grid">
          {CLEANING_FIELDS.map((field) => (
            <NumberField
              key={field}
              decimal
              label={t(`whatIf.fields.${field}`)}
              hint={hint(field)}
              messages={errors[field]}
              value={values[field]}
              onValueChange={set(field)}
              disabled={field === 'lowPassCutoffHz' && values.lowPassOff}
            />
          ))}
        </div>
        <CheckboxField
          label={t('whatIf.fields.lowPassOff')}
          checked={values.lowPassOff}
          onCheckedChange={(lowPassOff) => onChange({ ...values, lowPassOff })}
        />
      </fieldset>
      <button type="submit" className="button button--primary form__submit" disabled={running}>
        {running ? t('whatIf.form.running') : t('whatIf.form.run')}
      </button>
    </form>
  );
}
