/** New player and edit player: every field of `PlayerInput`, enumerations as translated choices. */
import { genders, leagues, PLAYER_LIMITS, playerProfiles, positions } from '@stride/contracts/player';
import { useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/Field.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { localDate } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
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
  const notify = useNotifications((state) => state.notify);
  const create = useCreatePlayer(clubId);
  const update = useUpdatePlayer(clubId);
  const [today] = useState(() => localDate(new Date()));
  const form = useForm(
    () => (player === null ? emptyPlayerForm(defaultTeamId) : playerFormFrom(player)),
    playerRules(today),
    checkPlayer,
  );
  const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <FormDialog
      wide
      title={
        player === null
          ? t('club.players.newTitle')
          : t('club.players.editTitle', { name: playerName(player) })
      }
      submitLabel={player === null ? t('club.players.create') : t('common.save')}
      cancelLabel={t('common.cancel')}
      pending={create.isPending || update.isPending}
      onCancel={onClose}
      onSubmit={() => {
        if (!form.submit()) return false;
        const input = playerInputFrom(form.values);
        const done = () => {
          notify({
            type: 'positive',
            message: t(player === null ? 'club.players.created' : 'club.players.saved', {
              name: playerName(input),
            }),
          });
          onClose();
        };
        if (player === null)
          create.mutate({ teamId: form.values.teamId, player: input }, { onSuccess: done });
        else update.mutate({ playerId: player.id, player: input }, { onSuccess: done });
        return true;
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
        <TextField
          {...form.text('number')}
          label={t('club.players.number')}
          inputMode="numeric"
          autoComplete="off"
        />
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
          options={choices(genders, (value) => t(`enums.gender.${value}`))}
          emptyLabel={t('common.notSet')}
        />
        <SelectField
          {...form.text('position')}
          label={t('club.players.position')}
          options={choices(positions, (value) => t(`enums.position.${value}`)).sort((a, b) =>
            a.label.localeCompare(b.label),
          )}
          emptyLabel={t('common.notSet')}
        />
        <SelectField
          {...form.text('profile')}
          label={t('club.players.profile')}
          options={choices(playerProfiles, (value) => t(`enums.profile.${value}`))}
          emptyLabel={t('common.notSet')}
        />
        <SelectField
          {...form.text('league')}
          label={t('club.players.league')}
          options={choices(leagues, (value) => t(`enums.league.${value}`))}
          emptyLabel={t('common.notSet')}
        />
        <TextField
          {...form.text('maxHeartRate')}
          label={t('club.players.maxHeartRate')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          {...form.text('restingHeartRate')}
          label={t('club.players.restingHeartRate')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          {...form.text('maxSpeed')}
          label={t('club.players.maxSpeed')}
          inputMode="decimal"
          autoComplete="off"
        />
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
