/**
 * The simulator's clock (pure): traces hold times relative to their first sample (ms from 0);
 * a device sends what is due at the trace time the wall clock has reached, at `speed`, with the
 * times moved to the run's anchor ("now" when it started).
 */
import { allocateBatch, SAMPLE_CHANNELS, sliceBatch, type SampleBatch } from '@stride/contracts/samples';

/** One player's recording: times from 0, strictly increasing. */
export interface Trace {
  /** Where it comes from: a file and its device, or `generated #n`. */
  readonly label: string;
  readonly batch: SampleBatch;
}

export function traceDurationMs(trace: Trace): number {
  const { t } = trace.batch;
  return t.length === 0 ? 0 : t[t.length - 1]!;
}

/**
 * The trace time reached after `wallMs` of the run: `speed` times the wall time, but never more
 * than `maxLeadMs` ahead of it (the gateway refuses samples far in the future), so a fast run
 * slows to real time once its samples are that far ahead of the clock.
 */
export function traceElapsedMs(wallMs: number, speed: number, maxLeadMs: number): number {
  return Math.max(0, Math.min(wallMs * speed, wallMs + maxLeadMs));
}

/** How many samples of `trace` are due at trace time `elapsedMs` (times ≤ it). */
export function dueCount(trace: Trace, elapsedMs: number): number {
  const { t } = trace.batch;
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (t[mid]! <= elapsedMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Samples `from` to `to` (exclusive) of the trace, as a new batch with times `anchorMs` + offset. */
export function anchoredSlice(trace: Trace, from: number, to: number, anchorMs: number): SampleBatch {
  const part = sliceBatch(trace.batch, from, to);
  const channels = SAMPLE_CHANNELS.filter((c) => c !== 't' && part[c] !== null);
  const out = allocateBatch(to - from, channels);
  for (let i = 0; i < out.t.length; i++) out.t[i] = Math.round(anchorMs + part.t[i]!);
  for (const c of channels) out[c]!.set(part[c]!);
  return out;
}

/**
 * Milliseconds between two rounds of sends: a batch per device per second of trace at `speed`
 * (at least 50 ms apart), slower when the devices would pass `requestsPerSecond` together.
 */
export function roundMs(speed: number, devices: number, requestsPerSecond: number): number {
  return Math.max(50, 1000 / speed, (devices * 1000) / requestsPerSecond);
}

/** Each device gets a trace: the traces in turn, again from the first when there are fewer. */
export function assignTraces<D>(
  devices: readonly D[],
  traces: readonly Trace[],
): { device: D; trace: Trace }[] {
  if (traces.length === 0) return [];
  return devices.map((device, i) => ({ device, trace: traces[i % traces.length]! }));
}
