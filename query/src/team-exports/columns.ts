/**
 * A column of a team export: its header, unit and definition (the XLSX `Columns` sheet and
 * docs/season-exports.md) and how a row gives its cell. The workload rows' columns: the player, the
 * day's loads (as `WorkloadDay`), then acute, chronic, ratio and its status of every load variable
 * (as `LoadPoint`, ROLLING model), one row per player and day.
 */
import { fieldOfVariable, loadVariables, type LoadVariable } from '@stride/contracts/workload/loads';
import type { DayResult, PointResult } from '../resolvers/workload/assemble.ts';

/** A cell: text, a number, or empty. */
export type Cell = string | number | null;

export interface ExportColumn<Row> {
  /** The header (stable: snake case, the unit as its last word). */
  readonly name: string;
  readonly unit: string | null;
  readonly description: string;
  readonly value: (row: Row) => Cell;
}

/** One workload row: a player's day with every variable's acute and chronic figures. */
export interface ExportPlayer {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly number: number | null;
  readonly position: string | null;
}

export interface WorkloadRow {
  readonly player: ExportPlayer;
  readonly day: DayResult;
  readonly points: Readonly<Record<LoadVariable, PointResult>>;
}

/** Each variable's column stem and unit. */
const VARIABLES: Readonly<Record<LoadVariable, { stem: string; unit: string; what: string }>> = {
  DURATION: { stem: 'duration', unit: 'min', what: 'Minutes on record' },
  DISTANCE: { stem: 'distance', unit: 'm', what: 'Distance' },
  HSR: { stem: 'hsr', unit: 'm', what: 'High-speed running (from 19.8 km/h)' },
  SPRINT_DISTANCE: { stem: 'sprint_distance', unit: 'm', what: 'Sprint distance (from 25.2 km/h)' },
  ACCELERATIONS: { stem: 'accelerations', unit: 'count', what: 'Accelerations from 2 m/s²' },
  DECELERATIONS: { stem: 'decelerations', unit: 'count', what: 'Decelerations from 2 m/s²' },
  TRIMP: { stem: 'trimp', unit: 'au', what: 'Edwards TRIMP' },
  HML_DISTANCE: { stem: 'hml_distance', unit: 'm', what: 'High metabolic load distance' },
  SRPE: { stem: 'srpe', unit: 'au', what: 'Session RPE (rating × minutes)' },
};

/** `distance_m`, `accelerations` (a count has no unit word). */
const header = (stem: string, unit: string, suffix = ''): string =>
  unit === 'count' ? `${stem}${suffix}` : `${stem}${suffix}_${unit}`;

/** A player's identity columns, from a row's player (the selection's number and position in records). */
export function playerColumns<Row>(of: (row: Row) => ExportPlayer, where = ''): ExportColumn<Row>[] {
  return [
    { name: 'player_id', unit: null, description: 'The player’s id.', value: (r) => of(r).id },
    { name: 'first_name', unit: null, description: 'First name.', value: (r) => of(r).firstName },
    { name: 'last_name', unit: null, description: 'Last name.', value: (r) => of(r).lastName },
    { name: 'number', unit: null, description: `Shirt number${where}.`, value: (r) => of(r).number },
    { name: 'position', unit: null, description: `Position${where}.`, value: (r) => of(r).position },
  ];
}

const PLAYER: readonly ExportColumn<WorkloadRow>[] = [
  ...playerColumns<WorkloadRow>((r) => r.player),
  {
    name: 'date',
    unit: 'date',
    description: 'The calendar day in the club’s time zone.',
    value: (r) => r.day.date,
  },
  {
    name: 'events',
    unit: null,
    description: 'Events the player took part in that day (0: a rest day, whose loads are 0).',
    value: (r) => r.day.events,
  },
  {
    name: 'missing_device',
    unit: null,
    description: 'Of those, events without device data (their device loads are missing, not 0).',
    value: (r) => r.day.missingDevice,
  },
  {
    name: 'missing_rpe',
    unit: null,
    description: 'Of those, events without a session RPE.',
    value: (r) => r.day.missingRpe,
  },
];

const LOADS: readonly ExportColumn<WorkloadRow>[] = loadVariables.map((variable) => {
  const { stem, unit, what } = VARIABLES[variable];
  return {
    name: header(stem, unit),
    unit: unit === 'count' ? null : unit,
    description: `${what}: the day’s load; empty when missing.`,
    value: (r) => r.day[fieldOfVariable[variable]],
  };
});

const FIGURES: readonly ExportColumn<WorkloadRow>[] = loadVariables.flatMap((variable) => {
  const { stem, unit, what } = VARIABLES[variable];
  const shown = unit === 'count' ? null : unit;
  return [
    {
      name: header(stem, unit, '_acute'),
      unit: shown,
      description: `${what}: acute load, mean of days t−6…t (missing days skipped).`,
      value: (r) => r.points[variable].acute,
    },
    {
      name: header(stem, unit, '_chronic'),
      unit: shown,
      description: `${what}: chronic load, mean of days t−27…t (missing days skipped).`,
      value: (r) => r.points[variable].chronic,
    },
    {
      name: `${stem}_acwr`,
      unit: 'ratio',
      description: `${what}: acute ÷ chronic; empty unless ${stem}_ratio_status is OK.`,
      value: (r) => r.points[variable].ratio,
    },
    {
      name: `${stem}_ratio_status`,
      unit: null,
      description: 'OK, NOT_ENOUGH_HISTORY, NO_CHRONIC_LOAD or MISSING_DATA (docs/workload.md).',
      value: (r) => r.points[variable].ratioStatus,
    },
  ] satisfies ExportColumn<WorkloadRow>[];
});

/** The workload rows' columns, in file order. */
export const WORKLOAD_COLUMNS: readonly ExportColumn<WorkloadRow>[] = [...PLAYER, ...LOADS, ...FIGURES];

/** A row's cells in the columns' order. */
export const cellsOf = <Row>(columns: readonly ExportColumn<Row>[], row: Row): Cell[] =>
  columns.map((c) => c.value(row));
