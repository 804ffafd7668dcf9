/**
 * A team export's progress while the browser downloads it: steps written (events of the records,
 * then players of the workload) of the total, as a bar; without a progress from the API (the file
 * is served by another API process) the download is named without a bar.
 */
import type { TeamDataContent } from '../../../gql/graphql.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useTeamExportProgress, type TeamExportStarted } from './team-export.ts';

export interface TeamExportProgressProps {
  readonly started: TeamExportStarted;
  /** What the file holds: its counts are shown (events for the records, players for the workload). */
  readonly content: readonly TeamDataContent[];
}

export function TeamExportProgress({ started, content }: TeamExportProgressProps) {
  const { t } = useI18n();
  const progress = useTeamExportProgress(started.id).data ?? null;
  const counts = [
    content.includes('RECORDS') ? t('teamExport.events', { count: String(started.events) }) : null,
    content.includes('WORKLOAD') ? t('teamExport.players', { count: String(started.players) }) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
  if (progress === null)
    return (
      <p className="muted" role="status">
        {t('teamExport.downloading', { fileName: started.fileName })} · {counts}
      </p>
    );
  const ratio = progress.total === 0 ? 1 : progress.done / progress.total;
  const label = progress.finished
    ? t('teamExport.finished', { fileName: started.fileName })
    : t('teamExport.progress', { done: String(progress.done), total: String(progress.total) });
  return (
    <div className="usage" data-testid="team-export-progress">
      <p className="usage__label" role="status">
        {label} · {counts}
      </p>
      <span
        className="usage__track"
        role="progressbar"
        aria-label={t('teamExport.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
      >
        <span className="usage__fill" style={{ width: `${Math.round(ratio * 100)}%` }} />
      </span>
    </div>
  );
}
