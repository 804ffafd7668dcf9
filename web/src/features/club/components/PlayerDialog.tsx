/** New player and edit player: every field of `PlayerInput`, enumerations as translated choices. */
import { genders, leagues, PLAYER_LIMITS, playerProfiles, positions } from '@stride/contracts/player';
import { useState } from 'react';
import { NumberField, optionsOf, SelectField, TextAreaField, TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { localDate } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useCreatePlayer, useUpdatePlayer } from '../api/player-mutations.ts';
import type { Player, Team } from '../api/fragments.ts';
import {
  checkPlayer,
  emptyPlayerForm,
  playerFormFrom,
  playerInputFrom,
  playerName,
  playerRules,
} from '../player-form.ts';

export interface PlayerDialogProps {
  readonly clubId: string;
  /** Null for a new player. */
  readonly player: Player | null;
  readonly teams: readonly Team[];
  /** The team a new player joins unless changed (the list's filter). */
  readonly defaultTeamId: string;
  readonly onClose: () => void;
}

export function PlayerDialog({ clubId, player, teams, defaultTeamId, onClose }: PlayerDialogProps) {
  const { t } = useI18n();
  const create = useCreatePlayer(clubId);
  const update = useUpdatePlayer(clubId);
  const [today] = useState(() => localDate(new Date()));
  const form = useForm(
    () => (player === null ? emptyPlayerForm(defaultTeamId) : playerFormFrom(player)),
    playerRules(today),
    checkPlayer,
  );

  return (
    <FormDialog
      wide
      title={
        player === null
          ? t('club.players.newTitle')
          : t('club.players.editTitle', { name: playerName(player) })
      }
      submitLabel={player === null ? t('club.players.create') : t('common.save')}
      pending={create.isPending || update.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        const input = playerInputFrom(form.values);
        const name = playerName(input);
        if (player === null)
          create.mutate(
            { teamId: form.values.teamId, player: input },
            closeOnSuccess(onClose, t('club.players.created', { name })),
          );
        else
          update.mutate(
            { playerId: player.id, player: input },
            closeOnSuccess(onClose, t('club.players.saved', { name })),
          );
      }}
    >
      <div className="form-grid">
        <SelectField
          {...form.text('teamId')}
          label={t('club.players.team')}
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
          emptyLabel={t('common.choose')}
          hint={player === null ? undefined : t('club.players.teamFixed')}
          disabled={player !== null}
          required
        />
        <NumberField {...form.text('number')} label={t('club.players.number')} />
        <TextField
          {...form.text('firstName')}
          label={t('club.players.firstName')}
          maxLength={PLAYER_LIMITS.nameMaxLength}
          autoComplete="off"
          required
        />
        <TextField
          {...form.text('lastName')}
          label={t('club.players.lastName')}
          maxLength={PLAYER_LIMITS.nameMaxLength}
          autoComplete="off"
          required
        />
        <TextField {...form.text('birthdate')} label={t('club.players.birthdate')} type="date" max={today} />
        <SelectField
          {...form.text('gender')}
          label={t('club.players.gender')}
          hint={t('club.players.genderHint')}
          options={optionsOf(genders, (value) => t(`enums.gender.${value}`))}
          emptyLabel={t('common.notSet')}
        />
        <SelectField
          {...form.text('position')}
          label={t('club.players.position')}
          options={optionsOf(positions, (value) => t(`enums.position.${value}`)).sort((a, b) =>
            a.label.localeCompare(b.label),
          )}
          emptyLabel={t('common.notSet')}
        />
        <SelectField
          {...form.text('profile')}
          label={t('club.players.profile')}
          options={optionsOf(playerProfiles, (value) => t(`enums.profile.${value}`))}
          emptyLabel={t('common.notSet')}
        />
        <SelectField
          {...form.text('league')}
          label={t('club.players.league')}
          options={optionsOf(leagues, (value) => t(`enums.league.${value}`))}
          emptyLabel={t('common.notSet')}
        />
        <NumberField {...form.text('maxHeartRate')} label={t('club.players.maxHeartRate')} />
        <NumberField {...form.text('restingHeartRate')} label={t('club.players.restingHeartRate')} />
        <NumberField {...form.text('maxSpeed')} label={t('club.players.maxSpeed')} decimal />
        <TextField
          {...form.text('pictureUrl')}
          label={t('club.players.pictureUrl')}
          type="url"
          inputMode="url"
          autoComplete="off"
        />
      </div>
      <TextAreaField
        {...form.text('note')}
        label={t('club.players.note')}
        maxLength={PLAYER_LIMITS.noteMaxLength}
      />
    </FormDialog>
  );
}
