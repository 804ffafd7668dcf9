/**
 * Where a team export's tables go, with constant memory: each `rows` call writes a page and waits
 * until the response takes more. CSV (RFC 4180, the audit export's quoting): one table straight to
 * the response, or several as CSV files in a zip. XLSX: exceljs' streaming workbook writer, a sheet
 * per table and a `Columns` sheet naming every column; numbers stay numbers (unrounded, a negative
 * one without the formula guard text gets), dates ISO text.
 */
import type http from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import ExcelJS from 'exceljs';
import { csvField } from '../audit/csv.ts';
import { drained, writeAll } from '../downloads/stream.ts';
import type { Cell, ExportColumn } from './columns.ts';

export interface TableSpec {
  /** The file (`records.csv`) or sheet (`Records`) name's stem. */
  readonly name: string;
  readonly columns: readonly Pick<ExportColumn<never>, 'name' | 'unit' | 'description'>[];
}

export interface ExportSink {
  /** Start a table: its header row. */
  begin(table: TableSpec): Promise<void>;
  /** A page of the current table's rows; resolves once the response takes more. */
  rows(rows: readonly Cell[][]): Promise<void>;
  /** The file is complete: resolves once its last byte was handed to the response. */
  finish(): Promise<void>;
}

/** A CSV line: numbers as they are (a negative one is no formula), text guarded as the audit's. */
const csvLine = (cells: readonly Cell[]): string =>
  `${cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvField(cell))).join(',')}\r\n`;

const titled = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
const header = (table: TableSpec): string[] => table.columns.map((c) => c.name);

/** One table as a CSV, straight to the response. */
export function csvSink(res: http.ServerResponse): ExportSink {
  return {
    begin: (table) => writeAll(res, csvLine(header(table))),
    rows: (rows) => writeAll(res, rows.map(csvLine).join('')),
    finish: () => new Promise<void>((resolve) => res.end(resolve)),
  };
}

/** Resolves when `archive` ended into `res` (or failed: the response is then cut). */
function ended(archive: ZipArchive | Readable, res: http.ServerResponse): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    res.once('finish', resolve);
    res.once('close', resolve);
    archive.once('error', reject);
  });
}

/** Several tables as `<name>.csv` files in a zip. */
export function csvZipSink(res: http.ServerResponse): ExportSink {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.pipe(res);
  let entry: PassThrough | null = null;
  return {
    async begin(table) {
      entry?.end();
      entry = new PassThrough();
      archive.append(entry, { name: `${table.name}.csv` });
      await writeAll(entry, csvLine(header(table)));
    },
    async rows(rows) {
      if (entry !== null) await writeAll(entry, rows.map(csvLine).join(''));
    },
    async finish() {
      entry?.end();
      const done = ended(archive, res);
      await archive.finalize();
      await done;
    },
  };
}

/** The writer's zip (not in exceljs' types): its output backs up when the client is slow. */
const zipOf = (workbook: ExcelJS.stream.xlsx.WorkbookWriter): Readable =>
  (workbook as unknown as { zip: Readable }).zip;

/** One sheet per table, then `Columns`. */
export function xlsxSink(res: http.ServerResponse): ExportSink {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: false,
    useSharedStrings: false,
  });
  const zip = zipOf(workbook);
  const tables: TableSpec[] = [];
  let sheet: ExcelJS.Worksheet | null = null;
  // Wait while the response or the zip in front of it is full: rows written meanwhile would pile up.
  const settled = async () => {
    while (!res.destroyed && (res.writableNeedDrain || zip.readableLength >= zip.readableHighWaterMark)) {
      if (res.writableNeedDrain) await drained(res);
      else await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  return {
    async begin(table) {
      sheet?.commit();
      tables.push(table);
      sheet = workbook.addWorksheet(titled(table.name));
      sheet.addRow(header(table)).commit();
      await settled();
    },
    async rows(rows) {
      for (const row of rows) sheet?.addRow(row).commit();
      await settled();
    },
    async finish() {
      sheet?.commit();
      const columns = workbook.addWorksheet('Columns');
      columns.addRow(['sheet', 'column', 'unit', 'definition']).commit();
      for (const table of tables)
        for (const c of table.columns)
          columns.addRow([titled(table.name), c.name, c.unit ?? '', c.description]).commit();
      columns.commit();
      const done = ended(zip, res);
      await workbook.commit();
      await done;
    },
  };
}
