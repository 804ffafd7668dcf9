/**
 * A what-if beside the records: for one metric (chosen), each player's figure as recorded, with
 * the settings tried, and the difference, as a table and a chart; below, every metric's total
 * over the players. With several events (a team's range), each event's total of the metric.
 */
import { useState } from 'react';
import { Chart } from '../../../charts/Chart.tsx';
import { Card } from '../../../components/Card.tsx';
import { SelectField } from '../../../components/Field.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
import { formatDate, formatFixed } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { WhatIfResult } from '../api/what-if.ts';
import { metricView, metricsOf, playerFigures, totalOf, type MetricView } from '../comparison.ts';

function useFigureFormat() {
  const { t, locale } = useI18n();
  const label = (view: MetricView) => t(view.label.key, view.label.params);
  const value = (view: MetricView, v: number | null) =>
    v === null
      ? '–'
      : `${formatFixed(locale, v * view.scale, view.digits)}${view.unit === 'count' || view.unit === 'au' ? '' : ` ${t(`whatIf.units.${view.unit}`)}`}`;
  const difference = (view: MetricView, d: number | null) => {
    if (d === null) return '–';
    const scaled = d * view.scale;
    if (Number(scaled.toFixed(view.digits)) === 0) return formatFixed(locale, 0, view.digits);
    return `${scaled > 0 ? '+' : '−'}${formatFixed(locale, Math.abs(scaled), view.digits)}`;
  };
  return { t, locale, label, value, difference };
}

const tone = (d: number | null) =>
  d === null || Math.abs(d) < 1e-9 ? '' : d > 0 ? 'whatif__up' : 'whatif__down';

export function Comparison({
  events,
  rangeNames,
  byEvent = false,
}: {
  readonly events: readonly WhatIfResult[];
  readonly rangeNames?: ReadonlyMap<string, string>;
  /** A row per event (a team's range), even when there is one; else a row per player of the one event. */
  readonly byEvent?: boolean;
}) {
  const f = useFigureFormat();
  const { t } = f;
  const metrics = metricsOf(events);
  const [chosen, setChosen] = useState('hid');
  const metric = metrics.includes(chosen) ? chosen : (metrics[0] ?? 'distance');
  const view = metricView(metric, rangeNames);
  const single = byEvent ? null : (events[0] ?? null);
  if (events.length === 0 || metrics.length === 0)
    return (
      <Card title={t('whatIf.result.title')}>
        <p className="muted">{t('whatIf.result.empty')}</p>
      </Card>
    );
  const rows: {
    key: string;
    name: string;
    current: number | null;
    whatIf: number | null;
    difference: number | null;
  }[] =
    single !== null
      ? playerFigures(single, metric).map((p) => ({ key: p.selectionId, name: p.playerName, ...p }))
      : events.map((e) => ({
          key: e.eventId,
          name: `${e.name}${e.startDate ? ` · ${formatDate(f.locale, e.startDate)}` : ''}`,
          ...totalOf([e], metric),
        }));
  return (
    <>
      <Card
        title={t('whatIf.result.title')}
        intro={single !== null ? t('whatIf.result.intro') : t('whatIf.result.introTeam')}
      >
        <div className="whatif__pick">
          <SelectField
            label={t('whatIf.result.metric')}
            value={metric}
            onValueChange={setChosen}
            options={metrics.map((m) => ({ value: m, label: f.label(metricView(m, rangeNames)) }))}
          />
        </div>
        <div className="whatif__table">
          <ScrollTable label={t('whatIf.result.table', { metric: f.label(view) })} layout="scroll">
            <thead>
              <tr>
                <th className="table__sticky table__sticky--edge" style={{ left: 0 }}>
                  {single !== null ? t('whatIf.result.player') : t('whatIf.result.event')}
                </th>
                <th className="table__number">{t('whatIf.result.current')}</th>
                <th className="table__number">{t('whatIf.result.whatIf')}</th>
                <th className="table__number">{t('whatIf.result.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-testid="whatif-row">
                  <th scope="row" className="table__sticky table__sticky--edge" style={{ left: 0 }}>
                    {row.name}
                  </th>
                  <td className="table__number">{f.value(view, row.current)}</td>
                  <td className="table__number">{f.value(view, row.whatIf)}</td>
                  <td className={`table__number ${tone(row.difference)}`} data-testid="whatif-difference">
                    {f.difference(view, row.difference)}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </div>
        <Chart
          title={f.label(view)}
          data={[
            {
              type: 'bar',
              name: t('whatIf.result.current'),
              x: rows.map((r) => r.name),
              y: rows.map((r) => (r.current ?? 0) * view.scale),
            },
            {
              type: 'bar',
              name: t('whatIf.result.whatIf'),
              x: rows.map((r) => r.name),
              y: rows.map((r) => (r.whatIf ?? 0) * view.scale),
            },
          ]}
          layout={{ barmode: 'group' }}
        />
      </Card>
      <Card title={t('whatIf.result.totalsTitle')} intro={t('whatIf.result.totalsIntro')}>
        <div className="whatif__table">
          <ScrollTable label={t('whatIf.result.totalsTitle')} layout="scroll">
            <thead>
              <tr>
                <th className="table__sticky table__sticky--edge" style={{ left: 0 }}>
                  {t('whatIf.result.metric')}
                </th>
                <th className="table__number">{t('whatIf.result.current')}</th>
                <th className="table__number">{t('whatIf.result.whatIf')}</th>
                <th className="table__number">{t('whatIf.result.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {metrics.map((m) => {
                const v = metricView(m, rangeNames);
                const total = totalOf(events, m);
                return (
                  <tr key={m} data-testid={`whatif-total-${m}`}>
                    <th scope="row" className="table__sticky table__sticky--edge" style={{ left: 0 }}>
                      {f.label(v)}
                    </th>
                    <td className="table__number">{f.value(v, total.current)}</td>
                    <td className="table__number">{f.value(v, total.whatIf)}</td>
                    <td className={`table__number ${tone(total.difference)}`}>
                      {f.difference(v, total.difference)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
        </div>
      </Card>
    </>
  );
}
