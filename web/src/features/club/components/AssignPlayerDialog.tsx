/** Hand a device to a player of its team. */
import { SelectField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useClubPlayers } from '../api/club-players.ts';
import { useAssignDeviceToPlayer } from '../api/device-mutations.ts';
import type { Device } from '../api/fragments.ts';
import { playerName } from '../player-form.ts';

export function AssignPlayerDialog({
  clubId,
  device,
  onClose,
}: {
  clubId: string;
  device: Device;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const players = useClubPlayers(clubId);
  const assign = useAssignDeviceToPlayer(clubId);
  const form = useForm({ playerId: device.playerId ?? '' }, { playerId: [required] });
  const candidates = (players.data ?? [])
    .filter((player) => player.teamId === device.teamId && !player.archived)
    .map((player) => ({
      value: player.id,
      label:
        player.device !== null && player.device.id !== device.id
          ? t('club.devices.playerWearing', { name: playerName(player), device: player.device.name })
          : playerName(player),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return (
    <FormDialog
      title={t('club.devices.assignPlayerTitle', { name: device.name })}
      submitLabel={t('club.devices.assign')}
      pending={assign.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        const player = players.data?.find((candidate) => candidate.id === form.values.playerId);
        const name = player === undefined ? '' : playerName(player);
        assign.mutate(
          { playerId: form.values.playerId, deviceId: device.id },
          closeOnSuccess(onClose, t('club.devices.assignedToPlayer', { device: device.name, name })),
        );
      }}
    >
      {players.isPending ? <Loading /> : null}
      <SelectField
        {...form.text('playerId')}
        label={t('club.devices.player')}
        hint={t('club.devices.playerHint')}
        options={candidates}
        emptyLabel={t('common.choose')}
        required
      />
    </FormDialog>
  );
}
