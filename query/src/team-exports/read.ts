/**
 * Reads of a team export, page by page: the events of the days in file order (keyset on start and
 * id), their selected players with their records (read as `Selection.record`: `findRecords`), and
 * the players of the workload.
 */
import { typedSql, type Queryable } from '../read-model/connection.ts';
import { findRecords } from '../read-model/uploads.ts';
import type { ExportPlayer } from './columns.ts';
import type { RecordRow } from './record-columns.ts';
import * as sql from './team-exports.queries.ts';

export interface ExportDays {
  readonly teamId: string;
  readonly from: string;
  readonly to: string;
}

type ExportEvent = RecordRow['event'];
export type { ExportPlayer };

/** Events of the days that count (started, or with a record). */
export async function countExportEvents(db: Queryable, days: ExportDays): Promise<number> {
  const [row] = await sql.countExportEvents.run(days, typedSql(db));
  return row?.total ?? 0;
}

/** The next page of events after `after` (null: from the first). */
export async function exportEventsPage(
  db: Queryable,
  days: ExportDays,
  after: ExportEvent | null,
  limit: number,
): Promise<ExportEvent[]> {
  const rows = await sql.listExportEvents.run(
    { ...days, afterStart: after?.start ?? null, afterId: after?.id ?? null, limit },
    typedSql(db),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, type: r.type, day: r.day, start: r.start, end: r.end }));
}

/** The record rows of some events: each event's selected players in selection order. */
export async function recordRows(db: Queryable, events: readonly ExportEvent[]): Promise<RecordRow[]> {
  if (events.length === 0) return [];
  const selections = await sql.listExportSelections.run({ eventIds: events.map((e) => e.id) }, typedSql(db));
  const records = await findRecords(
    db,
    selections.map((s) => s.id),
  );
  const byEvent = new Map<string, RecordRow[]>(events.map((e) => [e.id, []]));
  const eventOf = new Map(events.map((e) => [e.id, e]));
  for (const s of selections) {
    const event = eventOf.get(s.event_id);
    if (event === undefined) continue;
    byEvent.get(event.id)?.push({
      event,
      player: {
        id: s.player_id,
        firstName: s.first_name,
        lastName: s.last_name,
        number: s.number,
        position: s.position,
      },
      metrics: records.get(s.id)?.globalMetrics ?? null,
    });
  }
  return events.flatMap((e) => byEvent.get(e.id) ?? []);
}

/** The team's players not archived, by last name (as `teamWorkload`). */
export async function exportPlayers(db: Queryable, teamId: string): Promise<ExportPlayer[]> {
  const rows = await sql.listExportPlayers.run({ teamId }, typedSql(db));
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    number: r.number,
    position: r.position,
  }));
}
