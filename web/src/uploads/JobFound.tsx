/** What a finished job found: the format, the samples kept and dropped, the devices. */
import { useI18n } from '../i18n/use-i18n.ts';
import { failureText } from './failure.ts';
import { type Job } from './jobs.ts';

export function share(job: Job): number | null {
  if (job.progress === null || job.progress.total <= 0) return null;
  // Reading is the first half of the way, storing the second.
  const part = Math.min(1, job.progress.done / job.progress.total) / 2;
  return job.progress.stage === 'appending' ? 0.5 + part : part;
}

export function JobFound({ job }: { readonly job: Job }) {
  const { t, tn, locale } = useI18n();
  if (job.state === 'FAILED') {
    const { title, detail } = failureText(locale, job);
    return (
      <div className="job-failure" role="note">
        <strong>{title}</strong>
        {detail === null ? null : <span className="muted"> {detail}</span>}
      </div>
    );
  }
  if (job.state === 'DUPLICATE') return <span className="muted">{t('uploads.duplicate')}</span>;
  const summary = job.summary;
  if (summary === null) return <span className="muted">{t('common.none')}</span>;
  const overlapping = summary.overlaps.reduce((n, o) => n + o.samples, 0);
  // What was imported: the devices left out (JobSkipped lists them) and their samples are not.
  const devices = summary.devices.length - job.skipped.length;
  const samples = Math.max(0, summary.kept - job.skipped.reduce((n, d) => n + d.samples, 0));
  /** A line about a count, when there is any. */
  const aside = (count: number, key: 'uploads.outside' | 'uploads.overlaps' | 'uploads.dropped') =>
    count > 0 ? <span className="muted">{tn(key, count)}</span> : null;
  return (
    <div className="stack stack--tight">
      <span>
        {t('uploads.found', {
          devices: tn('uploads.deviceCount', devices),
          samples: tn('uploads.sampleCount', samples),
        })}
      </span>
      {devices > 0 && samples === 0 ? <span className="muted">{t('uploads.noData')}</span> : null}
      {aside(summary.outside, 'uploads.outside')}
      {aside(overlapping, 'uploads.overlaps')}
      {aside(summary.dropped, 'uploads.dropped')}
    </div>
  );
}
