/**
 * The readers on the real recordings in ../shared/datasets (read-only, outside the repository;
 * see each folder's README). Skipped, saying so, when the folder is absent.
 */
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAll, readFile } from './read.ts';
import { DATASETS, datasetsPresent, joined, readBytes } from './testing.ts';
import { ReaderError, type ReadSummary } from './types.ts';

if (!datasetsPresent) {
  console.warn(`readers.datasets: ${DATASETS} is absent, so the dataset suites are skipped`);
}

/** The dataset suites run where the datasets are; elsewhere they count as skipped, and the line above says why. */
const describeDatasets = describe.skipIf(!datasetsPresent);

it('looks for the datasets beside the repository, or where STRIDE_DATASETS says', () => {
  expect(existsSync(DATASETS)).toBe(datasetsPresent);
  if (process.env.STRIDE_DATASETS === undefined) expect(DATASETS).toMatch(/\/shared\/datasets\/$/);
});

const CATAPULT = `${DATASETS}catapult-gnss-10hz-ssg/`;
const KINEXON = `${DATASETS}floodlight-kinexon-handball/anonymized_data.csv`;
const FIT = `${DATASETS}garmin-fit-fitparse/`;
const MINUTE = 60_000;

function span(summary: ReadSummary): string {
  return summary.devices
    .map(
      (d) => `${d.deviceKey}: ${d.samples} samples, ${((d.lastTime - d.firstTime) / MINUTE).toFixed(2)} min`,
    )
    .join('; ');
}

describeDatasets('Catapult 10 Hz GNSS (6 files)', () => {
  const files = datasetsPresent ? readdirSync(CATAPULT).filter((f) => /^U18_ID\d\.csv$/.test(f)) : [];

  it('has the six files', () => {
    expect(files).toHaveLength(6);
  });

  it.each(files)('%s: every row kept, one device, 62-67 min at 10 Hz with gaps', async (file) => {
    const { devices, summary } = await readFile(CATAPULT + file);
    console.info(`${file}: ${summary.rows} rows, dropped ${summary.droppedTotal}; ${span(summary)}`);
    expect(summary.format).toBe('csv-catapult');
    expect(summary.rows).toBeGreaterThanOrEqual(32_900);
    expect(summary.rows).toBeLessThanOrEqual(35_200);
    expect(summary.droppedTotal).toBe(0);
    expect(devices.map((d) => d.deviceKey)).toEqual([file.replace('.csv', '')]);
    const device = summary.devices[0]!;
    expect((device.lastTime - device.firstTime) / MINUTE).toBeGreaterThan(62);
    expect((device.lastTime - device.firstTime) / MINUTE).toBeLessThan(67.5);
    expect(new Date(device.firstTime).toISOString().slice(0, 10)).toBe('2021-11-19');
    const s = joined(devices[0]!);
    const steps = new Map<number, number>();
    for (let i = 1; i < s.t!.length; i++) {
      const dt = s.t![i]! - s.t![i - 1]!;
      steps.set(dt, (steps.get(dt) ?? 0) + 1);
    }
    // 0.1 s most of the time, 0.2 s for about 13 % (dropped samples), never a duplicate.
    expect(steps.get(100)! / s.t!.length).toBeGreaterThan(0.8);
    expect(Math.min(...steps.keys())).toBe(100);
    expect(Math.max(...steps.keys())).toBeLessThanOrEqual(600);
    expect(s.lat!.every((v) => v !== null && Math.abs(v - 41.726) < 0.01)).toBe(true);
    expect(s.lon!.every((v) => v !== null && Math.abs(v + 9.1237) < 0.01)).toBe(true);
  });

  it('reads the README example: 44519.71609375 is 2021-11-19 17:11:10.5 (read as UTC)', async () => {
    const { devices } = await readFile(`${CATAPULT}U18_ID2.csv`);
    expect(devices[0]!.batches[0]!.t[0]).toBe(Date.UTC(2021, 10, 19, 17, 11, 10, 500));
  });

  // One reading of the 1.8 MB file beside the whole one per test: both in one took 4.5 s on a
  // loaded machine, near the 5 s limit.
  it('gives the same batches in 7-byte chunks', async () => {
    const bytes = readFileSync(`${CATAPULT}U18_ID5.csv`);
    const whole = await readBytes(bytes, { fileName: 'U18_ID5.csv' });
    expect(await readBytes(bytes, { fileName: 'U18_ID5.csv' }, 7)).toEqual(whole);
  });

  it('gives the same batches with csv-parse', async () => {
    const bytes = readFileSync(`${CATAPULT}U18_ID5.csv`);
    const whole = await readBytes(bytes, { fileName: 'U18_ID5.csv' });
    expect(await readBytes(bytes, { fileName: 'U18_ID5.csv', csvEngine: 'csv-parse' })).toEqual(whole);
  });
});

describeDatasets('Kinexon 20 Hz handball', () => {
  it('has 11 tags (10 players and the ball), the coverage the README gives', async () => {
    const startTime = Date.UTC(2023, 0, 1);
    const { devices, summary } = await readFile(KINEXON, { startTime });
    console.info(
      `anonymized_data.csv: ${summary.rows} rows, dropped ${summary.droppedTotal}; ${span(summary)}`,
    );
    expect(summary).toMatchObject({ format: 'csv-kinexon', rows: 6499, kept: 6499, droppedTotal: 0 });
    expect(devices).toHaveLength(11);
    const byLabel = new Map(summary.devices.map((d) => [d.label, d]));
    expect(byLabel.get('Ball [ball]')?.samples).toBeGreaterThanOrEqual(771);
    expect(byLabel.get('DaVinci Dasher')?.samples).toBe(161);
    expect(byLabel.get('Einstein Striker')?.samples).toBe(113);
    expect(byLabel.get('Archimedes Attacker')?.samples).toBe(51);
    const full = summary.devices.filter((d) => d.samples >= 771);
    expect(full).toHaveLength(8);
    for (const d of summary.devices) {
      expect(d.firstTime).toBeGreaterThanOrEqual(startTime);
      expect(d.lastTime).toBeLessThanOrEqual(startTime + 38_600);
      expect(d.values).toMatchObject({ x: d.samples, y: d.samples, lat: 0, lon: 0 });
    }
    const x = devices.flatMap((d) => joined(d).x!) as number[];
    expect(Math.min(...x)).toBeGreaterThan(-1);
    expect(Math.max(...x)).toBeLessThan(42);
  });

  it('gives the same batches in 1-byte chunks', async () => {
    const bytes = readFileSync(KINEXON);
    expect(await readBytes(bytes, {}, 1)).toEqual(await readBytes(bytes));
  });
});

/** The dataset README's table: records, records with GPS / HR, HR min/mean/max. */
const FIT_TABLE: Record<
  string,
  { records: number; gps: number; hr: number; hrMin?: number; hrMean?: number; hrMax?: number }
> = {
  'activity-small-fenix2-run.fit': {
    records: 2809,
    gps: 2809,
    hr: 2808,
    hrMin: 69,
    hrMean: 154.0,
    hrMax: 178,
  },
  '2013-02-06-12-11-14.fit': { records: 590, gps: 583, hr: 590, hrMin: 73, hrMean: 148.1, hrMax: 171 },
  'garmin-edge-500-activity.fit': {
    records: 10686,
    gps: 10677,
    hr: 10686,
    hrMin: 115,
    hrMean: 162.8,
    hrMax: 189,
  },
  'sample-activity.fit': { records: 3098, gps: 2965, hr: 3098, hrMin: 100, hrMean: 165.5, hrMax: 191 },
  'garmin-fenix-5-run.fit': { records: 21, gps: 21, hr: 21, hrMin: 56, hrMean: 85, hrMax: 112 },
  'garmin-fenix-5-walk.fit': { records: 17, gps: 17, hr: 17, hrMin: 66, hrMean: 75.4, hrMax: 82 },
  'garmin-fenix-5-bike.fit': { records: 19, gps: 19, hr: 19, hrMin: 77, hrMean: 98.6, hrMax: 114 },
  '20170518-191602-1740899583.fit': { records: 1641, gps: 0, hr: 1641, hrMin: 80, hrMean: 131.4, hrMax: 179 },
  'Activity.fit': { records: 14, gps: 14, hr: 0 },
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** python-fitparse's local time strings, e.g. "Sun Jun 11 07:34:09 PDT 2017". */
function fitparseTime(text: string): number {
  const m = /^\w{3} (\w{3}) +(\d{1,2}) (\d\d):(\d\d):(\d\d) (PDT|PST) (\d{4})$/.exec(text);
  if (m === null) throw new Error(`unexpected time ${text}`);
  const offsetHours = m[6] === 'PDT' ? -7 : -8;
  const n = (i: number) => Number(m[i]);
  return Date.UTC(n(7), MONTHS.indexOf(m[1]!), n(2), n(3) - offsetHours, n(4), n(5));
}

describeDatasets('Garmin FIT (python-fitparse corpus)', () => {
  it.each(Object.keys(FIT_TABLE))('%s: records as in the README, HR against the session', async (file) => {
    const expected = FIT_TABLE[file]!;
    const { summary } = await readFile(FIT + file);
    const device = summary.devices[0]!;
    const session = summary.fit!.sessions[0]!;
    const hr = device.heartRate;
    console.info(
      `${file}: ${summary.rows} records, kept ${summary.kept} (${JSON.stringify(summary.dropped)}); ` +
        `${((device.lastTime - device.firstTime) / MINUTE).toFixed(1)} min; HR records mean ` +
        `${hr?.mean.toFixed(1) ?? '-'}, time-weighted ${hr?.timeWeightedMean.toFixed(1) ?? '-'}, max ${hr?.max ?? '-'}; ` +
        `session avg ${session.avgHeartRate ?? '-'}, max ${session.maxHeartRate ?? '-'}, ` +
        `distance ${session.totalDistance ?? '-'} m, timer ${session.totalTimerTime ?? '-'} s`,
    );
    expect(summary.format).toBe('fit');
    expect(summary.rows).toBe(expected.records);
    expect(summary.rows).toBe(summary.kept + summary.droppedTotal);
    // Records sharing a second with the previous one are the only drops (the first one stays).
    expect(Object.keys(summary.dropped).filter((r) => r !== 'duplicate-time')).toEqual([]);
    const duplicates = summary.dropped['duplicate-time'] ?? 0;
    expect(device.values.lat).toBeGreaterThanOrEqual(expected.gps - duplicates);
    expect(device.values.lat).toBeLessThanOrEqual(expected.gps);
    expect(device.values.hr).toBe(expected.hr - duplicates);
    if (expected.hrMax === undefined) {
      expect(hr).toBeNull();
      return;
    }
    expect(hr!.min).toBe(expected.hrMin);
    expect(hr!.max).toBe(expected.hrMax);
    expect(Math.abs(hr!.mean - expected.hrMean!)).toBeLessThan(0.06);
    if (session.maxHeartRate !== null) {
      expect(hr!.max).toBe(session.maxHeartRate);
      // The device averages over time: the time-weighted mean is within 1.5 bpm of it.
      expect(Math.abs(hr!.timeWeightedMean - session.avgHeartRate!)).toBeLessThan(1.5);
    }
  });

  it.each(['garmin-edge-500-activity', 'garmin-fenix-5-run', 'garmin-fenix-5-walk', 'garmin-fenix-5-bike'])(
    "%s: every record matches python-fitparse's reference CSV",
    async (name) => {
      const { devices } = await readFile(`${FIT}${name}.fit`);
      const s = joined(devices[0]!);
      const index = new Map(s.t!.map((t, i) => [t!, i]));
      const lines = readFileSync(`${FIT}${name}-records.csv`, 'utf8').trim().split('\n');
      const header = lines[0]!.split(',');
      const col = (n: string) => header.indexOf(n);
      const seen = new Set<number>();
      let compared = 0;
      let carried = 0;
      let previous: string[] = [];
      for (const line of lines.slice(1)) {
        const f = line.split(',');
        const before = previous;
        previous = f;
        const t = fitparseTime(f[col('timestamp')]!);
        // Of two records in the same second the reader keeps the first.
        if (seen.has(t)) continue;
        seen.add(t);
        const i = index.get(t);
        expect(i, `record at ${new Date(t).toISOString()}`).toBeDefined();
        expect(s.hr![i!]).toBe(Number(f[col('heart_rate')]));
        expect(s.speed![i!]).toBeCloseTo(Number(f[col('speed')]), 3);
        if (s.lat![i!] === null) {
          // A record without a fix: the reference carries the previous position forward; the reader
          // does not invent one.
          expect(f[col('position_lat')]).toBe(before[col('position_lat')]);
          carried++;
        } else {
          expect(s.lat![i!]).toBeCloseTo((Number(f[col('position_lat')]) * 180) / 2 ** 31, 9);
          expect(s.lon![i!]).toBeCloseTo((Number(f[col('position_long')]) * 180) / 2 ** 31, 9);
        }
        compared++;
      }
      expect(compared).toBe(s.t!.length);
      // The README: 10677 of the edge 500's 10686 records have a fix.
      expect(carried).toBe(name === 'garmin-edge-500-activity' ? 9 : 0);
    },
  );

  it("refuses compressed-speed-distance.fit with the SDK's own message, no partial result", async () => {
    let error: unknown;
    const items: string[] = [];
    try {
      for await (const item of (await import('./read.ts')).readSamples(
        createReadStream(`${FIT}compressed-speed-distance.fit`),
      )) {
        items.push(item.kind);
      }
    } catch (e) {
      error = e;
    }
    expect(items).toEqual([]);
    expect(error).toBeInstanceOf(ReaderError);
    expect((error as ReaderError).code).toBe('BULK_UPLOAD_INVALID_FILE');
    expect((error as ReaderError).message).toBe(
      'the FIT decoder stopped: FIT Runtime Error at byte 936 compressed timestamp messages are not currently supported',
    );
  });

  // One chunk size per test: 1-byte and 7-byte chunks of the 356 KB file in one test took 5.7 s
  // on a loaded machine, past the 5 s limit.
  it.each([7, 1])('gives the same batches in %i-byte chunks', async (chunkSize) => {
    const bytes = readFileSync(`${FIT}garmin-edge-500-activity.fit`);
    const whole = await readAll(createReadStream(`${FIT}garmin-edge-500-activity.fit`));
    expect(whole.devices[0]!.batches.map((b) => b.t.length)).toEqual([10_000, 671]);
    expect(await readBytes(bytes, {}, chunkSize)).toEqual(whole);
  });
});

describeDatasets("the datasets' other files (not device recordings)", () => {
  it.each([
    'catapult-gnss-10hz-ssg/Dataset_B_Pitch.csv',
    'catapult-gnss-10hz-ssg/Datset_C_SessionDetails.xlsx',
    'catapult-gnss-10hz-ssg/session_details_from_xlsx.csv',
    'catapult-gnss-10hz-ssg/README.md',
    'garmin-fit-fitparse/garmin-fenix-5-run-records.csv',
    'garmin-fit-fitparse/compressed-speed-distance-records.csv',
  ])('%s is refused as not supported, saying what is', async (file) => {
    const error = await readFile(DATASETS + file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReaderError);
    expect((error as ReaderError).code).toBe('DEVICE_TYPE_NOT_SUPPORTED');
    expect((error as ReaderError).message).toMatch(/; supported: FIT; GPX; TCX; CSV with the header/);
  });
});
