/**
 * `npm run bench -- season-export` (issue 21): a 25-player team's season of 200 events (events,
 * selections and records written straight into the read models, the workload bench's generator;
 * each player's days in `rm.workload_days` from those records) exported through its download link
 * as CSV (a zip of records.csv and workload.csv) and XLSX, both contents. For each: time to the
 * first and the last byte (goal ≤ 30 s) and the peak growth of this process's RSS (the API runs in
 * it) sampled every 20 ms while the file streams, and of its live heap (after a full collection,
 * every 250 ms); the client counts bytes and keeps none. Run on
 * half the season too: a flat memory shows as the same peak for twice the rows.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addDays } from '@stride/contracts/workload/calendar';
import { bearer, setUpClub } from '@stride/query/testing/accounts';
import { http } from '@stride/query/testing/client';
import { openStack, type Stack } from '@stride/query/testing/stack';
import { report } from './stats.ts';
import { eventDays } from './workload-club.ts';
import { seedEventsAndRecords } from './workload-records.ts';

const PLAYERS = 25;
const EVENTS = 200;
const GOAL_MS = 30_000;
const MB = 1024 * 1024;

// A full collection on demand (the live heap, not garbage waiting for one), without a node flag.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Each player's days from their records, as the workload projection would hold them. */
const WORKLOAD_DAYS = `
  INSERT INTO rm.workload_days (player_id, day, events, missing_device, missing_rpe, duration, distance, hsr,
                                sprint_distance, accelerations, decelerations, trimp, hml_distance, srpe, ranges)
  SELECT s.player_id, (e.started_at AT TIME ZONE 'Europe/Paris')::date, 1, (r.global IS NULL)::int, 1,
         (r.global->>'time')::float8 / 60, (r.global->>'distance')::float8, (r.global->>'hid')::float8,
         (r.global->'sprint'->>'distance')::float8, (r.global->'accelerations'->'a2'->>'count')::int,
         (r.global->'decelerations'->'d2'->>'count')::int, NULL, (r.global->'metabolic'->>'hmlDistance')::float8,
         NULL, '[]'::jsonb
    FROM rm.selections s JOIN rm.events e ON e.id = s.event_id LEFT JOIN rm.records r ON r.selection_id = s.id
   WHERE e.team_id = $1`;

interface Measured {
  readonly firstByteMs: number;
  readonly lastByteMs: number;
  readonly bytes: number;
  readonly peakRssGrowthMb: number;
  /** The heap after a full collection, sampled every 250 ms: what the export holds. */
  readonly peakLiveHeapGrowthMb: number;
}

async function measure(stack: Stack, url: string, liveHeap: boolean): Promise<Measured> {
  gc();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakLive = base.heapUsed;
  let ticks = 0;
  const sampler = setInterval(() => {
    if (liveHeap && ++ticks % 12 === 0) {
      gc();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const response = await fetch(new URL(url, stack.url));
  if (response.status !== 200 || response.body === null) throw new Error(`download: ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (bytes === 0) firstByteMs = performance.now() - t0;
    bytes += read.value.byteLength;
  }
  const lastByteMs = performance.now() - t0;
  clearInterval(sampler);
  return {
    firstByteMs,
    lastByteMs,
    bytes,
    peakRssGrowthMb: (peakRss - base.rss) / MB,
    peakLiveHeapGrowthMb: (peakLive - base.heapUsed) / MB,
  };
}

export async function seasonExportBench(): Promise<void> {
  console.log(`\n== season-export: ${EVENTS} events × ${PLAYERS} players, CSV and XLSX ==`);
  const stack = await openStack('bench-season-export');
  try {
    const club = await setUpClub(http, stack.url, stack.mailer, 'Season export bench');
    const auth = bearer(club.token);
    const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
      stack.must<T>(query, variables, auth);
    const playerIds: string[] = [];
    for (let p = 0; p < PLAYERS; p++) {
      const { createPlayer } = await gql<{ createPlayer: { id: string } }>(
        'mutation ($t: ID!, $p: PlayerInput!) { createPlayer(teamId: $t, player: $p) { id } }',
        {
          t: club.teamId,
          p: { firstName: 'P', lastName: `Player ${String(p).padStart(2, '0')}`, number: p + 1 },
        },
      );
      playerIds.push(createPlayer.id);
    }
    const days = eventDays().slice(0, EVENTS);
    const t0 = performance.now();
    report(
      'seeded records (rows)',
      await seedEventsAndRecords(stack.h.pool, club.teamId, playerIds, days),
      'rows',
    );
    await stack.h.pool.query(WORKLOAD_DAYS, [club.teamId]);
    await stack.h.pool.query('ANALYZE rm.workload_days');
    report('seeding', performance.now() - t0, 'ms');
    const { createSeason } = await gql<{ createSeason: { id: string } }>(
      'mutation ($t: ID!, $s: Date!, $e: Date!) { createSeason(teamId: $t, name: "Bench season", startDate: $s, endDate: $e) { id } }',
      { t: club.teamId, s: days[0], e: addDays(days[0]!, 364) },
    );
    const half = `from: "${days[0]}", to: "${days[EVENTS / 2 - 1]}"`;
    for (const [label, period] of [
      ['season', `seasonId: "${createSeason.id}"`],
      ['half season', half],
    ] as const) {
      for (const field of ['getTeamDataCSVLink', 'getTeamDataXLSXLink'] as const) {
        const link = async () => {
          const data = await gql<Record<string, { events: number; link: { url: string } }>>(
            `{ ${field}(teamId: "${club.teamId}", ${period}) { events link { url } } }`,
          );
          return data[field]!;
        };
        const exported = await link();
        const format = field === 'getTeamDataCSVLink' ? 'CSV (zip)' : 'XLSX';
        const name = `${label} ${format}, ${exported.events} events`;
        // Timed alone; then again with a full collection every 250 ms to read the live heap.
        const timed = await measure(stack, exported.link.url, false);
        const held = await measure(stack, (await link()).link.url, true);
        report(`${name}: first byte`, timed.firstByteMs, 'ms');
        report(`${name}: last byte`, timed.lastByteMs, 'ms', { value: GOAL_MS, better: 'lower' });
        report(`${name}: size`, timed.bytes / MB, 'MB');
        report(`${name}: peak RSS growth`, timed.peakRssGrowthMb, 'MB');
        report(`${name}: peak live heap growth`, held.peakLiveHeapGrowthMb, 'MB');
      }
    }
  } finally {
    await stack.close();
  }
}
