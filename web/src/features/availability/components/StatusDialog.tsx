/**
 * Set a player's status from a day (to a day, or open), with a note; INJURED records a new injury
 * with it, or links the open one. The API ends the earlier status the day before.
 */
import { CheckboxField, TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { validateForm } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSetPlayerAvailability } from '../api/availability.ts';
import { StatusFields } from './StatusFields.tsx';
import {
  recordsInjury,
  statusFormFor,
  statusOrder,
  statusRequest,
  statusRules,
  type AvailabilityStatus,
} from '../availability-form.ts';

export function StatusDialog({
  playerId,
  today,
  initialStatus,
  openInjury,
  onClose,
}: {
  playerId: string;
  today: string;
  initialStatus: AvailabilityStatus;
  /** The open injury: an INJURED status links it unless a new one is recorded. */
  openInjury: { id: string; label: string } | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const set = useSetPlayerAvailability(playerId);
  // The injury's rules apply only while one is recorded: checked across fields with the dates.
  const form = useForm(
    () => statusFormFor(today, initialStatus, openInjury !== null),
    {},
    (values) => ({ ...validateForm(values, statusRules(values)), ...statusOrder(values) }),
  );
  const values = form.values;
  const injured = values.status === 'INJURED';

  return (
    <FormDialog
      title={t('availability.form.title')}
      submitLabel={t('availability.form.submit')}
      pending={set.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        const request = statusRequest(values, openInjury?.id ?? null);
        set.mutate(
          request,
          closeOnSuccess(
            onClose,
            t('availability.saved', { status: t(`availability.status.${request.availability.status}`) }),
          ),
        );
      }}
    >
      <StatusFields form={form} />
      {injured && openInjury !== null ? (
        <CheckboxField
          label={t('availability.form.newInjury')}
          hint={
            values.newInjury ? undefined : t('availability.form.linkedInjury', { injury: openInjury.label })
          }
          checked={values.newInjury}
          onCheckedChange={(checked) => form.set('newInjury', checked)}
        />
      ) : null}
      {recordsInjury(values) ? (
        <fieldset className="field field--group">
          <legend className="field__label">{t('availability.form.newInjury')}</legend>
          <TextField
            {...form.text('description')}
            label={t('availability.form.description')}
            maxLength={200}
            required
          />
          <div className="form-grid">
            <TextField {...form.text('bodyPart')} label={t('availability.form.bodyPart')} maxLength={60} />
            <TextField
              {...form.text('occurredOn')}
              label={t('availability.form.occurredOn')}
              type="date"
              required
            />
            <TextField
              {...form.text('expectedReturn')}
              label={t('availability.form.expectedReturn')}
              type="date"
            />
          </div>
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
