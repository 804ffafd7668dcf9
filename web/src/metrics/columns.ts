/**
 * A record's figures in groups of columns, as staff read them: running, speed zones,
 * accelerations, heart rate and metabolic power by the engine's default thresholds
 * (METRICS.md), the team's own data ranges, and the player's individual bands (% of their max
 * speed and max heart rate). Shared by the event's metrics table and the player's metrics page.
 * Speeds in km/h and accelerations in m/s² (the API gives m/s), times in seconds.
 */
import { defaultMetricsConfig, SPEED_ZONE_IDS } from '@stride/contracts/metrics';
import type { RangeFieldsFragment } from '../gql/graphql.ts';
import type { RecordMetrics } from './record-metrics.ts';
import { formatNumber } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locale.ts';
import type { I18n } from '../i18n/use-i18n.ts';

export type { RecordMetrics } from './record-metrics.ts';

export const GROUP_IDS = [
  'running',
  'zones',
  'accelerations',
  'heartRate',
  'metabolic',
  'ranges',
  'individual',
] as const;
export type GroupId = (typeof GROUP_IDS)[number];

/** Whose thresholds a group's columns use. */
export type GroupSource = 'engine' | 'team' | 'player';

export interface MetricColumn {
  readonly id: string;
  /** The header, translated (or a range's own name). */
  readonly label: string;
  /** What the figure is, with its threshold: the header's tooltip. */
  readonly hint: string;
  /** `duration`: seconds shown as m:ss; `number`: with `digits` decimals. */
  readonly format: 'duration' | 'number';
  readonly digits: number;
  /** `sum`: the team's total and average; `mean`: its average only (a maximum, a rate). */
  readonly aggregate: 'sum' | 'mean';
  /** A rate per minute: over less than a minute of tracked time it is extrapolated. */
  readonly perMinute?: boolean;
  value(metrics: RecordMetrics): number | null;
}

export interface MetricGroup {
  readonly id: GroupId;
  readonly label: string;
  readonly source: GroupSource;
  readonly columns: readonly MetricColumn[];
}

/** A data range of the event (the team's, copied into the event). */
export type DataRange = RangeFieldsFragment;

const KMH = 3.6;
const DEFAULTS = defaultMetricsConfig();
/** Heart-rate zones' lower edges, % of max HR (the engine's defaults). */
const HR_PERCENTS = DEFAULTS.heartRate.zonePercents;
/** Individual speed bands' lower edges, % of max speed (the engine's defaults). */
const SPEED_PERCENTS = DEFAULTS.individualSpeed.percents;

const kmh = (v: number | null | undefined) => (v === null || v === undefined ? null : v * KMH);

/** A bound range label in the reader's numbers: `7,2–14,4`, `≥ 30`. */
function span(locale: Locale, min: number | null, max: number | null, digits = 1): string {
  const n = (v: number) => formatNumber(locale, v, digits);
  if (min === null && max !== null) return `< ${n(max)}`;
  if (max === null) return `≥ ${n(min ?? 0)}`;
  return `${n(min ?? 0)}–${n(max)}`;
}

/** Every group of figures; `ranges` is empty when the event has no data ranges. */
export function metricGroups(
  { t, locale }: Pick<I18n, 't' | 'locale'>,
  ranges: readonly DataRange[],
): MetricGroup[] {
  const col = (
    id: string,
    label: MessageKey,
    hint: MessageKey,
    value: MetricColumn['value'],
    options: Partial<Pick<MetricColumn, 'format' | 'digits' | 'aggregate' | 'perMinute'>> = {},
    params: Record<string, string> = {},
  ): MetricColumn => ({
    id,
    label: t(label, params),
    hint: t(hint, params),
    value,
    format: options.format ?? 'number',
    digits: options.digits ?? 0,
    aggregate: options.aggregate ?? 'sum',
    ...(options.perMinute === true ? { perMinute: true } : {}),
  });
  const n1 = (v: number) => formatNumber(locale, v, 1);
  const edges = DEFAULTS.speedZoneEdgesKmh;
  const bands = DEFAULTS.accelerationBands;
  const running: MetricGroup = {
    id: 'running',
    label: t('figures.groups.running'),
    source: 'engine',
    columns: [
      col('time', 'figures.columns.time', 'figures.hints.time', (m) => m.time, { format: 'duration' }),
      col('distance', 'figures.columns.distance', 'figures.hints.distance', (m) => m.distance),
      col(
        'distancePerMinute',
        'figures.columns.distancePerMinute',
        'figures.hints.distancePerMinute',
        (m) => m.distancePerMinute,
        {
          aggregate: 'mean',
          perMinute: true,
        },
      ),
      col('avgSpeed', 'figures.columns.avgSpeed', 'figures.hints.avgSpeed', (m) => kmh(m.avgSpeed), {
        digits: 1,
        aggregate: 'mean',
      }),
      col('maxSpeed', 'figures.columns.maxSpeed', 'figures.hints.maxSpeed', (m) => kmh(m.maxSpeed), {
        digits: 1,
        aggregate: 'mean',
      }),
      col(
        'hid',
        'figures.columns.hid',
        'figures.hints.hid',
        (m) => m.hid,
        {},
        { kmh: n1(DEFAULTS.hidThresholdKmh) },
      ),
      col(
        'hir',
        'figures.columns.hir',
        'figures.hints.hir',
        (m) => m.hir?.count ?? null,
        {},
        { kmh: n1(DEFAULTS.hidThresholdKmh) },
      ),
      col(
        'sprints',
        'figures.columns.sprints',
        'figures.hints.sprints',
        (m) => m.sprint?.count ?? null,
        {},
        { kmh: n1(DEFAULTS.sprintThresholdKmh) },
      ),
      col(
        'sprintDistance',
        'figures.columns.sprintDistance',
        'figures.hints.sprintDistance',
        (m) => m.sprint?.distance ?? null,
        {},
        { kmh: n1(DEFAULTS.sprintThresholdKmh) },
      ),
    ],
  };
  const zones: MetricGroup = {
    id: 'zones',
    label: t('figures.groups.zones'),
    source: 'engine',
    columns: SPEED_ZONE_IDS.map((zone, i) => {
      const bounds = span(locale, i === 0 ? 0 : edges[i - 1]!, edges[i] ?? null);
      return col(
        zone,
        'figures.columns.zone',
        'figures.hints.zone',
        (m) => m.zones?.[zone].distance ?? null,
        {},
        {
          zone: zone.toUpperCase(),
          kmh: bounds,
        },
      );
    }),
  };
  const accel = (dir: 'a' | 'd', i: number): MetricColumn => {
    const band = `${dir}${i + 1}` as 'a1';
    const threshold = formatNumber(locale, dir === 'a' ? bands[i]! : -bands[i]!, 0);
    return col(
      band,
      dir === 'a' ? 'figures.columns.accelerations' : 'figures.columns.decelerations',
      dir === 'a' ? 'figures.hints.accelerations' : 'figures.hints.decelerations',
      (m) =>
        dir === 'a'
          ? (m.accelerations?.[band as 'a1' | 'a2' | 'a3'].count ?? null)
          : (m.decelerations?.[band.replace('a', 'd') as 'd1' | 'd2' | 'd3'].count ?? null),
      {},
      { band: band.toUpperCase(), threshold },
    );
  };
  const accelerations: MetricGroup = {
    id: 'accelerations',
    label: t('figures.groups.accelerations'),
    source: 'engine',
    columns: [
      ...[0, 1, 2].map((i) => accel('a', i)),
      ...[0, 1, 2].map((i) => accel('d', i)),
      col(
        'maxAcceleration',
        'figures.columns.maxAcceleration',
        'figures.hints.maxAcceleration',
        (m) => m.maxAcceleration,
        {
          digits: 1,
          aggregate: 'mean',
        },
      ),
      col(
        'minAcceleration',
        'figures.columns.minAcceleration',
        'figures.hints.minAcceleration',
        (m) => m.minAcceleration,
        {
          digits: 1,
          aggregate: 'mean',
        },
      ),
    ],
  };
  const heartRate: MetricGroup = {
    id: 'heartRate',
    label: t('figures.groups.heartRate'),
    source: 'engine',
    columns: [
      col('hrAvg', 'figures.columns.hrAvg', 'figures.hints.hrAvg', (m) => m.heartRate?.avg ?? null, {
        aggregate: 'mean',
      }),
      col('hrMin', 'figures.columns.hrMin', 'figures.hints.hrMin', (m) => m.heartRate?.min ?? null, {
        aggregate: 'mean',
      }),
      col('hrMax', 'figures.columns.hrMax', 'figures.hints.hrMax', (m) => m.heartRate?.max ?? null, {
        aggregate: 'mean',
      }),
      col(
        'edwardsTrimp',
        'figures.columns.edwardsTrimp',
        'figures.hints.edwardsTrimp',
        (m) => m.heartRate?.edwardsTrimp ?? null,
      ),
      col(
        'banisterTrimp',
        'figures.columns.banisterTrimp',
        'figures.hints.banisterTrimp',
        (m) => m.heartRate?.banisterTrimp ?? null,
      ),
    ],
  };
  const metabolic: MetricGroup = {
    id: 'metabolic',
    label: t('figures.groups.metabolic'),
    source: 'engine',
    columns: [
      col(
        'avgPower',
        'figures.columns.avgPower',
        'figures.hints.avgPower',
        (m) => m.metabolic?.avgPower ?? null,
        {
          digits: 1,
          aggregate: 'mean',
        },
      ),
      col(
        'highMetabolicLoadDistance',
        'figures.columns.highMetabolicLoadDistance',
        'figures.hints.highMetabolicLoadDistance',
        (m) => m.metabolic?.highMetabolicLoadDistance ?? null,
        {},
        { power: n1(DEFAULTS.metabolic.highPowerThreshold) },
      ),
      col(
        'energy',
        'figures.columns.energy',
        'figures.hints.energy',
        (m) => (m.metabolic === null ? null : m.metabolic.energy / 1000),
        { digits: 1 },
      ),
    ],
  };
  const team: MetricGroup = {
    id: 'ranges',
    label: t('figures.groups.ranges'),
    source: 'team',
    columns: ranges.map((range) => {
      const unit = range.type === 'ACCELERATION' ? 'm/s²' : 'km/h';
      return {
        id: `range:${range.id}`,
        label: t('figures.columns.range', { name: range.name }),
        hint: t('figures.hints.range', {
          name: range.name,
          bounds: `${span(locale, range.min, range.max, 2)} ${unit}`,
        }),
        format: 'number',
        digits: 0,
        aggregate: 'sum',
        value: (m: RecordMetrics) => m.ranges.find((r) => r.rangeId === range.id)?.distance ?? null,
      } satisfies MetricColumn;
    }),
  };
  const individual: MetricGroup = {
    id: 'individual',
    label: t('figures.groups.individual'),
    source: 'player',
    columns: [
      ...SPEED_PERCENTS.map((p, i) =>
        col(
          `speedBand:${p}`,
          'figures.columns.speedBand',
          'figures.hints.speedBand',
          (m) => m.individualSpeedBands?.[i]?.distance ?? null,
          {},
          { percent: span(locale, p, SPEED_PERCENTS[i + 1] ?? null, 0) },
        ),
      ),
      ...HR_PERCENTS.slice(0, -1).map((p, i) =>
        col(
          `hrZone:${i + 1}`,
          'figures.columns.hrZone',
          'figures.hints.hrZone',
          (m) => m.heartRate?.zones?.[i] ?? null,
          { format: 'duration' },
          {
            zone: String(i + 1),
            percent: span(locale, p, i + 2 < HR_PERCENTS.length ? HR_PERCENTS[i + 1]! : null, 0),
          },
        ),
      ),
    ],
  };
  return [running, zones, accelerations, heartRate, metabolic, team, individual];
}
