/** The coach's teams as tiles: name, players, events this week; each opens the team. */
import { Link } from 'wouter';
import { Card } from '../../../components/Card.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { DashboardEvent, DashboardTeam } from '../api/dashboard.ts';

export function TeamCards({
  teams,
  events,
}: {
  readonly teams: readonly DashboardTeam[];
  readonly events: readonly DashboardEvent[];
}) {
  const { t, tn } = useI18n();
  return (
    <Card title={t('coachDashboard.teams')}>
      {teams.length === 0 ? (
        <p className="muted">{t('coachDashboard.noTeams')}</p>
      ) : (
        <ul className="coach-teams">
          {teams.map((team) => {
            const coming = events.filter((event) => event.teamId === team.id).length;
            return (
              <li key={team.id}>
                <Link
                  href={`/team/${encodeURIComponent(team.id)}`}
                  className="coach-team"
                  data-testid="coach-team"
                >
                  {team.logoUrl === null || team.logoUrl === undefined ? (
                    <span className="coach-team__logo" aria-hidden="true">
                      {team.name.slice(0, 1).toUpperCase()}
                    </span>
                  ) : (
                    <img className="coach-team__logo" src={team.logoUrl} alt="" />
                  )}
                  <span className="coach-team__text">
                    <span className="coach-team__name">{team.name}</span>
                    <span className="muted">{tn('coachDashboard.teamPlayers', team.playersCount)}</span>
                    <span className="muted">
                      {coming === 0
                        ? t('coachDashboard.teamEventsNone')
                        : tn('coachDashboard.teamEvents', coming)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
