/**
 * The export column set (issue 21, docs/exports.md): the per-player figures every data file
 * (event CSV and XLSX, team range and season exports) writes, with stable snake_case names that
 * carry their unit, in a fixed order. A row is identity columns (the file's own: player, scope,
 * dates) followed by `METRICS_COLUMNS` read from one figures object (`Metrics`: a whole event, a
 * period or a session of one player, as the API's `Record` gives them).
 *
 * Versioning: `EXPORT_SCHEMA_VERSION` changes whenever a column is renamed, removed, reordered or
 * changes its unit or definition; adding a column at the end also bumps it (scripts reading by
 * position would shift otherwise). Every file states the version it was written with.
 *
 * Values are the API's figures, unrounded, converted to the column's unit where it differs from the
 * API's (speeds m/s → km/h: × 3.6, nothing else). Null (not applicable: no heart-rate samples, no
 * max heart rate, not a team sport, no tracked time…) is an empty cell.
 */
export { METRICS_COLUMNS } from './metrics-columns.ts';

/** Version of the column set every export states; see the module's comment for when it changes. */
export const EXPORT_SCHEMA_VERSION = 1;

/** Where the definitions live: the metric engine's reference (each column names a field of it). */
export const DEFINITIONS_DOC = 'projector/src/metrics/README.md';

/** Sections of `DEFINITIONS_DOC` a column's definition is in, with their markdown anchors. */
export const DEFINITION_SECTIONS = {
  window: { title: 'Per window: `Metrics`', anchor: 'per-window-metrics' },
  efforts: { title: 'Per window: `Metrics` (efforts)', anchor: 'per-window-metrics' },
  heartRate: { title: 'Per window: `Metrics` (heart rate)', anchor: 'per-window-metrics' },
  metabolic: { title: 'Per window: `Metrics` (metabolic power)', anchor: 'per-window-metrics' },
  ratios: { title: 'Per window: `Metrics` (ratios)', anchor: 'per-window-metrics' },
} as const;
export type DefinitionSection = keyof typeof DEFINITION_SECTIONS;

/** One figure column, read from a figures object `F`. */
export interface FigureColumn<F> {
  /** Stable snake_case name ending with its unit (`_m`, `_s`, `_kmh`, `_bpm`, `_count`…). */
  readonly name: string;
  /** The unit, as written in docs and the XLSX "Columns" sheet. */
  readonly unit: string;
  /** Where it is defined: a section of `DEFINITIONS_DOC` and the field path of `Metrics` there. */
  readonly definition: { readonly section: DefinitionSection; readonly field: string };
  /** One sentence, English (the files' documentation sheet and docs/exports.md). */
  readonly description: string;
  /** The value in `unit`; null when the figure does not apply. */
  readonly value: (figures: F) => number | null;
}

/** A link to a column's definition, relative to the repository's root. */
export function definitionLink(column: {
  readonly definition: { readonly section: DefinitionSection };
}): string {
  return `${DEFINITIONS_DOC}#${DEFINITION_SECTIONS[column.definition.section].anchor}`;
}

/** The figure values of one row, in `columns`' order. */
export function figureValues<F>(columns: readonly FigureColumn<F>[], figures: F): (number | null)[] {
  return columns.map((column) => column.value(figures));
}

/** The markdown table of a column set (docs/exports.md holds it; a unit test keeps them equal). */
export function columnsTable<F>(columns: readonly FigureColumn<F>[], linkPrefix = ''): string {
  const rows = columns.map(
    (c) =>
      `| \`${c.name}\` | ${c.unit} | ${c.description} | [\`${c.definition.field}\`](${linkPrefix}${definitionLink(c)}) |`,
  );
  return ['| column | unit | definition | API field |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
