/**
 * Correct an entry (a wrong day, status or note): its values change, the history keeps the
 * correction. Its injury stays linked; a new injury goes with a new status instead.
 */
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { validateForm } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useUpdateAvailability } from '../api/availability.ts';
import { StatusFields } from './StatusFields.tsx';
import {
  statusFormFrom,
  statusOrder,
  statusRequest,
  statusRules,
  type AvailabilityStatus,
} from '../availability-form.ts';

export function CorrectDialog({
  entry,
  onClose,
}: {
  entry: {
    id: string;
    status: AvailabilityStatus;
    startDate: string;
    endDate: string | null;
    note: string | null;
    injuryId: string | null;
  };
  onClose: () => void;
}) {
  const { t } = useI18n();
  const update = useUpdateAvailability();
  const form = useForm(
    () => statusFormFrom(entry),
    {},
    (values) => ({ ...validateForm(values, statusRules(values)), ...statusOrder(values) }),
  );
  return (
    <FormDialog
      title={t('availability.correctTitle')}
      submitLabel={t('availability.form.submit')}
      pending={update.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        const { availability } = statusRequest(form.values, null);
        update.mutate(
          { availabilityId: entry.id, availability: { ...availability, injuryId: entry.injuryId } },
          closeOnSuccess(
            onClose,
            t('availability.saved', { status: t(`availability.status.${availability.status}`) }),
          ),
        );
      }}
    >
      <StatusFields form={form} />
    </FormDialog>
  );
}
