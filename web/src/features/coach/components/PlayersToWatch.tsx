/**
 * The players of the coach's teams to look at today (flags.ts): each with its team and why, as
 * chips; a name opens the player. A team whose load could not be read is named under the list.
 */
import { Link } from 'wouter';
import { Card } from '../../../components/Card.tsx';
import { Loading } from '../../../components/Loading.tsx';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { formatFixed, formatUnit } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { DashboardTeam } from '../api/dashboard.ts';
import { useCoachPlayers, useTeamLoads } from '../api/players-to-watch.ts';
import { flaggedPlayers, type FlagReason } from '../flags.ts';

function Reason({ reason }: { readonly reason: FlagReason }) {
  const { t, locale } = useI18n();
  switch (reason.kind) {
    case 'availability':
      return (
        <span className="chip coach-flag coach-flag--availability">
          {t(`coachDashboard.statuses.${reason.status}` as MessageKey)}
        </span>
      );
    case 'weekChange':
      return (
        <span className="chip coach-flag coach-flag--load">
          {t('coachDashboard.weekChange', {
            variable: t(`coachDashboard.variables.${reason.variable}` as MessageKey),
            change: `+${formatUnit(locale, reason.change * 100, 'percent', 0)}`,
          })}
        </span>
      );
    case 'acwr':
      return (
        <span className="chip coach-flag coach-flag--load">
          {t('coachDashboard.acwr', {
            variable: t(`coachDashboard.variables.${reason.variable}` as MessageKey),
            ratio: formatFixed(locale, reason.ratio, 2),
          })}
        </span>
      );
  }
}

export function PlayersToWatch({
  clubId,
  teams,
  today,
}: {
  readonly clubId: string;
  readonly teams: readonly DashboardTeam[];
  readonly today: Date;
}) {
  const { t } = useI18n();
  const players = useCoachPlayers(clubId);
  const loads = useTeamLoads(
    teams.map((team) => team.id),
    today,
  );
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const loading = players.isPending || loads.some((load) => load.isPending);
  const failed = teams.filter((_, index) => loads[index]?.isError === true);
  const ours = (players.data ?? []).filter((player) => teamName.has(player.teamId));
  const flagged = flaggedPlayers(
    ours,
    loads.flatMap((load) => load.data ?? []),
    today,
  );
  return (
    <Card title={t('coachDashboard.watch')} intro={t('coachDashboard.watchIntro')}>
      {loading ? (
        <Loading />
      ) : flagged.length === 0 ? (
        <p className="muted">{t('coachDashboard.noneToWatch')}</p>
      ) : (
        <ul className="coach-list">
          {flagged.map(({ player, reasons }) => (
            <li key={player.id} className="coach-watch" data-testid="coach-flagged">
              <span className="coach-watch__main">
                <Link
                  href={`/player/${encodeURIComponent(player.id)}/overview`}
                  className="coach-event__name"
                >
                  {player.number === null || player.number === undefined ? '' : `${player.number} · `}
                  {player.firstName} {player.lastName}
                </Link>
                <span className="muted">{teamName.get(player.teamId)}</span>
              </span>
              <span className="coach-watch__flags">
                {reasons.map((reason) => (
                  <Reason
                    key={`${reason.kind}-${'variable' in reason ? reason.variable : ''}`}
                    reason={reason}
                  />
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {failed.map((team) => (
        <p key={team.id} className="muted coach-note" role="status">
          {t('coachDashboard.loadUnavailable', { team: team.name })}
        </p>
      ))}
    </Card>
  );
}
