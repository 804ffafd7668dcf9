/**
 * Issue 17's tolerances on every recording of ../shared/datasets (the figures docs/validation.md
 * shows): each 10 Hz GNSS recording against the reference, each indoor player against it, each
 * watch file against the device's own session total. Skipped, saying so, where the datasets are
 * absent.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATASETS, datasetsPresent } from '@stride/command/readers/testing';
import { validateFile } from './recordings.ts';
import { deviceDistanceCheck, gnssChecks, indoorChecks, type Check } from './tolerances.ts';

if (!datasetsPresent)
  console.warn(`validation: ${DATASETS} is absent, so the tolerances on the recordings are skipped`);

const failed = (checks: readonly Check[]) => checks.filter((c) => !c.ok).map((c) => ({ ...c }));

const gnss = datasetsPresent
  ? readdirSync(join(DATASETS, 'catapult-gnss-10hz-ssg')).filter((n) => /^U18_ID\d\.csv$/.test(n))
  : [];
const watches = datasetsPresent
  ? readdirSync(join(DATASETS, 'garmin-fit-fitparse')).filter(
      (n) => n.endsWith('.fit') && !n.startsWith('compressed-'),
    )
  : [];

describe.skipIf(!datasetsPresent)('the engine against the reference on every recording', () => {
  it('finds six GNSS recordings and nine readable watch files', () => {
    expect(gnss).toHaveLength(6);
    expect(watches).toHaveLength(9);
  });

  it.each(gnss)(
    '%s: distance, maximum speed, high-speed running and ≥ 3 m/s² efforts within tolerance',
    async (name) => {
      const [device, ...more] = await validateFile(join(DATASETS, 'catapult-gnss-10hz-ssg', name));
      expect(more).toEqual([]);
      const checks = gnssChecks(device!.engine.global, device!.reference!);
      expect(failed(checks)).toEqual([]);
      // Spikes stay rejected: nobody runs 10 m/s in these small-sided games (raw fixes say 11.8).
      expect(device!.engine.global.maxSpeed).toBeLessThan(10);
      // Raw positions overestimate: the filter takes noise out, not movement.
      expect(device!.raw.distance).toBeGreaterThan(device!.engine.global.distance * 1.03);
    },
  );

  it('every indoor player: distance and maximum speed within tolerance', async () => {
    const devices = await validateFile(join(DATASETS, 'floodlight-kinexon-handball', 'anonymized_data.csv'));
    const players = devices.filter((d) => !/ball/i.test(d.label ?? ''));
    expect(players).toHaveLength(10);
    expect(players.flatMap((p) => failed(indoorChecks(p.engine.global, p.reference!)))).toEqual([]);
  });

  it.each(watches)('%s: distance within tolerance of the device’s own total', async (name) => {
    const [device] = await validateFile(join(DATASETS, 'garmin-fit-fitparse', name));
    expect(device!.device).not.toBeNull();
    expect(
      failed([deviceDistanceCheck(device!.engine.global.distance, device!.device!.distance ?? 0)]),
    ).toEqual([]);
  });
});
