/**
 * The weekly team report (docs/reports.md): one week, Monday to Sunday in the club's time zone:
 * its events, each player's week totals (the sums of his days as `teamWorkload` serves them:
 * distance, high-speed running, sprint distance, sRPE), the team's distance per day, and the
 * players whose acute:chronic ratio (distance, rolling) on the week's last day so far lies
 * outside 0.8–1.3.
 */
import { eventTypes } from '@stride/contracts/events/event';
import { addDays, calendarDay, mondayOf } from '@stride/contracts/workload/calendar';
import type { Queryable } from '../read-model/connection.ts';
import { findPlayers, type PlayerModel, type TeamModel } from '../read-model/catalog.ts';
import { listTeamEvents, type EventModel } from '../read-model/events.ts';
import { teamWorkloadPlayers } from '../read-model/workload.ts';
import type { PlayerWorkloadResult } from '../resolvers/workload/assemble.ts';
import { chart } from './chart.ts';
import { playerName } from './event-report.ts';
import type { ReportFormat } from './format.ts';
import type { WeeklyReportOptions } from './options.ts';
import { note, notesBox, sectionTitle, table, titleBlock, type Doc } from './pdf.ts';
import { text } from './strings.ts';
import { readWorkloads } from './workload.ts';

export const ACWR_LOW = 0.8;
export const ACWR_HIGH = 1.3;

export interface WeeklyReportData {
  readonly team: TeamModel;
  readonly monday: string;
  /** The last day read: Sunday, or today in the current week. */
  readonly last: string;
  readonly events: readonly { readonly event: EventModel; readonly day: string }[];
  readonly players: readonly { readonly player: PlayerModel; readonly workload: PlayerWorkloadResult }[];
}

export interface WeekTotals {
  readonly events: number;
  readonly distance: number | null;
  readonly hsr: number | null;
  readonly sprintDistance: number | null;
  readonly srpe: number | null;
}

/** A player's week: the sums of his days' loads (null when no day has one). */
export function weekTotals(workload: PlayerWorkloadResult): WeekTotals {
  // Rest days add 0; a week whose every event lacks the value has none (missing, not 0).
  const sum = (read: (d: PlayerWorkloadResult['days'][number]) => number | null) =>
    workload.days.reduce<number | null>((acc, d) => {
      const v = read(d);
      return d.events === 0 || v === null ? acc : (acc ?? 0) + v;
    }, null);
  return {
    events: workload.days.reduce((n, d) => n + d.events, 0),
    distance: sum((d) => d.distance),
    hsr: sum((d) => d.hsr),
    sprintDistance: sum((d) => d.sprintDistance),
    srpe: sum((d) => d.srpe),
  };
}

export async function readWeeklyReport(
  db: Queryable,
  team: TeamModel,
  day: string,
  today: string,
  timeZone: string,
): Promise<WeeklyReportData> {
  const monday = mondayOf(day);
  const sunday = addDays(monday, 6);
  const last = today < monday ? monday : today < sunday ? today : sunday;
  const { items } = await listTeamEvents(db, {
    teamId: team.id,
    types: [...eventTypes],
    from: new Date(Date.parse(`${monday}T00:00:00Z`) - 86_400_000),
    to: new Date(Date.parse(`${sunday}T00:00:00Z`) + 2 * 86_400_000),
    offset: 0,
    limit: 500,
  });
  const events = items
    .flatMap((event) => {
      if (event.startDate === null) return [];
      const own = calendarDay(event.startDate.getTime(), timeZone);
      return own >= monday && own <= sunday ? [{ event, day: own }] : [];
    })
    .reverse();
  const ids = await teamWorkloadPlayers(db, team.id);
  const [players, workloads] = await Promise.all([
    findPlayers(db, ids),
    readWorkloads(db, ids, monday, last),
  ]);
  const byId = new Map(players.map((p) => [p.id, p]));
  return {
    team,
    monday,
    last,
    events,
    players: ids.flatMap((id) => {
      const player = byId.get(id);
      const workload = workloads.get(id);
      return player === undefined || workload === undefined ? [] : [{ player, workload }];
    }),
  };
}

const orDash = (f: ReportFormat, v: number | null, digits = 0) => (v === null ? '–' : f.number(v, digits));

export function drawWeeklyReport(
  doc: Doc,
  f: ReportFormat,
  data: WeeklyReportData,
  options: WeeklyReportOptions,
): void {
  titleBlock(doc, f, text(f.locale, 'weeklyReport'), [
    ['team', data.team.name],
    ['date', `${f.date(data.monday)} – ${f.date(addDays(data.monday, 6))}`],
  ]);
  sectionTitle(doc, text(f.locale, 'events'));
  if (data.events.length === 0) note(doc, text(f.locale, 'noEvents'));
  else
    table(
      doc,
      [
        { label: text(f.locale, 'date'), weight: 1.6, align: 'left' },
        { label: text(f.locale, 'event'), weight: 2.6, align: 'left' },
        { label: text(f.locale, 'type'), weight: 1.4, align: 'left' },
        { label: text(f.locale, 'players'), weight: 0.8 },
        { label: text(f.locale, 'duration'), weight: 1 },
      ],
      data.events.map(({ event }) => ({
        cells: [
          event.startDate === null ? '–' : f.dateTime(event.startDate),
          event.name,
          text(f.locale, event.type),
          f.number(event.playerIds.length),
          event.startDate === null || event.endDate === null
            ? '–'
            : f.seconds((event.endDate.getTime() - event.startDate.getTime()) / 1000),
        ],
      })),
    );
  sectionTitle(doc, text(f.locale, 'weekTotals'));
  table(
    doc,
    [
      { label: text(f.locale, 'player'), weight: 2.4, align: 'left' },
      { label: text(f.locale, 'events'), weight: 0.9 },
      { label: `${text(f.locale, 'distance')} (m)`, weight: 1.2 },
      { label: `${text(f.locale, 'hsr')} (m)`, weight: 1 },
      { label: `${text(f.locale, 'sprints')} (m)`, weight: 1 },
      { label: text(f.locale, 'load'), weight: 1.1 },
    ],
    data.players.map(({ player, workload }) => {
      const t = weekTotals(workload);
      return {
        cells: [
          playerName(player),
          f.number(t.events),
          orDash(f, t.distance),
          orDash(f, t.hsr),
          orDash(f, t.sprintDistance),
          orDash(f, t.srpe),
        ],
      };
    }),
  );
  if (options.charts) {
    const days = Array.from({ length: 7 }, (_, i) => addDays(data.monday, i));
    sectionTitle(doc, text(f.locale, 'teamLoadPerDay'), 200);
    chart(doc, {
      categories: days.map((d) => f.day(d)),
      stacked: true,
      height: 110,
      tick: (v) => `${f.number(v)} m`,
      series: [
        {
          name: `${text(f.locale, 'distance')} (m)`,
          color: '#62b0e8',
          values: days.map((d) =>
            data.players.reduce(
              (sum, p) => sum + (p.workload.days.find((x) => x.date === d)?.distance ?? 0),
              0,
            ),
          ),
        },
      ],
    });
  }
  if (options.acwr) {
    sectionTitle(doc, text(f.locale, 'acwrOut'));
    const out = data.players.flatMap(({ player, workload }) => {
      const point = workload.points.find((p) => p.date === data.last);
      if (point?.ratio === null || point?.ratio === undefined) return [];
      return point.ratio < ACWR_LOW || point.ratio > ACWR_HIGH ? [{ player, point }] : [];
    });
    if (out.length === 0) note(doc, text(f.locale, 'acwrNone'));
    else
      table(
        doc,
        [
          { label: text(f.locale, 'player'), weight: 2.4, align: 'left' },
          { label: text(f.locale, 'ratio'), weight: 1 },
          { label: `${text(f.locale, 'acute')} (m)`, weight: 1.2 },
          { label: `${text(f.locale, 'chronic')} (m)`, weight: 1.2 },
        ],
        out.map(({ player, point }) => ({
          cells: [
            playerName(player),
            f.fixed(point.ratio ?? 0, 2),
            orDash(f, point.acute),
            orDash(f, point.chronic),
          ],
        })),
      );
    note(doc, text(f.locale, 'acwrCaution'));
  }
  if (options.notes) notesBox(doc, f);
}
