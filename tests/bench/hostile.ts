/**
 * `npm run bench -- hostile`: what the hostile files of issue 15 cost, generated on the fly.
 *
 *   devices   peak resident set of a process reading a CSV naming N distinct devices (one row
 *             each): capped (the default, 1000: refused at the 1001st) and uncapped, in a process
 *             of its own each (hostile-read.ts). BENCH_BASE_READERS=<path to an older checkout's
 *             command/src/readers/read.ts> measures that one too (1000 and 2000 devices).
 *   healthz   `/healthz` latency (p50 / p99 / max) of the API while its reading threads work on
 *             the worst files: the 975 KB ZIP of 940 MiB of line breaks with its line limit
 *             lifted (read for the whole time limit, 20 s here) and the 3.5 MB CSV of 100 000
 *             devices; against the same polling with nothing to read.
 *   uploads   this process's resident set (the API) while four 150 MB uploads go in at once
 *             (sent by curl, streaming from disk).
 */
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { manyDevicesCsv, newlineBombZip } from '@stride/command/upload/hostile-files';
import { bearer, setUpClub } from '@stride/query/testing/accounts';
import { http, postFile } from '@stride/query/testing/client';
import { openStack, type Stack } from '@stride/query/testing/stack';
import { percentile } from './stats.ts';

const run = promisify(execFile);
const READERS = fileURLToPath(new URL('../../command/src/readers/read.ts', import.meta.url));
const CHILD = fileURLToPath(new URL('./hostile-read.ts', import.meta.url));

async function readInChild(readers: string, devices: number, maxDevices: number): Promise<string> {
  const { stdout } = await run('npx', ['tsx', CHILD, readers, String(devices), String(maxDevices)], {
    timeout: 300_000,
  });
  const r = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, number | string>;
  return `${String(r.outcome).padEnd(28)} ${String(r.ms).padStart(6)} ms, peak RSS ${r.peakMB} MB (baseline ${r.baselineMB} MB)`;
}

async function devicesSection(): Promise<void> {
  console.log('  a CSV of one row per device, read in a process of its own:');
  const base = process.env.BENCH_BASE_READERS;
  if (base !== undefined)
    for (const n of [1000, 2000])
      console.log(`    base, ${n} devices:         ${await readInChild(base, n, 1e9)}`);
  for (const n of [1000, 2000, 100_000])
    console.log(`    uncapped, ${String(n).padEnd(6)} devices: ${await readInChild(READERS, n, 1e9)}`);
  console.log(`    capped, 100000 devices:    ${await readInChild(READERS, 100_000, 1000)}`);
}

/** `/healthz` round trips every 20 ms until `done()`; their latencies in ms. */
async function pollHealth(url: string, done: () => Promise<boolean>): Promise<number[]> {
  const latencies: number[] = [];
  while (!(await done())) {
    const started = performance.now();
    await (await fetch(`${url}/healthz`)).text();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies;
}

function show(latencies: readonly number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
  return `${sorted.length} polls, p50 ${ms(50)}, p99 ${ms(99)}, max ${ms(100)}`;
}

async function healthSection(): Promise<void> {
  const stack = await openStack('bench-hostile', {
    uploadLimits: { maxLines: 2 ** 40, maxUnpackedBytes: 2 ** 40, timeoutMs: 20_000 },
  });
  try {
    const club = await setUpClub(http, stack.url, stack.mailer);
    const headers = bearer(club.token);
    const idle = Date.now();
    console.log(
      `  nothing to read:       ${show(await pollHealth(stack.url, () => Promise.resolve(Date.now() - idle > 3000)))}`,
    );
    for (const [name, bytes] of [
      ['bomb.zip', newlineBombZip(940)],
      ['devices.csv', manyDevicesCsv(100_000)],
    ] as const) {
      const started = performance.now();
      const response = await postFile<{ uploadDockFile: { id: string } }>(
        stack.url,
        'mutation ($file: File!, $t: ID) { uploadDockFile(file: $file, teamId: $t) { id } }',
        { t: club.teamId },
        { name, bytes },
        headers,
      );
      const jobId = response.data?.uploadDockFile.id;
      if (jobId === undefined) throw new Error(JSON.stringify(response.errors));
      let code = '';
      const latencies = await pollHealth(stack.url, async () => {
        const { job } = await stack.must<{ job: { state: string; code: string | null } }>(
          `{ job(jobId: "${jobId}") { state code } }`,
          {},
          headers,
        );
        code = job.code ?? job.state;
        return job.state === 'FAILED' || job.state === 'COMPUTED';
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  ${name.padEnd(12)} ${code} after ${seconds} s: ${show(latencies)}`);
    }
  } finally {
    await stack.close();
  }
}

/** A multipart GraphQL upload by curl, in a process of its own, streaming the file from disk. */
async function curlUpload(stack: Stack, token: string, teamId: string, path: string): Promise<string> {
  const operations = JSON.stringify({
    query: 'mutation ($file: File!, $t: ID) { uploadDockFile(file: $file, teamId: $t) { id } }',
    variables: { file: null, t: teamId },
  });
  const { stdout } = await run(
    'curl',
    [
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      '-H',
      `authorization: Bearer ${token}`,
      '-F',
      `operations=${operations}`,
      '-F',
      'map={"0":["variables.file"]}',
      '-F',
      `0=@${path};filename=big.csv;type=text/csv`,
      `${stack.url}/graphql`,
    ],
    { timeout: 300_000 },
  );
  return stdout;
}

async function uploadsSection(): Promise<void> {
  const MB = 150;
  const path = join(tmpdir(), `stride-bench-big-${process.pid}.csv`);
  const out = createWriteStream(path);
  // Not a device file (its type is refused at once): what is measured is the upload itself.
  const line = Buffer.alloc(1024 * 1024, 'x');
  for (let i = 0; i < MB; i++)
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  out.end();
  await finished(out);
  const stack = await openStack('bench-hostile-uploads', { uploadLimits: { maxPendingPerClub: 4 } });
  try {
    const club = await setUpClub(http, stack.url, stack.mailer);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () => curlUpload(stack, club.token, club.teamId, path)),
    );
    clearInterval(sampler);
    console.log(
      `  4 × ${MB} MB at once (HTTP ${statuses.join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `resident set ${Math.round(before / 1e6)} MB before, peak ${Math.round(peak / 1e6)} MB`,
    );
  } finally {
    await stack.close();
    await rm(path, { force: true });
  }
}

/** `BENCH_HOSTILE=uploads` (or `devices,healthz`) runs only those parts. */
export async function hostileBench(): Promise<void> {
  const parts = (process.env.BENCH_HOSTILE ?? 'devices,healthz,uploads').split(',');
  if (parts.includes('devices')) await devicesSection();
  if (parts.includes('healthz')) await healthSection();
  if (parts.includes('uploads')) await uploadsSection();
}
