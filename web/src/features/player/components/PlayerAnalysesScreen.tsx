/**
 * A player's analyses (`player.analyses`): the workload (season, weeks, days) and the player's
 * figures over their last events: sprint history, accelerations, speed zones, heart rate.
 */
import { useEffect, useState } from 'react';
import { preloadCharts } from '../../../charts/preload.ts';
import { SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import '../player.css';
import { SELECTION_LIMITS as LIMITS, usePlayerSelections } from '../api/player-selections.ts';
import { eventHistory } from '../player-figures.ts';
import { HistoryCharts } from './HistoryCharts.tsx';
import { PlayerHeader } from './PlayerHeader.tsx';
import { WorkloadSection } from './WorkloadSection.tsx';

export default function PlayerAnalysesScreen({ params }: ScreenProps) {
  const playerId = params['playerId'] ?? '';
  const { t } = useI18n();
  const [limit, setLimit] = useState<number>(20);
  const query = usePlayerSelections(playerId, limit);
  useEffect(preloadCharts, []);
  const history = eventHistory(query.data ?? []);
  return (
    <div className="stack">
      <PlayerHeader playerId={playerId} page="analyses" />
      <WorkloadSection playerId={playerId} />
      <section className="card stack" aria-labelledby="player-history">
        <h2 id="player-history" className="section-title">
          {t('playerPages.analyses.history')}
        </h2>
        <div className="filters">
          <SelectField
            label={t('playerPages.lastN')}
            value={String(limit)}
            onValueChange={(value) => setLimit(Number(value))}
            options={LIMITS.map((n) => ({
              value: String(n),
              label: t('playerPages.lastEvents', { count: n }),
            }))}
          />
        </div>
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : history.length === 0 ? (
          <p className="muted">{t('playerPages.noEvents')}</p>
        ) : (
          <HistoryCharts history={history} />
        )}
      </section>
    </div>
  );
}
