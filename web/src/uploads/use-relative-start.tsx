/**
 * The start of a file whose times are relative (Kinexon, relative.ts): once such a file is chosen,
 * the form asks for the date and time the recording started (24-hour, the browser's time zone)
 * and sends it with the file; other files need nothing. Without it the server refuses the file
 * (`MISSING_START_DATE`) rather than date it 1 January 1970.
 */
import { useState } from 'react';
import { WindowFields } from '../components/WindowFields.tsx';
import { checkWindow, EMPTY_WINDOW, windowFrom } from '../forms/date-window.ts';
import { useForm } from '../forms/use-form.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { anyRelative } from './relative.ts';

export function useRelativeStart() {
  const { t } = useI18n();
  const [relative, setRelative] = useState(false);
  const form = useForm(EMPTY_WINDOW, {}, (values) => (relative ? checkWindow(values, 'startOnly') : {}));
  return {
    relative,
    /** Look inside the files chosen. */
    choose(files: readonly File[]): void {
      void anyRelative(files).then(setRelative);
    },
    /** The fields, while a chosen file needs them. */
    fields: relative ? (
      <div className="card card--note" role="note">
        <p>{t('uploads.relativeNote')}</p>
        <WindowFields
          legend={t('uploads.relativeStart')}
          date={form.text('date')}
          start={form.text('start')}
          end={null}
          required
          hint={t('uploads.relativeHint')}
        />
      </div>
    ) : null,
    /** Shows the fields' messages; true when the files may go. */
    check: (): boolean => !relative || form.submit(),
    /** The start to send (ISO), or null when no file needs one. */
    startDate: (): string | null => (relative ? windowFrom(form.values).startDate : null),
  };
}
