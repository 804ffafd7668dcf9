/** Add a member by e-mail, as a manager or not. */
import { normalizeEmail } from '@stride/contracts/account';
import { useState } from 'react';
import { CheckboxField, TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { email as validEmail, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNewStaff } from '../api/staff-mutations.ts';

export function AddMemberDialog({ clubId, onClose }: { clubId: string; onClose: () => void }) {
  const { t } = useI18n();
  const newStaff = useNewStaff(clubId);
  const form = useForm({ email: '', isManager: false }, { email: [required, validEmail] });
  const [confirming, setConfirming] = useState(false);
  const email = normalizeEmail(form.values.email);
  return (
    <FormDialog
      title={t('club.members.addTitle')}
      submitLabel={t('club.members.addSubmit')}
      pending={newStaff.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => setConfirming(true)}
      confirmation={
        confirming
          ? {
              question: form.values.isManager
                ? t('club.members.addManagerQuestion', { email })
                : t('club.members.addQuestion', { email }),
              onBack: () => setConfirming(false),
              onConfirm: () =>
                newStaff.mutate(
                  { email, isManager: form.values.isManager },
                  {
                    ...closeOnSuccess(onClose, t('club.members.added', { email })),
                    onError: () => setConfirming(false),
                  },
                ),
            }
          : null
      }
    >
      <TextField
        {...form.text('email')}
        label={t('club.members.email')}
        hint={t('club.members.emailHint')}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
      />
      <CheckboxField
        label={t('club.members.manager')}
        hint={t('club.members.managerHint')}
        checked={form.values.isManager}
        onCheckedChange={(checked) => form.set('isManager', checked)}
      />
    </FormDialog>
  );
}
