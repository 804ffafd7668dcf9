/**
 * The costs of the replay's candidates on one event, measured against its store and API
 * (`npm run bench -- replay`; docs/replay.md reads them):
 *
 *   columns  the records' 1-second columns (`eventReplay`): bytes, API time and the API
 *            process tree's CPU per request, ten analysts at once
 *   fold     the event's sample streams read back from the store and folded again with the
 *            metric engine, as a server-side replay (or a browser given the samples) must: bytes,
 *            read, decode and fold times, a snapshot's cost, and a seek to half-time (read and
 *            fold from the start)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { decodeBatch, sliceBatch, type SampleBatch } from '@stride/contracts/samples';
import { init, push, snapshot } from '@stride/projector/metrics/engine';
import { profileConfig } from '@stride/projector/metrics/profile';
import { createPostgresEventStore } from '@stride/streams/postgres/event-store';
import { percentile } from './stats.ts';

const CLOCK_TICK_MS = 10; // USER_HZ = 100 on Linux

/** CPU ms (user + system) of a process and all its descendants, from /proc. */
export function treeCpuMs(rootPid: number): number {
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      cpu.set(Number(name), (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += cpu.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const line = (label: string, text: string) => console.log(`  ${label.padEnd(44)} ${text}`);
const p = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1)!)}`;
};

/** `eventReplay` as the web app asks it: bytes, time, CPU of the API's processes. */
export async function columnsCandidate(
  url: string,
  headers: Record<string, string>,
  eventId: string,
  apiPid: number,
): Promise<void> {
  const query =
    'query EventReplay($eventId: ID!) { eventReplay(eventId: $eventId) { selectionId playerId columns } }';
  const ask = async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
      body: JSON.stringify({ query, variables: { eventId } }),
    });
    return Buffer.from(await response.arrayBuffer());
  };
  const coldCpu = treeCpuMs(apiPid);
  const coldStarted = performance.now();
  const first = await ask();
  const coldMs = performance.now() - coldStarted;
  const coldCpuMs = treeCpuMs(apiPid) - coldCpu;
  const times: number[] = [];
  const cpuBefore = treeCpuMs(apiPid);
  const RUNS = 20;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await ask();
    times.push(performance.now() - started);
  }
  const cpuPerRequest = (treeCpuMs(apiPid) - cpuBefore) / RUNS;
  const together: number[] = [];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      const started = performance.now();
      await ask();
      together.push(performance.now() - started);
    }),
  );
  // The platform runs every role in one process (npm start): its event loop is the live
  // projector's. /healthz's latency, alone and while ten analysts keep opening replays, shows
  // what the replays take from it.
  const probe = async (until: () => boolean) => {
    const out: number[] = [];
    while (!until()) {
      const started = performance.now();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      out.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return out;
  };
  let probes = 0;
  const idle = await probe(() => probes++ >= 50);
  let busy = true;
  const [loaded] = await Promise.all([
    probe(() => !busy),
    (async () => {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let i = 0; i < 3; i++) await ask();
        }),
      );
      busy = false;
    })(),
  ]);
  console.log('\ncandidate "columns": the records\' 1-second columns (eventReplay), what the screen uses');
  line('response (JSON / gzip -6)', `${mb(first.length)} / ${mb(gzipSync(first, { level: 6 }).length)}`);
  line('first request (records read and encoded)', `${ms(coldMs)}, API CPU ${ms(coldCpuMs)}`);
  line(`then (the event cached), ${RUNS} in turn`, p(times));
  line('API process tree CPU per cached request', ms(cpuPerRequest));
  line('ten analysts at once', p(together));
  line("/healthz alone (the one process's event loop)", p(idle));
  line('/healthz while 10 analysts open 3 replays each', p(loaded));
}

interface Source {
  stream_name: string;
  from_revision: string;
  to_revision: string;
  device_id: string;
  format: string;
}

/** The event's sample streams read from the store and folded again, as a server-side replay would. */
export async function foldCandidate(databaseUrl: string, eventId: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const store = createPostgresEventStore({ pool });
  try {
    const { rows } = await pool.query<Source>(
      `SELECT stream_name, from_revision::text, to_revision::text, device_id, format
         FROM rm.record_sources WHERE event_id = $1 ORDER BY device_id, first_time`,
      [eventId],
    );
    const cpuStart = process.cpuUsage();
    const readStarted = performance.now();
    const raw: { device: string; format: string; data: Uint8Array[] }[] = [];
    let bytes = 0;
    for (const source of rows) {
      const data: Uint8Array[] = [];
      const from = BigInt(source.from_revision);
      for await (const recorded of store.readStream(source.stream_name, {
        fromRevision: from,
        maxCount: Number(BigInt(source.to_revision) - from + 1n),
      })) {
        if (!(recorded.data instanceof Uint8Array)) continue;
        data.push(recorded.data);
        bytes += recorded.data.length;
      }
      raw.push({ device: source.device_id, format: source.format, data });
    }
    const readMs = performance.now() - readStarted;
    const decodeStarted = performance.now();
    const decoded = raw.map((r) => ({ ...r, batches: r.data.map((d) => decodeBatch(d)) }));
    const decodeMs = performance.now() - decodeStarted;
    const samples = decoded.reduce((n, r) => n + r.batches.reduce((m, b) => m + b.t.length, 0), 0);
    const gzipped = raw.reduce(
      (n, r) => n + r.data.reduce((m, d) => m + gzipSync(d, { level: 6 }).length, 0),
      0,
    );

    // The whole fold, one second of play at a time (as a replay feeds it), a snapshot every 15 s
    // of play (four updates a second at 60×).
    const foldStarted = performance.now();
    let snapshots = 0;
    let snapshotMs = 0;
    for (const source of decoded) {
      const state = init(profileConfig(source.format, false));
      let nextSnapshot = Number.NEGATIVE_INFINITY;
      for (const batch of source.batches) {
        for (const part of seconds(batch)) {
          push(state, part);
          const t = part.t[part.t.length - 1]!;
          if (t >= nextSnapshot) {
            const s = performance.now();
            snapshot(state);
            snapshotMs += performance.now() - s;
            snapshots++;
            nextSnapshot = t + 15_000;
          }
        }
      }
    }
    const foldMs = performance.now() - foldStarted;
    const cpu = process.cpuUsage(cpuStart);

    // A seek to half-time without checkpoints: read and fold from the start up to it.
    const seekStarted = performance.now();
    const firsts = decoded.map((d) => d.batches[0]?.t[0] ?? 0);
    const half = Math.min(...firsts) + 45 * 60_000;
    for (const source of rows) {
      const state = init(profileConfig(source.format, false));
      const from = BigInt(source.from_revision);
      for await (const recorded of store.readStream(source.stream_name, {
        fromRevision: from,
        maxCount: Number(BigInt(source.to_revision) - from + 1n),
      })) {
        if (!(recorded.data instanceof Uint8Array)) continue;
        const batch = decodeBatch(recorded.data);
        if (batch.t[0]! > half) break;
        push(state, batch);
      }
      snapshot(state);
    }
    const seekMs = performance.now() - seekStarted;

    console.log('\ncandidate "fold": the sample streams read from the store and folded again');
    line('sample streams', `${rows.length} sources, ${samples.toLocaleString('en-GB')} samples`);
    line('stored batches (binary / gzip -6)', `${mb(bytes)} / ${mb(gzipped)}`);
    line('read from the store', ms(readMs));
    line('decode', ms(decodeMs));
    line(
      'fold, 1 s at a time, snapshot every 15 s',
      `${ms(foldMs)} (of which ${snapshots} snapshots ${ms(snapshotMs)})`,
    );
    line('CPU of read + decode + fold (this process)', ms((cpu.user + cpu.system) / 1000));
    line('seek to 45:00 (read + fold from the start)', ms(seekMs));
  } finally {
    await pool.end();
  }
}

/** A batch cut into one-second parts, as a replay pushes it. */
function* seconds(batch: SampleBatch): Iterable<SampleBatch> {
  const t = batch.t;
  let start = 0;
  while (start < t.length) {
    const limit = t[start]! + 1000;
    let end = start;
    while (end < t.length && t[end]! < limit) end++;
    yield start === 0 && end === t.length ? batch : sliceBatch(batch, start, end);
    start = end;
  }
}
