/**
 * A player's analyses (`player.analyses`): the workload (season, weeks, days) and the player's
 * figures over their last events: sprint history, accelerations, speed zones, heart rate. A season
 * chosen above both (the shared season filter, `?season=`) replaces the span and the last N events.
 */
import { useEffect, useState } from 'react';
import { preloadCharts } from '../../../charts/preload.ts';
import { SelectField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import '../player.css';
import { SeasonFilter } from '../../team/components/SeasonFilter.tsx';
import {
  MOST_SELECTIONS,
  SELECTION_LIMITS as LIMITS,
  usePlayerSelections,
} from '../api/player-selections.ts';
import { usePlayerSeason } from '../hooks/use-player-season.ts';
import { eventHistory } from '../player-figures.ts';
import { inSeason } from '../season-events.ts';
import { HistoryCharts } from './HistoryCharts.tsx';
import { PlayerHeader } from './PlayerHeader.tsx';
import { SeasonCapped } from './SeasonCapped.tsx';
import { WorkloadSection } from './WorkloadSection.tsx';

export default function PlayerAnalysesScreen({ params }: ScreenProps) {
  const playerId = params['playerId'] ?? '';
  const { t } = useI18n();
  const [limit, setLimit] = useState<number>(20);
  const season = usePlayerSeason(playerId);
  const query = usePlayerSelections(playerId, season.range === null ? limit : MOST_SELECTIONS);
  useEffect(preloadCharts, []);
  const played = query.data ?? [];
  const history = eventHistory(season.range === null ? played : inSeason(played, season.range));
  return (
    <div className="stack">
      <PlayerHeader playerId={playerId} page="analyses" />
      <div className="filters" role="search" aria-label={t('playerPages.filters')}>
        <SeasonFilter filter={season} noneLabel={t('seasonFilter.recent')} />
      </div>
      <WorkloadSection playerId={playerId} season={season.range} />
      <section className="card stack" aria-labelledby="player-history">
        <h2 id="player-history" className="section-title">
          {t('playerPages.analyses.history')}
        </h2>
        {season.range === null ? (
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
        ) : (
          <SeasonCapped searched={played.length} />
        )}
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
