/**
 * The coach dashboard (`coach.dashboard`, /coach): what a coach of several teams opens every
 * morning. Their teams; today's and the next 7 days' events (running ones marked Live); the
 * players to watch (not available, or a sharp load change); the latest uploads. A manager and a
 * coach of exactly one team never land here (the route's guards send them to the club or team).
 */
import { Loaded } from '../../../components/Loaded.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSession } from '../../../state/session.ts';
import { useCoachDashboard } from '../api/dashboard.ts';
import '../coach.css';
import { useToday } from '../hooks/use-today.ts';
import { ComingEvents } from './ComingEvents.tsx';
import { LatestUploads } from './LatestUploads.tsx';
import { PlayersToWatch } from './PlayersToWatch.tsx';
import { TeamCards } from './TeamCards.tsx';

export default function CoachDashboardScreen() {
  const { t } = useI18n();
  const clubId = useSession().staff?.club?.id ?? null;
  const today = useToday();
  const dashboard = useCoachDashboard(clubId, today);

  return (
    <div className="stack">
      <PageHeader title={t('coachDashboard.title')} text={t('coachDashboard.intro')} />
      {clubId === null ? (
        <p className="card card--empty">{t('coachDashboard.noClub')}</p>
      ) : (
        <Loaded query={dashboard}>
          {({ teams, events, jobs }) => (
            <>
              <TeamCards teams={teams} events={events} />
              <div className="coach-columns">
                <ComingEvents events={events} teams={teams} today={today} />
                <PlayersToWatch clubId={clubId} teams={teams} today={today} />
              </div>
              <LatestUploads jobs={jobs} teams={teams} />
            </>
          )}
        </Loaded>
      )}
    </div>
  );
}
