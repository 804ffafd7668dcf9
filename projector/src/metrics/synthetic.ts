/**
 * Synthetic player traces for the engine's tests and benchmark: a seeded random walk with
 * football-like speeds (standing to sprinting, accelerations within −4…3.5 m/s²), turning with a
 * lateral acceleration under 5 m/s², staying around a 105 × 68 m pitch, with dropped samples,
 * gaps, position spikes and heart rate.
 */
import { allocateBatch, type SampleBatch, type SampleChannel } from '@stride/contracts/samples';
import { metresPerDegree } from './geo.ts';

export interface SyntheticOptions {
  readonly seed: number;
  readonly seconds: number;
  /** Default 10. */
  readonly rateHz?: number;
  /** Epoch ms of the first sample; default 2024-03-02T15:00:00Z. */
  readonly start?: number;
  /** Share of samples dropped at random; default 0. */
  readonly dropRate?: number;
  /** Gaps of 2–20 s; default 0. */
  readonly gaps?: number;
  /** Single fixes moved 20–60 m; default 0. */
  readonly spikes?: number;
  /** WGS84 positions (default) or local x/y metres. */
  readonly positions?: 'geo' | 'xy';
  /** Device (Doppler) speed channel; default false. */
  readonly doppler?: boolean;
  /** Heart rate at 1 Hz (NaN in between); default false. */
  readonly hr?: boolean;
}

export const SYNTHETIC_ORIGIN = { lat: 41.726, lon: -9.1237 } as const;

/** mulberry32: small, fast, seeded. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticPlayer(options: SyntheticOptions): SampleBatch {
  const rand = random(options.seed);
  const rateHz = options.rateHz ?? 10;
  const dtMs = 1000 / rateHz;
  const dt = dtMs / 1000;
  const total = Math.round(options.seconds * rateHz);
  const start = options.start ?? Date.UTC(2024, 2, 2, 15);

  const keep = new Uint8Array(total).fill(1);
  const dropRate = options.dropRate ?? 0;
  for (let i = 1; i < total - 1; i++) if (rand() < dropRate) keep[i] = 0;
  for (let g = 0; g < (options.gaps ?? 0); g++) {
    const at = Math.floor(rand() * total);
    const length = Math.round((2 + rand() * 18) * rateHz);
    keep.fill(0, at, Math.min(total - 1, at + length));
  }
  const spikeAt = new Set<number>();
  for (let s = 0; s < (options.spikes ?? 0); s++) spikeAt.add(1 + Math.floor(rand() * (total - 2)));

  let n = 0;
  for (let i = 0; i < total; i++) n += keep[i]!;
  const geo = (options.positions ?? 'geo') === 'geo';
  const channels: SampleChannel[] = geo ? ['lat', 'lon'] : ['x', 'y'];
  if (options.doppler) channels.push('speed');
  if (options.hr) channels.push('hr');
  const batch = allocateBatch(n, channels);

  let x = (rand() - 0.5) * 80;
  let y = (rand() - 0.5) * 50;
  let v = 0;
  let heading = rand() * 2 * Math.PI;
  let turn = 0;
  let target = 0;
  let hold = 0;
  let hr = 70 + rand() * 20;
  let noiseX = 0;
  let noiseY = 0;
  let out = 0;
  for (let i = 0; i < total; i++) {
    if (hold <= 0) {
      const p = rand();
      target =
        p < 0.45
          ? rand() * 2
          : p < 0.75
            ? 2 + rand() * 2
            : p < 0.9
              ? 4 + rand() * 1.5
              : p < 0.97
                ? 5.5 + rand() * 1.5
                : 7 + rand() * 2;
      hold = 1 + rand() * 7;
    }
    hold -= dt;
    const a = Math.max(-4, Math.min(3.5, 1.5 * (target - v)));
    v = Math.max(0, v + a * dt);
    // Turning rate: a random walk, pulled towards the centre near the touchlines, bounded so the
    // lateral acceleration v·ω stays under 5 m/s² (and ω under 3 rad/s).
    turn += (rand() - 0.5) * 4 * dt;
    if (Math.abs(x) > 45 || Math.abs(y) > 28) {
      const off = Math.atan2(-y, -x) - heading;
      turn += Math.atan2(Math.sin(off), Math.cos(off)) * 4 * dt;
    }
    const maxTurn = Math.min(3, 5 / Math.max(v, 0.1));
    turn = Math.max(-maxTurn, Math.min(maxTurn, turn));
    heading += turn * dt;
    x += v * Math.cos(heading) * dt;
    y += v * Math.sin(heading) * dt;
    noiseX = 0.9 * noiseX + (rand() - 0.5) * 0.02;
    noiseY = 0.9 * noiseY + (rand() - 0.5) * 0.02;
    hr += ((70 + 110 * Math.min(1, v / 8) - hr) * dt) / 20;
    if (keep[i] === 0) continue;
    let px = x + noiseX;
    let py = y + noiseY;
    if (spikeAt.has(i)) {
      const jump = 20 + rand() * 40;
      const angle = rand() * 2 * Math.PI;
      px += jump * Math.cos(angle);
      py += jump * Math.sin(angle);
    }
    batch.t[out] = start + Math.round(i * dtMs);
    setPosition(batch, out, px, py);
    if (batch.speed) batch.speed[out] = Math.max(0, v + (rand() - 0.5) * 0.1);
    if (batch.hr && i % Math.max(1, Math.round(rateHz)) === 0) batch.hr[out] = Math.round(hr);
    out++;
  }
  return batch;
}

/** A batch from plain columns (tests): channels left out are null, `NaN` marks a missing value. */
const { kx: KX, ky: KY } = metresPerDegree(SYNTHETIC_ORIGIN.lat);

/** Sample `out`'s position, px east and py north of SYNTHETIC_ORIGIN in metres: WGS84 when the batch has it, else x/y. */
export function setPosition(batch: SampleBatch, out: number, px: number, py: number): void {
  if (batch.lat !== null && batch.lon !== null) {
    batch.lat[out] = SYNTHETIC_ORIGIN.lat + py / KY;
    batch.lon[out] = SYNTHETIC_ORIGIN.lon + px / KX;
  } else {
    batch.x![out] = px;
    batch.y![out] = py;
  }
}

export function traceBatch(columns: {
  t: readonly number[];
  lat?: readonly number[];
  lon?: readonly number[];
  x?: readonly number[];
  y?: readonly number[];
  speed?: readonly number[];
  hr?: readonly number[];
  hdop?: readonly number[];
}): SampleBatch {
  const channels = (['lat', 'lon', 'x', 'y', 'speed', 'hr', 'hdop'] as const).filter(
    (c) => columns[c] !== undefined,
  );
  const batch = allocateBatch(columns.t.length, channels);
  batch.t.set(columns.t);
  for (const c of channels) batch[c]!.set(columns[c]!);
  return batch;
}
