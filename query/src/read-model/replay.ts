/** The replay columns of an event's records (`eventReplay`): read from `rm.records.extended`. */
import type { EffortRecord, HrSeriePoint, SpeedSeriePoint } from '@stride/contracts/metrics';
import { encodeReplayColumns, type ReplayColumns } from '@stride/contracts/replay';
import { typedSql, type Queryable } from './connection.ts';
import * as sql from './replay.queries.ts';

export interface SelectionReplay {
  readonly selectionId: string;
  readonly playerId: string;
  readonly start: number;
  readonly steps: number;
  /** `encodeReplayColumns`: base64 of the columns. */
  readonly columns: string;
}

/** One selection's series as columns; `start` is t0, so that step n starts at start + n s. */
export function replayColumns(
  speed: readonly SpeedSeriePoint[],
  hr: readonly HrSeriePoint[],
  a2: readonly EffortRecord[],
): ReplayColumns {
  const first = speed[0];
  // ts = t0 + n·1000 (the engine's series steps); without a speed step, the heart rate's grid.
  const start = first === undefined ? (hr[0]?.ts ?? 0) : first.ts - first.n * 1000;
  return {
    start,
    steps: speed.map((p) => p.n),
    speeds: speed.map((p) => p.value),
    distances: speed.map((p) => p.distance),
    hids: speed.map((p) => p.hid),
    hirs: speed.map((p) => p.hir),
    sprints: speed.map((p) => p.sprint),
    hrSteps: hr.map((p) => Math.round((p.ts - start) / 1000)),
    heartRates: hr.map((p) => p.value),
    accelerationEnds: a2.map((e) => e.end).sort((x, y) => x - y),
  };
}

/**
 * The last events' encoded replays, by event, with the version of the records they were made
 * from: analysts opening the same event's replay share one read of the records (a few hundred
 * milliseconds of CPU at 25 players × 90 minutes), and a recomputed record makes a new one.
 */
const cache = new Map<string, { version: string; replays: Promise<SelectionReplay[]> }>();
const CACHED_EVENTS = 16;

export async function eventReplay(db: Queryable, eventId: string): Promise<SelectionReplay[]> {
  const [row] = await sql.replayVersion.run({ eventId }, typedSql(db));
  const version = `${row?.records}|${row?.samples}|${row?.computed_at?.toISOString() ?? ''}`;
  const hit = cache.get(eventId);
  if (hit?.version === version) return hit.replays;
  const replays = readReplays(db, eventId);
  cache.delete(eventId);
  cache.set(eventId, { version, replays });
  if (cache.size > CACHED_EVENTS) cache.delete(cache.keys().next().value!);
  // A failed read is not kept.
  replays.catch(() => {
    if (cache.get(eventId)?.replays === replays) cache.delete(eventId);
  });
  return replays;
}

async function readReplays(db: Queryable, eventId: string): Promise<SelectionReplay[]> {
  const rows = await sql.replaySeries.run({ eventId }, typedSql(db));
  return rows.map((row) => {
    const columns = replayColumns(
      (row.speed_serie ?? []) as unknown as SpeedSeriePoint[],
      (row.hr_serie ?? []) as unknown as HrSeriePoint[],
      (row.a2_history ?? []) as unknown as EffortRecord[],
    );
    return {
      selectionId: row.selection_id,
      playerId: row.player_id,
      start: columns.start,
      steps: columns.steps.length,
      // Node's own base64 (btoa is a slow character loop in Node).
      columns: Buffer.from(encodeReplayColumns(columns)).toString('base64'),
    };
  });
}
