/**
 * Data files as CSV (docs/exports.md): RFC 4180 (comma, CRLF, quoting as the audit export's
 * `csvField`, text cells starting with = + - @ defused), UTF-8 with a byte order mark so Excel
 * reads accented names right, a single header row. Numbers are written as JavaScript prints them
 * (full precision, `.` as the decimal point) and never defused: a negative figure stays a number.
 *
 * Independent of events: a layout writes identity columns then the figure columns of a column
 * set, from rows the caller supplies (team range and season exports reuse it).
 */
import type { Writable } from 'node:stream';
import type { FigureColumn } from '@stride/contracts/exports/columns';
import { csvField } from '../audit/csv.ts';
import { writeAll } from '../downloads/stream.ts';

export const UTF8_BOM = '\uFEFF';
/** Lines are written in chunks of about this many characters (one `write` each). */
const CHUNK_CHARS = 64 * 1024;

export type Cell = string | number | null;

export interface FigureRow<F> {
  readonly identity: readonly Cell[];
  readonly figures: F;
}

/** A cell: numbers as they are, text through `csvField` (quoted and defused). */
export function csvCell(value: Cell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return csvField(value);
}

const line = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export const LONG_FIGURE_COLUMNS = ['figure', 'unit', 'value'] as const;

/** Wide: one line per row, a column per figure. */
export function* wideLines<F>(
  identityColumns: readonly string[],
  columns: readonly FigureColumn<F>[],
  rows: Iterable<FigureRow<F>>,
): Generator<string> {
  yield line([...identityColumns, ...columns.map((c) => c.name)]);
  for (const row of rows) yield line([...row.identity, ...columns.map((c) => c.value(row.figures))]);
}

/** Long (tidy): one line per row and figure: identity, then the figure's name, unit and value. */
export function* longLines<F>(
  identityColumns: readonly string[],
  columns: readonly FigureColumn<F>[],
  rows: Iterable<FigureRow<F>>,
): Generator<string> {
  yield line([...identityColumns, ...LONG_FIGURE_COLUMNS]);
  for (const row of rows) {
    const identity = row.identity.map(csvCell).join(',');
    let text = '';
    for (const column of columns) {
      text += `${identity},${csvField(column.name)},${csvField(column.unit)},${csvCell(column.value(row.figures))}\r\n`;
    }
    yield text;
  }
}

/** Writes the BOM and `lines` to `out`, about 64 KB per write, waiting for drains. */
export async function writeCsv(out: Writable, lines: Iterable<string>): Promise<void> {
  let chunk = UTF8_BOM;
  for (const text of lines) {
    chunk += text;
    if (chunk.length >= CHUNK_CHARS) {
      if (out.destroyed) return;
      await writeAll(out, chunk);
      chunk = '';
    }
  }
  if (chunk !== '') await writeAll(out, chunk);
}
