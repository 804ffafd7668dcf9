/**
 * The club's players, one table per team, with a team filter and the archived players on request.
 * New player, edit, and archive (after a confirmation: archived players leave the plan's count but
 * keep their history). The lists follow the `clubPlayers` subscription.
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { CheckboxField, SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useClubPlayers } from '../api/club-players.ts';
import { useClubTeams } from '../api/club-teams.ts';
import { useArchivePlayer } from '../api/player-mutations.ts';
import type { Player } from '../api/fragments.ts';
import { playerName } from '../player-form.ts';
import { AddButton } from './AddButton.tsx';
import { PlayerDialog } from './PlayerDialog.tsx';
import { TeamPlayers } from './TeamPlayers.tsx';
import { clubScreen } from './ClubScreen.tsx';

type Dialog =
  | { readonly kind: 'new' }
  | { readonly kind: 'edit'; readonly player: Player }
  | { readonly kind: 'archive'; readonly player: Player };

function byNumberThenName(a: Player, b: Player): number {
  if (a.number !== b.number)
    return (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER);
  return `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`);
}

function Players({ clubId }: { clubId: string }) {
  const { t, locale } = useI18n();
  const principal = usePrincipal();
  const [teamFilter, setTeamFilter] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const teams = useClubTeams(clubId);
  const players = useClubPlayers(clubId, { archived: showArchived, live: true });
  const archive = useArchivePlayer(clubId);

  const active = players.data?.filter((player) => !player.archived).length;
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
              clubId={clubId}
              limit="players"
              used={active}
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
            onSuccess: () => notifySuccess(t('club.players.archivedNotice', { name: playerName(player) })),
          });
        }}
      />
    </>
  );
}

export default clubScreen(Players);
