/**
 * The admin area's operations page (issue 20, docs/operations.md): the projections' checkpoints,
 * lag behind the store, parked events and rebuilds, and the requests (`projection.operations`)
 * the projectors poll for and run. Requests are the only rows the API writes here: the projector
 * holding the projection's lease does the work.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from './connection.ts';
import { typedSql } from './connection.ts';
import * as sql from './operations.queries.ts';

export type ProjectionState = 'RUNNING' | 'REBUILD_REQUESTED' | 'REBUILDING';

export interface ProjectionStatusModel {
  readonly name: string;
  readonly version: number;
  readonly position: string | null;
  readonly lagEvents: number | null;
  readonly lagSeconds: number | null;
  readonly parked: number;
  readonly state: ProjectionState;
  readonly rebuildProgress: number | null;
  readonly lastRebuildAt: Date | null;
  readonly lastRebuildError: string | null;
}

export interface ParkedEventModel {
  readonly projection: string;
  readonly eventId: string;
  readonly position: string;
  readonly streamName: string;
  readonly eventType: string;
  readonly error: string;
  readonly attempts: number;
  readonly parkedAt: Date;
  readonly retryRequested: boolean;
}

export interface ProjectionOperationModel {
  readonly id: string;
  readonly kind: 'RETRY' | 'REBUILD';
  readonly projection: string;
  readonly eventId: string | null;
  readonly requestedBy: string;
  readonly requestedAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly succeeded: boolean | null;
  readonly error: string | null;
}

/** Events after a position and how old the oldest is; null when the store is not PostgreSQL's. */
async function lagAfter(
  db: Queryable,
  commit: string | null,
  prepare: string | null,
): Promise<{ events: number; seconds: number } | null> {
  try {
    const [row] = await sql.storeLag.run({ commit: commit ?? '0', prepare: prepare ?? '0' }, typedSql(db));
    return row === undefined ? null : { events: row.events, seconds: row.seconds };
  } catch (error) {
    // EventStoreDB deployments have no `es.events` here (undefined_table).
    if ((error as { code?: unknown }).code === '42P01') return null;
    throw error;
  }
}

export async function listProjectionStates(db: Queryable): Promise<ProjectionStatusModel[]> {
  const rows = await sql.listProjectionStates.run(undefined, typedSql(db));
  return Promise.all(
    rows.map(async (r) => {
      const lag = await lagAfter(db, r.commit_position, r.prepare_position);
      const rebuilding = r.rebuild_started_at != null && r.rebuild_finished_at == null;
      const state: ProjectionState = rebuilding
        ? 'REBUILDING'
        : r.rebuild_asked
          ? 'REBUILD_REQUESTED'
          : 'RUNNING';
      return {
        name: r.projector,
        version: r.version,
        position:
          r.commit_position === null || r.prepare_position === null
            ? null
            : `${r.commit_position}:${r.prepare_position}`,
        lagEvents: lag?.events ?? null,
        lagSeconds: lag === null ? null : lag.events === 0 ? 0 : Math.max(0, lag.seconds),
        parked: r.parked,
        state,
        rebuildProgress: rebuilding ? (r.rebuild_done ?? 0) : null,
        lastRebuildAt: rebuilding ? null : (r.rebuild_finished_at ?? null),
        lastRebuildError: rebuilding ? null : (r.rebuild_error ?? null),
      };
    }),
  );
}

export async function listParkedEvents(
  db: Queryable,
  projection: string | null,
): Promise<ParkedEventModel[]> {
  const rows = await sql.listParkedEvents.run({ projector: projection }, typedSql(db));
  return rows.map((r) => ({
    projection: r.projector,
    eventId: r.event_id,
    position: `${r.commit_position}:${r.prepare_position}`,
    streamName: r.stream_name,
    eventType: r.event_type,
    error: r.error,
    attempts: r.attempts,
    parkedAt: r.parked_at,
    retryRequested: r.retry_asked,
  }));
}

export async function projectionExists(db: Queryable, projection: string): Promise<boolean> {
  return (await sql.findProjection.run({ projector: projection }, typedSql(db))).length === 1;
}

export async function parkedEventExists(
  db: Queryable,
  projection: string,
  eventId: string,
): Promise<boolean> {
  return (await sql.findParkedEvent.run({ projector: projection, eventId }, typedSql(db))).length === 1;
}

function toOperation(r: sql.IListOperationsResult): ProjectionOperationModel {
  return {
    id: r.id,
    kind: r.kind === 'retry' ? 'RETRY' : 'REBUILD',
    projection: r.projector,
    eventId: r.event_id,
    requestedBy: r.requested_by,
    requestedAt: r.requested_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    succeeded: r.outcome === null ? null : r.outcome === 'done',
    error: r.error,
  };
}

/**
 * Ask for an operation; the same one asked for again while it waits or runs (a second click, two
 * admins) is that request, not a second one.
 */
export async function requestOperation(
  db: Queryable,
  request: { kind: 'retry' | 'rebuild'; projection: string; eventId: string | null; requestedBy: string },
): Promise<ProjectionOperationModel> {
  const [pending] = await sql.findPendingOperation.run(
    { projector: request.projection, kind: request.kind, eventId: request.eventId },
    typedSql(db),
  );
  if (pending !== undefined) return toOperation(pending);
  const [row] = await sql.requestOperation.run(
    {
      id: randomUUID(),
      kind: request.kind,
      projector: request.projection,
      eventId: request.eventId,
      requestedBy: request.requestedBy,
    },
    typedSql(db),
  );
  return toOperation(row!);
}

export async function listOperations(db: Queryable, limit: number): Promise<ProjectionOperationModel[]> {
  return (await sql.listOperations.run({ limit }, typedSql(db))).map(toOperation);
}
