/**
 * The records rows' columns: the event and the player (identity), then the figures of the whole
 * event. The figures are the event export's versioned columns (contracts/src/exports/columns.ts),
 * so an event's rows read the same in both files; this adapter is the one place that names them.
 */
import type { Metrics } from '@stride/contracts/metrics';
import type { ExportColumn } from './columns.ts';

/** One record row: an event, a selected player and their record of the whole event (if any). */
export interface RecordRow {
  readonly event: {
    readonly id: string;
    readonly name: string;
    readonly type: string;
    readonly day: string;
    readonly start: Date;
    readonly end: Date | null;
  };
  readonly player: {
    readonly id: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly number: number | null;
    readonly position: string | null;
  };
  /** The selection's `Record.globalMetrics`; null before it has one. */
  readonly metrics: Metrics | null;
}

const IDENTITY: readonly ExportColumn<RecordRow>[] = [
  { name: 'event_id', unit: null, description: 'The event’s id.', value: (r) => r.event.id },
  { name: 'event_name', unit: null, description: 'The event’s name.', value: (r) => r.event.name },
  { name: 'event_type', unit: null, description: 'MATCH or TRAINING.', value: (r) => r.event.type },
  {
    name: 'event_date',
    unit: 'date',
    description: 'The event’s day in the club’s time zone (its actual start, else the planned one).',
    value: (r) => r.event.day,
  },
  {
    name: 'event_start',
    unit: 'ISO 8601 UTC',
    description: 'The event’s start (actual, else planned).',
    value: (r) => r.event.start.toISOString(),
  },
  {
    name: 'event_end',
    unit: 'ISO 8601 UTC',
    description: 'The event’s end (actual, else planned); empty when unknown.',
    value: (r) => r.event.end?.toISOString() ?? null,
  },
  { name: 'player_id', unit: null, description: 'The player’s id.', value: (r) => r.player.id },
  { name: 'first_name', unit: null, description: 'First name.', value: (r) => r.player.firstName },
  { name: 'last_name', unit: null, description: 'Last name.', value: (r) => r.player.lastName },
  {
    name: 'number',
    unit: null,
    description: 'Shirt number in the event’s selection.',
    value: (r) => r.player.number,
  },
  {
    name: 'position',
    unit: null,
    description: 'Position in the event’s selection.',
    value: (r) => r.player.position,
  },
];

const figure = (
  name: string,
  unit: string | null,
  description: string,
  of: (m: Metrics) => number | null | undefined,
): ExportColumn<RecordRow> => ({
  name,
  unit,
  description,
  value: (r) => (r.metrics === null ? null : (of(r.metrics) ?? null)),
});

/** The figures of the whole event (Record.globalMetrics), empty without a record. */
const FIGURES: readonly ExportColumn<RecordRow>[] = [
  figure('time_s', 's', 'Tracked seconds.', (m) => m.time),
  figure('untracked_time_s', 's', 'Seconds inside gaps that broke the series.', (m) => m.untrackedTime),
  figure('distance_m', 'm', 'Distance.', (m) => m.distance),
  figure('distance_per_minute_m_min', 'm/min', 'Distance per minute.', (m) => m.distancePerMinute),
  figure('avg_speed_m_s', 'm/s', 'Mean speed.', (m) => m.avgSpeed),
  figure('max_speed_m_s', 'm/s', 'Top speed.', (m) => m.maxSpeed),
  figure('hid_m', 'm', 'High-intensity distance (from 19.8 km/h).', (m) => m.hid),
  figure('hir_count', null, 'High-intensity runs (from 19.8 km/h held 1 s).', (m) => m.hir?.count),
  figure('sprint_count', null, 'Sprints (from 25.2 km/h held 1 s).', (m) => m.sprint?.count),
  figure('sprint_distance_m', 'm', 'Metres sprinting.', (m) => m.sprint?.distance),
  figure('a2_count', null, 'Accelerations from 2 m/s².', (m) => m.accelerations?.a2.count),
  figure('d2_count', null, 'Decelerations from −2 m/s².', (m) => m.decelerations?.d2.count),
  figure('hr_avg_bpm', 'bpm', 'Time-weighted mean heart rate.', (m) => m.heartRate?.avg),
  figure('hr_max_bpm', 'bpm', 'Highest heart rate.', (m) => m.heartRate?.max),
];

/** The records rows' columns, in file order. */
export const RECORD_COLUMNS: readonly ExportColumn<RecordRow>[] = [...IDENTITY, ...FIGURES];
