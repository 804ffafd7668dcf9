/**
 * The team's report page (`team.report`, issue 21): a vertical list of cards, the weekly team
 * report first (a week chooser, its contents, Download and Reset), then the event report of one
 * of the team's latest events, then the team's data export over a season or dates (records and
 * workload as CSV or XLSX, with progress).
 */
import { useState } from 'react';
import { WEEKLY_REPORT_DEFAULTS } from '@stride/contracts/reports';
import { TextField } from '../../components/Field.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../routing/screen-props.ts';
import { STORAGE_KEYS } from '../../state/storage.ts';
import { TeamExportCard } from '../team/export/TeamExportCard.tsx';
import { ReportCard } from './ReportCard.tsx';
import { TeamEventReport } from './TeamEventReport.tsx';
import { useReportContents } from './use-report-contents.ts';

/** Today in the browser's time zone, `YYYY-MM-DD`. */
const today = (): string => new Date().toLocaleDateString('sv-SE');

export default function TeamReportScreen({ params }: ScreenProps) {
  const teamId = params['teamId'] ?? '';
  const { t } = useI18n();
  const [week, setWeek] = useState(today);
  const { contents, change, reset } = useReportContents(STORAGE_KEYS.weeklyReport, WEEKLY_REPORT_DEFAULTS);
  return (
    <div className="stack">
      <PageHeader title={t('reports.teamTitle')} />
      <ReportCard
        testId="weekly-report"
        title={t('reports.weeklyTitle')}
        intro={t('reports.weeklyIntro')}
        contents={contents}
        ticks={['charts', 'acwr', 'notes']}
        onChange={change}
        onReset={reset}
        request={() => ({ kind: 'weekly', teamId, week: week === '' ? today() : week, options: contents })}
      >
        <div className="report-field">
          <TextField type="date" label={t('reports.week')} value={week} onValueChange={setWeek} required />
        </div>
      </ReportCard>
      <TeamEventReport teamId={teamId} />
      <TeamExportCard teamId={teamId} />
    </div>
  );
}
