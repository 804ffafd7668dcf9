/**
 * `npm run bench`: figures, never pass/fail. Each section runs on a fresh database and NATS
 * namespace of its own, against the same servers the tests use.
 *
 *   append      PostgreSQL event store: 1 and 8 writers, single events and batches of 100
 *   commands    createEvent through the command handler (read, fold, decide, append)
 *   relay       $all -> JetStream throughput from a backlog
 *   relay-lag   relay lag (append answered -> on NATS), p50/p99, while 30 devices append at
 *               30 to 1,000 events/s (BENCH_RELAY_RATES), alone and beside long transactions
 *   end-to-end  at a steady 500 commands/s, all in this process: command appended -> read model
 *               visible -> pushed to a graphql-ws subscriber, p50/p99
 *   npm-start   the same load over HTTP against `npm start` in its own process, this process
 *               being the clients (BENCH_ROLE=tree: against the process tree; BENCH_RATE, BENCH_SECONDS)
 *   samples     sample batches for the event store: binary encoding against JSON (size, speed)
 *   engine      the metric engine's fold over a 90-minute, 25-player, 10 Hz match (goal: under
 *               150 ms), against a bare loop that only sums distances (the floor)
 *   readers     device file readers (FIT, GPX, TCX, CSV layouts) on the datasets, and a generated
 *               90-minute, 25-player, 10 Hz match CSV (goal: under 2 s)
 *   uploads     a docking station's file of a 90-minute, 25-player, 10 Hz match through GraphQL
 *               to every record visible (goal: under 10 s), with its breakdown and memory peak
 *   hostile     the hostile files of issue 15: memory reading a CSV of 100 000 devices, /healthz
 *               latency while the reading threads work on a ZIP bomb, memory of four concurrent
 *               150 MB uploads
 *   accounts    scrypt cost, register and login through GraphQL, and what knowing the caller adds
 *               to every signed-in request
 *   faults      `npm start -- tree` under bursts and uploads while its processes are killed (kill -9):
 *               writes attempted, stored, answered as errors, duplicates (goal: 0 duplicates, 0
 *               internal errors), and the read models against a rebuild
 *   live        live devices (issue 18): 50 players at 10 Hz through the gateway, store, relay,
 *               live projection to a graphql-ws subscriber, p50/p99, CPU and memory, with pushes
 *               paced at 0 and 1000 ms; a ramp of players (BENCH_LIVE_PLAYERS); 10 events × 25
 *   replay      a 90-minute, 25-player match replayed at 60× in headless Chromium: frame and update
 *               timings, seek latency, and the candidates' costs (records' columns against a fold
 *               of the sample streams: bytes, CPU, seek)
 *   web         the web app: bundle sizes against the 250 KB budget, and the Largest Contentful
 *               Paint of the event overview in Chromium against `npm start` (BENCH_LCP_RUNS)
 *
 *   history     an entity's history and its state at an instant, folded from a club stream of
 *               10 000 events on each request (BENCH_HISTORY_EVENTS), through GraphQL, p50/p95
 *
 *   workload    3 seasons × 30 players × 250 events of workload rows, events, selections, records
 *               and tags: playerWorkload over a season (goal p95 ≤ 200 ms), teamWorkload over a week
 *               and a season (goal p95 ≤ 300 ms); the team analyses (goal p95 ≤ 300 ms), player
 *               (goal p95 ≤ 200 ms) and coach dashboard pages, each query as the web app sends it, a
 *               page's together and each alone; a new record (upload) or RPE reflected in the
 *               workload (goal ≤ 2 s)
 *   audit       the audit log (issue 20): its first page and filtered pages over 5 million entries
 *               filled by SQL (the read path; goal p95 ≤ 200 ms), a club's CSV export, and the audit
 *               projection's throughput per event (rebuild and incremental)
 *   whatif      what-if re-projection (issue 20): one 90-minute, 25-player, 10 Hz match (goal ≤ 2 s)
 *               and a team's 40 such matches over SSE with progress (goal ≤ 60 s); BENCH_WHATIF_EVENTS
 *
 *   intervals   cut intervals' figures (issue 20) over a 90-minute, 25-player match: one cut, all ten
 *               cuts from one read, the event's intervals and marks, p50/p95
 *
 *   reports     the PDF reports (issue 21): event report of a 90-minute, 25-player match, player
 *               report over 4 weeks, weekly team report, each to its last byte (goal ≤ 3 s)
 *   archive     the raw archive (issue 21) of a 90-minute, 25-player, 10 Hz match downloaded through its
 *               link: time to first and last byte, bytes, memory growth (flat: streamed); the
 *               FieldWiz CSV in both layouts
 *   export      an event's data files (issue 21) for a 90-minute, 25-player match with two halves:
 *               CSV wide and long (goal ≤ 500 ms) and XLSX (goal ≤ 2 s), link to last byte, p50/p95,
 *               and peak RSS growth while they stream
 *   season-export  a 25-player team's 200-event season exported as CSV and XLSX (issue 21): time to
 *               the last byte (goal ≤ 30 s) and the peak RSS growth while it streams (flat)
 *
 *   rebuild     the records projection of 40 matches rebuilt while commands arrive: the old
 *               one-transaction path against shadow tables (duration, relay and projector lag)
 *
 * `npm run bench -- append relay` runs only the named sections.
 */
import { archiveBench } from './archive.ts';
import { intervalsBench } from './intervals.ts';
import { exportBench } from './export.ts';
import { exitWhenWritten } from '@stride/deploy/exit';
import { ensureServices } from '@stride/deploy/services';
import { readersBench } from '@stride/command/readers/bench';
import { engineBench } from '@stride/projector/metrics/bench';
import { accountsBench } from './accounts.ts';
import { auditBench } from './audit.ts';
import { appendBench, commandBench } from './append.ts';
import { relayBench } from './relay.ts';
import { replayBench } from './replay.ts';
import { reportsBench } from './reports.ts';
import { rebuildBench } from './rebuild.ts';
import { relayLagBench } from './relay-lag.ts';
import { samplesBench } from './samples.ts';
import { endToEndBench } from './end-to-end.ts';
import { liveBench } from './live.ts';
import { hostileBench } from './hostile.ts';
import { faultsBench } from './faults.ts';
import { historyBench } from './history.ts';
import { treeBench } from './tree.ts';
import { uploadsBench } from './uploads.ts';
import { webBench } from './web.ts';
import { workloadBench } from './workload.ts';
import { whatIfBench } from './what-if.ts';
import { seasonExportBench } from './season-export.ts';

const sections: Record<string, () => Promise<void>> = {
  append: appendBench,
  commands: commandBench,
  relay: relayBench,
  'relay-lag': relayLagBench,
  'end-to-end': endToEndBench,
  'npm-start': treeBench,
  samples: samplesBench,
  engine: engineBench,
  readers: readersBench,
  uploads: uploadsBench,
  hostile: hostileBench,
  accounts: accountsBench,
  live: liveBench,
  web: webBench,
  replay: replayBench,
  'season-export': seasonExportBench,
  faults: faultsBench,
  workload: workloadBench,
  history: historyBench,
  audit: auditBench,
  intervals: intervalsBench,
  reports: reportsBench,
  archive: archiveBench,
  export: exportBench,
  rebuild: rebuildBench,
  whatif: whatIfBench,
};

/** Returns the exit code. */
async function main(): Promise<number> {
  const chosen = process.argv.slice(2).filter((a) => a !== '--');
  const unknown = chosen.filter((name) => !(name in sections));
  if (unknown.length > 0) {
    console.error(
      `unknown section(s) ${unknown.join(', ')}; choose from ${Object.keys(sections).join(', ')}`,
    );
    return 2;
  }

  const services = await ensureServices({
    dataDir: '.data/bench-services',
    purpose: 'tests',
    log: (m) => console.log(m),
  });
  process.env.DATABASE_URL = services.databaseUrl;
  process.env.NATS_URL = services.natsUrl;
  console.log(`node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`);
  try {
    for (const [name, run] of Object.entries(sections)) {
      if (chosen.length > 0 && !chosen.includes(name)) continue;
      console.log(`── ${name} ${'─'.repeat(70 - name.length)}`);
      await run();
      console.log('');
    }
  } finally {
    await services.stop();
  }
  return 0;
}

// Exits once the figures are written (a section may leave a handle open), even when piped.
await exitWhenWritten(await main());
