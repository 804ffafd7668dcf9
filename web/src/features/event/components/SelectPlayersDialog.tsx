/**
 * Add players of the event's team to its squad: the team's players not selected yet, as checkboxes.
 * A player not available on the event's day is marked with their status and can still be picked:
 * the dialog then warns, naming them (staff decide, e.g. a player back from injury that day).
 */
import { useState } from 'react';
import { CheckboxField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSelectPlayers } from '../api/selection-mutations.ts';
import { useTeamPlayers } from '../api/team-players.ts';
import type { Selection } from '../api/fragments.ts';
import { playerName } from '../player-name.ts';
import { useTeamAvailability } from '../../availability/api/availability.ts';
import { AvailabilityBadge } from '../../availability/components/AvailabilityBadge.tsx';

export function SelectPlayersDialog({
  eventId,
  clubId,
  teamId,
  selections,
  eventDay,
  onClose,
}: {
  eventId: string;
  clubId: string;
  teamId: string;
  selections: readonly Selection[];
  /** The event's day (`YYYY-MM-DD`), for the players' availability; null: today. */
  eventDay: string | null;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const players = useTeamPlayers(clubId, teamId);
  const select = useSelectPlayers(eventId);
  const availability = useTeamAvailability(teamId, eventDay);
  const [picked, setPicked] = useState<string[]>([]);
  const [tried, setTried] = useState(false);

  const taken = new Set(selections.map((selection) => selection.player.id));
  const options = (players.data ?? [])
    .filter((player) => !taken.has(player.id))
    .sort(
      (a, b) =>
        (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) ||
        playerName(a).localeCompare(playerName(b), locale),
    )
    .map((player) => {
      const status = availability.data?.get(player.id)?.status ?? 'AVAILABLE';
      return {
        value: player.id,
        name: playerName(player),
        label:
          player.number === null
            ? playerName(player)
            : t('event.players.nameWithNumber', { name: playerName(player), number: player.number }),
        unavailable: status === 'AVAILABLE' ? null : status,
      };
    });
  const chosen = picked.filter((id) => options.some((option) => option.value === id));
  const all = options.length > 0 && chosen.length === options.length;
  const unavailableChosen = options.filter(
    (option) => option.unavailable !== null && chosen.includes(option.value),
  );

  return (
    <FormDialog
      title={t('event.players.selectTitle')}
      submitLabel={t('event.players.selectSubmit', { count: chosen.length })}
      pending={select.isPending}
      submitDisabled={options.length === 0}
      onCancel={onClose}
      validate={() => {
        setTried(true);
        return chosen.length > 0;
      }}
      onSubmit={() =>
        select.mutate(
          chosen,
          closeOnSuccess(onClose, (created) => t('event.players.selected', { count: created.length })),
        )
      }
    >
      {players.isPending ? <Loading /> : null}
      {options.length > 1 ? (
        <CheckboxField
          label={t('event.players.selectAll')}
          checked={all}
          onCheckedChange={(checked) => setPicked(checked ? options.map((option) => option.value) : [])}
        />
      ) : null}
      <fieldset className="field field--group">
        <legend className="field__label">{t('event.players.teamPlayers')}</legend>
        {options.length === 0 && !players.isPending ? (
          <p className="field__hint">{t('event.players.noneToSelect')}</p>
        ) : null}
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            badge={
              option.unavailable === null ? undefined : (
                <AvailabilityBadge status={option.unavailable} inline />
              )
            }
            checked={chosen.includes(option.value)}
            onCheckedChange={(checked) =>
              setPicked(checked ? [...chosen, option.value] : chosen.filter((id) => id !== option.value))
            }
          />
        ))}
      </fieldset>
      {unavailableChosen.length > 0 ? (
        <p className="availability-warning" role="status">
          {t('availability.selectionWarning', {
            names: unavailableChosen.map((option) => option.name).join(', '),
          })}
        </p>
      ) : null}
      {tried && chosen.length === 0 && options.length > 0 ? (
        <p className="field__errors" role="alert">
          {t('event.players.pickOne')}
        </p>
      ) : null}
    </FormDialog>
  );
}
