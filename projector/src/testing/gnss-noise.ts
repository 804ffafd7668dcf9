/** Noise at the GNSS level for tests: what a receiver adds to a synthetic player's true positions. */
import type { SampleBatch } from '@stride/contracts/samples';
import { metresPerDegree } from '../metrics/geo.ts';
import { random, SYNTHETIC_ORIGIN } from '../metrics/synthetic.ts';

/**
 * The batch with every fix moved up to ±`metres` north and east, uniformly at random (seeded):
 * white noise, which a 10 Hz track turns into distance unless it is low-passed.
 */
export function gnssNoise(batch: SampleBatch, metres: number, seed = 99): SampleBatch {
  if (batch.lat === null || batch.lon === null)
    throw new Error('gnssNoise: the batch has no WGS84 positions');
  const rand = random(seed);
  const { kx, ky } = metresPerDegree(SYNTHETIC_ORIGIN.lat);
  const lat = batch.lat.map((v) => v + ((rand() - 0.5) * 2 * metres) / ky);
  const lon = batch.lon.map((v) => v + ((rand() - 0.5) * 2 * metres) / kx);
  return { ...batch, lat, lon };
}
