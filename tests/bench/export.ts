/**
 * `npm run bench -- export`: an event's data files (issue 21, docs/exports.md) for a 90-minute,
 * 25-player, 10 Hz match (BENCH_PLAYERS, BENCH_MINUTES) with two halves (a session each per
 * player), uploaded on the real pipeline: the CSV (wide, long) and the XLSX, each asked for
 * (link) and read to its last byte RUNS times in turn, p50 and p95 (goals: CSV ≤ 500 ms, XLSX
 * ≤ 2 s), the file's size, and the process's peak RSS growth while the files stream (the API
 * runs in this process; the body is read and dropped, never held).
 */
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing, bearer, must, setUpClub } from '@stride/query/testing/accounts';
import { http, postFile } from '@stride/query/testing/client';
import { openStack } from '@stride/query/testing/stack';
import { until } from '@stride/streams/testing/until';
import { percentile } from './stats.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 25);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 90);
const RUNS = 10;
const START = Date.UTC(2026, 4, 2, 18);
const MINUTE = 60_000;
const MB = 1024 * 1024;

/** Reads a response to its end, counting bytes. */
async function drain(response: Response): Promise<number> {
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

export async function exportBench(): Promise<void> {
  const stack = await openStack('bench-export');
  const { url } = stack;
  try {
    const club = await setUpClub(http, url, stack.mailer);
    const headers = bearer(club.token);
    const gql = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
      must<T>(http, url, query, variables, headers);
    const keys = Array.from({ length: PLAYERS }, (_, i) => `EXP-${String(i + 1).padStart(2, '0')}`);
    const playerIds: string[] = [];
    for (const [i, serial] of keys.entries()) {
      const player = { firstName: `P${i}`, lastName: 'Bench', maxHeartRate: 195, restingHeartRate: 50 };
      playerIds.push((await addPlayerWearing(gql, club.teamId, player, { serial, udid: serial })).playerId);
    }
    const iso = (ms: number) => new Date(ms).toISOString();
    const end = START + (MINUTES + 10) * MINUTE;
    const { createEvent } = await gql<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
         createEvent(teamId: $t, name: "Bench match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
      { t: club.teamId, s: iso(START), e: iso(end), p: playerIds },
    );
    const eventId = createEvent.id;
    const half = START + (MINUTES / 2 + 5) * MINUTE;
    for (const [name, from, to] of [
      ['1st half', START, half],
      ['2nd half', half, end],
    ] as const)
      await gql(
        `mutation ($e: ID!, $n: String!, $s: DateTime, $f: DateTime) {
           createPeriod(eventId: $e, name: $n, startDate: $s, endDate: $f, force: true) { id } }`,
        { e: eventId, n: name, s: iso(from), f: iso(to) },
      );
    const csv = strideCsv(
      keys.map((key, p) => ({
        key,
        batch: syntheticPlayer({
          seed: 200 + p,
          seconds: MINUTES * 60,
          start: START + MINUTE,
          dropRate: 0.05,
          hr: true,
        }),
      })),
    );
    const uploaded = await postFile(
      url,
      'mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }',
      { e: eventId },
      { name: 'match.csv', bytes: new TextEncoder().encode(csv) },
      headers,
    );
    if (uploaded.data === undefined || uploaded.data === null)
      throw new Error(JSON.stringify(uploaded.errors));
    const recorded = async () => {
      const { eventSelections } = await gql<{
        eventSelections: { record: { sessionRecords: unknown[]; globalMetrics: { time: number } } | null }[];
      }>(
        'query ($e: ID!) { eventSelections(eventId: $e) { record { sessionRecords { sessionId } globalMetrics { time } } } }',
        {
          e: eventId,
        },
      );
      return eventSelections.every(
        (s) =>
          s.record !== null &&
          s.record.sessionRecords.length === 2 &&
          s.record.globalMetrics.time > MINUTES * 50,
      );
    };
    await until(recorded, { timeoutMs: 600_000, everyMs: 1000 });
    console.log(`  match: ${PLAYERS} players × ${MINUTES} min × 10 Hz, 2 halves (2 sessions each)`);

    const files: [string, string, Record<string, unknown>, string][] = [
      [
        'CSV wide',
        'query ($e: ID!) { getEventDataCSVLink(eventId: $e, layout: WIDE) { url } }',
        {},
        'getEventDataCSVLink',
      ],
      [
        'CSV long',
        'query ($e: ID!) { getEventDataCSVLink(eventId: $e, layout: LONG) { url } }',
        {},
        'getEventDataCSVLink',
      ],
      ['XLSX', 'query ($e: ID!) { getEventDataXLSXLink(eventId: $e) { url } }', {}, 'getEventDataXLSXLink'],
    ];
    for (const [name, query, variables, field] of files) {
      const samples: number[] = [];
      let size = 0;
      global.gc?.();
      const base = process.memoryUsage().rss;
      let peak = base;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const answer = await gql<Record<string, { url: string }>>(query, { e: eventId, ...variables });
        const response = await fetch(`${url}${answer[field]!.url}`);
        if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
        size = await drain(response);
        samples.push(performance.now() - t0);
      }
      clearInterval(sampler);
      samples.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(9)} link + last byte p50 ${percentile(samples, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(samples, 95).toFixed(0).padStart(5)} ms   ${(size / MB).toFixed(2)} MB   peak RSS +${((peak - base) / MB).toFixed(1)} MB`,
      );
    }
  } finally {
    await stack.close();
  }
}
