/**
 * The club's teams with their player and device counts; a team's name opens the team. New team and
 * rename; the list follows the `clubTeams` subscription.
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { Link } from 'wouter';
import { Loaded } from '../../../components/Loaded.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useClubTeams } from '../api/club-teams.ts';
import type { Team } from '../api/fragments.ts';
import { AddButton } from './AddButton.tsx';
import { TeamNameDialog } from './TeamNameDialog.tsx';
import { clubScreen } from './ClubScreen.tsx';

function Teams({ clubId }: { clubId: string }) {
  const { t, locale } = useI18n();
  const principal = usePrincipal();
  const teams = useClubTeams(clubId, { live: true });
  const [dialog, setDialog] = useState<{ team: Team | null } | null>(null);
  const list = [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <>
      <PageHeader
        title={t('club.teams.title')}
        text={t('club.teams.intro')}
        actions={
          can(principal, 'team.create', { clubId }) ? (
            <AddButton
              label={t('club.teams.new')}
              onClick={() => setDialog({ team: null })}
              clubId={clubId}
              limit="teams"
              used={teams.data?.length}
            />
          ) : undefined
        }
      />
      <Loaded query={teams} empty={list.length === 0 ? t('club.teams.empty') : null}>
        {() => (
          <DataTable
            label={t('club.teams.table')}
            rows={list}
            columns={[
              {
                key: 'name',
                kind: 'main',
                header: t('club.teams.name'),
                cell: (team) => <Link href={`/team/${encodeURIComponent(team.id)}`}>{team.name}</Link>,
              },
              {
                key: 'players',
                kind: 'number',
                header: t('club.teams.players'),
                cell: (team) => formatNumber(locale, team.playersCount, 0),
              },
              {
                key: 'devices',
                kind: 'number',
                header: t('club.teams.devices'),
                cell: (team) => formatNumber(locale, team.devicesCount, 0),
              },
              {
                key: 'actions',
                kind: 'actions',
                header: t('common.actions'),
                cell: (team) =>
                  can(principal, 'team.update', { clubId, teamId: team.id }) ? (
                    <RowAction
                      label={t('club.teams.rename')}
                      ariaLabel={t('club.teams.renameFor', { name: team.name })}
                      onClick={() => setDialog({ team })}
                    />
                  ) : null,
              },
            ]}
          />
        )}
      </Loaded>
      {dialog === null ? null : (
        <TeamNameDialog clubId={clubId} team={dialog.team} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

export default clubScreen(Teams);
