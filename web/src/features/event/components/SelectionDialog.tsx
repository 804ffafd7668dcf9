/**
 * Change a player's selection for this event: the device they record with (one of the team's),
 * their shirt number, position and profile. The player's own details are not touched.
 */
import {
  PLAYER_LIMITS,
  playerProfiles,
  positions,
  type PlayerProfile,
  type Position,
} from '@stride/contracts/player';
import { NumberField, optionsOf, SelectField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { integerBetween, numberOrNull, oneOf } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useUpdateSelection } from '../api/selection-mutations.ts';
import { useTeamDevices } from '../../../api/team-devices.ts';
import type { Selection } from '../api/fragments.ts';
import { playerName } from '../player-name.ts';

export function SelectionDialog({
  teamId,
  selection,
  onClose,
}: {
  teamId: string;
  selection: Selection;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const devices = useTeamDevices(teamId);
  const update = useUpdateSelection();
  const name = playerName(selection.player);
  const form = useForm(
    {
      deviceId: selection.device?.id ?? '',
      number: selection.number === null ? '' : String(selection.number),
      position: selection.position ?? '',
      profile: selection.profile ?? '',
    },
    { number: [integerBetween(0, PLAYER_LIMITS.numberMax)] },
  );

  const deviceOptions = (devices.data ?? [])
    .map((device) => ({
      value: device.id,
      label:
        device.player === null || device.player.id === selection.player.id
          ? device.name
          : t('event.players.deviceWornBy', { device: device.name, name: playerName(device.player) }),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale, { numeric: true }));
  // A device that has left the team since stays shown as it is.
  const current = selection.device;
  if (current !== null && !deviceOptions.some((option) => option.value === current.id))
    deviceOptions.unshift({
      value: current.id,
      label: current.deleted ? t('event.players.deviceGone', { device: current.name }) : current.name,
    });

  return (
    <FormDialog
      title={t('event.players.editTitle', { name })}
      submitLabel={t('common.save')}
      pending={update.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        update.mutate(
          {
            selectionId: selection.id,
            input: {
              deviceId: form.values.deviceId === '' ? null : form.values.deviceId,
              number: numberOrNull(form.values.number),
              position: oneOf<Position>(positions, form.values.position),
              profile: oneOf<PlayerProfile>(playerProfiles, form.values.profile),
            },
          },
          closeOnSuccess(onClose, t('event.players.saved', { name })),
        );
      }}
    >
      <SelectField
        {...form.text('deviceId')}
        label={t('event.players.device')}
        hint={t('event.players.deviceHint')}
        options={deviceOptions}
        emptyLabel={t('event.players.noDevice')}
      />
      <NumberField {...form.text('number')} label={t('event.players.number')} />
      <SelectField
        {...form.text('position')}
        label={t('event.players.position')}
        options={optionsOf(positions, (value) => t(`enums.position.${value}`))}
        emptyLabel={t('common.notSet')}
      />
      <SelectField
        {...form.text('profile')}
        label={t('event.players.profile')}
        options={optionsOf(playerProfiles, (value) => t(`enums.profile.${value}`))}
        emptyLabel={t('common.notSet')}
      />
    </FormDialog>
  );
}
