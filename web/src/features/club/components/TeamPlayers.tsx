/** One team's players as a table, each with today's availability as a badge (a link to their availability page). */
import { can } from '@stride/contracts/permissions';
import { DataTable } from '../../../components/DataTable.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatUnit } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useTeamAvailability } from '../../availability/api/availability.ts';
import { AvailabilityBadge } from '../../availability/components/AvailabilityBadge.tsx';
import type { Player, Team } from '../api/fragments.ts';
import { playerName } from '../player-form.ts';

export function TeamPlayers({
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
  const availability = useTeamAvailability(team.id);
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
        <DataTable
          label={t('club.players.tableOf', { team: team.name })}
          rows={players}
          rowProps={(player) => ({ className: player.archived ? 'table__row--muted' : undefined })}
          columns={[
            {
              key: 'number',
              kind: 'number',
              header: t('club.players.numberShort'),
              cell: (player) => player.number ?? dash,
            },
            {
              key: 'name',
              kind: 'main',
              header: t('club.players.name'),
              cell: (player) => (
                <>
                  {playerName(player)}
                  {player.archived ? <span className="tag">{t('club.players.archived')}</span> : null}
                </>
              ),
            },
            {
              key: 'availability',
              header: t('availability.column'),
              cell: (player) =>
                player.archived || !availability.isSuccess ? null : (
                  <AvailabilityBadge
                    status={availability.data.get(player.id)?.status ?? 'AVAILABLE'}
                    playerId={player.id}
                    name={playerName(player)}
                  />
                ),
            },
            {
              key: 'position',
              header: t('club.players.position'),
              cell: (player) => (player.position === null ? dash : t(`enums.position.${player.position}`)),
            },
            {
              key: 'profile',
              header: t('club.players.profile'),
              cell: (player) => (player.profile === null ? dash : t(`enums.profile.${player.profile}`)),
            },
            {
              key: 'age',
              kind: 'number',
              header: t('club.players.age'),
              cell: (player) => player.age ?? dash,
            },
            {
              key: 'maxHeartRate',
              kind: 'number',
              header: t('club.players.maxHeartRateShort'),
              cell: (player) =>
                player.maxHeartRate === null ? dash : formatUnit(locale, player.maxHeartRate, 'bpm', 0),
            },
            {
              key: 'maxSpeed',
              kind: 'number',
              header: t('club.players.maxSpeedShort'),
              cell: (player) =>
                player.maxSpeed === null
                  ? dash
                  : formatUnit(locale, player.maxSpeed, 'kilometer-per-hour', 1),
            },
            {
              key: 'device',
              header: t('club.players.device'),
              cell: (player) => player.device?.name ?? dash,
            },
            manage && {
              key: 'actions',
              kind: 'actions',
              header: t('common.actions'),
              cell: (player) =>
                player.archived ? null : (
                  <>
                    <RowAction
                      label={t('club.players.edit')}
                      ariaLabel={t('club.players.editFor', { name: playerName(player) })}
                      onClick={() => onEdit(player)}
                    />
                    <RowAction
                      variant="danger-text"
                      label={t('club.players.archive')}
                      ariaLabel={t('club.players.archiveFor', { name: playerName(player) })}
                      onClick={() => onArchive(player)}
                    />
                  </>
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
