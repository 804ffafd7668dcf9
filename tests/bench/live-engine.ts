/**
 * What the live projection's CPU costs per batch as an event goes on (issue 18): one player's
 * 10-sample batch folded (`push`), then the whole result built (`snapshot`, series included) and
 * written as JSON, as `refresh` does for every batch. The fold stays flat; the snapshot grows
 * with the event's length.
 */
import { init, push, snapshot } from '@stride/projector/metrics/engine';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import type { SampleBatch } from '@stride/contracts/samples';

const AT_MINUTES = [1, 10, 45, 90];

function second(trace: SampleBatch, s: number): SampleBatch {
  const part = <A extends Float64Array | Float32Array>(a: A | null): A | null =>
    a === null ? null : (a.subarray(s * 10, s * 10 + 10) as A);
  return {
    ...trace,
    t: trace.t.subarray(s * 10, s * 10 + 10),
    lat: part(trace.lat),
    lon: part(trace.lon),
    x: part(trace.x),
    y: part(trace.y),
    speed: part(trace.speed),
    hr: part(trace.hr),
    hdop: part(trace.hdop),
  };
}

export function snapshotCost(): void {
  const last = AT_MINUTES.at(-1)! * 60;
  const trace = syntheticPlayer({ seed: 7, seconds: last + 10, start: Date.UTC(2026, 4, 2, 18), hr: true });
  const state = init();
  console.log('  one selection, per 10-sample batch (CPU in this process, median of 20 batches):');
  let s = 0;
  for (const minutes of AT_MINUTES) {
    while (s < minutes * 60 - 20) push(state, second(trace, s++));
    const pushMs: number[] = [];
    const snapMs: number[] = [];
    const jsonMs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      push(state, second(trace, s++));
      const t1 = performance.now();
      const result = snapshot(state);
      const t2 = performance.now();
      bytes = JSON.stringify(result.global).length + JSON.stringify(result.periods).length;
      bytes += JSON.stringify(result.sessions).length;
      const t3 = performance.now();
      pushMs.push(t1 - t0);
      snapMs.push(t2 - t1);
      jsonMs.push(t3 - t2);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[10]!;
    console.log(
      `    at ${String(minutes).padStart(2)} min: fold ${median(pushMs).toFixed(3)} ms, snapshot ${median(snapMs).toFixed(2)} ms, JSON ${median(jsonMs).toFixed(2)} ms (${(bytes / 1024).toFixed(0)} KiB written)`,
    );
  }
}
