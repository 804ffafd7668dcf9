/**
 * Reads for the coach dashboard: the coming events and the latest upload jobs of several teams at
 * once (the read models of events.ts and uploads.ts, shaped the same way).
 */
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './coach.queries.ts';
import { toEventModel, type EventModel } from './events.ts';
import { toJobModel, type JobModel } from './uploads.ts';

/** Events of `teamIds` starting in [from, to), and every started one, by start. */
export async function listTeamsComingEvents(
  db: Queryable,
  teamIds: readonly string[],
  from: Date,
  to: Date,
  limit: number,
): Promise<EventModel[]> {
  if (teamIds.length === 0) return [];
  const rows = await sql.listTeamsComingEvents.run({ teamIds: [...teamIds], from, to, limit }, typedSql(db));
  return rows.map((row) => toEventModel(row));
}

/** The latest jobs of `teamIds`, latest first. */
export async function listTeamsJobs(
  db: Queryable,
  teamIds: readonly string[],
  limit: number,
): Promise<JobModel[]> {
  if (teamIds.length === 0) return [];
  const rows = await sql.listTeamsJobs.run({ teamIds: [...teamIds], limit }, typedSql(db));
  return rows.map(toJobModel);
}
