/**
 * A player's load trend: the daily load as bars with the acute and chronic lines, then the
 * acute:chronic ratio over its bands (< 0.8, 0.8–1.3, > 1.5) with the caveat that its predictive
 * value is disputed. Rest days (0) and days played without data (missing) are marked apart and
 * the legend says which is which.
 */
import type { Data } from 'plotly.js';
import { Chart } from '../../../charts/Chart.tsx';
import { ratioBandShapes } from '../../../charts/ratio-bands.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { PlayerWorkload } from '../api/player-workload.ts';
import { dayKinds } from '../load-days.ts';

const COLOURS = {
  load: '#1a5fc2',
  acute: '#e06c00',
  chronic: '#5b2a86',
  ratio: '#1b1f24',
  missing: '#8a939e',
};

export function LoadTrend({ workload }: { readonly workload: PlayerWorkload }) {
  const { t } = useI18n();
  const { points, days } = workload;
  const kinds = dayKinds(points, days);
  const x = points.map((p) => p.date);
  const pick = (kind: string) => points.filter((_, i) => kinds[i] === kind).map((p) => p.date);
  const unit = t(`playerPages.units.${workload.variable}`);
  const load: Data[] = [
    {
      type: 'bar',
      name: t('playerPages.load.daily'),
      x,
      y: points.map((p, i) => (kinds[i] === 'load' ? p.load : null)),
      marker: { color: COLOURS.load },
    },
    {
      type: 'scatter',
      mode: 'markers',
      name: t('playerPages.load.restDay'),
      x: pick('rest'),
      y: pick('rest').map(() => 0),
      marker: { color: COLOURS.load, symbol: 'circle-open', size: 7 },
    },
    {
      type: 'scatter',
      mode: 'markers',
      name: t('playerPages.load.missingDay'),
      x: pick('missing'),
      y: pick('missing').map(() => 0),
      marker: { color: COLOURS.missing, symbol: 'x-thin-open', size: 10, line: { width: 2 } },
    },
    {
      type: 'scatter',
      mode: 'lines',
      name: t('playerPages.load.acute'),
      x,
      y: points.map((p) => p.acute ?? null),
      line: { color: COLOURS.acute, width: 2 },
    },
    {
      type: 'scatter',
      mode: 'lines',
      name: t('playerPages.load.chronic'),
      x,
      y: points.map((p) => p.chronic ?? null),
      line: { color: COLOURS.chronic, width: 2, dash: 'dot' },
    },
  ];
  const ratios = points.map((p) => (p.ratioStatus === 'OK' ? (p.ratio ?? null) : null));
  const top = Math.max(2, ...ratios.map((r) => (r === null ? 0 : r + 0.2)));
  const bands = ratioBandShapes(top);
  // Every ratio absent for want of history (the first four weeks): said under the chart.
  const noRatio = ratios.every((r) => r === null) && points.at(-1)?.ratioStatus === 'NOT_ENOUGH_HISTORY';
  return (
    <div className="stack" data-testid="load-trend">
      {kinds.some((kind) => kind === 'load' || kind === 'missing') ? null : (
        <p className="muted" data-testid="no-load">
          {t('playerPages.load.none')}
        </p>
      )}
      <Chart
        title={t('playerPages.load.title', { unit })}
        height={300}
        data={load}
        layout={{
          barmode: 'overlay',
          xaxis: { type: 'date' },
          yaxis: { title: { text: unit }, rangemode: 'tozero' },
        }}
      />
      <p className="muted" data-testid="load-semantics">
        {t('playerPages.load.semantics')}
      </p>
      <Chart
        title={t('playerPages.load.ratioTitle')}
        height={240}
        data={[
          {
            type: 'scatter',
            mode: 'lines+markers',
            name: t('playerPages.load.ratio'),
            x,
            y: ratios,
            line: { color: COLOURS.ratio, width: 2 },
            marker: { size: 4 },
          },
        ]}
        layout={{ shapes: bands, xaxis: { type: 'date' }, yaxis: { range: [0, top] } }}
      />
      <p className="muted">
        {t('playerPages.load.bands')} {noRatio ? t('playerPages.load.notEnoughHistory') : ''}
      </p>
      <p className="muted" data-testid="ratio-caveat">
        {t('playerPages.load.caveat')}
      </p>
    </div>
  );
}
