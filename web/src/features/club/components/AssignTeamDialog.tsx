/** Hand the ticked devices to a team. */
import { SelectField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useAssignDevicesToTeam } from '../api/device-mutations.ts';
import type { Team } from '../api/fragments.ts';

export function AssignTeamDialog({
  clubId,
  deviceIds,
  teams,
  onClose,
  onDone,
}: {
  clubId: string;
  deviceIds: readonly string[];
  teams: readonly Team[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const assign = useAssignDevicesToTeam(clubId);
  const form = useForm({ teamId: teams.length === 1 ? (teams[0]?.id ?? '') : '' }, { teamId: [required] });
  return (
    <FormDialog
      title={t('club.devices.assignTeamTitle', { count: deviceIds.length })}
      submitLabel={t('club.devices.assign')}
      pending={assign.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        const team = teams.find((candidate) => candidate.id === form.values.teamId);
        assign.mutate(
          { teamId: form.values.teamId, deviceIds },
          closeOnSuccess(
            onDone,
            t('club.devices.assignedToTeam', { count: deviceIds.length, team: team?.name ?? '' }),
          ),
        );
      }}
    >
      <SelectField
        {...form.text('teamId')}
        label={t('club.devices.team')}
        options={teams.map((team) => ({ value: team.id, label: team.name }))}
        emptyLabel={t('common.choose')}
        required
      />
    </FormDialog>
  );
}
