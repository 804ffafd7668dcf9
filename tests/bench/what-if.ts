/**
 * `npm run bench -- whatif` (issue 20): what-if re-projection on the real pipeline, the API in
 * this process. A team of 25 players; `BENCH_WHATIF_EVENTS` (40) matches of 90 minutes at 10 Hz
 * (1.35 M samples each), each uploaded as a docking station's file through GraphQL and computed
 * by the records projection. Then, with settings that move every figure:
 *
 *   one match   `eventWhatIf` over HTTP, 5 runs: p50/p95 (goal ≤ 2 s), and the fold alone
 *               (whatIfEvent in this process) for the share the API adds;
 *   40 events   `teamWhatIf` over SSE: time to each progress message and to the last
 *               (goal ≤ 60 s), per-event p50/p95;
 *   event loop  the API's event-loop delay while a what-if runs (monitorEventLoopDelay): how long
 *               other requests wait behind the fold; with the API's worker threads
 *               (WHATIF_WORKERS) and, for comparison, with the fold in this thread (as before
 *               the workers), and a `GET /healthz` every 20 ms meanwhile: its p50/p99.
 *
 * `BENCH_WHATIF_MINUTES` and `BENCH_WHATIF_PLAYERS` shrink the matches for a quick look.
 */
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { finished } from 'node:stream/promises';
import type { MetricSettings } from '@stride/contracts/metric-settings';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { whatIfEvent } from '@stride/projector/what-if';
import { createFoldPool, defaultFoldWorkers } from '@stride/projector/what-if/fold-pool';
import { addPlayerWearing, bearer, must, setUpClub } from '@stride/query/testing/accounts';
import { http, postFile, readSse } from '@stride/query/testing/client';
import { openStack } from '@stride/query/testing/stack';
import { summarize } from './stats.ts';

const EVENTS = Number(process.env.BENCH_WHATIF_EVENTS ?? 40);
const PLAYERS = Number(process.env.BENCH_WHATIF_PLAYERS ?? 25);
const MINUTES = Number(process.env.BENCH_WHATIF_MINUTES ?? 90);
const START = Date.UTC(2026, 0, 5, 18);
const DAY_MS = 86_400_000;

const SETTINGS = {
  speedZoneEdgesKmh: [3, 6, 12, 18, 22, 28],
  hidThresholdKmh: 18,
  sprintThresholdKmh: 22,
  accelerationBands: [0.5, 1.5, 2.5],
  heartRateZonePercents: [45, 55, 65, 75, 85, 95],
  effortMinDurationSeconds: 0.8,
  accelerationMinDurationSeconds: 0.4,
  cleaning: { spikeSpeed: 10, maxGapSeconds: 2 },
};
const AS_SETTINGS: MetricSettings = {
  ...SETTINGS,
  cleaning: {
    lowPassOff: false,
    lowPassCutoffHz: null,
    filterReachSeconds: null,
    spikeSpeed: 10,
    maxGapSeconds: 2,
  },
};

/** The event loop's delay and a `/healthz` probe's answer times while `work` runs. */
async function watched<T>(url: string, work: () => Promise<T>): Promise<{ value: T; loop: string }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const probes: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const t0 = performance.now();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      probes.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  delay.enable();
  try {
    const value = await work();
    return {
      value,
      loop: `event-loop delay p50 ${(delay.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms; /healthz every 20 ms: p50 ${summarize(probes).p50.toFixed(0)} ms, p99 ${(probes.sort((a, b) => a - b)[Math.ceil(probes.length * 0.99) - 1] ?? Number.NaN).toFixed(0)} ms, max ${Math.max(...probes).toFixed(0)} ms (${probes.length} probes)`,
    };
  } finally {
    delay.disable();
    running = false;
    await probe;
  }
}

/** A docking station's CSV of one match, starting at `start`. */
async function writeDockCsv(
  path: string,
  serials: readonly string[],
  start: number,
  seed: number,
): Promise<void> {
  const traces = serials.map((_, p) =>
    syntheticPlayer({ seed: seed + p, seconds: MINUTES * 60, start, dropRate: 0.05, hr: true }),
  );
  const out = createWriteStream(path);
  out.write('device,time,lat,lon,x,y,speed,hr\n');
  const longest = Math.max(...traces.map((t) => t.t.length));
  let lines: string[] = [];
  for (let i = 0; i < longest; i++) {
    for (const [p, trace] of traces.entries()) {
      if (i >= trace.t.length) continue;
      const hr = trace.hr?.[i];
      lines.push(
        `${serials[p]},${trace.t[i]},${trace.lat![i]!.toFixed(7)},${trace.lon![i]!.toFixed(7)},,,,${hr === undefined || Number.isNaN(hr) ? '' : Math.round(hr)}`,
      );
    }
    if (lines.length >= 20_000) {
      if (!out.write(lines.join('\n') + '\n'))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      lines = [];
    }
  }
  out.end(lines.length > 0 ? lines.join('\n') + '\n' : '');
  await finished(out);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function whatIfBench(): Promise<void> {
  const stack = await openStack('bench-whatif');
  const { h, url } = stack;
  const file = join(tmpdir(), `stride-bench-whatif-${process.pid}.csv`);
  try {
    const club = await setUpClub(http, url, stack.mailer);
    const headers = bearer(club.token);
    const gql = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
      must<T>(http, url, query, variables, headers);
    const serials = Array.from({ length: PLAYERS }, (_, i) => `WIF-${String(i + 1).padStart(2, '0')}`);
    const playerIds: string[] = [];
    for (const [i, serial] of serials.entries()) {
      const player = { firstName: `P${i}`, lastName: 'Bench', maxHeartRate: 195 };
      playerIds.push((await addPlayerWearing(gql, club.teamId, player, { serial, udid: serial })).playerId);
    }
    console.log(`  seeding ${EVENTS} matches: ${PLAYERS} players × ${MINUTES} min × 10 Hz each`);
    const seedStarted = performance.now();
    const eventIds: string[] = [];
    for (let e = 0; e < EVENTS; e++) {
      const start = START + e * DAY_MS;
      const { createEvent } = await gql<{ createEvent: { id: string } }>(
        `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
           createEvent(teamId: $t, name: $n, type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`.replace(
          '$n',
          `"Match ${e + 1}"`,
        ),
        {
          t: club.teamId,
          s: new Date(start).toISOString(),
          e: new Date(start + (MINUTES + 10) * 60_000).toISOString(),
          p: playerIds,
        },
      );
      eventIds.push(createEvent.id);
      await writeDockCsv(file, serials, start + 60_000, 1000 * e);
      const response = await postFile<{ uploadEventFile: { id: string } }>(
        url,
        'mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }',
        { e: createEvent.id },
        { name: 'dock.csv', bytes: await readFile(file) },
        headers,
      );
      const jobId = response.data?.uploadEventFile.id;
      if (jobId === undefined) throw new Error(JSON.stringify(response.errors));
      for (;;) {
        const { job } = await gql<{ job: { state: string; code: string | null } }>(
          `{ job(jobId: "${jobId}") { state code } }`,
        );
        if (job.state === 'FAILED' || job.state === 'DUPLICATE')
          throw new Error(`upload ${job.state} ${job.code}`);
        if (job.state === 'COMPUTED') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    console.log(`  seeded in ${seconds(performance.now() - seedStarted)}`);

    // One match: the query through HTTP (folded in the API's workers), then the fold alone.
    console.log(`  the API folds in ${defaultFoldWorkers()} worker thread(s) (WHATIF_WORKERS unset)`);
    const runs: number[] = [];
    const { loop } = await watched(url, async () => {
      for (let run = 0; run < 5; run++) {
        const t0 = performance.now();
        const { eventWhatIf } = await gql<{ eventWhatIf: { players: { figures: { metric: string }[] }[] } }>(
          `query ($e: ID!, $s: MetricSettingsInput!) { eventWhatIf(eventId: $e, settings: $s) {
           players { figures { metric current whatIf difference } } } }`,
          { e: eventIds[0], s: SETTINGS },
        );
        runs.push(performance.now() - t0);
        if (eventWhatIf.players.length !== PLAYERS) throw new Error(`${eventWhatIf.players.length} players`);
      }
    });
    const one = summarize(runs);
    const p95 = [...runs].sort((a, b) => a - b)[Math.ceil(runs.length * 0.95) - 1]!;
    console.log(
      `  one match, eventWhatIf over HTTP (5 runs)  p50 ${seconds(one.p50)}  p95 ${seconds(p95)}  max ${seconds(one.max)}   goal ≤ 2 s (×${(2000 / p95).toFixed(2)})`,
    );
    console.log(`    meanwhile (workers): ${loop}`);
    const db = {
      query: async (text: string, values: unknown[]) => {
        const r = await h.pool.query(text, values);
        return { rows: r.rows, rowCount: r.rows.length };
      },
    };
    const pool = createFoldPool(h.store);
    try {
      for (const [where, fold] of [
        ['in this thread (before the workers)', undefined],
        [`in a pool of ${pool.size} worker(s)`, pool.fold],
      ] as const) {
        const times: number[] = [];
        const { loop: during } = await watched(url, async () => {
          for (let run = 0; run < 2; run++) {
            const started = performance.now();
            await whatIfEvent(db, h.store, eventIds[0]!, AS_SETTINGS, fold === undefined ? {} : { fold });
            times.push(performance.now() - started);
          }
        });
        console.log(`    the fold alone (whatIfEvent) ${where}, 2 runs: best ${seconds(Math.min(...times))}`);
        console.log(`      meanwhile: ${during}`);
      }
    } finally {
      await pool.close();
    }

    // The team's range: every event, over SSE, with progress.
    const t0 = performance.now();
    const steps: number[] = [];
    const { loop: rangeLoop } = await watched(url, async () => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
        body: JSON.stringify({
          query: `subscription ($t: ID!, $f: DateTime!, $to: DateTime!, $s: MetricSettingsInput!) {
          teamWhatIf(teamId: $t, from: $f, to: $to, settings: $s) { done total event { eventId players { figures { metric whatIf } } } } }`,
          variables: {
            t: club.teamId,
            f: new Date(START - DAY_MS).toISOString(),
            to: new Date(START + (EVENTS + 1) * DAY_MS).toISOString(),
            s: SETTINGS,
          },
        }),
      });
      const stream = readSse<{ data?: { teamWhatIf: { done: number; total: number } }; errors?: unknown }>(
        response,
      );
      let last = t0;
      let total = -1;
      let done = 0;
      while (total < 0 || done < total) {
        const message = await stream.next(300_000);
        if (message.data === undefined) throw new Error(JSON.stringify(message.errors));
        ({ done, total } = message.data.teamWhatIf);
        const now = performance.now();
        if (done > 0) steps.push(now - last);
        last = now;
        if (done > 0 && (done % 10 === 0 || done === total))
          console.log(`    progress ${done}/${total} at ${seconds(now - t0)}`);
      }
      await stream.close();
    });
    const range = performance.now() - t0;
    const per = summarize(steps);
    const perP95 = [...steps].sort((a, b) => a - b)[Math.ceil(steps.length * 0.95) - 1] ?? Number.NaN;
    console.log(
      `  ${EVENTS} events, teamWhatIf over SSE  ${seconds(range)}   goal ≤ 60 s (×${(60_000 / range).toFixed(2)});  per event p50 ${seconds(per.p50)}  p95 ${seconds(perP95)}`,
    );
    console.log(`    meanwhile (workers): ${rangeLoop}`);
  } finally {
    await rm(file, { force: true });
    await stack.close();
  }
}
