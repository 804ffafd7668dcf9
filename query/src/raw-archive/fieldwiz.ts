/**
 * The FieldWiz analysis CSV (`event-fieldwiz-csv`, docs/raw-archive.md "FieldWiz analysis CSV"):
 * one row per player with a record, the figures of `eventPlayerAnalyses` over the whole event
 * (`playerAnalyses`, the same read), in one of two layouts:
 * - legacy (`useNew` false or absent): semicolon-separated, decimal comma, UTF-8 with a byte-order
 *   mark, the older column names; what spreadsheets in continental Europe open with a double click;
 * - new (`useNew` true): comma-separated, decimal point, UTF-8 without a byte-order mark, the
 *   export column set's names and units (docs/exports.md) and its schema version; what analysis
 *   tools (R, pandas, Power BI) read without locale settings.
 * Access: `event.read` on the event's team, as `eventPlayerAnalyses`.
 */
import { EXPORT_SCHEMA_VERSION, METRICS_COLUMNS, type FigureColumn } from '@stride/contracts/exports/columns';
import { csvField } from '../audit/csv.ts';
import { downloadContext } from '../downloads/context.ts';
import type { DownloadHandler } from '../downloads/downloads.ts';
import { writeAll } from '../downloads/stream.ts';
import { csvCell } from '../exports/csv.ts';
import type { PlayerAnalysis } from '../generated/resolvers.ts';
import { playerAnalyses } from '../resolvers/records/analyses.ts';
import { eventTarget } from '../resolvers/events/target.ts';
import { eventJson, type ArchivedSelection } from './event-json.ts';
import { attachment, fieldWizFileName } from './names.ts';

export const LEGACY_COLUMNS = [
  'Name',
  'Number',
  'Date',
  'Duration',
  'Duration (min)',
  'Distance (m)',
  'HSR Distance (m)',
  'HSR Efforts',
  'Sprints',
] as const;

/**
 * The new layout's figures: the export column set's columns (@stride/contracts/exports/columns,
 * docs/exports.md) for the figures `eventPlayerAnalyses` gives, read from those figures.
 */
const FROM_ANALYSIS: Readonly<Record<string, (a: PlayerAnalysis) => number>> = {
  time: (a) => a.time,
  distance: (a) => a.distance,
  hid: (a) => a.hid,
  'hir.count': (a) => a.hir,
  'sprint.count': (a) => a.sprint,
};
export const FIELDWIZ_FIGURE_COLUMNS: readonly FigureColumn<PlayerAnalysis>[] = METRICS_COLUMNS.flatMap(
  (column) => {
    const value = FROM_ANALYSIS[column.definition.field];
    return value === undefined ? [] : [{ ...column, value }];
  },
);

/** The new layout's identity columns, before the figures. */
export const NEW_IDENTITY_COLUMNS = [
  'schema_version',
  'event_id',
  'event_name',
  'event_start_utc',
  'player_id',
  'first_name',
  'last_name',
  'number',
] as const;

export const NEW_COLUMNS = [...NEW_IDENTITY_COLUMNS, ...FIELDWIZ_FIGURE_COLUMNS.map((c) => c.name)];

interface Row {
  readonly analysis: PlayerAnalysis;
  readonly selection: ArchivedSelection;
}

interface EventHead {
  readonly id: string;
  readonly name: string;
  readonly startDate: string | null;
}

/** `h:mm:ss` of whole seconds. */
const clock = (seconds: number): string => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** A decimal comma number with `digits` decimals. */
const comma = (value: number, digits: number): string => value.toFixed(digits).replace('.', ',');

/** `dd.mm.yyyy` of the event's start in UTC (the legacy date). */
const legacyDate = (iso: string | null): string =>
  iso === null ? '' : `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export function legacyLine(event: EventHead, { analysis: a, selection: s }: Row): string {
  const name = `${s.player.lastName} ${s.player.firstName}`;
  const fields = [
    csvField(name, ';'),
    s.number ?? '',
    legacyDate(event.startDate),
    clock(a.time),
    comma(a.time / 60, 2),
    comma(a.distance, 1),
    comma(a.hid, 1),
    a.hir,
    a.sprint,
  ];
  return `${fields.join(';')}\r\n`;
}

export function newLine(event: EventHead, { analysis: a, selection: s }: Row): string {
  const identity = [
    EXPORT_SCHEMA_VERSION,
    event.id,
    event.name,
    event.startDate,
    a.playerId,
    s.player.firstName,
    s.player.lastName,
    s.number,
  ];
  return `${[...identity, ...FIELDWIZ_FIGURE_COLUMNS.map((c) => c.value(a))].map(csvCell).join(',')}\r\n`;
}

export const fieldWizDownload: DownloadHandler = async (request) => {
  const { res, deps, params } = request;
  const useNew = params.useNew === 'true';
  const context = downloadContext(request);
  const { eventId, teamId } = await eventTarget(context, params.eventId ?? '', 'event.read');
  const [json, analyses] = await Promise.all([
    eventJson(context, eventId, teamId),
    playerAnalyses(deps.db, eventId),
  ]);
  const selections = new Map(json.eventSelections.map((s) => [s.id, s] as const));
  res.writeHead(200, {
    'content-type': `text/csv; charset=utf-8${useNew ? '; header=present' : ''}`,
    'content-disposition': attachment(fieldWizFileName(json.event.name, json.event.startDate, useNew)),
    'cache-control': 'no-store',
  });
  const line = useNew ? newLine : legacyLine;
  const header = useNew ? NEW_COLUMNS.join(',') : `\uFEFF${LEGACY_COLUMNS.join(';')}`;
  await writeAll(res, `${header}\r\n`);
  for (const analysis of analyses) {
    const selection = selections.get(analysis.selectionId);
    if (selection === undefined) continue;
    await writeAll(res, line(json.event, { analysis, selection }));
  }
  res.end();
};
