/** Add players of the event's team to its squad: the team's players not selected yet, as checkboxes. */
import { useState } from 'react';
import { CheckboxField, CheckboxGroup } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSelectPlayers } from '../api/selection-mutations.ts';
import { useTeamPlayers } from '../api/team-players.ts';
import type { Selection } from '../api/fragments.ts';
import { playerName } from '../player-name.ts';

export function SelectPlayersDialog({
  eventId,
  clubId,
  teamId,
  selections,
  onClose,
}: {
  eventId: string;
  clubId: string;
  teamId: string;
  selections: readonly Selection[];
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const players = useTeamPlayers(clubId, teamId);
  const select = useSelectPlayers(eventId);
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
    .map((player) => ({
      value: player.id,
      label:
        player.number === null
          ? playerName(player)
          : t('event.players.nameWithNumber', { name: playerName(player), number: player.number }),
    }));
  const chosen = picked.filter((id) => options.some((option) => option.value === id));
  const all = options.length > 0 && chosen.length === options.length;

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
      <CheckboxGroup
        legend={t('event.players.teamPlayers')}
        options={options}
        selected={chosen}
        onSelectedChange={setPicked}
        emptyText={players.isPending ? undefined : t('event.players.noneToSelect')}
      />
      {tried && chosen.length === 0 && options.length > 0 ? (
        <p className="field__errors" role="alert">
          {t('event.players.pickOne')}
        </p>
      ) : null}
    </FormDialog>
  );
}
