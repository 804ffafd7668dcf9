/** Change an injury: its status (RECOVERED with the day the player was back), the expected return, a note. */
import { optionsOf, SelectField, TextAreaField, TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useUpdateInjury } from '../api/availability.ts';
import {
  injuryFormFrom,
  injuryFormRules,
  injuryRequest,
  injuryStatuses,
  type InjuryStatus,
} from '../availability-form.ts';

export function InjuryDialog({
  injury,
  label,
  today,
  onClose,
}: {
  injury: { id: string; status: InjuryStatus; expectedReturn: string | null; returnedOn: string | null };
  /** What the dialog names the injury by (its description, or that it is restricted). */
  label: string;
  today: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const update = useUpdateInjury();
  const form = useForm(() => injuryFormFrom(injury, today), injuryFormRules);
  return (
    <FormDialog
      title={t('availability.updateInjuryFor', { injury: label })}
      submitLabel={t('availability.injuryForm.submit')}
      pending={update.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        const change = injuryRequest(form.values);
        update.mutate(
          { injuryId: injury.id, injury: change },
          closeOnSuccess(
            onClose,
            t('availability.injurySaved', {
              status: t(`availability.injuryStatus.${change.status ?? 'CARE'}`),
            }),
          ),
        );
      }}
    >
      <SelectField
        {...form.text('status')}
        label={t('availability.injuryForm.status')}
        options={optionsOf(injuryStatuses, (status) => t(`availability.injuryStatus.${status}`))}
        required
      />
      <div className="form-grid">
        <TextField
          {...form.text('expectedReturn')}
          label={t('availability.injuryForm.expectedReturn')}
          type="date"
        />
        {form.values.status === 'RECOVERED' ? (
          <TextField
            {...form.text('returnedOn')}
            label={t('availability.injuryForm.returnedOn')}
            type="date"
          />
        ) : null}
      </div>
      <TextAreaField {...form.text('note')} label={t('availability.injuryForm.note')} maxLength={2000} />
    </FormDialog>
  );
}
