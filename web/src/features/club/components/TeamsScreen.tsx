/**
 * The club's teams with their player and device counts; a team's name opens the team. New team and
 * rename; the list follows the `clubTeams` subscription.
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { Link } from 'wouter';
import { TextField } from '../../../components/Field.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { maxLength, required } from '../../../forms/validation.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useClubTeams } from '../api/club-teams.ts';
import { useCreateTeam, useRenameTeam } from '../api/team-mutations.ts';
import type { Team } from '../api/fragments.ts';
import { useLimit } from '../hooks/use-limit.ts';
import { AddButton } from './AddButton.tsx';
import { ClubScreen } from './ClubScreen.tsx';

const TEAM_NAME_MAX_LENGTH = 120;
const nameRules = [required, maxLength(TEAM_NAME_MAX_LENGTH)];

function TeamNameDialog({
  clubId,
  team,
  onClose,
}: {
  clubId: string;
  team: Team | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const create = useCreateTeam(clubId);
  const rename = useRenameTeam(clubId);
  const form = useForm({ name: team?.name ?? '' }, { name: nameRules });
  const pending = create.isPending || rename.isPending;
  return (
    <FormDialog
      title={team === null ? t('club.teams.newTitle') : t('club.teams.renameTitle', { name: team.name })}
      submitLabel={team === null ? t('club.teams.create') : t('common.save')}
      cancelLabel={t('common.cancel')}
      pending={pending}
      onCancel={onClose}
      onSubmit={() => {
        if (!form.submit()) return false;
        const name = form.values.name.trim();
        const done = () => {
          notify({
            type: 'positive',
            message: t(team === null ? 'club.teams.created' : 'club.teams.renamed', { name }),
          });
          onClose();
        };
        if (team === null) create.mutate(name, { onSuccess: done });
        else if (name === team.name) onClose();
        else rename.mutate({ team, name }, { onSuccess: done });
        return true;
      }}
    >
      <TextField {...form.text('name')} label={t('club.teams.name')} required autoComplete="off" />
    </FormDialog>
  );
}

function Teams({ clubId }: { clubId: string }) {
  const { t, locale } = useI18n();
  const principal = usePrincipal();
  const teams = useClubTeams(clubId, { live: true });
  const [dialog, setDialog] = useState<{ team: Team | null } | null>(null);
  const limit = useLimit(clubId, 'teams', teams.data?.length);
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
              usage={limit}
              usageKey="club.usage.teams"
              reachedKey="club.limit.teams"
            />
          ) : undefined
        }
      />
      {teams.isPending ? (
        <Loading />
      ) : teams.isError ? (
        <LoadError onRetry={() => void teams.refetch()} />
      ) : list.length === 0 ? (
        <p className="card card--empty">{t('club.teams.empty')}</p>
      ) : (
        <ScrollTable label={t('club.teams.table')}>
          <thead>
            <tr>
              <th scope="col">{t('club.teams.name')}</th>
              <th scope="col" className="table__number">
                {t('club.teams.players')}
              </th>
              <th scope="col" className="table__number">
                {t('club.teams.devices')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((team) => (
              <tr key={team.id}>
                <th scope="row" className="table__main">
                  <Link href={`/team/${encodeURIComponent(team.id)}`}>{team.name}</Link>
                </th>
                <td className="table__number">{formatNumber(locale, team.playersCount, 0)}</td>
                <td className="table__number">{formatNumber(locale, team.devicesCount, 0)}</td>
                <td className="table__actions">
                  {can(principal, 'team.update', { clubId, teamId: team.id }) ? (
                    <button
                      type="button"
                      className="button button--flat button--small"
                      aria-label={t('club.teams.renameFor', { name: team.name })}
                      onClick={() => setDialog({ team })}
                    >
                      {t('club.teams.rename')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {dialog === null ? null : (
        <TeamNameDialog clubId={clubId} team={dialog.team} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

export default function TeamsScreen() {
  return <ClubScreen>{(clubId) => <Teams clubId={clubId} />}</ClubScreen>;
}
