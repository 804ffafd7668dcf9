/**
 * The event's PDF report (issue 21): what it holds, its contents, Download and Reset. Self-
 * contained (props: the event's id) so the event `export` page mounts it as one of its cards; the
 * team report page shows it with an event chooser.
 */
import type { ReactNode } from 'react';
import { EVENT_REPORT_DEFAULTS } from '@stride/contracts/reports';
import { useI18n } from '../../i18n/use-i18n.ts';
import { STORAGE_KEYS } from '../../state/storage.ts';
import { ReportCard } from './ReportCard.tsx';
import { useReportContents } from './use-report-contents.ts';

export function EventReportCard({
  eventId,
  children,
}: {
  readonly eventId: string;
  /** Fields above the contents (the team report page's event chooser). */
  readonly children?: ReactNode;
}) {
  const { t } = useI18n();
  const { contents, change, reset } = useReportContents(STORAGE_KEYS.eventReport, EVENT_REPORT_DEFAULTS);
  return (
    <ReportCard
      testId="event-report"
      title={t('reports.eventTitle')}
      intro={t('reports.eventIntro')}
      contents={contents}
      ticks={['charts', 'periods', 'notes']}
      onChange={change}
      onReset={reset}
      request={() => ({ kind: 'event', eventId, options: contents })}
    >
      {children}
    </ReportCard>
  );
}
