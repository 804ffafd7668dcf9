import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ReaderError } from '@stride/command/readers/types';
import { metricsOfFile, parseInstant, table } from './metrics-cli.ts';

const fixtures = fileURLToPath(new URL('../../command/src/readers/fixtures/', import.meta.url));
const DATASETS =
  process.env.STRIDE_DATASETS ?? fileURLToPath(new URL('../../../shared/datasets/', import.meta.url));
const datasetsPresent = existsSync(DATASETS);
if (!datasetsPresent) console.warn(`metrics-cli: ${DATASETS} is absent, so the dataset checks are skipped`);

describe('npm run metrics', () => {
  it('reads a file in our CSV layout and gives each device its metrics', async () => {
    const report = await metricsOfFile(`${fixtures}stride.csv`);
    expect(report.format).toBe('csv-stride');
    expect(report.devices.map((d) => d.deviceKey).sort()).toEqual(['P01', 'P02']);
    for (const device of report.devices) {
      expect(device.samples).toBeGreaterThan(0);
      expect(device.result.global.time).toBeGreaterThan(0);
      expect(device.result.global.distance).toBeGreaterThan(0);
    }
    expect(table(report)).toMatch(/^P01 /m);
  });

  it('keeps only the samples in [from, to)', async () => {
    const all = await metricsOfFile(`${fixtures}stride.csv`);
    const p02 = all.devices.find((d) => d.deviceKey === 'P02')!;
    const from = 1709388000000;
    const part = await metricsOfFile(`${fixtures}stride.csv`, { from, to: from + 200 });
    const cut = part.devices.find((d) => d.deviceKey === 'P02')!;
    expect(cut.samples).toBe(2);
    expect(cut.samples).toBeLessThan(p02.samples);
  });

  it('reads instants as epoch milliseconds or ISO-8601 with an offset, nothing else', () => {
    expect(parseInstant('1709388000000', 'from')).toBe(1709388000000);
    expect(parseInstant('2024-03-02T15:00:00+01:00', 'from')).toBe(Date.parse('2024-03-02T14:00:00Z'));
    expect(() => parseInstant('2024-03-02T15:00:00', 'to')).toThrow(/--to/);
    expect(() => parseInstant('yesterday', 'from')).toThrow(/--from/);
  });
});

/** The device recordings of the datasets (not the pitch, session sheets or reference CSVs). */
const recordings = (): string[] => [
  ...readdirSync(`${DATASETS}catapult-gnss-10hz-ssg/`)
    .filter((n) => /^U18_ID\d\.csv$/.test(n))
    .map((n) => `${DATASETS}catapult-gnss-10hz-ssg/${n}`),
  `${DATASETS}floodlight-kinexon-handball/anonymized_data.csv`,
  ...readdirSync(`${DATASETS}garmin-fit-fitparse/`)
    .filter((n) => n.endsWith('.fit'))
    .map((n) => `${DATASETS}garmin-fit-fitparse/${n}`),
];
/** The one FIT file the SDK cannot decode (compressed timestamps). */
const undecodable = (file: string) => file.endsWith('compressed-speed-distance.fit');
const readable = datasetsPresent ? recordings().filter((file) => !undecodable(file)) : [];

// One test per file: each reads and folds one recording (under a second, several on a loaded
// machine), where one test for all of them took 5 s and ran out of time there.
describe.skipIf(!datasetsPresent)('npm run metrics on every recording of ../shared/datasets', () => {
  it.each(readable.map((file) => [file.slice(DATASETS.length), file]))(
    '%s: plausible metrics for every device',
    async (_name, file) => {
      const report = await metricsOfFile(file);
      expect(report.devices.length, file).toBeGreaterThan(0);
      for (const device of report.devices) {
        const m = device.result.global;
        expect(m.time, `${file} ${device.deviceKey}`).toBeGreaterThanOrEqual(0);
        expect(m.distance).toBeGreaterThanOrEqual(0);
        // Players (not the ball, not a bike) stay under 12.5 m/s (45 km/h).
        if (!/ball|edge|sample-activity|bike/i.test(`${file} ${device.label ?? ''}`)) {
          expect(m.maxSpeed ?? 0, `${file} ${device.deviceKey}`).toBeLessThan(12.5);
        }
      }
    },
  );

  it('a clear error for the one FIT the SDK cannot decode', async () => {
    const refused = recordings().filter(undecodable);
    expect(refused).toHaveLength(1);
    await expect(metricsOfFile(refused[0]!)).rejects.toBeInstanceOf(ReaderError);
  });

  // The three long GNSS recordings (1 s and 4 s smart recording, running and cycling).
  it.each(['activity-small-fenix2-run.fit', '2013-02-06-12-11-14.fit', 'garmin-edge-500-activity.fit'])(
    '%s agrees with the watch’s own session totals: distance within a hundredth, heart rate average and maximum',
    async (name) => {
      const report = await metricsOfFile(`${DATASETS}garmin-fit-fitparse/${name}`);
      const session = report.read.fit!.sessions[0]!;
      const m = report.devices[0]!.result.global;
      expect(Math.abs(m.distance / session.totalDistance! - 1), name).toBeLessThan(0.01);
      if (session.maxHeartRate !== null) {
        expect(m.heartRate?.max, name).toBe(session.maxHeartRate);
        expect(Math.abs((m.heartRate?.avg ?? 0) - session.avgHeartRate!), name).toBeLessThan(1.5);
      }
    },
  );
});

describe.skipIf(!datasetsPresent)('profiles per activity on the real rides and runs', () => {
  // The FIT session's sport decides: football thresholds gave 103 "sprints" on the Edge 500 ride.
  it.each(['garmin-edge-500-activity.fit', 'garmin-fenix-5-bike.fit'])(
    '%s declares cycling: no speed zones, efforts or metabolic power, but time, distance, speeds and heart rate',
    async (name) => {
      const report = await metricsOfFile(`${DATASETS}garmin-fit-fitparse/${name}`);
      expect(report.read.fit!.sessions[0]!.sport).toBe('cycling');
      const m = report.devices[0]!.result.global;
      expect(m.activity).toBe('CYCLING');
      expect([m.zones, m.hid, m.hir, m.sprint, m.accelerations, m.decelerations, m.metabolic]).toEqual(
        Array.from({ length: 7 }, () => null),
      );
      expect(report.devices[0]!.result.extended.sprintHistory).toEqual([]);
      expect(m.distance).toBeGreaterThan(400);
      expect(m.maxSpeed).toBeGreaterThan(5);
      expect(m.heartRate?.max).toBeGreaterThan(100);
      expect(table(report)).toMatch(/ cycling /);
    },
  );

  it.each(['garmin-fenix-5-run.fit', 'activity-small-fenix2-run.fit'])(
    '%s is a run: the team-sport figures are computed',
    async (name) => {
      const report = await metricsOfFile(`${DATASETS}garmin-fit-fitparse/${name}`);
      const m = report.devices[0]!.result.global;
      expect(m.activity).toBe('TEAM_SPORT');
      expect(m.zones).not.toBeNull();
      expect(m.sprint).not.toBeNull();
      expect(m.metabolic!.energy).toBeGreaterThan(0);
    },
  );
});
