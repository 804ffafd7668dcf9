/**
 * Data files as XLSX (docs/exports.md), written with exceljs' streaming writer: each row is
 * committed (serialised into the zip stream) as soon as it is added, so a workbook is never held
 * whole in memory. Numbers are number cells, text is text (never a formula), the header row is
 * frozen. Independent of events: the caller gives the sheets and their rows.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FigureColumn } from '@stride/contracts/exports/columns';
import { definitionLink, EXPORT_SCHEMA_VERSION } from '@stride/contracts/exports/columns';
import type { Cell, FigureRow } from './csv.ts';
import { LONG_FIGURE_COLUMNS } from './csv.ts';
import { drained } from '../downloads/stream.ts';

export interface Sheet {
  readonly name: string;
  readonly header: readonly string[];
  readonly rows: Iterable<readonly Cell[]>;
}

/** Rows between two waits for the output to drain. */
const ROWS_PER_TICK = 500;

/** Streams a workbook of `sheets` to `out` and ends it. */
export async function writeWorkbook(out: Writable, sheets: readonly Sheet[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    // No styles, and fast compression: both cost more time than they save bytes (issue 21's
    // goal is a 25-player match in 2 s; a bold header made every cell look its style up).
    useStyles: false,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  workbook.creator = 'Stride';
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.addRow([...sheet.header]).commit();
    let count = 0;
    for (const cells of sheet.rows) {
      worksheet.addRow(cells.map((c) => (c === null ? undefined : c))).commit();
      if (++count % ROWS_PER_TICK === 0) {
        if (out.destroyed) return;
        await drained(out);
      }
    }
    worksheet.commit();
  }
  await workbook.commit();
}

/** Wide rows as sheet rows. */
export function* wideCells<F>(columns: readonly FigureColumn<F>[], rows: Iterable<FigureRow<F>>) {
  for (const row of rows) yield [...row.identity, ...columns.map((c) => c.value(row.figures))];
}

/**
 * Long (tidy) rows as sheet rows: identity (only the cells at `keep`, when given), figure, unit,
 * value.
 */
export function* longCells<F>(
  columns: readonly FigureColumn<F>[],
  rows: Iterable<FigureRow<F>>,
  keep?: readonly number[],
) {
  for (const row of rows) {
    const identity = keep === undefined ? row.identity : keep.map((i) => row.identity[i] ?? null);
    for (const c of columns) yield [...identity, c.name, c.unit, c.value(row.figures)];
  }
}

export const longHeader = (identity: readonly string[]): string[] => [...identity, ...LONG_FIGURE_COLUMNS];

/** The "Columns" sheet: every column's name, unit and definition, identity columns first. */
export function columnsSheet<F>(
  identity: readonly (readonly [name: string, description: string])[],
  columns: readonly FigureColumn<F>[],
): Sheet {
  return {
    name: 'Columns',
    header: ['column', 'unit', 'definition', 'api_field', 'definition_link', 'schema_version'],
    rows: [
      ...identity.map(([name, description]): Cell[] => [
        name,
        null,
        description,
        null,
        null,
        EXPORT_SCHEMA_VERSION,
      ]),
      ...columns.map((c): Cell[] => [
        c.name,
        c.unit,
        c.description,
        c.definition.field,
        definitionLink(c),
        EXPORT_SCHEMA_VERSION,
      ]),
    ],
  };
}
