/**
 * A list of upload jobs: each file with where it stands (a bar while it is read and stored), what
 * was found in it, why it failed, and links to the events it went to.
 */
import { Link } from 'wouter';
import { ScrollTable } from '../components/Table.tsx';
import { formatDateTime, formatNumber } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { LoadError } from '../components/LoadError.tsx';
import { Loading } from '../components/Loading.tsx';
import { RUNNING, useTeamJobs, type Job } from './jobs.ts';

function share(job: Job): number | null {
  if (job.progress === null || job.progress.total <= 0) return null;
  // Reading is the first half of the way, storing the second.
  const part = Math.min(1, job.progress.done / job.progress.total) / 2;
  return job.progress.stage === 'appending' ? 0.5 + part : part;
}

function JobState({ job }: { readonly job: Job }) {
  const { t, locale } = useI18n();
  const ratio = share(job);
  return (
    <div className="job-state">
      <span className={`status status--job-${job.state.toLowerCase()}`} data-testid="job-state">
        {t(`uploads.states.${job.state}` as MessageKey)}
      </span>
      {RUNNING.has(job.state) && job.state !== 'APPENDED' ? (
        <span
          className="job-state__bar"
          role="progressbar"
          aria-label={t('uploads.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={ratio === null ? undefined : Math.round(ratio * 100)}
        >
          <span className="job-state__fill" style={{ width: `${Math.round((ratio ?? 0) * 100)}%` }} />
        </span>
      ) : null}
      {ratio !== null && RUNNING.has(job.state) ? (
        <span className="muted">{formatNumber(locale, ratio * 100, 0)} %</span>
      ) : null}
    </div>
  );
}

function Found({ job }: { readonly job: Job }) {
  const { t, locale } = useI18n();
  if (job.state === 'FAILED') {
    return (
      <div className="job-failure" role="note">
        <strong>
          {job.code === null ? t('errors.UNEXPECTED_ERROR') : t(`errors.${job.code}` as MessageKey)}
        </strong>
        {job.message === null ? null : <span className="muted"> {job.message}</span>}
      </div>
    );
  }
  if (job.state === 'DUPLICATE') return <span className="muted">{t('uploads.duplicate')}</span>;
  const summary = job.summary;
  if (summary === null) return <span className="muted">{t('common.none')}</span>;
  const overlapping = summary.overlaps.reduce((n, o) => n + o.samples, 0);
  return (
    <div className="stack stack--tight">
      <span>
        {t('uploads.found', {
          devices: formatNumber(locale, summary.devices.length, 0),
          samples: formatNumber(locale, summary.kept, 0),
        })}
      </span>
      {summary.devices.length > 0 && summary.kept === 0 ? (
        <span className="muted">{t('uploads.noData')}</span>
      ) : null}
      {summary.outside > 0 ? (
        <span className="muted">
          {t('uploads.outside', { samples: formatNumber(locale, summary.outside, 0) })}
        </span>
      ) : null}
      {overlapping > 0 ? (
        <span className="muted">
          {t('uploads.overlaps', { samples: formatNumber(locale, overlapping, 0) })}
        </span>
      ) : null}
      {summary.dropped > 0 ? (
        <span className="muted">
          {t('uploads.dropped', { rows: formatNumber(locale, summary.dropped, 0) })}
        </span>
      ) : null}
    </div>
  );
}

export function JobList({ jobs, label }: { readonly jobs: readonly Job[]; readonly label: string }) {
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
              <div className="muted">{formatNumber(locale, job.bytes / 1e6, 1)} MB</div>
            </th>
            <td>{t(`uploads.kinds.${job.kind}` as MessageKey)}</td>
            <td>{formatDateTime(locale, job.receivedAt)}</td>
            <td>
              <JobState job={job} />
            </td>
            <td>
              <Found job={job} />
            </td>
            <td>
              {job.eventIds.length === 0 ? (
                <span className="muted">{t('common.none')}</span>
              ) : (
                job.eventIds.map((eventId, index) => (
                  <Link key={eventId} href={`/event/${encodeURIComponent(eventId)}/metrics`} className="link">
                    {t('uploads.openEvent', { n: index + 1 })}
                  </Link>
                ))
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** A team's jobs (those `only` keeps), followed live, under a title. */
export function JobsSection({
  teamId,
  title,
  only = () => true,
}: {
  readonly teamId: string;
  readonly title: string;
  readonly only?: (job: Job) => boolean;
}) {
  const jobs = useTeamJobs(teamId);
  return (
    <section className="stack" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      {jobs.isPending ? (
        <Loading />
      ) : jobs.isError ? (
        <LoadError onRetry={() => void jobs.refetch()} />
      ) : (
        <JobList jobs={jobs.data.filter(only)} label={title} />
      )}
    </section>
  );
}
