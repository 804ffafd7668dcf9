/**
 * `npm run bench -- uploads`: a docking station's file of a 90-minute, 25-player, 10 Hz match
 * (generated: 1.35 M samples, csv-stride, about 85 MB) uploaded through GraphQL to the API in
 * this process, on the real pipeline (PostgreSQL event store, relay, NATS, jobs and records
 * projections). Goal (issue 18): at most 3 s from the end of the upload to every record visible
 * through GraphQL, with the breakdown:
 *
 *   upload   the HTTP request: sending the file, multipart parsing, SHA-256, the job received
 *            (the job starts reading while the answer waits for the jobs read model)
 *   job      from the answer to the commit in the store: the rest of reading, then appending
 *            (the reader alone on the same bytes is measured apart, before, for comparison)
 *   relay    the commit from the store to the jobs read model (relay + NATS + jobs projection)
 *   project  the records projection at the commit: each selection's engine state, folded as the
 *            job's batches were relayed to it (else folded from the batches kept in memory, else
 *            read back from the store), finished, and the records written
 *
 * `BENCH_RELAYED=fold` makes the records projection fold the batches as they are relayed (its
 * `foldAsRelayed`), `off` keep none: every source is read back from the store at the commit, as
 * before (for comparison, on the same machine the same day). The default keeps the batches and
 * folds them at the commit.
 *
 * Memory: this process's resident set, sampled every 20 ms (PostgreSQL and NATS are apart).
 */
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { readAll } from '@stride/command/readers/read';
import { uploadStreamName } from '@stride/contracts/events/upload';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { relayedUploadBatches } from '@stride/projector/projections';
import { addPlayerWearing, bearer, must, setUpClub } from '@stride/query/testing/accounts';
import { http, postFile } from '@stride/query/testing/client';
import { openStack } from '@stride/query/testing/stack';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 25);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 90);
const START = Date.UTC(2026, 4, 2, 18);
const GOAL_MS = 3_000;
const RELAYED = process.env.BENCH_RELAYED ?? 'keep';

/** The match as a docking station's CSV: each device under its serial, rows by sample index. */
async function writeDockCsv(
  path: string,
  serials: readonly string[],
): Promise<{ rows: number; bytes: number }> {
  const traces = serials.map((_, p) =>
    syntheticPlayer({
      seed: 100 + p,
      seconds: MINUTES * 60,
      start: START + 60_000,
      dropRate: 0.05,
      hr: true,
    }),
  );
  const out = createWriteStream(path);
  out.write('device,time,lat,lon,x,y,speed,hr\n');
  let rows = 0;
  let bytes = 0;
  const longest = Math.max(...traces.map((t) => t.t.length));
  let lines: string[] = [];
  for (let i = 0; i < longest; i++) {
    for (const [p, trace] of traces.entries()) {
      if (i >= trace.t.length) continue;
      const hr = trace.hr?.[i];
      lines.push(
        `${serials[p]},${trace.t[i]},${trace.lat![i]!.toFixed(7)},${trace.lon![i]!.toFixed(7)},,,,${hr === undefined || Number.isNaN(hr) ? '' : Math.round(hr)}`,
      );
      rows++;
    }
    if (lines.length >= 20_000) {
      const chunk = lines.join('\n') + '\n';
      bytes += chunk.length;
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      lines = [];
    }
  }
  const rest = lines.length > 0 ? lines.join('\n') + '\n' : '';
  bytes += rest.length + 34;
  out.end(rest);
  await finished(out);
  return { rows, bytes };
}

export async function uploadsBench(): Promise<void> {
  const stack = await openStack('bench-uploads');
  const { h, url } = stack;
  const file = join(tmpdir(), `stride-bench-dock-${process.pid}.csv`);
  try {
    const club = await setUpClub(http, url, stack.mailer);
    const headers = bearer(club.token);
    const gql = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
      must<T>(http, url, query, variables, headers);
    // The trial plan holds 30 players and 30 devices: enough for the squad.
    const serials = Array.from({ length: PLAYERS }, (_, i) => `DOCK-${String(i + 1).padStart(2, '0')}`);
    const playerIds: string[] = [];
    for (const [i, serial] of serials.entries()) {
      const player = { firstName: `P${i}`, lastName: 'Bench', maxHeartRate: 195 };
      playerIds.push((await addPlayerWearing(gql, club.teamId, player, { serial, udid: serial })).playerId);
    }
    const { createEvent } = await gql<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
         createEvent(teamId: $t, name: "Bench match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
      {
        t: club.teamId,
        s: new Date(START).toISOString(),
        e: new Date(START + (MINUTES + 10) * 60_000).toISOString(),
        p: playerIds,
      },
    );
    const { rows, bytes } = await writeDockCsv(file, serials);
    const content = await readFile(file);
    console.log(
      `  file: ${PLAYERS} devices × ${MINUTES} min × 10 Hz, ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB`,
    );

    const readStarted = performance.now();
    await readAll([content], { fileName: 'dock.csv' });
    const readerMs = performance.now() - readStarted;

    if (RELAYED === 'off') relayedUploadBatches.limit(0);
    relayedUploadBatches.foldAsRelayed = RELAYED === 'fold';
    const stats = { ...relayedUploadBatches.stats };
    let rssPeak = process.memoryUsage().rss;
    const rssBefore = rssPeak;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);

    const t0 = performance.now();
    const response = await postFile<{ uploadDockFile: { id: string } }>(
      url,
      'mutation ($file: File!, $t: ID) { uploadDockFile(file: $file, teamId: $t) { id state } }',
      { t: club.teamId },
      { name: 'dock.csv', bytes: content },
      headers,
    );
    const tUploaded = performance.now();
    const jobId = response.data?.uploadDockFile.id;
    if (jobId === undefined) throw new Error(JSON.stringify(response.errors));

    let tCommitted: number | null = null;
    let tAppended: number | null = null;
    let tVisible: number | null = null;
    while (tVisible === null) {
      const now = performance.now();
      if (now - tUploaded > 120_000) throw new Error('the upload did not finish within 2 minutes');
      const { job } = await gql<{
        job: { state: string; code: string | null };
      }>(`{ job(jobId: "${jobId}") { state code } }`);
      if (job.state === 'FAILED') throw new Error(`the upload failed: ${job.code}`);
      if (tCommitted === null) {
        let last = '';
        for await (const e of h.store.readStream(uploadStreamName(jobId), {
          direction: 'backwards',
          maxCount: 1,
        }))
          last = e.type;
        if (last === 'UploadSamplesCommitted') tCommitted = now;
      }
      if (tAppended === null && (job.state === 'APPENDED' || job.state === 'COMPUTED')) tAppended = now;
      if (job.state === 'COMPUTED') {
        const { eventSelections } = await gql<{ eventSelections: { record: { samples: number } | null }[] }>(
          `{ eventSelections(eventId: "${createEvent.id}") { record { samples } } }`,
        );
        const withRecords = eventSelections.filter((s) => s.record !== null);
        if (withRecords.length === PLAYERS) tVisible = performance.now();
        const samples = withRecords.reduce((n, s) => n + s.record!.samples, 0);
        if (tVisible !== null) console.log(`  records: ${withRecords.length} selections, ${samples} samples`);
      }
      if (tVisible === null) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    clearInterval(sampler);
    const ms = (a: number, b: number) => `${(b - a).toFixed(0).padStart(6)} ms`;
    const total = tVisible - tUploaded;
    console.log(`  upload   (request, received)      ${ms(t0, tUploaded)}`);
    console.log(`  job      (read rest, append)      ${ms(tUploaded, tCommitted ?? tUploaded)}`);
    console.log(`           the reader alone         ${ms(0, readerMs)}`);
    console.log(`  relay    (commit → jobs row)      ${ms(tCommitted ?? tUploaded, tAppended ?? tUploaded)}`);
    console.log(`  project  (records computed)        ${ms(tAppended ?? tUploaded, tVisible)}`);
    const folded = relayedUploadBatches.stats.folded - stats.folded;
    const relayed = relayedUploadBatches.stats.relayed - stats.relayed;
    const read = relayedUploadBatches.stats.read - stats.read;
    console.log(
      `           ${folded} selections folded as relayed; sources: ${relayed} folded from kept batches, ${read} read back`,
    );
    console.log(
      `  end of upload → records visible   ${ms(tUploaded, tVisible)}   goal ≤ ${GOAL_MS} ms  (×${(total / GOAL_MS).toFixed(2)})`,
    );
    console.log(
      `  memory: resident set ${(rssBefore / 2 ** 20).toFixed(0)} MiB before, peak ${(rssPeak / 2 ** 20).toFixed(0)} MiB (this process)`,
    );
  } finally {
    await rm(file, { force: true });
    await stack.close();
  }
}
