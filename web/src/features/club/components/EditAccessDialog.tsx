/** A member's access: manager or not, and the coached teams. */
import { useState } from 'react';
import { CheckboxField, CheckboxGroup } from '../../../components/Field.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { refreshSession } from '../../../state/session.ts';
import { useEditStaffAccess } from '../api/staff-mutations.ts';
import type { StaffMember, Team } from '../api/fragments.ts';

export function EditAccessDialog({
  clubId,
  member,
  teams,
  isSelf,
  onClose,
}: {
  clubId: string;
  member: StaffMember;
  teams: readonly Team[];
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const edit = useEditStaffAccess(clubId);
  const coached = member.coach.map((entry) => entry.team.id);
  const form = useForm({ isManager: member.isManager, teamIds: coached }, {});
  const [confirming, setConfirming] = useState(false);
  const managerChanged = form.values.isManager !== member.isManager;
  const teamsChanged =
    form.values.teamIds.length !== coached.length || form.values.teamIds.some((id) => !coached.includes(id));
  const email = member.user.email;
  return (
    <FormDialog
      title={t('club.members.editTitle', { email })}
      submitLabel={t('common.save')}
      pending={edit.isPending}
      onCancel={onClose}
      onSubmit={() => {
        if (managerChanged || teamsChanged) setConfirming(true);
        else onClose();
      }}
      confirmation={
        confirming
          ? {
              question: t('club.members.editQuestion', { email }),
              onBack: () => setConfirming(false),
              onConfirm: () =>
                edit.mutate(
                  {
                    staffId: member.id,
                    ...(managerChanged ? { isManager: form.values.isManager } : {}),
                    ...(teamsChanged ? { teamIds: form.values.teamIds } : {}),
                  },
                  {
                    onSuccess: () => {
                      notifySuccess(t('club.members.accessChanged', { email }));
                      onClose();
                      // One's own access decides what the app lets one open.
                      if (isSelf) void refreshSession();
                    },
                    onError: () => setConfirming(false),
                  },
                ),
            }
          : null
      }
    >
      <CheckboxField
        label={t('club.members.manager')}
        hint={isSelf ? t('club.members.ownManagerHint') : t('club.members.managerHint')}
        checked={form.values.isManager}
        disabled={isSelf}
        onCheckedChange={(checked) => form.set('isManager', checked)}
      />
      <CheckboxGroup
        legend={t('club.members.coachedTeams')}
        options={teams.map((team) => ({ value: team.id, label: team.name }))}
        selected={form.values.teamIds}
        onSelectedChange={(teamIds) => form.set('teamIds', teamIds)}
        emptyText={t('club.members.noTeams')}
      />
    </FormDialog>
  );
}
