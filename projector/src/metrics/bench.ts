/**
 * The metric engine's speed: a synthetic 90-minute match, 25 players at 10 Hz (positions as WGS84,
 * 1 Hz heart rate, 2 % dropped samples, 3 gaps of 2–20 s and 3 position spikes per player), folded
 * per player (init and push, then finish for the record; also pushed one second at a time, as live),
 * against a floor: a bare typed-array loop that only projects the same samples and sums the
 * distances between them. Best of 7 runs after a warm-up. Figures only, never pass/fail.
 *
 *   npx tsx projector/src/metrics/bench.ts
 */
import { pathToFileURL } from 'node:url';
import { defaultMetricsConfig, type MetricsConfig } from '@stride/contracts/metrics';
import { sliceBatch, type SampleBatch } from '@stride/contracts/samples';
import { finish, init, push } from './engine.ts';
import { metresPerDegree } from './geo.ts';
import { SYNTHETIC_ORIGIN, syntheticPlayer } from './synthetic.ts';

const PLAYERS = 25;
const SECONDS = 90 * 60;
const RUNS = 7;

export async function engineBench(): Promise<void> {
  await Promise.resolve();
  const players = Array.from({ length: PLAYERS }, (_, p) =>
    syntheticPlayer({ seed: 1000 + p, seconds: SECONDS, dropRate: 0.02, gaps: 3, spikes: 3, hr: true }),
  );
  const samples = players.reduce((sum, b) => sum + b.t.length, 0);
  const config: MetricsConfig = {
    ...defaultMetricsConfig(),
    heartRate: { ...defaultMetricsConfig().heartRate, max: 195, rest: 55 },
    windows: {
      periods: [
        { id: 'first-half', start: players[0]!.t[0]!, end: players[0]!.t[0]! + 45 * 60_000 },
        {
          id: 'second-half',
          start: players[0]!.t[0]! + 45 * 60_000,
          end: players[0]!.t[0]! + SECONDS * 1000,
        },
      ],
      sessions: [],
    },
  };

  // Fold: init + push of each player's whole series; finish: building each record from its state.
  const states = players.map(() => init(config));
  const foldAll = () => {
    for (let p = 0; p < PLAYERS; p++) states[p] = push(init(config), players[p]!);
    return 0;
  };
  const finishAll = () => {
    let distance = 0;
    for (const state of states) distance += finish(state).global.distance;
    return distance;
  };
  const liveAll = () => {
    // One push per second of play, as the live projection receives them, and the record.
    let distance = 0;
    for (const batch of players) {
      const state = init(config);
      for (let i = 0; i < batch.t.length; i += 10)
        push(state, sliceBatch(batch, i, Math.min(batch.t.length, i + 10)));
      distance += finish(state).global.distance;
    }
    return distance;
  };
  const floorAll = () => {
    let distance = 0;
    for (const batch of players) distance += floor(batch);
    return distance;
  };

  const fold = best(foldAll);
  const records = best(finishAll);
  const live = best(liveAll);
  const bare = best(floorAll);
  const total = fold.ms + records.ms;
  const line = (name: string, value: string) => console.log(`${name.padEnd(60)} ${value}`);
  line('metrics engine: samples (25 players × 90 min at 10 Hz, less gaps)', samples.toLocaleString('en-GB'));
  line('fold: init + push, one batch per player', `${fold.ms.toFixed(1)} ms`);
  line('records: finish per player', `${records.ms.toFixed(1)} ms`);
  line('fold + records', `${total.toFixed(1)} ms (${((total * 1e6) / samples).toFixed(0)} ns/sample)`);
  line('fold + records, per player series', `${(total / PLAYERS).toFixed(2)} ms`);
  line('fold + records, scaled to 1.35 M samples', `${((total * 1_350_000) / samples).toFixed(1)} ms`);
  line('live: push per second of play + records', `${live.ms.toFixed(1)} ms`);
  line('floor: bare loop summing distances', `${bare.ms.toFixed(2)} ms`);
  line('fold + records / floor', `× ${(total / bare.ms).toFixed(1)}`);
  line(
    'distance: engine (cleaned, smoothed) vs floor (raw)',
    `${records.value.toFixed(0)} m vs ${bare.value.toFixed(0)} m`,
  );
}

/** The bare loop: project WGS84 to metres and sum the distances between consecutive samples. */
function floor(batch: SampleBatch): number {
  const lat = batch.lat!;
  const lon = batch.lon!;
  const { kx, ky } = metresPerDegree(SYNTHETIC_ORIGIN.lat);
  let sum = 0;
  let px = (lon[0]! - SYNTHETIC_ORIGIN.lon) * kx;
  let py = (lat[0]! - SYNTHETIC_ORIGIN.lat) * ky;
  for (let i = 1; i < lat.length; i++) {
    const x = (lon[i]! - SYNTHETIC_ORIGIN.lon) * kx;
    const y = (lat[i]! - SYNTHETIC_ORIGIN.lat) * ky;
    const dx = x - px;
    const dy = y - py;
    sum += Math.sqrt(dx * dx + dy * dy);
    px = x;
    py = y;
  }
  return sum;
}

/** The fastest of RUNS timed runs after a warm-up run. */
function best(run: () => number): { ms: number; value: number } {
  let value = run();
  let ms = Infinity;
  for (let r = 0; r < RUNS; r++) {
    const start = performance.now();
    value = run();
    ms = Math.min(ms, performance.now() - start);
  }
  return { ms, value };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await engineBench();
