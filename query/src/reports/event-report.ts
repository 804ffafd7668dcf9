/**
 * The event report (docs/reports.md): the header, the team table (each player's figures from his
 * record, the team average, each column's best marked), the speed-zone and high-speed running
 * charts, the per-period table. Figures are the records' (`Selection.record.globalMetrics`,
 * `periodRecords`), read as the API reads them.
 */
import type { Metrics } from '@stride/contracts/metrics';
import { SPEED_ZONE_IDS } from '@stride/contracts/metrics';
import type { Queryable } from '../read-model/connection.ts';
import { findPlayers, findTeam, type PlayerModel } from '../read-model/catalog.ts';
import { findEvent, listSelections, type EventModel } from '../read-model/events.ts';
import { findRecords } from '../read-model/uploads.ts';
import { chart, ZONE_COLORS } from './chart.ts';
import { bestCells, bestOf, meanOf, valuesOf, written, FIGURES } from './figures.ts';
import type { ReportFormat } from './format.ts';
import type { EventReportOptions } from './options.ts';
import { note, notesBox, sectionTitle, table, titleBlock, type Column, type Doc } from './pdf.ts';
import { text } from './strings.ts';

export interface EventReportData {
  readonly event: EventModel;
  readonly teamName: string;
  /** Players with a record, in selection order. */
  readonly rows: readonly {
    readonly player: PlayerModel;
    readonly metrics: Metrics;
    readonly periods: ReadonlyMap<string, Metrics>;
  }[];
}

export async function readEventReport(db: Queryable, eventId: string): Promise<EventReportData | null> {
  const event = await findEvent(db, eventId);
  if (event === null) return null;
  const [team, selections] = await Promise.all([findTeam(db, event.teamId), listSelections(db, eventId)]);
  const [records, players] = await Promise.all([
    findRecords(
      db,
      selections.map((s) => s.id),
    ),
    findPlayers(
      db,
      selections.map((s) => s.playerId),
    ),
  ]);
  const byId = new Map(players.map((p) => [p.id, p]));
  const rows = selections.flatMap((s) => {
    const record = records.get(s.id);
    const player = byId.get(s.playerId);
    if (record === undefined || player === undefined) return [];
    const periods = new Map(record.periodRecords.map((p) => [p.periodId, p.metrics]));
    return [{ player, metrics: record.globalMetrics, periods }];
  });
  return { event, teamName: team?.name ?? '', rows };
}

export const playerName = (p: PlayerModel): string =>
  `${p.number === null ? '' : `${p.number} `}${p.firstName.slice(0, 1)}. ${p.lastName}`;

export function figureColumns(f: ReportFormat, first: string): Column[] {
  return [
    { label: first, weight: 2, align: 'left' },
    ...FIGURES.map((fig) => ({
      label: fig.unit === '' ? text(f.locale, fig.key) : `${text(f.locale, fig.key)} (${fig.unit})`,
      weight: 1,
    })),
  ];
}

export function drawEventReport(
  doc: Doc,
  f: ReportFormat,
  data: EventReportData,
  options: EventReportOptions,
): void {
  const { event } = data;
  const start = event.startDate;
  const end = event.endDate;
  titleBlock(doc, f, text(f.locale, 'eventReport'), [
    ['team', data.teamName],
    ['event', event.name],
    ['date', start === null ? '–' : f.dateTime(start)],
    ['type', text(f.locale, event.type)],
    ['duration', start === null || end === null ? '–' : f.seconds((end.getTime() - start.getTime()) / 1000)],
    ['players', f.number(data.rows.length)],
  ]);
  if (data.rows.length === 0) {
    note(doc, text(f.locale, 'noData'));
    if (options.notes) notesBox(doc, f);
    return;
  }
  const values = valuesOf(data.rows.map((r) => r.metrics));
  const best = bestOf(values);
  table(doc, figureColumns(f, text(f.locale, 'player')), [
    ...data.rows.map((r, i) => ({
      cells: [playerName(r.player), ...written(f, values[i] ?? [])],
      marked: bestCells(f, values[i] ?? [], best),
    })),
    { cells: [text(f.locale, 'teamAverage'), ...written(f, meanOf(values))], summary: true },
  ]);
  note(doc, text(f.locale, 'bestNote'));

  if (options.charts) {
    const names = data.rows.map((r) => r.player.lastName);
    sectionTitle(doc, text(f.locale, 'speedZones'), 230);
    const edges = [0, 3.6, 7.2, 14.4, 19.8, 25.2, 30];
    const band = (z: number) =>
      z === edges.length - 1
        ? `${f.number(edges[z] ?? 0)}+`
        : `${f.number(edges[z] ?? 0, 1)}–${f.number(edges[z + 1] ?? 0, 1)}`;
    chart(doc, {
      categories: names,
      stacked: true,
      height: 150,
      tick: (v) => `${f.number(v)} m`,
      series: SPEED_ZONE_IDS.map((zone, z) => ({
        name: `${zone.toUpperCase()} ${band(z)} km/h`,
        color: ZONE_COLORS[z] ?? '#999',
        values: data.rows.map((r) => r.metrics.zones?.[zone].distance ?? null),
      })),
    });
    sectionTitle(doc, text(f.locale, 'hsrLong'), 230);
    chart(doc, {
      categories: names,
      stacked: false,
      height: 120,
      tick: (v) => `${f.number(v)} m`,
      series: [
        {
          name: `${text(f.locale, 'hsr')} (m)`,
          color: '#f0b429',
          values: data.rows.map((r) => r.metrics.hid),
        },
        {
          name: `${text(f.locale, 'sprints')} (m)`,
          color: '#d64545',
          values: data.rows.map((r) => r.metrics.sprint?.distance ?? null),
        },
      ],
    });
  }

  const periods = event.periods.filter((p) => data.rows.some((r) => r.periods.has(p.id)));
  if (options.periods && periods.length > 0) {
    sectionTitle(doc, `${text(f.locale, 'periods')} (${text(f.locale, 'teamAverage')})`);
    table(
      doc,
      figureColumns(f, text(f.locale, 'period')),
      periods.map((p) => {
        const windows = data.rows.flatMap((r) => {
          const m = r.periods.get(p.id);
          return m === undefined ? [] : [m];
        });
        return { cells: [p.name, ...written(f, meanOf(valuesOf(windows)))] };
      }),
    );
  }
  if (options.notes) notesBox(doc, f);
}
