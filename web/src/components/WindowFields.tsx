/**
 * A time window's fields (forms/date-window.ts): a date, a start time and an end time, 24-hour in
 * every language, grouped under a legend. The end is left out for a window that is still open.
 */
import type { TextBinding } from '../forms/use-form.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { TextField } from './Field.tsx';

export interface WindowFieldsProps {
  readonly legend: string;
  readonly date: TextBinding;
  readonly start: TextBinding;
  /** Null: no end to enter (the window is still open). */
  readonly end: TextBinding | null;
  /** All three are needed (otherwise all or none). */
  readonly required?: boolean;
  readonly hint?: string;
}

export function WindowFields({ legend, date, start, end, required = false, hint }: WindowFieldsProps) {
  const { t } = useI18n();
  const time = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false, maxLength: 8 } as const;
  return (
    <fieldset className="field field--group window-fields">
      <legend className="field__label">{legend}</legend>
      <div className="form-grid">
        <TextField {...date} type="date" label={t('dateWindow.date')} required={required} />
        <TextField {...start} {...time} label={t('dateWindow.start')} required={required} />
        {end === null ? null : (
          <TextField {...end} {...time} label={t('dateWindow.end')} required={required} />
        )}
      </div>
      <p className="field__hint">
        {hint ?? (end === null ? t('dateWindow.hintOpen') : t('dateWindow.hint'))}
      </p>
    </fieldset>
  );
}
