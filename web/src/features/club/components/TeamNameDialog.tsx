/** New team and rename: one dialog, a name of at most 120 characters. */
import { TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { maxLength, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useCreateTeam, useRenameTeam } from '../api/team-mutations.ts';
import type { Team } from '../api/fragments.ts';

const TEAM_NAME_MAX_LENGTH = 120;

const nameRules = [required, maxLength(TEAM_NAME_MAX_LENGTH)];

export function TeamNameDialog({
  clubId,
  team,
  onClose,
}: {
  clubId: string;
  team: Team | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const create = useCreateTeam(clubId);
  const rename = useRenameTeam(clubId);
  const form = useForm({ name: team?.name ?? '' }, { name: nameRules });
  const pending = create.isPending || rename.isPending;
  return (
    <FormDialog
      title={team === null ? t('club.teams.newTitle') : t('club.teams.renameTitle', { name: team.name })}
      submitLabel={team === null ? t('club.teams.create') : t('common.save')}
      pending={pending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        const name = form.values.name.trim();
        if (team === null) create.mutate(name, closeOnSuccess(onClose, t('club.teams.created', { name })));
        else if (name === team.name) onClose();
        else rename.mutate({ team, name }, closeOnSuccess(onClose, t('club.teams.renamed', { name })));
      }}
    >
      <TextField {...form.text('name')} label={t('club.teams.name')} required autoComplete="off" />
    </FormDialog>
  );
}
