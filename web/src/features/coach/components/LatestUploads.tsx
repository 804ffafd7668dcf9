/** The latest files uploaded for the coach's teams: file, team, when, where it stands, its event. */
import { Link } from 'wouter';
import { Card } from '../../../components/Card.tsx';
import { formatDateTime } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { JobState } from '../../../uploads/JobState.tsx';
import type { DashboardJob, DashboardTeam } from '../api/dashboard.ts';

export function LatestUploads({
  jobs,
  teams,
}: {
  readonly jobs: readonly DashboardJob[];
  readonly teams: readonly DashboardTeam[];
}) {
  const { t, locale } = useI18n();
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  return (
    <Card title={t('coachDashboard.uploads')}>
      {jobs.length === 0 ? (
        <p className="muted">{t('coachDashboard.noUploads')}</p>
      ) : (
        <ul className="coach-list">
          {jobs.map((job) => {
            const eventId = job.eventIds[0] ?? job.eventId;
            return (
              <li key={job.id} className="coach-upload" data-testid="coach-upload">
                <span className="coach-upload__main">
                  <span className="coach-upload__file">{job.fileName}</span>
                  <span className="muted">
                    {job.teamId === null || job.teamId === undefined
                      ? ''
                      : `${teamName.get(job.teamId) ?? ''} · `}
                    {formatDateTime(locale, job.receivedAt)}
                  </span>
                </span>
                <JobState job={job} />
                {eventId === null || eventId === undefined ? null : (
                  <Link href={`/event/${encodeURIComponent(eventId)}/metrics`} className="link">
                    {t('coachDashboard.openEvent')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
