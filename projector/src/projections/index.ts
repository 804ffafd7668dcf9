import type { Projection } from '../projection.ts';
import { auditProjection } from './audit.ts';
import { availabilityProjection } from './availability.ts';
import { catalogProjection } from './catalog.ts';
import { eventsProjection } from './events.ts';
import { jobsProjection } from './jobs.ts';
import { liveProjection } from './live.ts';
import { recordsProjection } from './records.ts';

export {
  auditProjection,
  availabilityProjection,
  catalogProjection,
  eventsProjection,
  jobsProjection,
  liveProjection,
  recordsProjection,
};
/** The upload batches the records projection keeps until their commit (the uploads bench). */
export { relayedUploadBatches } from './records.ts';

/** Every projection the platform runs, in the order they start. */
export const allProjections: readonly Projection[] = [
  eventsProjection,
  catalogProjection,
  jobsProjection,
  recordsProjection,
  liveProjection,
  availabilityProjection,
  auditProjection,
];

export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((p) => p.name === name);
}
