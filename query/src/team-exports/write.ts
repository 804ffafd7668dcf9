/**
 * A team export's tables, streamed: the records one page of events at a time (keyset), then the
 * workload one player at a time (their days read with the chronic window before `from`, computed
 * by the same functions as `teamWorkload`), each page handed to the sink, which waits until the
 * client takes more. `step` counts an event or a player once its rows were written.
 */
import { loadVariables, type LoadVariable } from '@stride/contracts/workload/loads';
import type { Queryable } from '../read-model/connection.ts';
import { historyStarts, listWorkloadDays } from '../read-model/workload.ts';
import { loadsOf, playerWorkload, readWindow, type PointResult } from '../resolvers/workload/assemble.ts';
import { cellsOf, WORKLOAD_COLUMNS, type WorkloadRow } from './columns.ts';
import { exportEventsPage, exportPlayers, recordRows, type ExportDays, type ExportPlayer } from './read.ts';
import { RECORD_COLUMNS } from './record-columns.ts';
import type { ExportSink } from './sinks.ts';

/** Events read per page: a page of 25 players' rows is a few tens of kilobytes. */
export const EVENTS_PAGE = 20;
const MODEL = 'ROLLING';

export async function writeRecords(
  db: Queryable,
  sink: ExportSink,
  days: ExportDays,
  step: (count: number) => void,
  stopped: () => boolean,
): Promise<void> {
  await sink.begin({ name: 'records', columns: RECORD_COLUMNS });
  let after = null;
  for (;;) {
    if (stopped()) return;
    const events = await exportEventsPage(db, days, after, EVENTS_PAGE);
    if (events.length === 0) return;
    const rows = await recordRows(db, events);
    await sink.rows(rows.map((row) => cellsOf(RECORD_COLUMNS, row)));
    step(events.length);
    if (events.length < EVENTS_PAGE) return;
    after = events[events.length - 1]!;
  }
}

/** A player's rows: every day from `from` to `to`, each with every variable's figures. */
async function playerRows(
  db: Queryable,
  player: ExportPlayer,
  firstDay: string | null,
  from: string,
  to: string,
): Promise<WorkloadRow[]> {
  const { start, end } = readWindow(from, to, MODEL, firstDay);
  const rows = await listWorkloadDays(db, [player.id], start, end);
  const points = {} as Record<LoadVariable, PointResult[]>;
  let days: WorkloadRow['day'][] = [];
  for (const variable of loadVariables) {
    const workload = playerWorkload(
      player.id,
      loadsOf(rows, variable),
      days.length === 0 ? rows : null,
      firstDay,
      from,
      to,
      variable,
      MODEL,
    );
    if (days.length === 0) days = workload.days;
    points[variable] = workload.points;
  }
  return days.map((day, i) => ({
    player,
    day,
    points: Object.fromEntries(loadVariables.map((v) => [v, points[v][i]!])) as WorkloadRow['points'],
  }));
}

/** `to`, or the club's today when the days run past it (the future has no workload). */
export const workloadEnd = (to: string, today: string): string => (to > today ? today : to);

export async function writeWorkload(
  db: Queryable,
  sink: ExportSink,
  days: ExportDays & { readonly today: string },
  step: (count: number) => void,
  stopped: () => boolean,
): Promise<void> {
  await sink.begin({ name: 'workload', columns: WORKLOAD_COLUMNS });
  const to = workloadEnd(days.to, days.today);
  const players = await exportPlayers(db, days.teamId);
  if (to < days.from) return step(players.length);
  const firsts = await historyStarts(
    db,
    players.map((p) => p.id),
  );
  for (const player of players) {
    if (stopped()) return;
    const rows = await playerRows(db, player, firsts.get(player.id) ?? null, days.from, to);
    await sink.rows(rows.map((row) => cellsOf(WORKLOAD_COLUMNS, row)));
    step(1);
  }
}
