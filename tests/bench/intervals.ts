/**
 * `npm run bench -- intervals`: cut intervals' figures (issue 20) over a 90-minute, 25-player,
 * 10 Hz match (BENCH_PLAYERS, BENCH_MINUTES) uploaded as a docking station's file on the real pipeline: ten cuts,
 * then `intervalAnalyses` (one cut), `eventIntervalAnalyses` (all ten from one read of the
 * series) and `Event.intervals` with `marks`, each asked 20 times in turn: p50 and p95.
 */
import { openStack } from '@stride/query/testing/stack';
import { uploadBenchMatch } from './match.ts';
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
  try {
    const { eventId, gql } = await uploadBenchMatch(stack, {
      players: PLAYERS,
      minutes: MINUTES,
      start: START,
      serialPrefix: 'CUT',
    });
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
