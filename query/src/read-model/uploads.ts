/**
 * Reads of the jobs and records read models (projector/src/projections/jobs.ts, records.ts),
 * shaped as the GraphQL `Job`, `Record` and `ExtendedMetrics`; and the two indexes the upload
 * worker asks (devices by serial or UDID, a team's events by time), each answer of which it
 * checks again in the event store.
 */
import type { JobState, SkippedDevice, UploadKind, UploadSummary } from '@stride/contracts/events/upload';
import type { UploadFailure } from '@stride/contracts/events/upload-failure';
import type { ExtendedMetrics, Metrics, SpeedSeriePoint } from '@stride/contracts/metrics';
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './uploads.queries.ts';

export interface JobModel {
  readonly id: string;
  readonly clubId: string;
  readonly teamId: string | null;
  readonly kind: UploadKind;
  readonly fileName: string;
  readonly bytes: number;
  readonly eventId: string | null;
  readonly eventIds: readonly string[];
  readonly deviceId: string | null;
  readonly periodId: string | null;
  readonly state: JobState;
  readonly code: string | null;
  readonly message: string | null;
  /** The reason and parameters of a failure (null: not failed, or failed before issue 16). */
  readonly failure: UploadFailure | null;
  readonly summary: UploadSummary | null;
  /** A job refused for naming no device (DEVICE_NOT_FOUND): the keys it skipped (issue 16). */
  readonly skippedOnFailure: readonly SkippedDevice[];
  readonly duplicateOf: string | null;
  readonly receivedAt: Date;
  readonly updatedAt: Date;
  /** The jobs row's stream revision, with COMPUTED: lets a subscription skip repeats. */
  readonly version: string;
}

export type JobRow = sql.IFindJobResult;

export function toJobModel(row: JobRow): JobModel {
  // The records projection says when a committed job's samples are in the records.
  const state = (row.state === 'APPENDED' && row.computed ? 'COMPUTED' : row.state) as JobState;
  return {
    id: row.id,
    clubId: row.club_id,
    teamId: row.team_id,
    kind: row.kind as UploadKind,
    fileName: row.file_name,
    bytes: Number(row.bytes),
    eventId: row.event_id,
    eventIds: row.event_ids,
    deviceId: row.device_id,
    periodId: row.period_id,
    state,
    code: row.code,
    message: row.message,
    failure: row.failure as UploadFailure | null,
    summary: row.summary as UploadSummary | null,
    skippedOnFailure: skippedOf(row.details),
    duplicateOf: row.duplicate_of,
    receivedAt: row.received_at,
    updatedAt: row.updated_at,
    version: `${row.revision}:${state}`,
  };
}

/** The skipped devices a failed job's details list (devices.ts in the upload commands). */
function skippedOf(details: unknown): SkippedDevice[] {
  if (typeof details !== 'object' || details === null || !('skipped' in details)) return [];
  const skipped = details.skipped;
  return Array.isArray(skipped) ? (skipped as SkippedDevice[]) : [];
}

export async function findJob(db: Queryable, jobId: string): Promise<JobModel | null> {
  const [row] = await sql.findJob.run({ jobId }, typedSql(db));
  return row === undefined ? null : toJobModel(row);
}

export async function listTeamJobs(db: Queryable, teamId: string, limit: number): Promise<JobModel[]> {
  const rows = await sql.listTeamJobs.run({ teamId, limit }, typedSql(db));
  return rows.map(toJobModel);
}

/* ---------- records ---------- */

export interface RecordModel {
  readonly globalMetrics: Metrics;
  readonly metrics: Metrics;
  readonly periodRecords: readonly { readonly periodId: string; readonly metrics: Metrics }[];
  readonly sessionRecords: readonly { readonly sessionId: string; readonly metrics: Metrics }[];
  readonly samples: number;
  readonly computedAt: Date;
}

/** The JSON columns as the records projection writes them (the engine's `MetricsResult`). */
function toRecordModel(row: sql.IFindRecordsResult): RecordModel {
  const global = row.global as unknown as Metrics;
  const periods = row.periods as unknown as Record<string, Metrics>;
  const sessions = row.sessions as unknown as Record<string, Metrics>;
  return {
    globalMetrics: global,
    metrics: global,
    periodRecords: Object.entries(periods).map(([periodId, metrics]) => ({ periodId, metrics })),
    sessionRecords: Object.entries(sessions).map(([sessionId, metrics]) => ({ sessionId, metrics })),
    samples: row.samples,
    computedAt: row.computed_at,
  };
}

/** The records of some selections, by selection id. */
export async function findRecords(
  db: Queryable,
  selectionIds: readonly string[],
): Promise<Map<string, RecordModel>> {
  if (selectionIds.length === 0) return new Map();
  const rows = await sql.findRecords.run({ selectionIds: [...selectionIds] }, typedSql(db));
  return new Map(rows.map((row) => [row.selection_id, toRecordModel(row)]));
}

/** The GraphQL `ExtendedMetrics` of a selection, or null before samples. */
export async function findExtendedMetrics(db: Queryable, selectionId: string) {
  const [row] = await sql.findExtendedMetrics.run({ selectionId }, typedSql(db));
  if (row === undefined) return null;
  const extended = row.extended as unknown as ExtendedMetrics;
  return {
    heatmap: extended.heatmap.cells,
    heatmapCellSize: extended.heatmap.cellSize,
    speed_serie: extended.speedSerie,
    hr_serie: extended.hrSerie,
    sprint_history: extended.sprintHistory,
    a2_history: extended.a2History,
    d2_history: extended.d2History,
  };
}

/* ---------- indexes for the upload worker ---------- */

/** Ids of devices whose serial or UDID equals a key, without case: the club's first, then any club's. */
export async function devicesByKeys(
  db: Queryable,
  clubId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const upper = keys.map((key) => key.trim().toUpperCase());
  const rows = await sql.devicesByKeys.run({ keys: upper, clubId }, typedSql(db));
  const found = new Map<string, string>();
  for (const key of keys) {
    const wanted = key.trim().toUpperCase();
    // A UDID names a device more surely than a serial another club may have typed alike.
    const row =
      rows.find((r) => r.udid?.toUpperCase() === wanted) ??
      rows.find((r) => r.serial.toUpperCase() === wanted);
    if (row !== undefined) found.set(key, row.id);
  }
  return found;
}

/** Ids of a team's events whose window (planned or actual, open ends up to 3 h) meets [from, to]. */
export async function teamEventsBetween(
  db: Queryable,
  teamId: string,
  from: number,
  to: number,
): Promise<string[]> {
  const rows = await sql.teamEventsBetween.run({ teamId, from, to }, typedSql(db));
  return rows.map((row) => row.id);
}

/** The device with a UDID (the caller's club's first), for authorizing a device upload. */
export async function deviceByUdid(
  db: Queryable,
  clubId: string | null,
  udid: string,
): Promise<{ id: string; clubId: string; teamId: string | null } | null> {
  const [row] = await sql.deviceByUdid.run({ udid: udid.trim(), clubId }, typedSql(db));
  return row === undefined ? null : { id: row.id, clubId: row.club_id, teamId: row.team_id };
}

/** Whether records of an event are being computed again: a request the records projection has not passed. */
export async function eventComputing(db: Queryable, eventId: string): Promise<boolean> {
  const [row] = await sql.eventComputing.run({ eventId }, typedSql(db));
  return row?.computing ?? false;
}

/** The speed series of an event's selections with a record, by selection id. */
export async function speedSeries(
  db: Queryable,
  eventId: string,
): Promise<{ selectionId: string; playerId: string; samples: SpeedSeriePoint[] }[]> {
  const rows = await sql.speedSeries.run({ eventId }, typedSql(db));
  return rows.map((row) => ({
    selectionId: row.selection_id,
    playerId: row.player_id,
    samples: row.serie as unknown as SpeedSeriePoint[],
  }));
}

/** The events a player was selected for (not deleted), latest first. */
export async function playerEventIds(db: Queryable, playerId: string, limit: number): Promise<string[]> {
  const rows = await sql.playerEventIds.run({ playerId, limit }, typedSql(db));
  return rows.map((row) => row.id);
}
