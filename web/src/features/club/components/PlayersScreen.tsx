/**
 * The club's players, one table per team, with a team filter and the archived players on request.
 * New player, edit, and archive (after a confirmation: archived players leave the plan's count but
 * keep their history). The lists follow the `clubPlayers` subscription.
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { CheckboxField, SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
import { formatUnit } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useClubPlayers } from '../api/club-players.ts';
import { useClubTeams } from '../api/club-teams.ts';
import { useArchivePlayer } from '../api/player-mutations.ts';
import type { Player, Team } from '../api/fragments.ts';
import { useLimit } from '../hooks/use-limit.ts';
import { playerName } from '../player-form.ts';
import { AddButton } from './AddButton.tsx';
import { ClubScreen } from './ClubScreen.tsx';
import { PlayerDialog } from './PlayerDialog.tsx';

type Dialog =
  | { readonly kind: 'new' }
  | { readonly kind: 'edit'; readonly player: Player }
  | { readonly kind: 'archive'; readonly player: Player };

function byNumberThenName(a: Player, b: Player): number {
  if (a.number !== b.number)
    return (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER);
  return `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`);
}

function TeamPlayers({
  clubId,
  team,
  players,
  onEdit,
  onArchive,
}: {
  clubId: string;
  team: Team;
  players: readonly Player[];
  onEdit: (player: Player) => void;
  onArchive: (player: Player) => void;
}) {
  const { t, locale } = useI18n();
  const principal = usePrincipal();
  const manage = can(principal, 'player.manage', { clubId, teamId: team.id });
  const dash = t('common.none');
  const headingId = `team-${team.id}`;
  return (
    <section className="stack stack--tight" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {team.name}
      </h2>
      {players.length === 0 ? (
        <p className="muted">{t('club.players.noneInTeam')}</p>
      ) : (
        <ScrollTable label={t('club.players.tableOf', { team: team.name })}>
          <thead>
            <tr>
              <th scope="col" className="table__number">
                {t('club.players.numberShort')}
              </th>
              <th scope="col">{t('club.players.name')}</th>
              <th scope="col">{t('club.players.position')}</th>
              <th scope="col">{t('club.players.profile')}</th>
              <th scope="col" className="table__number">
                {t('club.players.age')}
              </th>
              <th scope="col" className="table__number">
                {t('club.players.maxHeartRateShort')}
              </th>
              <th scope="col" className="table__number">
                {t('club.players.maxSpeedShort')}
              </th>
              <th scope="col">{t('club.players.device')}</th>
              {manage ? (
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {players.map((player) => {
              const name = playerName(player);
              return (
                <tr key={player.id} className={player.archived ? 'table__row--muted' : undefined}>
                  <td className="table__number">{player.number ?? dash}</td>
                  <th scope="row" className="table__main">
                    {name}
                    {player.archived ? <span className="tag">{t('club.players.archived')}</span> : null}
                  </th>
                  <td>{player.position === null ? dash : t(`enums.position.${player.position}`)}</td>
                  <td>{player.profile === null ? dash : t(`enums.profile.${player.profile}`)}</td>
                  <td className="table__number">{player.age ?? dash}</td>
                  <td className="table__number">
                    {player.maxHeartRate === null ? dash : formatUnit(locale, player.maxHeartRate, 'bpm', 0)}
                  </td>
                  <td className="table__number">
                    {player.maxSpeed === null
                      ? dash
                      : formatUnit(locale, player.maxSpeed, 'kilometer-per-hour', 1)}
                  </td>
                  <td>{player.device?.name ?? dash}</td>
                  {manage ? (
                    <td className="table__actions">
                      {player.archived ? null : (
                        <>
                          <button
                            type="button"
                            className="button button--flat button--small"
                            aria-label={t('club.players.editFor', { name })}
                            onClick={() => onEdit(player)}
                          >
                            {t('club.players.edit')}
                          </button>
                          <button
                            type="button"
                            className="button button--flat button--small button--danger-text"
                            aria-label={t('club.players.archiveFor', { name })}
                            onClick={() => onArchive(player)}
                          >
                            {t('club.players.archive')}
                          </button>
                        </>
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

function Players({ clubId }: { clubId: string }) {
  const { t, locale } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const principal = usePrincipal();
  const [teamFilter, setTeamFilter] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const teams = useClubTeams(clubId);
  const players = useClubPlayers(clubId, { archived: showArchived, live: true });
  const archive = useArchivePlayer(clubId);

  const active = players.data?.filter((player) => !player.archived).length;
  const limit = useLimit(clubId, 'players', active);
  const teamList = [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale));
  const shown = teamFilter === '' ? teamList : teamList.filter((team) => team.id === teamFilter);
  const creatable = teamList.some((team) => can(principal, 'player.manage', { clubId, teamId: team.id }));
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={t('club.players.title')}
        text={t('club.players.intro')}
        actions={
          creatable || teamList.length === 0 ? (
            <AddButton
              label={t('club.players.new')}
              onClick={() => setDialog({ kind: 'new' })}
              usage={limit}
              usageKey="club.usage.players"
              reachedKey="club.limit.players"
              blockedReason={teams.isSuccess && teamList.length === 0 ? t('club.players.needTeam') : null}
            />
          ) : undefined
        }
      />
      <div className="filters">
        <SelectField
          label={t('club.players.filterTeam')}
          value={teamFilter}
          onValueChange={setTeamFilter}
          options={teamList.map((team) => ({ value: team.id, label: team.name }))}
          emptyLabel={t('club.players.allTeams')}
        />
        <CheckboxField
          label={t('club.players.showArchived')}
          checked={showArchived}
          onCheckedChange={setShowArchived}
        />
      </div>
      {players.isPending || teams.isPending ? (
        <Loading />
      ) : players.isError || teams.isError ? (
        <LoadError onRetry={() => void Promise.all([players.refetch(), teams.refetch()])} />
      ) : teamList.length === 0 ? (
        <p className="card card--empty">{t('club.players.noTeams')}</p>
      ) : (
        shown.map((team) => (
          <TeamPlayers
            key={team.id}
            clubId={clubId}
            team={team}
            players={players.data.filter((player) => player.teamId === team.id).sort(byNumberThenName)}
            onEdit={(player) => setDialog({ kind: 'edit', player })}
            onArchive={(player) => setDialog({ kind: 'archive', player })}
          />
        ))
      )}

      {dialog?.kind === 'new' || dialog?.kind === 'edit' ? (
        <PlayerDialog
          clubId={clubId}
          player={dialog.kind === 'edit' ? dialog.player : null}
          teams={teamList}
          defaultTeamId={
            teamFilter !== '' ? teamFilter : teamList.length === 1 ? (teamList[0]?.id ?? '') : ''
          }
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'archive'}
        title={t('club.players.archiveTitle')}
        question={
          dialog?.kind === 'archive'
            ? t('club.players.archiveQuestion', { name: playerName(dialog.player) })
            : ''
        }
        cancelLabel={t('common.cancel')}
        confirmLabel={t('club.players.archive')}
        danger
        onCancel={close}
        onConfirm={() => {
          if (dialog?.kind !== 'archive') return;
          const { player } = dialog;
          close();
          archive.mutate(player.id, {
            onSuccess: () =>
              notify({
                type: 'positive',
                message: t('club.players.archivedNotice', { name: playerName(player) }),
              }),
          });
        }}
      />
    </>
  );
}

export default function PlayersScreen() {
  return <ClubScreen>{(clubId) => <Players clubId={clubId} />}</ClubScreen>;
}
