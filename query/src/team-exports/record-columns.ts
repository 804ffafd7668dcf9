/**
 * The records rows' columns: the column set's version, the event and the player (identity), then
 * the figures of the whole event: the event export's versioned columns
 * (contracts/src/exports/columns.ts), so an event's rows read the same in both files.
 */
import { definitionLink, EXPORT_SCHEMA_VERSION, METRICS_COLUMNS } from '@stride/contracts/exports/columns';
import type { Metrics } from '@stride/contracts/metrics';
import { playerColumns, type ExportColumn, type ExportPlayer } from './columns.ts';

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
  readonly player: ExportPlayer;
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
  ...playerColumns<RecordRow>((r) => r.player, ' in the event’s selection'),
];

/** The figures of the whole event (`Record.globalMetrics`), empty without a record. */
const FIGURES: readonly ExportColumn<RecordRow>[] = METRICS_COLUMNS.map((c) => ({
  name: c.name,
  unit: c.unit,
  description: `${c.description} (${definitionLink(c)})`,
  value: (r) => (r.metrics === null ? null : c.value(r.metrics)),
}));

const VERSION: ExportColumn<RecordRow> = {
  name: 'schema_version',
  unit: null,
  description: 'The version of the figure columns (docs/exports.md): it changes whenever a column does.',
  value: () => EXPORT_SCHEMA_VERSION,
};

/** The records rows' columns, in file order. */
export const RECORD_COLUMNS: readonly ExportColumn<RecordRow>[] = [VERSION, ...IDENTITY, ...FIGURES];
