/**
 * Synthetic play for the demo club: one player's 10 Hz GNSS and 1 Hz heart rate over a stint on
 * the pitch. Play moves through phases (standing, walking, jogging, running, high-speed running,
 * sprinting) held a few seconds each, chosen more often at high intensity the harder the player
 * works and the session goes; speed follows the phase within football's accelerations (+3.5 / −4
 * m/s²) and the player's top speed; heart rate follows speed with a lag of about 20 s between the
 * player's resting and maximum rates, drifting up with fatigue. The path turns within lateral
 * accelerations a player can make and stays on a 105 × 68 m pitch. Seeded: the same stint gives
 * the same samples.
 */
import { allocateBatch, type SampleBatch } from '@stride/contracts/samples';
import { random, setPosition } from '@stride/projector/metrics/synthetic';
import type { DemoPlayer } from './squad.ts';

/** [share of time, lowest m/s, highest m/s] of each phase at work 1; the top speed caps the last. */
const PHASES: readonly (readonly [number, number, number])[] = [
  [0.25, 0, 0.6], // standing
  [0.4, 0.6, 2], // walking
  [0.22, 2, 4], // jogging
  [0.08, 4, 5.5], // running
  [0.035, 5.5, 7], // high-speed running
  [0.015, 7, 9.5], // sprinting
];

/** A goalkeeper's shares: mostly standing and walking, a few runs off the line. */
const KEEPER_SHARES = [0.5, 0.38, 0.09, 0.025, 0.004, 0.001];

export interface StintOptions {
  readonly player: DemoPlayer;
  readonly from: number;
  readonly to: number;
  /** Samples per second. @default 10 */
  readonly rateHz?: number;
  /** The session's intensity times the player's work rate. */
  readonly load: number;
  readonly seed: number;
}

/**
 * The phases' cumulative shares at `load`: the running phases scale with it (half as fast: a
 * match at 1.4 is about 11.5 km over 90 minutes for a midfielder), walking takes the rest.
 */
function phaseTable(load: number, keeper: boolean): number[] {
  const scale = 1 + (load - 1) / 2;
  const shares = PHASES.map(([share], i) => (i >= 2 ? (keeper ? KEEPER_SHARES[i]! : share) * scale : share));
  if (keeper) shares[0] = KEEPER_SHARES[0]!;
  const running = shares.slice(2).reduce((a, b) => a + b, 0);
  shares[1] = Math.max(0.1, 1 - shares[0]! - running);
  const total = shares.reduce((a, b) => a + b, 0);
  let sum = 0;
  return shares.map((share) => (sum += share / total));
}

export function stint(options: StintOptions): SampleBatch {
  const { player, from, to, load } = options;
  const rand = random(options.seed);
  const rateHz = options.rateHz ?? 10;
  const dt = 1 / rateHz;
  const total = Math.max(0, Math.floor(((to - from) / 1000) * rateHz));
  const batch = allocateBatch(total, ['lat', 'lon', 'hr']);
  const table = phaseTable(load, player.position === 'GOALKEEPER');
  const top = player.maxSpeed / 3.6;
  const rest = player.restingHeartRate;
  const span = player.maxHeartRate - rest;
  let x = (rand() - 0.5) * 70;
  let y = (rand() - 0.5) * 44;
  let v = 0;
  let heading = rand() * 2 * Math.PI;
  let turn = 0;
  let target = 0;
  let hold = 0;
  let hr = rest + span * 0.45;
  let noiseX = 0;
  let noiseY = 0;
  const hrEvery = Math.max(1, Math.round(rateHz));
  for (let i = 0; i < total; i++) {
    if (hold <= 0) {
      const p = rand();
      const phase = table.findIndex((edge) => p < edge);
      const [, low, high] = PHASES[phase === -1 ? 1 : phase]!;
      target = Math.min(top * (0.92 + rand() * 0.08), low + rand() * (high - low));
      // Sprints and runs are short; walks and stands last longer.
      hold = phase >= 4 ? 2 + rand() * 3 : 2 + rand() * 8;
    }
    hold -= dt;
    const a = Math.max(-4, Math.min(3.5, 1.6 * (target - v)));
    v = Math.max(0, v + a * dt);
    turn += (rand() - 0.5) * 3 * dt;
    if (Math.abs(x) > 48 || Math.abs(y) > 30) {
      const off = Math.atan2(-y, -x) - heading;
      turn += Math.atan2(Math.sin(off), Math.cos(off)) * 4 * dt;
    }
    const maxTurn = Math.min(2.5, 4.5 / Math.max(v, 0.1));
    turn = Math.max(-maxTurn, Math.min(maxTurn, turn));
    heading += turn * dt;
    x += v * Math.cos(heading) * dt;
    y += v * Math.sin(heading) * dt;
    noiseX = 0.9 * noiseX + (rand() - 0.5) * 0.03;
    noiseY = 0.9 * noiseY + (rand() - 0.5) * 0.03;
    const fatigue = (0.06 * i) / Math.max(1, total);
    const effort = Math.min(1, 0.5 + fatigue + 0.6 * Math.min(1, v / 6));
    hr += ((rest + span * effort - hr) * dt) / 20;
    batch.t[i] = from + Math.round((i * 1000) / rateHz);
    setPosition(batch, i, x + noiseX, y + noiseY);
    if (i % hrEvery === 0) batch.hr![i] = Math.round(Math.min(player.maxHeartRate, hr + (rand() - 0.5) * 3));
  }
  return batch;
}
