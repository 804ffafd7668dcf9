/** A job's state, with its progress while it runs. */
import { formatNumber } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { RUNNING, type Job } from './jobs.ts';
import { share } from './JobFound.tsx';
import { ProgressBar } from './ProgressBar.tsx';

export function JobState({ job }: { readonly job: Job }) {
  const { t, locale } = useI18n();
  const ratio = share(job);
  return (
    <div className="job-state">
      <span className={`status status--job-${job.state.toLowerCase()}`} data-testid="job-state">
        {t(`uploads.states.${job.state}` as MessageKey)}
      </span>
      {RUNNING.has(job.state) && job.state !== 'APPENDED' ? (
        <ProgressBar label={t('uploads.progress')} share={ratio} />
      ) : null}
      {ratio !== null && RUNNING.has(job.state) ? (
        <span className="muted">{formatNumber(locale, ratio * 100, 0)} %</span>
      ) : null}
    </div>
  );
}
