/**
 * The files of one form on their way (queue.ts): each with its own line, waiting its turn, going
 * up (a bar), then its job's state as the team's list has it (followed live by `jobUpdated`), or
 * why it was refused. A note says why files wait: the server reads a few of a club's files at a
 * time.
 */
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { teamJobsQueryOptions } from './jobs.ts';
import { JobState } from './JobState.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { cancel, useUploadQueue, type QueueEntry } from './queue.ts';

export function FileQueue({ group, teamId }: { readonly group: string; readonly teamId: string }) {
  const { t, tn } = useI18n();
  const all = useUploadQueue((state) => state.entries);
  const slots = useUploadQueue((state) => state.slots);
  const entries = all.filter((entry) => entry.group === group && entry.teamId === teamId);
  if (entries.length === 0) return null;
  const waiting = entries.some((entry) => entry.status === 'waiting');
  return (
    <section className="file-queue" aria-label={t('uploads.queueTitle')}>
      {waiting ? (
        <p className="muted" role="note">
          {tn('uploads.queueNote', slots)}
        </p>
      ) : null}
      <ul className="file-queue__list">
        {entries.map((entry) => (
          <QueueLine key={entry.id} entry={entry} teamId={teamId} />
        ))}
      </ul>
    </section>
  );
}

function QueueLine({ entry, teamId }: { readonly entry: QueueEntry; readonly teamId: string }) {
  const { t, locale } = useI18n();
  const jobs = useQuery(teamJobsQueryOptions(teamId));
  const job = entry.jobId === null ? undefined : jobs.data?.find((candidate) => candidate.id === entry.jobId);
  const share = entry.loaded / Math.max(1, entry.file.size);
  return (
    <li className="file-queue__item" data-testid="queued-file" data-status={entry.status}>
      <span className="file-queue__name">{entry.file.name}</span>
      <span className="file-queue__state">
        {entry.status === 'waiting' ? (
          <>
            <span className="muted">{t('uploads.waitingTurn')}</span>{' '}
            <button
              type="button"
              className="button button--flat button--small"
              onClick={() => cancel(entry.id)}
            >
              {t('uploads.cancelFile')}
            </button>
          </>
        ) : entry.status === 'sending' ? (
          <>
            <ProgressBar label={t('uploads.sending')} share={share} />
            <span className="muted">
              {t('uploads.sendingShare', { percent: formatNumber(locale, share * 100, 0) })}
            </span>
          </>
        ) : entry.status === 'refused' ? (
          <span className="job-failure" role="note">
            {t('uploads.refusedFile', {
              reason:
                entry.code === null ? t('errors.UNEXPECTED_ERROR') : t(`errors.${entry.code}` as MessageKey),
            })}
          </span>
        ) : job === undefined ? (
          <span className="muted">{t('uploads.sentFile')}</span>
        ) : (
          <JobState job={job} />
        )}
      </span>
    </li>
  );
}
