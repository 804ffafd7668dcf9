/**
 * The event data files behind `getEventDataCSVLink` and `getEventDataXLSXLink` (docs/exports.md):
 * download kinds `event-data-csv` and `event-data-xlsx`. Access is `eventPlayerAnalyses`'
 * (`event.read` on the event's team), checked when the link is issued and again, for the user the
 * link names as they are now, before a byte of the file is written.
 */
import { METRICS_COLUMNS } from '@stride/contracts/exports/columns';
import { DomainError } from '@stride/contracts/errors';
import { authorizeEvent } from '../auth/event-access.ts';
import type { DownloadHandler } from '../downloads/downloads.ts';
import { safeFileName } from '../downloads/links.ts';
import { eventIdOf } from '../resolvers/ids.ts';
import { longLines, wideLines, writeCsv } from './csv.ts';
import {
  EVENT_IDENTITY,
  EVENT_IDENTITY_COLUMNS,
  readEventData,
  type ExportRow,
  type Scope,
} from './event-data.ts';
import { columnsSheet, longCells, longHeader, wideCells, writeWorkbook } from './xlsx.ts';

export const EVENT_DATA_CSV = 'event-data-csv';
export const EVENT_DATA_XLSX = 'event-data-xlsx';
export const LAYOUTS = ['WIDE', 'LONG'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** `Match-vs-Lyon-data-wide.csv`, `Match-vs-Lyon-data.xlsx`. */
export function eventDataFileName(eventName: string, extension: 'csv' | 'xlsx', layout?: Layout): string {
  const suffix = layout === undefined ? '' : `-${layout.toLowerCase()}`;
  return safeFileName(`${eventName}-data${suffix}.${extension}`);
}

const readable = async (request: Parameters<DownloadHandler>[0]) => {
  const { viewer, deps, params } = request;
  const eventId = eventIdOf(params.eventId ?? '');
  await authorizeEvent({ viewer, deps }, eventId, 'event.read');
  return readEventData(deps.db, eventId);
};

const headers = (contentType: string, fileName: string) => ({
  'content-type': contentType,
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
});

export const eventDataCsv: DownloadHandler = async (request) => {
  const layout = request.params.layout ?? 'WIDE';
  if (!(LAYOUTS as readonly string[]).includes(layout))
    throw new DomainError('BAD_USER_INPUT', { field: 'layout' });
  const { event, rows } = await readable(request);
  const { req, res } = request;
  res.writeHead(
    200,
    headers('text/csv; charset=utf-8', eventDataFileName(event.name, 'csv', layout as Layout)),
  );
  if (req.method === 'HEAD') return void res.end();
  const lines = layout === 'WIDE' ? wideLines : longLines;
  await writeCsv(res, lines(EVENT_IDENTITY_COLUMNS, METRICS_COLUMNS, rows));
  res.end();
};

const only = (rows: readonly ExportRow[], scope: Scope) => rows.filter((r) => r.scope === scope);

/** The XLSX Long sheet's identity: the keys (the wide sheets hold the rest), half the cells to write. */
export const LONG_SHEET_IDENTITY = [
  'scope',
  'scope_id',
  'scope_name',
  'player_id',
  'player_first_name',
  'player_last_name',
] as const;
const LONG_SHEET_KEEP = LONG_SHEET_IDENTITY.map((name) => EVENT_IDENTITY_COLUMNS.indexOf(name));

export const eventDataXlsx: DownloadHandler = async (request) => {
  const { event, rows } = await readable(request);
  const { req, res } = request;
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  res.writeHead(200, headers(type, eventDataFileName(event.name, 'xlsx')));
  if (req.method === 'HEAD') return void res.end();
  const header = [...EVENT_IDENTITY_COLUMNS, ...METRICS_COLUMNS.map((c) => c.name)];
  await writeWorkbook(res, [
    { name: 'Event', header, rows: wideCells(METRICS_COLUMNS, only(rows, 'event')) },
    { name: 'Periods', header, rows: wideCells(METRICS_COLUMNS, only(rows, 'period')) },
    { name: 'Sessions', header, rows: wideCells(METRICS_COLUMNS, only(rows, 'session')) },
    {
      name: 'Long',
      header: longHeader(LONG_SHEET_IDENTITY),
      rows: longCells(METRICS_COLUMNS, rows, LONG_SHEET_KEEP),
    },
    columnsSheet(EVENT_IDENTITY, METRICS_COLUMNS),
  ]);
};
