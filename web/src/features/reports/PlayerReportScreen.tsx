/**
 * The player's report page (`player.report`, issue 21): the player pages' header (the player's
 * name, number and position), then the player report's card (weeks of history, contents,
 * Download and Reset).
 */
import { MAX_REPORT_WEEKS, PLAYER_REPORT_DEFAULTS } from '@stride/contracts/reports';
import { SelectField } from '../../components/Field.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { PlayerHeader } from '../player/components/PlayerHeader.tsx';
import type { ScreenProps } from '../../routing/screen-props.ts';
import { STORAGE_KEYS } from '../../state/storage.ts';
import { ReportCard } from './ReportCard.tsx';
import { useReportContents } from './use-report-contents.ts';

export default function PlayerReportScreen({ params }: ScreenProps) {
  const playerId = params['playerId'] ?? '';
  const { t } = useI18n();
  const { contents, change, reset } = useReportContents(STORAGE_KEYS.playerReport, PLAYER_REPORT_DEFAULTS);
  return (
    <div className="stack">
      <PlayerHeader playerId={playerId} page="report" />
      <ReportCard
        testId="player-report"
        title={t('reports.playerTitle')}
        intro={t('reports.playerIntro')}
        contents={contents}
        ticks={['lastEvent', 'trend', 'notes']}
        onChange={change}
        onReset={reset}
        request={() => ({ kind: 'player', playerId, options: contents })}
      >
        <div className="report-field">
          <SelectField
            label={t('reports.weeks')}
            value={String(contents.weeks)}
            onValueChange={(value) => change({ weeks: Number(value) })}
            options={Array.from({ length: MAX_REPORT_WEEKS }, (_, i) => ({
              value: String(i + 1),
              label: String(i + 1),
            }))}
          />
        </div>
      </ReportCard>
    </div>
  );
}
