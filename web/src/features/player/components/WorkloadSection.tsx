/**
 * The analyses page's workload: a variable, a model and a span (4 weeks to a year, or the page's
 * season: up to today while it runs) to choose; the span's totals, the weekly load (with monotony and strain in the tooltip) and the daily trend.
 */
import { useMemo, useState } from 'react';
import { Chart } from '../../../charts/Chart.tsx';
import { SelectField } from '../../../components/Field.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { LoadVariable, PlayerWorkload, WorkloadModel } from '../api/player-workload.ts';
import { isoDay, lastDays } from '../load-days.ts';
import { seasonSpan, type SeasonRange } from '../season-events.ts';
import { LoadTrend } from './LoadTrend.tsx';
import { WorkloadPart } from './WorkloadPart.tsx';

const VARIABLES: readonly LoadVariable[] = [
  'DISTANCE',
  'DURATION',
  'HSR',
  'SPRINT_DISTANCE',
  'ACCELERATIONS',
  'DECELERATIONS',
  'TRIMP',
  'HML_DISTANCE',
  'SRPE',
];
const MODELS: readonly WorkloadModel[] = ['ROLLING', 'UNCOUPLED', 'EWMA'];
const SPANS = [28, 91, 182, 365] as const;

export interface WorkloadSectionProps {
  readonly playerId: string;
  /** The season chosen on the page: its days instead of the span. */
  readonly season: SeasonRange | null;
}

export function WorkloadSection({ playerId, season }: WorkloadSectionProps) {
  const { t } = useI18n();
  const [variable, setVariable] = useState<LoadVariable>('DISTANCE');
  const [model, setModel] = useState<WorkloadModel>('ROLLING');
  const [span, setSpan] = useState<number>(91);
  const seasonFrom = season?.from ?? null;
  const seasonTo = season?.to ?? null;
  const range = useMemo(
    () =>
      seasonFrom === null || seasonTo === null
        ? lastDays(new Date(), span)
        : seasonSpan({ from: seasonFrom, to: seasonTo }, isoDay(new Date())),
    [span, seasonFrom, seasonTo],
  );
  return (
    <section className="card stack" aria-labelledby="player-workload">
      <h2 id="player-workload" className="section-title">
        {t('playerPages.analyses.workload')}
      </h2>
      <div className="filters">
        <SelectField
          label={t('playerPages.analyses.variable')}
          value={variable}
          onValueChange={(value) => setVariable(value as LoadVariable)}
          options={VARIABLES.map((value) => ({ value, label: t(`playerPages.variables.${value}`) }))}
        />
        <SelectField
          label={t('playerPages.analyses.model')}
          value={model}
          onValueChange={(value) => setModel(value as WorkloadModel)}
          options={MODELS.map((value) => ({ value, label: t(`playerPages.models.${value}`) }))}
        />
        {season === null ? (
          <SelectField
            label={t('playerPages.analyses.span')}
            value={String(span)}
            onValueChange={(value) => setSpan(Number(value))}
            options={SPANS.map((days) => ({ value: String(days), label: t(`playerPages.spans.d${days}`) }))}
          />
        ) : null}
      </div>
      <WorkloadPart request={{ playerId, ...range, variable, model }}>
        {(workload) => (
          <>
            <SpanTotals workload={workload} />
            <WeeklyLoad workload={workload} />
            <LoadTrend workload={workload} />
          </>
        )}
      </WorkloadPart>
    </section>
  );
}

/** The span's total, its mean per week, and the days with load and missing. */
function SpanTotals({ workload }: { readonly workload: PlayerWorkload }) {
  const { t, locale } = useI18n();
  const loads = workload.points.flatMap((p) => (p.load === null || p.load === undefined ? [] : [p.load]));
  const total = loads.reduce((a, b) => a + b, 0);
  const weeks = workload.weeks.length;
  const unit = t(`playerPages.units.${workload.variable}`);
  const days = workload.days.filter((d) => d.events > 0);
  const missing = days.filter((d) => d.missingDevice > 0 && d.missingDevice === d.events).length;
  const facts: [string, string, string][] = [
    ['total', t('playerPages.analyses.total'), `${formatNumber(locale, total, 0)} ${unit}`],
    [
      'perWeek',
      t('playerPages.analyses.perWeek'),
      weeks === 0 ? t('common.none') : `${formatNumber(locale, total / weeks, 0)} ${unit}`,
    ],
    ['days', t('playerPages.analyses.daysPlayed'), String(days.length)],
    ['missing', t('playerPages.analyses.daysMissing'), String(missing)],
  ];
  return (
    <dl className="facts facts--compact workload-totals" data-testid="workload-totals">
      {facts.map(([id, label, value]) => (
        <div key={id} className="facts__item">
          <dt>{label}</dt>
          <dd className="facts__number" data-testid={`workload-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Each week's load (Monday to Sunday), monotony and strain in the tooltip, planned load as marks. */
function WeeklyLoad({ workload }: { readonly workload: PlayerWorkload }) {
  const { t, locale } = useI18n();
  const unit = t(`playerPages.units.${workload.variable}`);
  const weeks = workload.weeks;
  const n = (v: number | null | undefined, digits = 1) =>
    v === null || v === undefined ? '–' : formatNumber(locale, v, digits);
  return (
    <Chart
      title={t('playerPages.analyses.weekly', { unit })}
      height={260}
      data={[
        {
          type: 'bar',
          name: t('playerPages.analyses.weekLoad'),
          x: weeks.map((w) => w.start),
          y: weeks.map((w) => w.load ?? null),
          marker: { color: '#1a5fc2' },
          hovertext: weeks.map((w) =>
            t('playerPages.analyses.weekHover', {
              monotony: n(w.monotony),
              strain: n(w.strain, 0),
              change: w.change === null || w.change === undefined ? '–' : `${n(w.change * 100, 0)} %`,
              missing: w.missingDays,
            }),
          ),
        },
        // Planned loads only where events were planned with targets.
        ...(weeks.some((w) => w.planned !== null && w.planned !== undefined)
          ? [
              {
                type: 'scatter' as const,
                mode: 'markers' as const,
                name: t('playerPages.analyses.planned'),
                x: weeks.map((w) => w.start),
                y: weeks.map((w) => w.planned ?? null),
                marker: { color: '#1b1f24', symbol: 'line-ew-open', size: 18, line: { width: 2 } },
              },
            ]
          : []),
      ]}
      layout={{ xaxis: { type: 'date' }, yaxis: { title: { text: unit }, rangemode: 'tozero' } }}
    />
  );
}
