/**
 * The projector runtime (ARCHITECTURE.md rule 5), its public entry. Each projection reads the
 * relayed events through its own durable JetStream pull consumer and applies them in batches,
 * its checkpoint in the same transaction; one file per job under runtime/:
 *
 * - `lease.ts`: `startProjectors`, one active worker per projection (advisory lock, standbys);
 * - `worker.ts`: the loop of one projection: batches in, acknowledgements and notices out;
 * - `consumer.ts`: the durable JetStream consumer, recreated from the checkpoint;
 * - `batch.ts`: the batch applier, one transaction holding the writes and the checkpoint;
 * - `apply.ts`: one event, unguarded or under savepoints with attempts;
 * - `checkpoint.ts`, `parking.ts` (poison events), `rebuild.ts`, `migrations.ts`, `metrics.ts`.
 */
export { isTransient, type ApplyOptions, type ProjectorLogger } from './runtime/apply.ts';
export { classifyDelivery, readCheckpoint, type Checkpoint } from './runtime/checkpoint.ts';
export { startProjectors, type Projectors, type ProjectorsOptions } from './runtime/lease.ts';
export { migrateProjections } from './runtime/migrations.ts';
export { listParked, type ParkedEvent } from './runtime/parking.ts';
export { rebuildProjection, type RebuildOptions } from './runtime/rebuild.ts';
export { retryParked, runOperations } from './runtime/operations.ts';
export {
  canShadowRebuild,
  rebuildProjectionOnline,
  shadowRebuild,
  type ShadowRebuildOptions,
} from './runtime/shadow-rebuild.ts';
