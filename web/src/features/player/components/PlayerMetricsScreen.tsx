/**
 * A player's metrics in one event (`player.metrics`): the record's main figures, the speed and
 * heart-rate series over the event (plotly, sprints marked), and a heat map on a drawn pitch.
 */
import { Link } from 'wouter';
import { Chart } from '../../../charts/Chart.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { usePlayerEventMetrics, type PlayerEventMetrics } from '../api/player-metrics.ts';
import { PITCH, placeCells } from '../heatmap.ts';

function Figures({
  metrics,
}: {
  metrics: NonNullable<NonNullable<PlayerEventMetrics['selection']>['record']>;
}) {
  const { t, locale } = useI18n();
  const m = metrics.globalMetrics;
  const facts: [string, string][] = [
    [t('metrics.columns.time'), formatNumber(locale, m.time / 60, 0)],
    [t('metrics.columns.distance'), formatNumber(locale, m.distance, 0)],
    [
      t('metrics.columns.distancePerMinute'),
      m.distancePerMinute === null ? t('common.none') : formatNumber(locale, m.distancePerMinute, 0),
    ],
    [
      t('metrics.columns.maxSpeed'),
      m.maxSpeed === null ? t('common.none') : formatNumber(locale, m.maxSpeed * 3.6, 1),
    ],
    [t('metrics.columns.hid'), formatNumber(locale, m.hid, 0)],
    [t('metrics.columns.sprints'), formatNumber(locale, m.sprint.count, 0)],
    [t('metrics.columns.accelerations'), formatNumber(locale, m.accelerations.a2.count, 0)],
    [t('metrics.columns.decelerations'), formatNumber(locale, m.decelerations.d2.count, 0)],
    [
      t('metrics.columns.hrAvg'),
      m.heartRate?.avg == null ? t('common.none') : formatNumber(locale, m.heartRate.avg, 0),
    ],
    [
      t('metrics.columns.hrMax'),
      m.heartRate === null ? t('common.none') : formatNumber(locale, m.heartRate.max, 0),
    ],
  ];
  return (
    <dl className="facts card" data-testid="player-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="facts__item">
          <dt>{label}</dt>
          <dd className="facts__number">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Heatmap({
  cells,
  cellSize,
}: {
  cells: readonly { ix: number; iy: number; count: number }[];
  cellSize: number;
}) {
  const { t } = useI18n();
  const placed = placeCells(cells, cellSize);
  return (
    <figure className="card heatmap" aria-labelledby="heatmap-title">
      <h2 id="heatmap-title" className="card__title">
        {t('metrics.heatmap')}
      </h2>
      <svg
        viewBox={`-2 -2 ${PITCH.length + 4} ${PITCH.width + 4}`}
        className="heatmap__pitch"
        role="img"
        aria-label={t('metrics.heatmapLabel')}
      >
        <defs>
          <clipPath id="pitch-clip">
            <rect x={0} y={0} width={PITCH.length} height={PITCH.width} />
          </clipPath>
        </defs>
        <rect x={0} y={0} width={PITCH.length} height={PITCH.width} className="pitch__grass" />
        <g clipPath="url(#pitch-clip)">
          {placed.map((cell, i) => (
            <rect
              key={i}
              x={cell.x}
              y={cell.y}
              width={cell.size}
              height={cell.size}
              className="heatmap__cell"
              style={{ opacity: 0.15 + 0.85 * cell.weight }}
            />
          ))}
        </g>
        <g className="pitch__lines">
          <rect x={0} y={0} width={PITCH.length} height={PITCH.width} />
          <line x1={PITCH.length / 2} y1={0} x2={PITCH.length / 2} y2={PITCH.width} />
          <circle cx={PITCH.length / 2} cy={PITCH.width / 2} r={9.15} />
          <rect x={0} y={(PITCH.width - 40.32) / 2} width={16.5} height={40.32} />
          <rect x={PITCH.length - 16.5} y={(PITCH.width - 40.32) / 2} width={16.5} height={40.32} />
          <rect x={0} y={(PITCH.width - 18.32) / 2} width={5.5} height={18.32} />
          <rect x={PITCH.length - 5.5} y={(PITCH.width - 18.32) / 2} width={5.5} height={18.32} />
        </g>
      </svg>
      <figcaption className="muted">{t('metrics.heatmapNote')}</figcaption>
    </figure>
  );
}

export default function PlayerMetricsScreen({ params }: ScreenProps) {
  const playerId = params['playerId'] ?? '';
  const eventId = params['eventId'] ?? '';
  const { t, locale } = useI18n();
  const query = usePlayerEventMetrics(playerId, eventId);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const { event, selection, playerSelectionExtendedMetrics: extended } = query.data;
  const name = selection === null ? '' : `${selection.player.firstName} ${selection.player.lastName}`;
  const series = extended ?? {
    speed_serie: [],
    hr_serie: [],
    sprint_history: [],
    heatmap: [],
    heatmapCellSize: 2,
  };
  const at = (ts: number) => new Date(ts);
  return (
    <div className="stack">
      <PageHeader
        title={selection === null ? t('metrics.playerTitle') : t('metrics.playerTitleFor', { player: name })}
        text={
          event === null
            ? ''
            : `${event.name}${event.startDate === null ? '' : ` · ${formatDateTime(locale, event.startDate)}`}`
        }
        actions={
          event === null ? undefined : (
            <Link href={`/event/${encodeURIComponent(event.id)}/metrics`} className="button">
              {t('metrics.backToEvent')}
            </Link>
          )
        }
      />
      {selection === null ? (
        <p className="card card--empty">{t('metrics.notSelected')}</p>
      ) : selection.record === null ? (
        <p className="card card--empty">
          {selection.device === null
            ? t('metrics.noDevice')
            : t('metrics.deviceNoData', { device: selection.device.name })}
        </p>
      ) : (
        <>
          <Figures metrics={selection.record} />
          <Chart
            title={t('metrics.charts.speed')}
            height={360}
            data={[
              {
                type: 'scatter',
                mode: 'lines',
                name: t('metrics.columns.speed'),
                x: series.speed_serie.map((p) => at(p.ts)),
                y: series.speed_serie.map((p) => p.value * 3.6),
                line: { color: '#1a5fc2', width: 1 },
              },
              {
                type: 'scatter',
                mode: 'markers',
                name: t('metrics.columns.sprints'),
                x: series.sprint_history.map((s) => at(s.start)),
                y: series.sprint_history.map((s) => s.max * 3.6),
                marker: { color: '#c81d35', size: 8, symbol: 'triangle-up' },
              },
              ...(series.hr_serie.length === 0
                ? []
                : [
                    {
                      type: 'scatter' as const,
                      mode: 'lines' as const,
                      name: t('metrics.columns.heartRate'),
                      x: series.hr_serie.map((p) => at(p.ts)),
                      y: series.hr_serie.map((p) => p.value),
                      yaxis: 'y2',
                      line: { color: '#e06c00', width: 1 },
                    },
                  ]),
            ]}
            layout={{
              margin: { l: 56, r: 64, t: 36, b: 48 },
              xaxis: { showgrid: true },
              yaxis: { title: { text: t('metrics.units.kmh') } },
              yaxis2: {
                title: { text: t('metrics.units.bpm') },
                overlaying: 'y',
                side: 'right',
                showgrid: false,
              },
            }}
          />
          <Heatmap cells={series.heatmap} cellSize={series.heatmapCellSize} />
        </>
      )}
    </div>
  );
}
