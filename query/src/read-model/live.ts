/**
 * The live read model (issue 18, projector/src/projections/live.ts) as the API answers it: each
 * selection's live figures, and where its record's figures come from.
 */
import type { Metrics } from '@stride/contracts/metrics';
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './live.queries.ts';

export interface LiveTrailModel {
  readonly start: Date | null;
  readonly speeds: readonly (number | null)[];
  readonly heartRates: readonly (number | null)[];
}

export interface LiveRecordModel {
  readonly samples: number;
  readonly lastSampleAt: Date | null;
  readonly speed: number | null;
  readonly heartRate: number | null;
  readonly heartRatePercent: number | null;
  readonly globalMetrics: Metrics;
  readonly periodRecords: readonly { readonly periodId: string; readonly metrics: Metrics }[];
  readonly sessionRecords: readonly { readonly sessionId: string; readonly metrics: Metrics }[];
  readonly trail: LiveTrailModel;
  readonly final: boolean;
  readonly updatedAt: Date;
}

export type RecordSourceModel = 'LIVE' | 'FILE' | 'BOTH';

/** A record's source and distance (m), to tell live figures from the file's. */
export interface RecordOrigin {
  readonly source: RecordSourceModel;
  readonly distance: number | null;
}

function toLiveRecord(row: sql.IFindLiveRecordsResult): LiveRecordModel {
  const global = row.global as unknown as Metrics;
  const periods = row.periods as unknown as Record<string, Metrics>;
  const sessions = row.sessions as unknown as Record<string, Metrics>;
  const trail = row.trail as unknown as {
    start: number | null;
    speeds: (number | null)[];
    heartRates: (number | null)[];
  };
  return {
    samples: row.samples,
    lastSampleAt: row.last_time === null ? null : new Date(Number(row.last_time)),
    speed: row.speed,
    heartRate: row.heart_rate,
    heartRatePercent: row.heart_rate_percent,
    globalMetrics: global,
    periodRecords: Object.entries(periods).map(([periodId, metrics]) => ({ periodId, metrics })),
    sessionRecords: Object.entries(sessions).map(([sessionId, metrics]) => ({ sessionId, metrics })),
    trail: {
      start: trail.start === null ? null : new Date(trail.start),
      speeds: trail.speeds,
      heartRates: trail.heartRates,
    },
    final: row.final,
    updatedAt: row.updated_at,
  };
}

/** The live figures of some selections, by selection id (none before their first live batch). */
export async function findLiveRecords(
  db: Queryable,
  selectionIds: readonly string[],
): Promise<Map<string, LiveRecordModel>> {
  if (selectionIds.length === 0) return new Map();
  const rows = await sql.findLiveRecords.run({ selectionIds: [...selectionIds] }, typedSql(db));
  return new Map(rows.map((row) => [row.selection_id, toLiveRecord(row)]));
}

/** Where the records of some selections come from, by selection id. */
export async function findRecordOrigins(
  db: Queryable,
  selectionIds: readonly string[],
): Promise<Map<string, RecordOrigin>> {
  if (selectionIds.length === 0) return new Map();
  const rows = await sql.findRecordSources.run({ selectionIds: [...selectionIds] }, typedSql(db));
  return new Map(
    rows.map((row) => [
      row.selection_id,
      { source: row.source as RecordSourceModel, distance: row.distance },
    ]),
  );
}
