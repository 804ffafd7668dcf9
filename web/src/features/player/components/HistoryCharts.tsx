/**
 * A player's figures event by event (oldest first): sprint history (count and metres, top speed),
 * accelerations (distribution over the events; per event, a bar of accelerations and one of
 * decelerations, each stacked by band), speed zones (metres per zone, stacked) and heart rate
 * (mean and maximum, minutes per zone). The axis names each event by its day; hovering gives its
 * name.
 */
import type { Data } from 'plotly.js';
import { SPEED_ZONE_IDS } from '@stride/contracts/metrics';
import { Chart } from '../../../charts/Chart.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { ACCEL_BANDS, bandCount, eventLabels, sumOf, type EventFigures } from '../player-figures.ts';

const ZONE_COLOURS = ['#c9d3de', '#9db7d8', '#5d8fd0', '#1a5fc2', '#e0a100', '#e06c00', '#c81d35'];
const BAND_COLOURS = ['#9db7d8', '#1a5fc2', '#0b3270', '#f2b0b9', '#c81d35', '#7a0f20'];
const HR_ZONE_COLOURS = ['#c9e4d0', '#8fcf9f', '#e0c200', '#e06c00', '#c81d35'];
const KMH = 3.6;

export function HistoryCharts({ history }: { readonly history: readonly EventFigures[] }) {
  const { t, locale } = useI18n();
  const x = eventLabels(history, locale);
  const names = history.map((row) => row.name);
  const metrics = history.map((row) => row.metrics);
  const withHeartRate = metrics.some((m) => m.heartRate !== null && m.heartRate !== undefined);
  const count = { title: { text: t('playerPages.analyses.count') }, rangemode: 'tozero' as const };
  const sprintCounts = metrics.map((m) => m.sprint?.count ?? null);
  // A few sprints at most (a goalkeeper's): whole ticks, not 0.2, 0.4….
  const fewSprints = Math.max(0, ...sprintCounts.map((c) => c ?? 0)) < 5;
  const trace = (
    type: 'bar' | 'line',
    name: string,
    y: (number | null)[],
    color: string,
    extra: object = {},
  ) =>
    ({
      ...(type === 'bar'
        ? { type: 'bar', marker: { color } }
        : { type: 'scatter', mode: 'lines+markers', line: { color } }),
      name,
      x,
      y,
      hovertext: names,
      ...extra,
    }) as Data;
  return (
    <div className="stack">
      <div className="player-charts">
        <Chart
          title={t('playerPages.analyses.sprints')}
          data={[
            trace('bar', t('figures.columns.sprints'), sprintCounts, '#1a5fc2'),
            trace(
              'line',
              t('playerPages.analyses.sprintDistance'),
              metrics.map((m) => m.sprint?.distance ?? null),
              '#e06c00',
              { yaxis: 'y2' },
            ),
          ]}
          layout={{
            yaxis: fewSprints ? { ...count, dtick: 1 } : count,
            yaxis2: {
              overlaying: 'y',
              side: 'right',
              showgrid: false,
              rangemode: 'tozero',
              title: { text: 'm' },
            },
            margin: { l: 56, r: 56, t: 40, b: 16 },
          }}
        />
        <Chart
          title={t('playerPages.analyses.maxSpeed')}
          data={[
            trace(
              'line',
              t('figures.columns.maxSpeed'),
              metrics.map((m) => (m.maxSpeed === null ? null : m.maxSpeed * KMH)),
              '#c81d35',
            ),
          ]}
          layout={{ yaxis: { title: { text: t('metrics.units.kmh') }, rangemode: 'tozero' } }}
        />
      </div>
      <div className="player-charts">
        <Chart
          title={t('playerPages.analyses.accelDistribution')}
          data={[
            {
              type: 'bar',
              x: ACCEL_BANDS.map((band) => band.toUpperCase()),
              y: ACCEL_BANDS.map((band) => sumOf(metrics, (m) => bandCount(m, band)) ?? 0),
              marker: { color: BAND_COLOURS },
            },
          ]}
          layout={{ yaxis: count }}
        />
        <Chart
          title={t('playerPages.analyses.accelHistory')}
          data={ACCEL_BANDS.map((band, i) =>
            trace(
              'bar',
              band.toUpperCase(),
              metrics.map((m) => bandCount(m, band)),
              BAND_COLOURS[i]!,
              {
                // Two stacked bars an event (accelerations, decelerations): six bars side by
                // side for each of 20 events were too thin to read.
                offsetgroup: band.startsWith('a') ? 'accelerations' : 'decelerations',
              },
            ),
          )}
          layout={{ barmode: 'stack', yaxis: count }}
        />
      </div>
      <p className="muted">{t('playerPages.analyses.accelNote')}</p>
      <Chart
        title={t('playerPages.analyses.speedZones')}
        data={SPEED_ZONE_IDS.map((zone, i) =>
          trace(
            'bar',
            zone.toUpperCase(),
            metrics.map((m) => m.zones?.[zone].distance ?? null),
            ZONE_COLOURS[i]!,
          ),
        )}
        layout={{ barmode: 'stack', yaxis: { title: { text: 'm' } } }}
      />
      {withHeartRate ? (
        <div className="player-charts">
          <Chart
            title={t('playerPages.analyses.heartRate')}
            data={[
              trace(
                'line',
                t('playerPages.analyses.mean'),
                metrics.map((m) => m.heartRate?.avg ?? null),
                '#e06c00',
              ),
              trace(
                'line',
                t('playerPages.analyses.max'),
                metrics.map((m) => m.heartRate?.max ?? null),
                '#c81d35',
              ),
            ]}
            layout={{ yaxis: { title: { text: t('metrics.units.bpm') } } }}
          />
          <Chart
            title={t('playerPages.analyses.heartRateZones')}
            data={[0, 1, 2, 3, 4].map((zone) =>
              trace(
                'bar',
                t('playerPages.analyses.hrZone', { zone: zone + 1 }),
                metrics.map((m) => {
                  const seconds = m.heartRate?.zones?.[zone];
                  return seconds === undefined ? null : seconds / 60;
                }),
                HR_ZONE_COLOURS[zone]!,
              ),
            )}
            layout={{
              barmode: 'stack',
              yaxis: { title: { text: t('playerPages.analyses.minutes') } },
            }}
          />
        </div>
      ) : (
        <p className="card card--empty">{t('playerPages.analyses.noHeartRate')}</p>
      )}
    </div>
  );
}
