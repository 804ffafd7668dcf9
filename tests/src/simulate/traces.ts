/**
 * Where the simulator's traces come from: device files read with the upload readers
 * (command/src/readers: FIT, GPX, TCX, Catapult and Kinexon CSV, csv-stride), or generated
 * football-like play (projector/src/metrics/synthetic.ts). Each becomes a Trace: times from 0,
 * thinned to at most `hz`, values the gateway would refuse left out (NaN).
 */
import { readFile } from '@stride/command/readers/index';
import {
  allocateBatch,
  SAMPLE_CHANNELS,
  type SampleBatch,
  type SampleChannel,
} from '@stride/contracts/samples';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import type { Trace } from './schedule.ts';

type ValueChannel = Exclude<SampleChannel, 't'>;

/** What the gateway accepts (query/src/live/batch.ts): anything else is sent as missing. */
const BOUNDS: Readonly<Record<ValueChannel, readonly [number, number]>> = {
  lat: [-90, 90],
  lon: [-180, 180],
  x: [-100_000, 100_000],
  y: [-100_000, 100_000],
  speed: [0, 50],
  hr: [0, 300],
  hdop: [0, 100],
};

/**
 * One device's batches as a trace: concatenated, times from the first sample, samples closer
 * than 1/hz to the previous one kept out (a 20 Hz file played at 10 Hz), out-of-bounds values NaN.
 */
export function toTrace(label: string, batches: readonly SampleBatch[], hz: number): Trace | null {
  const first = batches.find((b) => b.t.length > 0);
  if (first === undefined) return null;
  const channels = SAMPLE_CHANNELS.filter(
    (c): c is ValueChannel => c !== 't' && batches.some((b) => b[c] !== null),
  );
  const start = first.t[0]!;
  const minGap = 1000 / hz - 0.5;
  const keep: [SampleBatch, number][] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const b of batches) {
    for (let i = 0; i < b.t.length; i++) {
      const t = b.t[i]! - start;
      if (t - last < minGap) continue;
      keep.push([b, i]);
      last = t;
    }
  }
  const out = allocateBatch(keep.length, channels);
  keep.forEach(([b, i], k) => {
    out.t[k] = b.t[i]! - start;
    for (const c of channels) {
      const v = b[c]?.[i] ?? Number.NaN;
      const [min, max] = BOUNDS[c];
      out[c]![k] = v >= min && v <= max ? v : Number.NaN;
    }
  });
  return { label, batch: out };
}

/** Every device of every file, in the files' order. */
export async function fileTraces(files: readonly string[], hz: number): Promise<Trace[]> {
  const traces: Trace[] = [];
  for (const file of files) {
    const { devices } = await readFile(file);
    for (const d of devices) {
      const trace = toTrace(`${file} ${d.label ?? d.deviceKey}`, d.batches, hz);
      if (trace !== null) traces.push(trace);
    }
  }
  return traces;
}

/** `count` players of generated play, `seconds` long, at `hz`, with heart rate and device speed. */
export function generatedTraces(count: number, seconds: number, hz: number): Trace[] {
  return Array.from({ length: count }, (_, i) => ({
    label: `generated #${i + 1}`,
    batch: syntheticPlayer({ seed: 1000 + i, seconds, rateHz: hz, start: 0, hr: true, doppler: true }),
  }));
}
