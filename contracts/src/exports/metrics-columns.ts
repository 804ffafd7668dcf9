/**
 * The figure columns of `Metrics` (a whole event, a period or a session of one player), schema
 * version 1 (`EXPORT_SCHEMA_VERSION` and the rules for changing them: columns.ts). Definitions:
 * `DEFINITIONS_DOC`, field by field; docs/exports.md shows the table.
 */
import type { EffortFigures, Metrics, SpeedZoneId } from '../metrics.ts';
import { SPEED_ZONE_IDS } from '../metrics.ts';
import type { DefinitionSection, FigureColumn } from './columns.ts';

const KMH_PER_MS = 3.6;
const kmh = (ms: number | null): number | null => (ms === null ? null : ms * KMH_PER_MS);

type Col = FigureColumn<Metrics>;
const col = (
  name: string,
  unit: string,
  section: DefinitionSection,
  field: string,
  description: string,
  value: (m: Metrics) => number | null,
): Col => ({ name, unit, definition: { section, field }, description, value });

const ZONE_KMH = ['0–3.6', '3.6–7.2', '7.2–14.4', '14.4–19.8', '19.8–25.2', '25.2–30', '≥ 30'];
const zoneColumns = (zone: SpeedZoneId, i: number): Col[] => [
  col(
    `time_in_speed_zone_${zone}_s`,
    's',
    'window',
    `zones.${zone}.time`,
    `Tracked time with speed in zone ${zone} (${ZONE_KMH[i]} km/h by default).`,
    (m) => m.zones?.[zone].time ?? null,
  ),
  col(
    `distance_in_speed_zone_${zone}_m`,
    'm',
    'window',
    `zones.${zone}.distance`,
    `Distance covered in speed zone ${zone}.`,
    (m) => m.zones?.[zone].distance ?? null,
  ),
  col(
    `entries_speed_zone_${zone}_count`,
    'count',
    'window',
    `zones.${zone}.entries`,
    `Times the speed entered zone ${zone}.`,
    (m) => m.zones?.[zone].entries ?? null,
  ),
];

type BandId = 'a1' | 'a2' | 'a3' | 'd1' | 'd2' | 'd3';
const bandOf = (m: Metrics, id: BandId): EffortFigures | null =>
  (id.startsWith('a')
    ? m.accelerations?.[id as 'a1' | 'a2' | 'a3']
    : m.decelerations?.[id as 'd1' | 'd2' | 'd3']) ?? null;
const bandColumns = (id: BandId): Col[] => {
  const kind = id.startsWith('a') ? 'accelerations' : 'decelerations';
  const edge = `${id.startsWith('a') ? '≥' : '≤ −'}${id.slice(1)} m/s²`;
  return [
    col(
      `${kind}_${id}_count`,
      'count',
      'efforts',
      `${kind}.${id}.count`,
      `Efforts with acceleration ${edge} held ≥ 0.5 s (bands are nested).`,
      (m) => bandOf(m, id)?.count ?? null,
    ),
    col(
      `${kind}_${id}_distance_m`,
      'm',
      'efforts',
      `${kind}.${id}.distance`,
      `Distance covered during the ${id} efforts.`,
      (m) => bandOf(m, id)?.distance ?? null,
    ),
  ];
};

const hrZoneColumns = [1, 2, 3, 4, 5].map((zone) =>
  col(
    `time_in_hr_zone_${zone}_s`,
    's',
    'heartRate',
    `heartRate.zones[${zone - 1}]`,
    `Time with heart rate in zone ${zone} (${40 + zone * 10}${zone === 5 ? '+' : `–${50 + zone * 10}`} % of max HR by default); empty without the player's max HR.`,
    (m) => m.heartRate?.zones?.[zone - 1] ?? null,
  ),
);

/** The figure columns, in file order (schema version 1). */
export const METRICS_COLUMNS: readonly FigureColumn<Metrics>[] = [
  col('duration_s', 's', 'window', 'time', 'Tracked time (with position data).', (m) => m.time),
  col(
    'untracked_time_s',
    's',
    'window',
    'untrackedTime',
    'Time inside gaps that broke the series.',
    (m) => m.untrackedTime,
  ),
  col('distance_m', 'm', 'window', 'distance', 'Distance covered.', (m) => m.distance),
  col(
    'distance_per_minute_m_min',
    'm/min',
    'window',
    'distancePerMinute',
    'Distance per minute of tracked time.',
    (m) => m.distancePerMinute,
  ),
  col('avg_speed_kmh', 'km/h', 'window', 'avgSpeed', 'Distance / tracked time.', (m) => kmh(m.avgSpeed)),
  col('max_speed_kmh', 'km/h', 'window', 'maxSpeed', 'Highest speed.', (m) => kmh(m.maxSpeed)),
  col(
    'max_acceleration_m_s2',
    'm/s²',
    'window',
    'maxAcceleration',
    'Highest acceleration.',
    (m) => m.maxAcceleration,
  ),
  col(
    'min_acceleration_m_s2',
    'm/s²',
    'window',
    'minAcceleration',
    'Lowest (most negative) acceleration.',
    (m) => m.minAcceleration,
  ),
  ...SPEED_ZONE_IDS.flatMap(zoneColumns),
  col(
    'hsr_distance_m',
    'm',
    'window',
    'hid',
    'High-speed running (high-intensity) distance, from 19.8 km/h.',
    (m) => m.hid,
  ),
  col(
    'hsr_share_ratio',
    '0–1',
    'ratios',
    'ratios.hidShare',
    'High-speed running distance / distance.',
    (m) => m.ratios.hidShare,
  ),
  col(
    'hir_count',
    'count',
    'efforts',
    'hir.count',
    'High-intensity runs: efforts from 19.8 km/h held ≥ 1 s.',
    (m) => m.hir?.count ?? null,
  ),
  col(
    'hir_distance_m',
    'm',
    'efforts',
    'hir.distance',
    'Distance covered during high-intensity runs.',
    (m) => m.hir?.distance ?? null,
  ),
  col(
    'sprints_count',
    'count',
    'efforts',
    'sprint.count',
    'Sprints: efforts from 25.2 km/h held ≥ 1 s.',
    (m) => m.sprint?.count ?? null,
  ),
  col(
    'sprint_distance_m',
    'm',
    'efforts',
    'sprint.distance',
    'Distance covered during sprints.',
    (m) => m.sprint?.distance ?? null,
  ),
  col(
    'sprint_max_speed_kmh',
    'km/h',
    'efforts',
    'sprint.maxSpeed',
    'Highest speed within a sprint; empty without sprints.',
    (m) => kmh(m.sprint?.maxSpeed ?? null),
  ),
  col(
    'sprint_share_ratio',
    '0–1',
    'ratios',
    'ratios.sprintShare',
    'Sprint distance / distance.',
    (m) => m.ratios.sprintShare,
  ),
  ...(['a1', 'a2', 'a3', 'd1', 'd2', 'd3'] as const).flatMap(bandColumns),
  col(
    'hr_min_bpm',
    'bpm',
    'heartRate',
    'heartRate.min',
    'Lowest valid heart rate.',
    (m) => m.heartRate?.min ?? null,
  ),
  col(
    'hr_max_bpm',
    'bpm',
    'heartRate',
    'heartRate.max',
    'Highest valid heart rate.',
    (m) => m.heartRate?.max ?? null,
  ),
  col(
    'hr_avg_bpm',
    'bpm',
    'heartRate',
    'heartRate.avg',
    'Time-weighted mean heart rate.',
    (m) => m.heartRate?.avg ?? null,
  ),
  col(
    'hr_time_s',
    's',
    'heartRate',
    'heartRate.time',
    'Time covered by heart-rate data.',
    (m) => m.heartRate?.time ?? null,
  ),
  ...hrZoneColumns,
  col(
    'edwards_trimp_au',
    'a.u.',
    'heartRate',
    'heartRate.edwardsTrimp',
    'Edwards TRIMP: Σ minutes in HR zone i × i.',
    (m) => m.heartRate?.edwardsTrimp ?? null,
  ),
  col(
    'banister_trimp_au',
    'a.u.',
    'heartRate',
    'heartRate.banisterTrimp',
    "Banister TRIMP; empty without the player's max and resting HR.",
    (m) => m.heartRate?.banisterTrimp ?? null,
  ),
  col(
    'metabolic_power_avg_w_kg',
    'W/kg',
    'metabolic',
    'metabolic.avgPower',
    'Mean metabolic power.',
    (m) => m.metabolic?.avgPower ?? null,
  ),
  col(
    'high_metabolic_load_distance_m',
    'm',
    'metabolic',
    'metabolic.highMetabolicLoadDistance',
    'Distance above 25.5 W/kg metabolic power.',
    (m) => m.metabolic?.highMetabolicLoadDistance ?? null,
  ),
  col(
    'high_metabolic_load_share_ratio',
    '0–1',
    'ratios',
    'ratios.highMetabolicLoadShare',
    'High metabolic load distance / distance.',
    (m) => m.ratios.highMetabolicLoadShare,
  ),
  col(
    'metabolic_energy_j_kg',
    'J/kg',
    'metabolic',
    'metabolic.energy',
    'Metabolic energy spent moving.',
    (m) => m.metabolic?.energy ?? null,
  ),
  col(
    'tracked_share_ratio',
    '0–1',
    'ratios',
    'ratios.trackedShare',
    'Tracked time / (tracked + untracked time): a data-quality figure.',
    (m) => m.ratios.trackedShare,
  ),
];
