/**
 * What the team and player pages read beside the workload, written straight into the read models
 * for the workload bench's club (workload-club.ts): its 750 events (`rm.events`, a match on
 * Saturdays, finished, with two halves in `rm.periods` for matches), every player's selection in
 * each (`rm.selections`), a record for each selection with device data (`rm.records`: 21 800
 * rows), and a tag on each event (`rm.event_tags`).
 *
 * The records' JSON is the engine's own: `global`, `periods`, `sessions` and `cleaning` of four
 * synthetic 75-minute sessions (projector/src/metrics, as the records projection writes them),
 * reused in turn. `extended` (the series and heat map, about 900 KB a record: 20 GB here) is left
 * `{}`: none of the measured queries reads it, and PostgreSQL keeps such values out of line (TOAST),
 * so it does not slow reading the other columns.
 */
import type { Pool } from 'pg';
import { finish, init, push } from '@stride/projector/metrics/engine';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { benchEventId, benchSelectionId, eventDays, missingDevice } from './workload-club.ts';

const TEMPLATES = 4;
const TAGS = ['MD-1', 'MD+1', 'Recovery', 'Tactical', 'Conditioning'];

interface RecordTemplate {
  readonly global: unknown;
  readonly periods: unknown;
  readonly sessions: unknown;
  readonly cleaning: unknown;
  readonly samples: number;
}

function templates(): RecordTemplate[] {
  return Array.from({ length: TEMPLATES }, (_, seed) => {
    const batch = syntheticPlayer({ seed: 500 + seed, seconds: 75 * 60, dropRate: 0.02, hr: true });
    const result = finish(push(init(), batch));
    return {
      global: result.global,
      periods: result.periods,
      sessions: result.sessions,
      cleaning: result.cleaning,
      samples: batch.t.length,
    };
  });
}

/** Inserts `rows` into `table`'s listed columns (the others take their defaults), 2 000 a statement. */
async function insertRows(
  pool: Pool,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).join(', ');
  for (let i = 0; i < rows.length; i += 2000) {
    await pool.query(
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(null::${table}, $1::jsonb)`,
      [JSON.stringify(rows.slice(i, i + 2000))],
    );
  }
}

/** Writes the club's events, selections, records and tags; returns the records written. */
export async function seedEventsAndRecords(
  pool: Pool,
  teamId: string,
  playerIds: readonly string[],
  /** The event days (one event each); default the club's 750. */
  days: readonly string[] = eventDays(),
): Promise<number> {
  const shapes = templates();
  const events: Record<string, unknown>[] = [];
  const periods: Record<string, unknown>[] = [];
  const selections: Record<string, unknown>[] = [];
  const records: Record<string, unknown>[] = [];
  const tags: Record<string, unknown>[] = [];
  for (const [e, day] of days.entries()) {
    const eventId = benchEventId(e);
    const match = new Date(`${day}T12:00:00Z`).getUTCDay() === 6;
    const start = `${day}T17:00:00Z`;
    const end = `${day}T18:30:00Z`;
    events.push({
      id: eventId,
      team_id: teamId,
      name: match ? `Match ${e}` : `Training ${e}`,
      type: match ? 'MATCH' : 'TRAINING',
      status: 'FINISHED',
      planned_start_date: start,
      planned_end_date: end,
      started_at: start,
      stopped_at: end,
      created_at: start,
      updated_at: end,
      revision: 10,
    });
    if (match) {
      periods.push(
        {
          id: `00000000-0000-4000-a001-${eventId.slice(-12)}`,
          event_id: eventId,
          name: '1st half',
          start_date: start,
          seq: 1,
        },
        {
          id: `00000000-0000-4000-a002-${eventId.slice(-12)}`,
          event_id: eventId,
          name: '2nd half',
          start_date: `${day}T17:50:00Z`,
          seq: 2,
        },
      );
    }
    tags.push({ event_id: eventId, tag: TAGS[e % TAGS.length], position: 0 });
    for (const [p, playerId] of playerIds.entries()) {
      const selectionId = benchSelectionId(e, p);
      selections.push({
        id: selectionId,
        event_id: eventId,
        player_id: playerId,
        device_id: `bench-device-${p}`,
        selected: true,
        seq: p,
      });
      if (missingDevice(e, p)) continue;
      const shape = shapes[(e + p) % TEMPLATES]!;
      records.push({
        selection_id: selectionId,
        event_id: eventId,
        team_id: teamId,
        player_id: playerId,
        device_id: `bench-device-${p}`,
        samples: shape.samples,
        global: shape.global,
        periods: shape.periods,
        sessions: shape.sessions,
        extended: {},
        cleaning: shape.cleaning,
        computed_at: end,
      });
    }
  }
  await insertRows(pool, 'rm.events', events);
  await insertRows(pool, 'rm.periods', periods);
  await insertRows(pool, 'rm.selections', selections);
  await insertRows(pool, 'rm.records', records);
  await insertRows(pool, 'rm.event_tags', tags);
  await pool.query(
    'ANALYZE rm.events; ANALYZE rm.periods; ANALYZE rm.selections; ANALYZE rm.records; ANALYZE rm.event_tags',
  );
  return records.length;
}
