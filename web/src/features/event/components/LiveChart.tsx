/**
 * The live chart: speed or heart rate, one value a second over the last minutes (the live
 * trail), for the players picked on their tiles. Drawn again with each merged update (once a
 * second at most).
 */
import { useState } from 'react';
import { Chart } from '../../../charts/Chart.tsx';
import { Card } from '../../../components/Card.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { SelectionLive } from '../api/event-live.ts';
import type { Selection } from '../api/fragments.ts';
import { trailSeries, type TrailKind } from '../live-figures.ts';
import { playerName } from '../player-name.ts';

export interface ChartedPlayer {
  readonly selection: Selection;
  readonly live: SelectionLive | undefined;
}

export function LiveChart({ players }: { readonly players: readonly ChartedPlayer[] }) {
  const { t } = useI18n();
  const [kind, setKind] = useState<TrailKind>('speed');
  const title = kind === 'speed' ? t('live.chartSpeed') : t('live.chartHeartRate');
  return (
    <Card
      title={t('live.chartTitle')}
      actions={
        <div className="toolbar" role="group" aria-label={t('live.chartShows')}>
          {(['speed', 'heartRate'] as const).map((k) => (
            <button
              key={k}
              type="button"
              className={`button button--small${k === kind ? ' button--primary' : ''}`}
              aria-pressed={k === kind}
              onClick={() => setKind(k)}
            >
              {k === 'speed' ? t('live.speed') : t('live.heartRate')}
            </button>
          ))}
        </div>
      }
    >
      {players.length === 0 ? (
        <p className="muted">{t('live.chartPick')}</p>
      ) : players.every(({ live }) => (live?.live?.trail.start ?? null) === null) ? (
        <p className="muted" data-testid="live-chart-empty">
          {t('live.noDataYet')}
        </p>
      ) : (
        <div data-testid="live-chart">
          <Chart
            title={title}
            height={260}
            data={players.map(({ selection, live }) => {
              const series =
                live?.live === null || live?.live === undefined
                  ? { x: [], y: [] }
                  : trailSeries(live.live.trail, kind);
              return {
                type: 'scatter' as const,
                mode: 'lines' as const,
                name: playerName(selection.player),
                x: series.x,
                y: series.y,
                connectgaps: false,
                hovertemplate: '%{x|%H:%M:%S}<br>%{y:,.1~f}<extra>%{fullData.name}</extra>',
              };
            })}
            layout={{ xaxis: { type: 'date' }, yaxis: { title: { text: title }, rangemode: 'tozero' } }}
          />
        </div>
      )}
    </Card>
  );
}
