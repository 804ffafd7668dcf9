/**
 * `npm run bench -- intervals`: cut intervals' figures (issue 20) over a 90-minute, 25-player,
 * 10 Hz match (BENCH_PLAYERS, BENCH_MINUTES) uploaded as a docking station's file on the real pipeline: ten cuts,
 * then `intervalAnalyses` (one cut), `eventIntervalAnalyses` (all ten from one read of the
 * series) and `Event.intervals` with `marks`, each asked 20 times in turn: p50 and p95.
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
const CUTS = 10;
const RUNS = 20;
const START = Date.UTC(2026, 4, 2, 18);
const MINUTE = 60_000;

export async function intervalsBench(): Promise<void> {
  // A generated 90-minute, 25-player stride CSV is about 80 MB, under the default 256 MiB limit.
  const stack = await openStack('bench-intervals');
  const { url } = stack;
  try {
    const club = await setUpClub(http, url, stack.mailer);
    const headers = bearer(club.token);
    const gql = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
      must<T>(http, url, query, variables, headers);
    const keys = Array.from({ length: PLAYERS }, (_, i) => `CUT-${String(i + 1).padStart(2, '0')}`);
    const playerIds: string[] = [];
    for (const [i, serial] of keys.entries()) {
      const player = { firstName: `P${i}`, lastName: 'Bench' };
      playerIds.push((await addPlayerWearing(gql, club.teamId, player, { serial, udid: serial })).playerId);
    }
    const { createEvent } = await gql<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
         createEvent(teamId: $t, name: "Bench match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
      {
        t: club.teamId,
        s: new Date(START).toISOString(),
        e: new Date(START + (MINUTES + 10) * MINUTE).toISOString(),
        p: playerIds,
      },
    );
    const eventId = createEvent.id;
    const csv = strideCsv(
      keys.map((key, p) => ({
        key,
        batch: syntheticPlayer({
          seed: 100 + p,
          seconds: MINUTES * 60,
          start: START + MINUTE,
          dropRate: 0.05,
        }),
      })),
    );
    // A docking station's file (its samples find the event by time), as the uploads bench sends.
    const uploaded = await postFile<{ uploadDockFile: { id: string } }>(
      url,
      'mutation ($file: File!, $t: ID) { uploadDockFile(file: $file, teamId: $t) { id } }',
      { t: club.teamId },
      { name: 'match.csv', bytes: new TextEncoder().encode(csv) },
      headers,
    );
    if (uploaded.data === undefined || uploaded.data === null)
      throw new Error(JSON.stringify(uploaded.errors));
    await gql('mutation ($e: ID!) { finishEvent(eventId: $e) { id } }', { e: eventId });
    const seriesReady = async () => {
      const { eventPlayerAnalyses } = await gql<{ eventPlayerAnalyses: { time: number }[] }>(
        'query ($e: ID!) { eventPlayerAnalyses(eventId: $e) { time } }',
        { e: eventId },
      );
      return (
        eventPlayerAnalyses.length === PLAYERS && eventPlayerAnalyses.every((a) => a.time > MINUTES * 50)
      );
    };
    await until(seriesReady, { timeoutMs: 600_000, everyMs: 1000 });
    const length = Math.floor((MINUTES * MINUTE) / CUTS);
    const intervalIds: string[] = [];
    for (let i = 0; i < CUTS; i++) {
      const { cutEventInterval } = await gql<{
        cutEventInterval: { intervals: { id: string | null; label: string | null }[] };
      }>(
        `mutation ($e: ID!, $s: DateTime!, $t: DateTime!, $l: String!) {
           cutEventInterval(eventId: $e, startDate: $s, endDate: $t, label: $l) { intervals { id label } } }`,
        {
          e: eventId,
          s: new Date(START + MINUTE + i * length).toISOString(),
          t: new Date(START + MINUTE + (i + 1) * length).toISOString(),
          l: `Drill ${i + 1}`,
        },
      );
      intervalIds.push(cutEventInterval.intervals.find((x) => x.label === `Drill ${i + 1}`)!.id!);
    }
    const time = async (name: string, query: string, variables: Record<string, unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await gql(query, variables);
        samples.push(performance.now() - t0);
      }
      samples.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(46)} p50 ${percentile(samples, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(samples, 95).toFixed(0).padStart(5)} ms`,
      );
    };
    console.log(
      `  match: ${PLAYERS} players × ${MINUTES} min × 10 Hz; ${CUTS} cuts of ${length / MINUTE} min`,
    );
    await time(
      'intervalAnalyses (one cut)',
      'query ($e: ID!, $i: ID!) { intervalAnalyses(eventId: $e, intervalId: $i) { playerId distance topSpeed } }',
      { e: eventId, i: intervalIds[0] },
    );
    await time(
      `eventIntervalAnalyses (${CUTS} cuts)`,
      'query ($e: ID!) { eventIntervalAnalyses(eventId: $e) { intervalId players { playerId distance topSpeed } } }',
      { e: eventId },
    );
    await time(
      'event { intervals marks }',
      'query ($e: ID!) { event(eventId: $e) { intervals { id kind label startDate endDate } marks { id at label } } }',
      { e: eventId },
    );
  } finally {
    await stack.close();
  }
}
