/**
 * Reads of the jobs and records read models (projector/src/projections/jobs.ts, records.ts),
 * shaped as the GraphQL `Job`, `Record` and `ExtendedMetrics`; and the two indexes the upload
 * worker asks (devices by serial or UDID, a team's events by time), each answer of which it
 * checks again in the event store.
 */
import type { JobState, UploadKind, UploadSummary } from '@stride/contracts/events/upload';
import type { ExtendedMetrics, Metrics, SpeedSeriePoint } from '@stride/contracts/metrics';
import type { Queryable } from './connection.ts';

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
  readonly summary: UploadSummary | null;
  readonly duplicateOf: string | null;
  readonly receivedAt: Date;
  readonly updatedAt: Date;
  /** The jobs row's stream revision, with COMPUTED: lets a subscription skip repeats. */
  readonly version: string;
}

interface JobRow {
  id: string;
  club_id: string;
  team_id: string | null;
  kind: string;
  file_name: string;
  bytes: string;
  event_id: string | null;
  event_ids: string[];
  device_id: string | null;
  period_id: string | null;
  state: string;
  code: string | null;
  message: string | null;
  summary: UploadSummary | null;
  duplicate_of: string | null;
  received_at: Date;
  updated_at: Date;
  revision: string;
  computed: boolean;
}

const JOB_COLUMNS = `j.id, j.club_id, j.team_id, j.kind, j.file_name, j.bytes, j.event_id, j.event_ids, j.device_id,
  j.period_id, j.state, j.code, j.message, j.summary, j.duplicate_of, j.received_at, j.updated_at, j.revision,
  (c.job_id IS NOT NULL) AS computed`;

function toJobModel(row: JobRow): JobModel {
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
    summary: row.summary,
    duplicateOf: row.duplicate_of,
    receivedAt: row.received_at,
    updatedAt: row.updated_at,
    version: `${row.revision}:${state}`,
  };
}

export async function findJob(db: Queryable, jobId: string): Promise<JobModel | null> {
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM rm.jobs j LEFT JOIN rm.record_jobs c ON c.job_id = j.id WHERE j.id = $1`,
    [jobId],
  );
  return rows[0] === undefined ? null : toJobModel(rows[0]);
}

export async function listTeamJobs(db: Queryable, teamId: string, limit: number): Promise<JobModel[]> {
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM rm.jobs j LEFT JOIN rm.record_jobs c ON c.job_id = j.id
      WHERE j.team_id = $1 ORDER BY j.received_at DESC, j.id LIMIT $2`,
    [teamId, limit],
  );
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

interface RecordRow {
  selection_id: string;
  global: Metrics;
  periods: Record<string, Metrics>;
  sessions: Record<string, Metrics>;
  samples: number;
  computed_at: Date;
}

function toRecordModel(row: RecordRow): RecordModel {
  return {
    globalMetrics: row.global,
    metrics: row.global,
    periodRecords: Object.entries(row.periods).map(([periodId, metrics]) => ({ periodId, metrics })),
    sessionRecords: Object.entries(row.sessions).map(([sessionId, metrics]) => ({ sessionId, metrics })),
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
  const { rows } = await db.query<RecordRow>(
    `SELECT selection_id, global, periods, sessions, samples, computed_at FROM rm.records
      WHERE selection_id = ANY($1::text[])`,
    [selectionIds],
  );
  return new Map(rows.map((row) => [row.selection_id, toRecordModel(row)]));
}

/** The GraphQL `ExtendedMetrics` of a selection, or null before samples. */
export async function findExtendedMetrics(db: Queryable, selectionId: string) {
  const { rows } = await db.query<{ extended: ExtendedMetrics }>(
    `SELECT extended FROM rm.records WHERE selection_id = $1`,
    [selectionId],
  );
  const extended = rows[0]?.extended;
  if (extended === undefined) return null;
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
  const { rows } = await db.query<{ id: string; serial: string; udid: string }>(
    `SELECT id, serial, udid FROM rm.devices WHERE upper(serial) = ANY($1::text[]) OR upper(udid) = ANY($1::text[])
      ORDER BY (club_id = $2) DESC, id`,
    [upper, clubId],
  );
  const found = new Map<string, string>();
  for (const key of keys) {
    const wanted = key.trim().toUpperCase();
    // A UDID names a device more surely than a serial another club may have typed alike.
    const row =
      rows.find((r) => r.udid.toUpperCase() === wanted) ??
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
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM rm.events
      WHERE team_id = $1 AND NOT deleted
        AND coalesce(started_at, planned_start_date) IS NOT NULL
        AND coalesce(started_at, planned_start_date) <= to_timestamp($3 / 1000.0)
        AND coalesce(stopped_at, CASE WHEN started_at IS NULL THEN planned_end_date END,
                     coalesce(started_at, planned_start_date) + interval '3 hours') >= to_timestamp($2 / 1000.0)
      ORDER BY coalesce(started_at, planned_start_date), id`,
    [teamId, from, to],
  );
  return rows.map((row) => row.id);
}

/** The device with a UDID (the caller's club's first), for authorizing a device upload. */
export async function deviceByUdid(
  db: Queryable,
  clubId: string | null,
  udid: string,
): Promise<{ id: string; clubId: string; teamId: string | null } | null> {
  const { rows } = await db.query<{ id: string; club_id: string; team_id: string | null }>(
    `SELECT id, club_id, team_id FROM rm.devices WHERE upper(udid) = upper($1)
      ORDER BY (club_id = $2) DESC NULLS LAST, id LIMIT 1`,
    [udid.trim(), clubId],
  );
  const row = rows[0];
  return row === undefined ? null : { id: row.id, clubId: row.club_id, teamId: row.team_id };
}

/** Whether records of an event are being computed again: a request the records projection has not passed. */
export async function eventComputing(db: Queryable, eventId: string): Promise<boolean> {
  const { rows } = await db.query<{ computing: boolean }>(
    `SELECT e.compute_requested_revision IS NOT NULL
            AND e.compute_requested_revision > coalesce(c.revision, -1) AS computing
       FROM rm.events e LEFT JOIN rm.record_computes c ON c.event_id = e.id WHERE e.id = $1`,
    [eventId],
  );
  return rows[0]?.computing ?? false;
}

/** The speed series of an event's selections with a record, by selection id. */
export async function speedSeries(
  db: Queryable,
  eventId: string,
): Promise<{ selectionId: string; playerId: string; samples: SpeedSeriePoint[] }[]> {
  const { rows } = await db.query<{ selection_id: string; player_id: string; serie: SpeedSeriePoint[] }>(
    `SELECT r.selection_id, r.player_id, r.extended->'speedSerie' AS serie
       FROM rm.records r JOIN rm.selections s ON s.id = r.selection_id
      WHERE r.event_id = $1 AND s.selected ORDER BY s.seq`,
    [eventId],
  );
  return rows.map((row) => ({ selectionId: row.selection_id, playerId: row.player_id, samples: row.serie }));
}

/** The events a player was selected for (not deleted), latest first. */
export async function playerEventIds(db: Queryable, playerId: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT e.id FROM rm.selections s JOIN rm.events e ON e.id = s.event_id
      WHERE s.player_id = $1 AND NOT e.deleted
      ORDER BY coalesce(e.started_at, e.planned_start_date, e.created_at) DESC, e.id LIMIT $2`,
    [playerId, limit],
  );
  return rows.map((row) => row.id);
}
