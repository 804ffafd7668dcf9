/**
 * The fields of a status entry (status, first and last day, note), shared by the dialog that sets
 * a status and the one that corrects an entry.
 */
import { optionsOf, SelectField, TextAreaField, TextField } from '../../../components/Field.tsx';
import type { Form } from '../../../forms/use-form.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { availabilityStatuses, type StatusFormValues } from '../availability-form.ts';

export function StatusFields({ form }: { form: Form<StatusFormValues> }) {
  const { t } = useI18n();
  return (
    <>
      <SelectField
        {...form.text('status')}
        label={t('availability.form.status')}
        options={optionsOf(availabilityStatuses, (status) => t(`availability.status.${status}`))}
        required
      />
      <div className="form-grid">
        <TextField
          {...form.text('startDate')}
          label={t('availability.form.startDate')}
          type="date"
          required
        />
        <TextField
          {...form.text('endDate')}
          label={t('availability.form.endDate')}
          hint={t('availability.form.endDateHint')}
          type="date"
        />
      </div>
      <TextAreaField {...form.text('note')} label={t('availability.form.note')} maxLength={2000} />
    </>
  );
}
