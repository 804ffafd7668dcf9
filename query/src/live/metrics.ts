/**
 * The live gateway's Prometheus metrics (issue 18), in prom-client's default registry, served at
 * `GET /metrics` with the API's: batches by transport and outcome (`stored`, `resent`, or the
 * catalogue code that refused it), samples stored, open WebSocket connections, the store's append
 * latency and the batches waiting in reorder windows.
 */
import { Counter, Gauge, Histogram } from 'prom-client';

export type LiveTransport = 'http' | 'ws';

export const liveBatchesTotal = new Counter({
  name: 'stride_live_batches_total',
  help: 'Live sample batches answered, by transport and outcome (stored, resent, or the refusal code)',
  labelNames: ['transport', 'outcome'] as const,
});

export const liveSamplesStoredTotal = new Counter({
  name: 'stride_live_samples_stored_total',
  help: 'Samples of live batches appended to the store',
});

export const liveWsConnections = new Gauge({
  name: 'stride_live_ws_connections',
  help: 'Open WebSocket connections of the live gateway',
});

export const liveAppendSeconds = new Histogram({
  name: 'stride_live_append_seconds',
  help: "Time the store's append of one live batch took",
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
});

/** What each gateway of the process has waiting in reorder windows, summed when scraped. */
const waitingSources = new Set<() => number>();

export const liveWaitingBatches = new Gauge({
  name: 'stride_live_waiting_batches',
  help: 'Live batches waiting in reorder windows for the seqs they skipped',
  collect() {
    let n = 0;
    for (const source of waitingSources) n += source();
    this.set(n);
  },
});

/** Counts `source` in `stride_live_waiting_batches` until the returned function is called. */
export function countWaiting(source: () => number): () => void {
  waitingSources.add(source);
  return () => waitingSources.delete(source);
}

export function observeStored(samples: number, seconds: number): void {
  liveSamplesStoredTotal.inc(samples);
  liveAppendSeconds.observe(seconds);
}

export function countBatch(transport: LiveTransport, outcome: string): void {
  liveBatchesTotal.inc({ transport, outcome });
}
