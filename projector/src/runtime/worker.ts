/**
 * One projection's active worker: takes batches from its consumer, applies them (or, when they
 * hold nothing it handles, only moves its checkpoint), then acknowledges the messages and sends
 * the change notices and its progress on core NATS, for subscriptions and read-your-writes.
 * A gap in delivery or a failed batch sends the consumer back to the checkpoint.
 */
import type pg from 'pg';
import type { JsMsg, NatsConnection } from 'nats';
import type { NatsNames, ProjectorProgress } from '@stride/contracts/nats';
import { formatPosition, type EventStore } from '@stride/streams/port';
import type { Projection } from '../projection.ts';
import type { ApplyOptions, ProjectorLogger } from './apply.ts';
import { applyBatch, onlyIgnored, skipBatch, type BatchContext } from './batch.ts';
import { readCheckpoint, type Checkpoint } from './checkpoint.ts';
import { openConsumer } from './consumer.ts';
import { projectorMetrics as metrics } from './metrics.ts';
import { runOperations } from './operations.ts';
import { rebuildProjectionOnline } from './shadow-rebuild.ts';

export interface WorkerOptions {
  readonly pool: pg.Pool;
  readonly nats: NatsConnection;
  readonly names: NatsNames;
  readonly store: EventStore;
  readonly log: ProjectorLogger;
  /** @default 5 */
  readonly maxAttempts?: number;
  /** Events per transaction at most. @default 500 */
  readonly batchSize?: number;
  /** JetStream replicas of the events stream, should this process be the one creating it. @default 1 */
  readonly replicas?: number;
}

export interface Worker {
  stop(): Promise<void>;
  /** Settles when the worker has ended: stopped, or its lease ended. */
  readonly done: Promise<void>;
}

export async function runWorker(
  projection: Projection,
  options: WorkerOptions,
  leaseEnded: () => boolean,
): Promise<Worker> {
  const { pool, nats, names, log } = options;
  const apply: ApplyOptions = { maxAttempts: options.maxAttempts ?? 5, log, store: options.store };
  const batchSize = options.batchSize ?? 500;
  const consumer = await openConsumer({
    nats,
    names,
    projector: projection.name,
    batchSize,
    replicas: options.replicas ?? 1,
    log,
  });

  const checkpoint = await readCheckpoint(pool, projection.name);
  if (checkpoint.version !== projection.version) {
    log.info(
      { projector: projection.name, from: checkpoint.version, to: projection.version },
      'projector: new version, rebuilding',
    );
    await rebuildProjectionOnline(projection, { ...apply, pool, store: options.store });
  }

  const context: BatchContext = { projection, pool, names, apply };
  // Retries and rebuilds asked for in the admin area (operations.ts).
  const operations = runOperations(projection, { pool, store: options.store, log, apply });
  let stopped = false;
  /**
   * The checkpoint this worker last wrote, while it is sure nobody else moved it since; null after
   * a restart or a failure, so the next batch reads the table again.
   */
  let ownCheckpoint: Checkpoint | null = null;

  /** Tell read-your-writes waiters how far this projection has committed. */
  const announce = (cp: Checkpoint): void => {
    if (cp.position === null) return;
    const progress: ProjectorProgress = { projector: projection.name, position: formatPosition(cp.position) };
    nats.publish(names.progressSubject(projection.name), JSON.stringify(progress));
  };

  /** Apply one batch; returns the sequence to restart from when a gap was found. */
  async function processBatch(batch: readonly JsMsg[]): Promise<number | null> {
    const started = performance.now();
    const own = ownCheckpoint;
    ownCheckpoint = null;
    const skipped =
      own !== null && onlyIgnored(projection, batch) ? await skipBatch(context, batch, own) : null;
    const result = skipped ?? (await applyBatch(context, batch));
    ownCheckpoint = result.checkpoint;
    if (skipped === null) metrics.applied.inc({ projector: projection.name }, result.applied);
    for (const m of result.done) m.ack();
    for (const [subject, change] of result.changes) nats.publish(subject, JSON.stringify(change));
    announce(result.checkpoint);
    metrics.batchSeconds.set({ projector: projection.name }, (performance.now() - started) / 1000);
    return result.gapFrom;
  }

  async function restartFrom(fromSeq: number | null): Promise<void> {
    ownCheckpoint = null;
    await consumer.restartFrom(fromSeq);
  }

  // The checkpoint is the truth, not the consumer's ack floor: batches PostgreSQL lost in a crash
  // (committed asynchronously) come back, and a previous leader's pulls end here.
  async function restartFromCheckpoint(): Promise<void> {
    const cp = await readCheckpoint(pool, projection.name);
    await restartFrom(cp.streamSeq === null ? null : cp.streamSeq + 1);
  }

  await restartFromCheckpoint();

  const pendingTimer = setInterval(() => {
    consumer.pending().then(
      (pending) => metrics.pending.set({ projector: projection.name }, pending),
      () => undefined,
    );
  }, 5000);
  pendingTimer.unref();

  const loop = (async () => {
    let backoff = 100;
    while (!stopped && !leaseEnded()) {
      if (consumer.buffered === 0) {
        await consumer.wait();
        if (!consumer.reading && !stopped) {
          await restartFromCheckpoint().catch((error: unknown) =>
            log.warn({ err: error }, 'projector: reopen failed'),
          );
        }
        continue;
      }
      const batch = consumer.take(batchSize);
      try {
        const gapFrom = await processBatch(batch);
        backoff = 100;
        if (gapFrom !== null) {
          log.warn(
            { projector: projection.name, fromSeq: gapFrom },
            'projector: gap in delivery, recreating the consumer',
          );
          await restartFrom(gapFrom);
        }
      } catch (error) {
        if (stopped) break;
        log.warn({ projector: projection.name, err: error }, 'projector: batch failed, retrying');
        await new Promise((r) => setTimeout(r, backoff));
        backoff = Math.min(backoff * 2, 5000);
        await restartFromCheckpoint().catch(() => undefined);
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      clearInterval(pendingTimer);
      consumer.stop();
      await Promise.all([loop, operations.stop()]);
    },
    done: loop.finally(async () => {
      clearInterval(pendingTimer);
      await operations.stop();
      consumer.close();
    }),
  };
}
