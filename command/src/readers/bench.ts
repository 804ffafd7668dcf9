/**
 * Reader throughput, figures only (never pass/fail): samples/s and MB/s of each reader on the
 * dataset files (the Catapult set whole, the Kinexon file, the largest FIT; GPX and TCX written
 * from that FIT's records, there being no such dataset), and of the CSV reader on a generated
 * 90-minute, 25-player, 10 Hz csv-stride file (1.35 M rows, in os.tmpdir(), deleted after), with
 * its own tokenizer and with csv-parse alone. One process, one core.
 *
 *   npx tsx command/src/readers/bench.ts
 */
import { createReadStream, createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { finished } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { readFile, readSamples } from './read.ts';
import { DATASETS, joined, toGpx, toTcx } from './testing.ts';
import type { ReadOptions } from './types.ts';

interface Run {
  readonly samples: number;
  readonly bytes: number;
  readonly ms: number;
}

async function readFiles(paths: readonly string[], options: ReadOptions = {}): Promise<Run> {
  let samples = 0;
  let bytes = 0;
  const start = performance.now();
  for (const path of paths) {
    for await (const item of readSamples(createReadStream(path, { highWaterMark: 64 * 1024 }), {
      fileName: basename(path),
      ...options,
    })) {
      if (item.kind === 'samples') samples += item.batch.t.length;
      else bytes += item.bytes;
    }
  }
  return { samples, bytes, ms: performance.now() - start };
}

/** The median of `runs` runs after one warm-up. */
async function measure(paths: readonly string[], runs: number, options: ReadOptions = {}): Promise<Run> {
  await readFiles(paths, options);
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await readFiles(paths, options));
  results.sort((a, b) => a.ms - b.ms);
  return results[Math.floor(results.length / 2)]!;
}

function print(name: string, run: Run): void {
  const seconds = run.ms / 1000;
  console.log(
    `${name.padEnd(44)} ${String(run.samples).padStart(9)} samples ${(run.bytes / 1e6).toFixed(2).padStart(7)} MB ` +
      `${run.ms.toFixed(0).padStart(6)} ms  ${(run.samples / seconds / 1e6).toFixed(2).padStart(6)} M samples/s ` +
      `${(run.bytes / 1e6 / seconds).toFixed(1).padStart(6)} MB/s`,
  );
}

/** 90 min × 25 players × 10 Hz in the csv-stride layout: ISO times, lat/lon, speed, hr. */
async function writeTeamCsv(path: string): Promise<number> {
  const out = createWriteStream(path);
  const t0 = Date.UTC(2024, 2, 2, 15, 0, 0);
  const players = 25;
  const samples = 90 * 60 * 10;
  out.write('device,time,lat,lon,x,y,speed,hr\n');
  let rows = 0;
  let lines: string[] = [];
  for (let i = 0; i < samples; i++) {
    const time = new Date(t0 + i * 100).toISOString();
    for (let p = 0; p < players; p++) {
      const phase = i / 600 + p;
      const lat = (41.726 + 0.0004 * Math.sin(phase)).toFixed(7);
      const lon = (-9.1237 + 0.0005 * Math.cos(phase * 0.7)).toFixed(7);
      const speed = (3 + 2.5 * Math.sin(i / 37 + p)).toFixed(2);
      const hr = Math.round(150 + 20 * Math.sin(i / 900 + p));
      lines.push(`P${String(p + 1).padStart(2, '0')},${time},${lat},${lon},,,${speed},${hr}`);
      rows++;
    }
    if (lines.length >= 25_000) {
      if (!out.write(lines.join('\n') + '\n'))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      lines = [];
    }
  }
  if (lines.length > 0) out.write(lines.join('\n') + '\n');
  out.end();
  await finished(out);
  return rows;
}

export async function readersBench(): Promise<void> {
  console.log('readers: median of 3 runs after a warm-up, one core');
  if (existsSync(DATASETS)) {
    const catapultDir = join(DATASETS, 'catapult-gnss-10hz-ssg');
    const catapult = readdirSync(catapultDir)
      .filter((f) => /^U18_ID\d\.csv$/.test(f))
      .map((f) => join(catapultDir, f));
    print(`csv-catapult: ${catapult.length} files`, await measure(catapult, 3));
    print('csv-catapult: the same, csv-parse alone', await measure(catapult, 3, { csvEngine: 'csv-parse' }));
    const kinexon = join(DATASETS, 'floodlight-kinexon-handball', 'anonymized_data.csv');
    print('csv-kinexon: anonymized_data.csv', await measure([kinexon], 3));
    const fitDir = join(DATASETS, 'garmin-fit-fitparse');
    const largest = readdirSync(fitDir)
      .filter((f) => f.endsWith('.fit') && f !== 'compressed-speed-distance.fit')
      .map((f) => join(fitDir, f))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
    print(`fit: ${basename(largest)}`, await measure([largest], 3));
    // GPX and TCX of the same records (no such dataset): written to tmpdir, deleted after.
    const { devices } = await readFile(largest);
    const s = joined(devices[0]!);
    const points = s.t!.flatMap((t, i) =>
      s.lat![i] === null
        ? []
        : [{ t: t!, lat: s.lat![i]!, lon: s.lon![i]!, hr: s.hr![i] ?? 0, speed: s.speed![i] ?? 0 }],
    );
    const gpx = join(tmpdir(), `stride-bench-${process.pid}.gpx`);
    const tcx = join(tmpdir(), `stride-bench-${process.pid}.tcx`);
    try {
      await writeFile(gpx, toGpx(points));
      await writeFile(tcx, toTcx(points));
      print('gpx: the same records (generated)', await measure([gpx], 3));
      print('tcx: the same records (generated)', await measure([tcx], 3));
    } finally {
      await rm(gpx, { force: true });
      await rm(tcx, { force: true });
    }
  } else {
    console.log(`datasets: ${DATASETS} is absent, the dataset figures are skipped`);
  }
  const team = join(tmpdir(), `stride-bench-team-${process.pid}.csv`);
  try {
    const rows = await writeTeamCsv(team);
    const mb = (statSync(team).size / 1e6).toFixed(1);
    print(`csv-stride: 90 min, 25 players, 10 Hz (${rows} rows, ${mb} MB)`, await measure([team], 3));
    print('csv-stride: the same, csv-parse alone', await measure([team], 1, { csvEngine: 'csv-parse' }));
  } finally {
    await rm(team, { force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await readersBench();
}
