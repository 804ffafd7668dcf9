/**
 * A list of upload jobs: each file with where it stands (a bar while it is read and stored), what
 * was found in it, what was left out (with "Map to player…"), why it failed (the whole reason,
 * wrapped), and links to the events it went to. Below 600 px a card per job (each cell's
 * `data-label`).
 */
import { Link } from 'wouter';
import { ScrollTable } from '../components/Table.tsx';
import { formatBytes, formatDateTime } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { type Job } from './jobs.ts';
import { JobFound } from './JobFound.tsx';
import { JobSkipped } from './JobSkipped.tsx';
import { JobState } from './JobState.tsx';

export function JobList({
  jobs,
  label,
  teamId,
}: {
  readonly jobs: readonly Job[];
  readonly label: string;
  readonly teamId: string;
}) {
  const { t, locale } = useI18n();
  if (jobs.length === 0) return <p className="card card--empty">{t('uploads.empty')}</p>;
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          <th scope="col">{t('uploads.file')}</th>
          <th scope="col">{t('uploads.kind')}</th>
          <th scope="col">{t('uploads.receivedAt')}</th>
          <th scope="col">{t('uploads.state')}</th>
          <th scope="col">{t('uploads.result')}</th>
          <th scope="col">{t('uploads.events')}</th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id} data-testid="job-row">
            <th scope="row" className="table__main">
              {job.fileName}
              <div className="muted">{formatBytes(locale, job.bytes)}</div>
            </th>
            <td data-label={t('uploads.kind')}>{t(`uploads.kinds.${job.kind}` as MessageKey)}</td>
            <td data-label={t('uploads.receivedAt')}>{formatDateTime(locale, job.receivedAt)}</td>
            <td data-label={t('uploads.state')}>
              <JobState job={job} />
            </td>
            <td data-label={t('uploads.result')} className="table__wrap">
              {/* One block: on a card its parts stack beside the label, not in columns. */}
              <div>
                <JobFound job={job} />
                <JobSkipped job={job} teamId={teamId} />
              </div>
            </td>
            <td data-label={t('uploads.events')}>
              {job.eventIds.length === 0 ? (
                <span className="muted">{t('common.none')}</span>
              ) : (
                <span>
                  {job.eventIds.map((eventId, index) => (
                    <Link
                      key={eventId}
                      href={`/event/${encodeURIComponent(eventId)}/metrics`}
                      className="link"
                    >
                      {t('uploads.openEvent', { n: index + 1 })}
                    </Link>
                  ))}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
