/**
 * `npm run bench -- archive` (issue 21): the raw archive of a 90-minute, 25-player, 10 Hz match
 * (1.35 M samples with heart rate; BENCH_PLAYERS, BENCH_MINUTES) uploaded as a docking station's
 * file on the real pipeline, the API in this process. The archive is downloaded through its link
 * twice and read as it comes (nothing kept): time to the first and the last byte, bytes, and this
 * process's memory (the API and the reading client) sampled every 20 ms: the peak growth over
 * the level before the download, and the growth at each quarter of it, which stays flat when
 * the zip is streamed. Then the FieldWiz CSV in both layouts. Run with
 * `NODE_OPTIONS=--expose-gc` for a level without the upload's garbage.
 */
import { openStack } from '@stride/query/testing/stack';
import { uploadBenchMatch } from './match.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 25);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 90);
const START = Date.UTC(2026, 4, 9, 18);
const MB = 1024 * 1024;

interface Download {
  readonly firstByteMs: number;
  readonly lastByteMs: number;
  readonly bytes: number;
  /** RSS and heap growth over the level before (MB): the peak, and at each quarter of the time. */
  readonly peakRss: number;
  readonly peakHeap: number;
  readonly quarters: readonly number[];
  readonly heapQuarters: readonly number[];
  /** Heap growth once the download is over and garbage collected (MB; with --expose-gc). */
  readonly retainedHeap: number | null;
}

/** Download `url` reading it as it comes, with the memory meanwhile. */
async function download(url: string): Promise<Download> {
  // With `NODE_OPTIONS=--expose-gc`, the level before starts without the set-up's garbage.
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage();
  const rss: { at: number; mb: number; heap: number }[] = [];
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const now = process.memoryUsage();
    const grown = (now.rss - base.rss) / MB;
    rss.push({ at: performance.now(), mb: grown, heap: (now.heapUsed - base.heapUsed) / MB });
    peakRss = Math.max(peakRss, grown);
    peakHeap = Math.max(peakHeap, (now.heapUsed - base.heapUsed) / MB);
  };
  const t0 = performance.now();
  sample();
  const timer = setInterval(sample, 20);
  try {
    const response = await fetch(url);
    if (!response.ok || response.body === null) throw new Error(`download: ${response.status}`);
    const reader = response.body.getReader();
    let bytes = 0;
    let firstByteMs = Number.NaN;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - t0;
      bytes += value.byteLength;
    }
    const lastByteMs = performance.now() - t0;
    sample();
    const span = performance.now() - t0;
    const at = (q: number) => rss.filter((r) => r.at - t0 <= q * span).at(-1);
    const quarters = [0.25, 0.5, 0.75, 1].map((q) => at(q)?.mb ?? Number.NaN);
    const heapQuarters = [0.25, 0.5, 0.75, 1].map((q) => at(q)?.heap ?? Number.NaN);
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const retainedHeap = gc === undefined ? null : (process.memoryUsage().heapUsed - base.heapUsed) / MB;
    return { firstByteMs, lastByteMs, bytes, peakRss, peakHeap, quarters, heapQuarters, retainedHeap };
  } finally {
    clearInterval(timer);
  }
}

const mb = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)} MB`;

function report(name: string, d: Download): void {
  console.log(
    `  ${name.padEnd(28)} first byte ${d.firstByteMs.toFixed(0).padStart(5)} ms   last byte ${(d.lastByteMs / 1000).toFixed(2).padStart(6)} s   ${(d.bytes / MB).toFixed(1).padStart(7)} MB`,
  );
  console.log(
    `  ${''.padEnd(28)} memory: peak RSS ${mb(d.peakRss)}, peak heap ${mb(d.peakHeap)} (garbage not yet collected), retained heap ${d.retainedHeap === null ? '?' : mb(d.retainedHeap)}`,
  );
  console.log(
    `  ${''.padEnd(28)} at 1/4, 1/2, 3/4 and the end: RSS ${d.quarters.map(mb).join(', ')}; heap ${d.heapQuarters.map(mb).join(', ')}`,
  );
}

export async function archiveBench(): Promise<void> {
  // A generated 90-minute, 25-player stride CSV is about 80 MB, under the default 256 MiB limit.
  const stack = await openStack('bench-archive');
  try {
    const { eventId, gql } = await uploadBenchMatch(stack, {
      players: PLAYERS,
      minutes: MINUTES,
      start: START,
      serialPrefix: 'RAW',
      hr: true,
    });
    const { rows } = await stack.h.pool.query<{ samples: string }>(
      'SELECT sum(samples)::text AS samples FROM rm.record_sources WHERE event_id = $1',
      [eventId],
    );
    console.log(
      `  match: ${PLAYERS} players × ${MINUTES} min × 10 Hz; ${rows[0]?.samples ?? '?'} samples stored`,
    );
    const link = async (query: string, field: string): Promise<string> =>
      (await gql<Record<string, { url: string }>>(query, { e: eventId }))[field]!.url;
    for (const run of [1, 2]) {
      const url = await link(
        'query ($e: ID!) { getEventRawDataArchiveLink(eventId: $e) { url } }',
        'getEventRawDataArchiveLink',
      );
      report(`raw archive (run ${run})`, await download(`${stack.url}${url}`));
    }
    for (const useNew of [false, true]) {
      const url = await link(
        `query ($e: ID!) { getFieldWizAnalyzeCSVLink(eventId: $e, useNew: ${useNew}) { url } }`,
        'getFieldWizAnalyzeCSVLink',
      );
      report(`FieldWiz CSV (${useNew ? 'new' : 'legacy'})`, await download(`${stack.url}${url}`));
    }
  } finally {
    await stack.close();
  }
}
