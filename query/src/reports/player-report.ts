/**
 * The player report (docs/reports.md): the last event against the player's own average (the
 * mean of his records over the report's weeks), a table per week (each event's figures and the
 * week's total), the load trend (daily distance with acute, chronic and ratio, as
 * `playerWorkload` serves them). Weeks run Monday to Sunday in the club's time zone, the current
 * one included.
 */
import type { Metrics } from '@stride/contracts/metrics';
import { eventTypes } from '@stride/contracts/events/event';
import { addDays, calendarDay, mondayOf } from '@stride/contracts/workload/calendar';
import type { Queryable } from '../read-model/connection.ts';
import { findTeam, type PlayerModel } from '../read-model/catalog.ts';
import { listSelections, listTeamEvents, type EventModel } from '../read-model/events.ts';
import { findRecords } from '../read-model/uploads.ts';
import type { PlayerWorkloadResult } from '../resolvers/workload/assemble.ts';
import { chart } from './chart.ts';
import { figureColumns } from './event-report.ts';
import { meanOf, totalOf, valuesOf, written } from './figures.ts';
import type { ReportFormat } from './format.ts';
import type { PlayerReportOptions } from './options.ts';
import { note, notesBox, sectionTitle, table, titleBlock, type Doc } from './pdf.ts';
import { text } from './strings.ts';
import { readWorkloads } from './workload.ts';

export interface PlayerEventFigures {
  readonly event: EventModel;
  readonly day: string;
  readonly metrics: Metrics;
}

export interface PlayerReportData {
  readonly player: PlayerModel;
  readonly teamName: string;
  readonly from: string;
  readonly to: string;
  /** The player's events with a record in the weeks, oldest first. */
  readonly events: readonly PlayerEventFigures[];
  readonly workload: PlayerWorkloadResult | null;
}

/** The first day of the report's weeks and today, in the club's time zone. */
export function reportWeeks(now: Date, timeZone: string, weeks: number): { from: string; to: string } {
  const to = calendarDay(now.getTime(), timeZone);
  return { from: addDays(mondayOf(to), -7 * (weeks - 1)), to };
}

export async function readPlayerReport(
  db: Queryable,
  player: PlayerModel,
  range: { from: string; to: string },
  timeZone: string,
): Promise<PlayerReportData> {
  const team = await findTeam(db, player.teamId);
  // A day's bounds in any time zone lie within a day of its UTC bounds: filtered by day below.
  const { items } = await listTeamEvents(db, {
    teamId: player.teamId,
    types: [...eventTypes],
    from: new Date(Date.parse(`${range.from}T00:00:00Z`) - 86_400_000),
    to: new Date(Date.parse(`${range.to}T00:00:00Z`) + 2 * 86_400_000),
    offset: 0,
    limit: 500,
  });
  const events: PlayerEventFigures[] = [];
  for (const event of items) {
    if (event.startDate === null || !event.playerIds.includes(player.id)) continue;
    const day = calendarDay(event.startDate.getTime(), timeZone);
    if (day < range.from || day > range.to) continue;
    const [selection] = await listSelections(db, event.id, { playerId: player.id });
    const record =
      selection === undefined ? undefined : (await findRecords(db, [selection.id])).get(selection.id);
    if (record !== undefined) events.push({ event, day, metrics: record.globalMetrics });
  }
  events.sort((a, b) => (a.event.startDate?.getTime() ?? 0) - (b.event.startDate?.getTime() ?? 0));
  const workload = (await readWorkloads(db, [player.id], range.from, range.to)).get(player.id) ?? null;
  return { player, teamName: team?.name ?? '', ...range, events, workload };
}

/** The player's name as the player pages show it (first and last name), then his number. */
export const fullName = (p: PlayerModel): string => `${p.firstName} ${p.lastName}`;

export function drawPlayerReport(
  doc: Doc,
  f: ReportFormat,
  data: PlayerReportData,
  options: PlayerReportOptions,
): void {
  const { number } = data.player;
  titleBlock(doc, f, `${text(f.locale, 'playerReport')}: ${fullName(data.player)}`, [
    ['player', `${fullName(data.player)}${number === null ? '' : ` · #${number}`}`],
    ['team', data.teamName],
    ['date', `${f.date(data.from)} – ${f.date(data.to)}`],
    ['events', f.number(data.events.length)],
  ]);
  const values = valuesOf(data.events.map((e) => e.metrics));
  const last = data.events.at(-1);
  if (options.lastEvent) {
    sectionTitle(
      doc,
      `${text(f.locale, 'lastEvent')}${last === undefined ? '' : `: ${last.event.name} (${f.date(last.day)})`}`,
    );
    if (last === undefined) note(doc, text(f.locale, 'noData'));
    else {
      const mean = meanOf(values);
      const lastValues = values.at(-1) ?? [];
      table(doc, figureColumns(f, ''), [
        { cells: [text(f.locale, 'lastEvent'), ...written(f, lastValues)] },
        { cells: [text(f.locale, 'ownAverage'), ...written(f, mean)], summary: true },
      ]);
    }
  }
  for (let week = data.from; week <= data.to; week = addDays(week, 7)) {
    const own = data.events.flatMap((e, i) =>
      e.day >= week && e.day <= addDays(week, 6) ? [{ e, v: values[i] ?? [] }] : [],
    );
    sectionTitle(doc, `${text(f.locale, 'weekOf')} ${f.date(week)}`);
    if (own.length === 0) {
      note(doc, text(f.locale, 'noEvents'));
      continue;
    }
    table(doc, figureColumns(f, text(f.locale, 'event')), [
      ...own.map(({ e, v }) => ({ cells: [`${f.day(e.day)} ${e.event.name}`, ...written(f, v)] })),
      { cells: [text(f.locale, 'total'), ...written(f, totalOf(own.map((o) => o.v)))], summary: true },
    ]);
  }
  if (options.trend && data.workload !== null) {
    const points = data.workload.points;
    sectionTitle(doc, text(f.locale, 'loadTrend'), 240);
    chart(doc, {
      categories: points.map((p) => (p.date === mondayOf(p.date) ? f.day(p.date) : '')),
      stacked: false,
      height: 150,
      tick: (v) => `${f.number(v)} m`,
      rightTick: (v) => f.fixed(v, 1),
      series: [
        { name: text(f.locale, 'dailyLoad'), color: '#9fb3c8', values: points.map((p) => p.load) },
        { name: text(f.locale, 'acute'), color: '#f0b429', line: true, values: points.map((p) => p.acute) },
        {
          name: text(f.locale, 'chronic'),
          color: '#3ebd93',
          line: true,
          values: points.map((p) => p.chronic),
        },
        {
          name: text(f.locale, 'ratio'),
          color: '#d64545',
          line: true,
          right: true,
          values: points.map((p) => p.ratio),
        },
      ],
    });
    note(doc, text(f.locale, 'acwrCaution'));
  }
  if (options.notes) notesBox(doc, f);
}
