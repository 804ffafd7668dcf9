/**
 * Reads of an event's marks and cut intervals (issue 20): the events projection's `rm.event_cuts`,
 * in time order.
 */
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './event-intervals.queries.ts';

export interface MarkModel {
  readonly id: string;
  readonly at: Date;
  readonly label: string;
}

export interface CutIntervalModel {
  readonly id: string;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly label: string;
}

export async function listEventCuts(
  db: Queryable,
  eventId: string,
): Promise<{ marks: MarkModel[]; intervals: CutIntervalModel[] }> {
  const marks: MarkModel[] = [];
  const intervals: CutIntervalModel[] = [];
  for (const row of await sql.listEventCuts.run({ eventId }, typedSql(db))) {
    if (row.kind === 'MARK') marks.push({ id: row.id, at: row.start_date, label: row.label });
    else if (row.end_date !== null)
      intervals.push({ id: row.id, startDate: row.start_date, endDate: row.end_date, label: row.label });
  }
  return { marks, intervals };
}

export async function findEventInterval(
  db: Queryable,
  eventId: string,
  intervalId: string,
): Promise<CutIntervalModel | null> {
  const [row] = await sql.findEventInterval.run({ eventId, intervalId }, typedSql(db));
  if (row === undefined || row.end_date === null) return null;
  return { id: row.id, startDate: row.start_date, endDate: row.end_date, label: row.label };
}
