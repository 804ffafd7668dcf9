/**
 * The report's plots: speed and acceleration of one recording, the engine against the reference
 * and the raw figures, over the minute around the recording's fastest moment.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finish, init, push } from '@stride/projector/metrics/engine';
import { profileConfig } from '@stride/projector/metrics/profile';
import { readFile } from '@stride/command/readers/index';
import type { DeviceValidation } from './recordings.ts';
import { lineChart } from './svg.ts';

export interface Plot {
  readonly title: string;
  readonly file: string;
}

/** The engine's speed per interval (a series of 0.1 s steps) and its central difference. */
async function engineFrames(v: DeviceValidation): Promise<{ t: number[]; v: number[]; a: number[] }> {
  const { devices } = await readFile(v.file);
  const config = { ...profileConfig(v.format, false), seriesStepSeconds: 1 / v.rateHz };
  const state = init(config);
  for (const batch of devices.find((d) => d.deviceKey === v.deviceKey)!.batches) push(state, batch);
  const serie = finish(state).extended.speedSerie;
  const t = serie.map((p) => p.ts + 500 / v.rateHz);
  const speeds = serie.map((p) => p.value);
  const a = speeds.map((_, i) =>
    i === 0 || i === speeds.length - 1 ? Number.NaN : ((speeds[i + 1]! - speeds[i - 1]!) * v.rateHz) / 2,
  );
  return { t, v: speeds, a };
}

export async function plots(v: DeviceValidation, folder: string): Promise<Plot[]> {
  const reference = v.reference!.frames;
  const peak = reference.t[reference.v.indexOf(Math.max(...reference.v))]!;
  const from = peak - 30_000;
  const to = peak + 30_000;
  const engine = await engineFrames(v);
  const window = (t: ArrayLike<number>, y: ArrayLike<number>) => {
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < t.length; i++) {
      if (t[i]! >= from && t[i]! < to) {
        xs.push((t[i]! - from) / 1000);
        ys.push(y[i]!);
      }
    }
    return { x: xs, y: ys };
  };
  const name = v.file
    .split('/')
    .pop()!
    .replace(/\.csv$/, '');
  const out: Plot[] = [];
  for (const [what, unit, pick] of [
    ['speed', 'm/s', 'v'],
    ['acceleration', 'm/s²', 'a'],
  ] as const) {
    const file = `${name}-${what}.svg`;
    const title = `${name}: ${what} around the fastest moment (60 s), engine against the reference`;
    writeFileSync(
      join(folder, file),
      lineChart(title, `${what} (${unit})`, [
        { name: 'raw (unfiltered)', color: '#bbbbbb', ...window(v.raw.frames.t, v.raw.frames[pick]) },
        { name: 'reference (Butterworth 1 Hz)', color: '#1f77b4', ...window(reference.t, reference[pick]) },
        { name: 'engine', color: '#d62728', dashed: true, ...window(engine.t, engine[pick]) },
      ]),
    );
    out.push({ title, file });
  }
  return out;
}
