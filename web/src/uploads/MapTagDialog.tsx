/**
 * "Map to player…" (issue 16): a device a file named in its own way (a Kinexon tag, a vendor's
 * player name) is one of the team's players. The mapping is kept for the team: every later file
 * with that name brings the samples to the device the player wears. Remembered by the vendor's
 * name when the file gives one (it follows the player when tags are swapped), else by the key.
 */
import { SelectField } from '../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../components/FormDialog.tsx';
import { useForm } from '../forms/use-form.ts';
import { required } from '../forms/validation.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { useSession } from '../state/session.ts';
import type { SkippedDevice } from './jobs.ts';
import { useMapTag, useUploadTeamPlayers } from './tag-mappings.ts';

export function MapTagDialog({
  teamId,
  device,
  onClose,
}: {
  readonly teamId: string;
  readonly device: Pick<SkippedDevice, 'key' | 'label'>;
  readonly onClose: () => void;
}) {
  const { t } = useI18n();
  const clubId = useSession().staff?.club?.id ?? null;
  const players = useUploadTeamPlayers(clubId, teamId);
  const map = useMapTag(teamId);
  const form = useForm(
    { name: device.label ?? device.key, playerId: '' },
    { name: [required], playerId: [required] },
  );
  const names = [
    ...(device.label === null
      ? []
      : [{ value: device.label, label: t('uploads.mapByLabel', { name: device.label }) }]),
    { value: device.key, label: t('uploads.mapByKey', { key: device.key }) },
  ];
  const chosen = players.data?.find((player) => player.id === form.values.playerId);
  return (
    <FormDialog
      title={t('uploads.mapTitle', { name: device.label ?? device.key })}
      submitLabel={t('uploads.mapSubmit')}
      pending={map.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() =>
        map.mutate(
          { name: form.values.name, playerId: form.values.playerId },
          closeOnSuccess(onClose, (mapped) =>
            t('uploads.mapped', { name: mapped.name, player: mapped.playerName ?? '' }),
          ),
        )
      }
    >
      <p className="muted">{t('uploads.mapText')}</p>
      <SelectField
        {...form.text('playerId')}
        label={t('uploads.mapPlayer')}
        emptyLabel={t('uploads.mapChoosePlayer')}
        options={(players.data ?? []).map((player) => ({
          value: player.id,
          label: `${player.firstName} ${player.lastName}${
            player.device === null ? ` · ${t('uploads.mapNoDevice')}` : ` · ${player.device.name}`
          }`,
        }))}
        required
      />
      {chosen !== undefined && chosen.device === null ? (
        <p className="card card--note" role="note">
          {t('uploads.mapWearsNothing', { player: `${chosen.firstName} ${chosen.lastName}` })}
        </p>
      ) : null}
      <SelectField {...form.text('name')} label={t('uploads.mapRemember')} options={names} required />
      <p className="muted">{t('uploads.mapAgain')}</p>
    </FormDialog>
  );
}
