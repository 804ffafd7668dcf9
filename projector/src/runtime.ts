/**
 * The projector runtime (ARCHITECTURE.md rule 5).
 *
 * Each projection reads the relayed events through its own durable JetStream pull consumer and
 * applies them in batches: one PostgreSQL transaction per batch holds the projection's writes
 * and its checkpoint (the last `$all` position and JetStream sequence it applied), so a
 * redelivered or replayed event is a no-op. After commit it acknowledges the messages and sends
 * change notices on core NATS for subscriptions and read-your-writes.
 *
 * Order is checked, not assumed: the checkpoint's stream sequence must be followed by the next
 * one; on a gap (e.g. a redelivery overtaken by newer messages) the consumer is recreated from the
 * checkpoint. An event that fails `maxAttempts` times is parked with its error, visible in
 * `projection.parked` and the `stride_projector_parked_total` metric, and the projection goes on.
 */
import { sleeper } from '@stride/streams/sleeper';
import type pg from 'pg';
import {
  AckPolicy,
  DeliverPolicy,
  type ConsumerConfig,
  type ConsumerMessages,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import { Counter, Gauge } from 'prom-client';
import type { Logger } from '@stride/contracts/logger';
import {
  relayHeaders,
  type NatsNames,
  type ProjectorProgress,
  type ReadModelChange,
} from '@stride/contracts/nats';
import { decodeMessage } from '@stride/streams/nats-codec';
import { ensureEventsStream } from '@stride/streams/relay';
import { migrate } from '@stride/streams/postgres/migrate';
import {
  comparePositions,
  formatPosition,
  START,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@stride/streams/port';
import type { Change, Projection } from './projection.ts';

export type ProjectorLogger = Logger;

const metrics = {
  applied: new Counter({
    name: 'stride_projector_events_total',
    help: 'Events applied by each projector',
    labelNames: ['projector'],
  }),
  parked: new Counter({
    name: 'stride_projector_parked_total',
    help: 'Events parked after failing every attempt',
    labelNames: ['projector'],
  }),
  pending: new Gauge({
    name: 'stride_projector_pending_messages',
    help: 'Relayed events each projector has not yet acknowledged (its lag)',
    labelNames: ['projector'],
  }),
  batchSeconds: new Gauge({
    name: 'stride_projector_last_batch_seconds',
    help: 'Duration of the last committed batch',
    labelNames: ['projector'],
  }),
};

const runtimeMigrations = [
  `CREATE SCHEMA IF NOT EXISTS projection;
   CREATE TABLE projection.checkpoints (
     projector text PRIMARY KEY,
     version integer NOT NULL,
     commit_position numeric(20, 0),
     prepare_position numeric(20, 0),
     stream_seq bigint,
     updated_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE projection.parked (
     projector text NOT NULL,
     event_id uuid NOT NULL,
     stream_name text NOT NULL,
     event_type text NOT NULL,
     commit_position numeric(20, 0) NOT NULL,
     prepare_position numeric(20, 0) NOT NULL,
     attempts integer NOT NULL,
     error text NOT NULL,
     parked_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (projector, event_id)
   );`,
];

export async function migrateProjections(pool: pg.Pool, projections: readonly Projection[]): Promise<void> {
  await migrate(pool, 'projection-runtime', runtimeMigrations);
  for (const projection of projections) {
    await migrate(pool, `projection:${projection.name}`, projection.migrations);
    await pool.query(
      `INSERT INTO projection.checkpoints (projector, version) VALUES ($1, $2) ON CONFLICT (projector) DO NOTHING`,
      [projection.name, projection.version],
    );
  }
}

export interface Checkpoint {
  readonly version: number;
  readonly position: Position | null;
  readonly streamSeq: number | null;
}

interface CheckpointRow {
  version: number;
  commit_position: string | null;
  prepare_position: string | null;
  stream_seq: string | null;
}

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    version: row.version,
    position:
      row.commit_position === null || row.prepare_position === null
        ? null
        : { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    streamSeq: row.stream_seq === null ? null : Number(row.stream_seq),
  };
}

export async function readCheckpoint(
  db: pg.ClientBase | pg.Pool,
  projector: string,
  lock = false,
): Promise<Checkpoint> {
  const { rows } = await db.query<CheckpointRow>(
    `SELECT version, commit_position, prepare_position, stream_seq FROM projection.checkpoints WHERE projector = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [projector],
  );
  const row = rows[0];
  if (!row) throw new Error(`projector ${projector} has no checkpoint: run the migrations first`);
  return toCheckpoint(row);
}

async function writeCheckpoint(tx: pg.ClientBase, projector: string, checkpoint: Checkpoint): Promise<void> {
  await tx.query(
    `UPDATE projection.checkpoints SET version = $2, commit_position = $3, prepare_position = $4, stream_seq = $5,
       updated_at = now() WHERE projector = $1`,
    [
      projector,
      checkpoint.version,
      checkpoint.position?.commit.toString() ?? null,
      checkpoint.position?.prepare.toString() ?? null,
      checkpoint.streamSeq,
    ],
  );
}

export interface ApplyOptions {
  readonly maxAttempts: number;
  readonly log: ProjectorLogger;
  /** What projections may read besides their tables. */
  readonly store: EventStore;
}

/**
 * PostgreSQL errors that pass with time: serialization failures and deadlocks (class 40),
 * connection trouble (08), lock and statement timeouts, shutdown, lack of resources (53).
 */
export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^(40|08|53)/.test(code) || ['55P03', '57014', '57P01', '57P02', '57P03'].includes(code);
}

/** An event failed in a batch applied without savepoints: the batch is re-run guarded. */
class UnguardedApplyFailed extends Error {
  override readonly name = 'UnguardedApplyFailed';
}

/**
 * Apply one event inside the batch transaction. Batches first run unguarded, one statement per
 * event and nothing more, which keeps transactions short (while a transaction holds a
 * transaction id, the PostgreSQL event store's subscribers cannot see newer events). When an event
 * fails, the batch is rolled back and run again guarded: each event under a savepoint, tried
 * `maxAttempts` times, then parked so that the projection goes on.
 */
async function applyOne(
  tx: pg.ClientBase,
  projection: Projection,
  event: RecordedEvent,
  options: ApplyOptions,
  guarded: boolean,
): Promise<readonly Change[]> {
  if (!guarded) {
    try {
      return await projection.apply(tx, event, { store: options.store });
    } catch (error) {
      throw new UnguardedApplyFailed(`${projection.name} failed on ${event.id}`, { cause: error });
    }
  }
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
    await tx.query('SAVEPOINT apply_event');
    try {
      const changes = await projection.apply(tx, event, { store: options.store });
      await tx.query('RELEASE SAVEPOINT apply_event');
      return changes;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT apply_event');
      // A passing condition (deadlock, timeout, lost connection) says nothing about the event:
      // fail the batch, to be retried with backoff, rather than park a good event.
      if (isTransient(error)) throw error;
      lastError = error;
    }
  }
  await park(tx, projection.name, event, options.maxAttempts, lastError);
  options.log.error(
    { projector: projection.name, eventId: event.id, type: event.type, err: lastError },
    'projector: event parked after failing every attempt',
  );
  return [];
}

async function park(
  tx: pg.ClientBase,
  projector: string,
  event: Pick<RecordedEvent, 'id' | 'streamName' | 'type' | 'position'>,
  attempts: number,
  error: unknown,
): Promise<void> {
  await tx.query(
    `INSERT INTO projection.parked (projector, event_id, stream_name, event_type, commit_position, prepare_position,
       attempts, error) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (projector, event_id) DO NOTHING`,
    [
      projector,
      event.id,
      event.streamName,
      event.type,
      event.position.commit.toString(),
      event.position.prepare.toString(),
      attempts,
      error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    ],
  );
  metrics.parked.inc({ projector });
}

export interface ParkedEvent {
  readonly projector: string;
  readonly eventId: string;
  readonly streamName: string;
  readonly eventType: string;
  readonly position: string;
  readonly attempts: number;
  readonly error: string;
  readonly parkedAt: Date;
}

export async function listParked(db: pg.Pool, projector?: string): Promise<ParkedEvent[]> {
  const { rows } = await db.query<{
    projector: string;
    event_id: string;
    stream_name: string;
    event_type: string;
    commit_position: string;
    prepare_position: string;
    attempts: number;
    error: string;
    parked_at: Date;
  }>(
    `SELECT * FROM projection.parked WHERE $1::text IS NULL OR projector = $1 ORDER BY commit_position, prepare_position`,
    [projector ?? null],
  );
  return rows.map((r) => ({
    projector: r.projector,
    eventId: r.event_id,
    streamName: r.stream_name,
    eventType: r.event_type,
    position: `${r.commit_position}:${r.prepare_position}`,
    attempts: r.attempts,
    error: r.error,
    parkedAt: r.parked_at,
  }));
}

/**
 * Where a delivered JetStream sequence stands against the checkpoint: already applied (`repeat`),
 * the one expected (`next`), or beyond it (`gap`: something was skipped, go back). The projector
 * consumes every subject of the stream, so its sequences are contiguous. Right after a rebuild
 * the checkpoint has no sequence and positions decide.
 */
export function classifyDelivery(checkpointSeq: number | null, seq: number): 'repeat' | 'next' | 'gap' {
  if (checkpointSeq === null) return 'next';
  if (seq <= checkpointSeq) return 'repeat';
  return seq === checkpointSeq + 1 ? 'next' : 'gap';
}

/* ---------- rebuild ---------- */

export interface RebuildOptions extends ApplyOptions {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  /** Called every few thousand events. */
  readonly onProgress?: (events: number) => void;
}

/**
 * Drop a projection's tables' rows and apply the whole store again, in one transaction that holds
 * the checkpoint lock: the live worker waits, then skips everything the rebuild covered.
 */
export async function rebuildProjection(
  projection: Projection,
  options: RebuildOptions,
): Promise<{ events: number }> {
  try {
    return await rebuildOnce(projection, options, false);
  } catch (error) {
    if (!(error instanceof UnguardedApplyFailed)) throw error;
    return rebuildOnce(projection, options, true);
  }
}

async function rebuildOnce(
  projection: Projection,
  options: RebuildOptions,
  guarded: boolean,
): Promise<{ events: number }> {
  const tx = await options.pool.connect();
  let events = 0;
  try {
    await tx.query('BEGIN');
    await readCheckpoint(tx, projection.name, true);
    // DELETE, not TRUNCATE: readers keep seeing the old rows until the rebuild commits, instead of
    // queueing behind an exclusive lock (and holding pool connections the rebuild needs).
    for (const table of projection.tables) await tx.query(`DELETE FROM ${table.name}`);
    await tx.query('DELETE FROM projection.parked WHERE projector = $1', [projection.name]);
    let position: Position | null = null;
    for await (const event of options.store.readAll({ fromPosition: START })) {
      if (projection.handles.has(event.type)) await applyOne(tx, projection, event, options, guarded);
      position = event.position;
      if (++events % 5000 === 0) options.onProgress?.(events);
    }
    await writeCheckpoint(tx, projection.name, { version: projection.version, position, streamSeq: null });
    await tx.query('COMMIT');
    options.onProgress?.(events);
    return { events };
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}

/* ---------- live workers ---------- */

export interface ProjectorsOptions {
  readonly pool: pg.Pool;
  readonly nats: NatsConnection;
  readonly names: NatsNames;
  readonly projections: readonly Projection[];
  readonly store: EventStore;
  readonly log: ProjectorLogger;
  /** @default 5 */
  readonly maxAttempts?: number;
  /** Events per transaction at most. @default 500 */
  readonly batchSize?: number;
  /** JetStream replicas of the events stream, should this process be the one creating it. @default 1 */
  readonly replicas?: number;
  /** How often a standby tries to take over a projection. @default 1000 */
  readonly standbyRetryMs?: number;
}

export interface Projectors {
  stop(): Promise<void>;
}

export function startProjectors(options: ProjectorsOptions): Projectors {
  const workers = options.projections.map((p) => startWorker(p, options));
  return {
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}

const LOCK_CLASS = 72_911;

/**
 * One active worker per projection and deployment: a session advisory lock. Other projector
 * processes wait as standbys and take over when the holder stops or its connection dies; with
 * several projections, processes share the work by holding different locks.
 */
function startWorker(projection: Projection, options: ProjectorsOptions): Projectors {
  const standbyRetryMs = options.standbyRetryMs ?? 1000;
  let stopped = false;
  let current: (Projectors & { done: Promise<void> }) | null = null;
  const { sleep, wake } = sleeper();

  const loop = (async () => {
    while (!stopped) {
      let lost = false;
      let client: pg.PoolClient | null = null;
      try {
        client = await options.pool.connect();
        const onError = (): void => {
          lost = true;
          void current?.stop();
        };
        client.on('error', onError);
        const { rows } = await client.query<{ ok: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok',
          [LOCK_CLASS, `${options.names.deployment}/${projection.name}`],
        );
        if (rows[0]?.ok) {
          current = await runWorker(projection, options, () => lost || stopped);
          await current.done;
          current = null;
          if (!lost)
            await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [
              LOCK_CLASS,
              `${options.names.deployment}/${projection.name}`,
            ]);
        }
        client.off('error', onError);
        client.release(lost);
        client = null;
      } catch (error) {
        client?.release(true);
        if (!stopped)
          options.log.warn(
            { projector: projection.name, err: error },
            'projector: worker failed, restarting',
          );
      }
      if (!stopped) await sleep(standbyRetryMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      await current?.stop();
      wake();
      await loop;
    },
  };
}

async function runWorker(
  projection: Projection,
  options: ProjectorsOptions,
  leaseEnded: () => boolean,
): Promise<Projectors & { done: Promise<void> }> {
  const { pool, nats, names, log } = options;
  const applyOptions: ApplyOptions = { maxAttempts: options.maxAttempts ?? 5, log, store: options.store };
  const batchSize = options.batchSize ?? 500;
  const durable = names.consumer(projection.name);
  const jsm = await nats.jetstreamManager();
  const js = nats.jetstream();
  // The relay creates the stream too; whichever process starts first must find it there.
  await ensureEventsStream(jsm, names, options.replicas ?? 1);

  const checkpoint = await readCheckpoint(pool, projection.name);
  if (checkpoint.version !== projection.version) {
    log.info(
      { projector: projection.name, from: checkpoint.version, to: projection.version },
      'projector: new version, rebuilding',
    );
    await rebuildProjection(projection, { ...applyOptions, pool });
  }

  let stopped = false;
  let messages: ConsumerMessages | null = null;
  let buffer: JsMsg[] = [];
  let signal: (() => void) | null = null;

  async function createConsumer(fromSeq: number | null): Promise<void> {
    try {
      await jsm.consumers.delete(names.eventsStream, durable);
    } catch {
      // absent: nothing to delete
    }
    const config: Partial<ConsumerConfig> = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      ack_wait: 30 * 1_000_000_000,
      max_ack_pending: batchSize * 4,
      max_deliver: -1,
      ...(fromSeq === null
        ? { deliver_policy: DeliverPolicy.All }
        : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: fromSeq }),
    };
    await jsm.consumers.add(names.eventsStream, config);
  }

  async function openMessages(): Promise<void> {
    const consumer = await js.consumers.get(names.eventsStream, durable);
    const iterator = await consumer.consume({ max_messages: batchSize * 2, abort_on_missing_resource: true });
    messages = iterator;
    // A consumer deleted under us, or a failed subscription, ends the iterator: reopen.
    void iterator.closed().then(() => {
      if (messages === iterator) messages = null;
      const s = signal;
      signal = null;
      s?.();
    });
    void (async () => {
      try {
        for await (const m of iterator) {
          buffer.push(m);
          const s = signal;
          signal = null;
          s?.();
        }
      } catch (error) {
        if (!stopped) log.warn({ projector: projection.name, err: error }, 'projector: consumer stopped');
      }
      const s = signal;
      signal = null;
      s?.();
    })();
  }

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

  /** The relayed event type of a message, from its headers; null when it has none. */
  const typeOf = (m: JsMsg): string | null => m.headers?.get(relayHeaders.type) || null;

  /**
   * A batch holding only events this projection ignores only moves the checkpoint: one statement
   * (compare-and-set on the sequence this worker wrote last) instead of a locked transaction.
   * Most of the stream is of no interest to most projections, so this is their common case.
   * Returns null when it cannot take the short way (the table moved): the caller goes the long way.
   */
  async function skipBatch(batch: JsMsg[], from: Checkpoint): Promise<{ gapFrom: number | null } | null> {
    let cp = from;
    let gapFrom: number | null = null;
    const done: JsMsg[] = [];
    for (const m of batch) {
      const seq = m.info.streamSequence;
      const delivery = classifyDelivery(cp.streamSeq, seq);
      if (delivery === 'repeat') {
        done.push(m);
        continue;
      }
      if (delivery === 'gap') {
        gapFrom = (cp.streamSeq ?? 0) + 1;
        break;
      }
      const position = decodeMessage(m.headers, m.data).position;
      if (cp.position === null || comparePositions(position, cp.position) > 0) cp = { ...cp, position };
      cp = { ...cp, streamSeq: seq };
      done.push(m);
    }
    if (cp !== from) {
      // Numbers only, inlined: one round trip for the whole transaction (a simple query takes no parameters).
      const name = projection.name.replace(/'/g, "''");
      const before = from.streamSeq === null ? 'IS NULL' : `= ${from.streamSeq}`;
      const result = await pool.query(
        `BEGIN; SET LOCAL synchronous_commit TO off;
         UPDATE projection.checkpoints SET commit_position = ${cp.position?.commit ?? 'NULL'},
           prepare_position = ${cp.position?.prepare ?? 'NULL'}, stream_seq = ${cp.streamSeq ?? 'NULL'}, updated_at = now()
          WHERE projector = '${name}' AND stream_seq ${before};
         COMMIT;`,
      );
      const update = (result as unknown as { rowCount: number | null }[])[2];
      if (update?.rowCount !== 1) return null;
    }
    ownCheckpoint = cp;
    for (const m of done) m.ack();
    announce(cp);
    return { gapFrom };
  }

  async function restartFrom(fromSeq: number | null): Promise<void> {
    ownCheckpoint = null;
    messages?.stop();
    messages = null;
    buffer = [];
    await createConsumer(fromSeq);
    await openMessages();
  }

  /** Apply one batch; returns the sequence to restart from when a gap was found. */
  async function processBatch(batch: JsMsg[], guarded = false): Promise<{ gapFrom: number | null }> {
    const started = performance.now();
    const own = ownCheckpoint;
    if (
      !guarded &&
      own !== null &&
      batch.every((m) => {
        const type = typeOf(m);
        return type !== null && !projection.handles.has(type);
      })
    ) {
      ownCheckpoint = null;
      const skipped = await skipBatch(batch, own);
      if (skipped !== null) {
        metrics.batchSeconds.set({ projector: projection.name }, (performance.now() - started) / 1000);
        return skipped;
      }
    }
    ownCheckpoint = null;
    let applied = 0;
    const tx = await pool.connect();
    let cp: Checkpoint;
    const done: JsMsg[] = [];
    const changes = new Map<string, ReadModelChange>();
    let gapFrom: number | null = null;
    try {
      await tx.query('BEGIN');
      // Read models are derived data: a batch need not wait for its WAL flush. Should PostgreSQL
      // lose the last batches in a crash, the checkpoint goes back with them and the sequence gap
      // check below replays them from JetStream.
      await tx.query('SET LOCAL synchronous_commit TO off');
      cp = await readCheckpoint(tx, projection.name, true);
      for (const m of batch) {
        const seq = m.info.streamSequence;
        const delivery = classifyDelivery(cp.streamSeq, seq);
        if (delivery === 'repeat') {
          done.push(m);
          continue;
        }
        if (delivery === 'gap') {
          gapFrom = (cp.streamSeq ?? 0) + 1;
          break;
        }
        let event: RecordedEvent;
        try {
          event = decodeMessage(m.headers, m.data);
        } catch (error) {
          // A message that is not an event can never apply: park it under its sequence.
          const position = cp.position ?? { commit: 0n, prepare: 0n };
          await park(
            tx,
            projection.name,
            { id: zeroUuid(seq), streamName: m.subject, type: 'malformed', position },
            1,
            error,
          );
          cp = { ...cp, streamSeq: seq };
          done.push(m);
          continue;
        }
        if (cp.position === null || comparePositions(event.position, cp.position) > 0) {
          if (projection.handles.has(event.type)) {
            applied++;
            for (const change of await applyOne(tx, projection, event, applyOptions, guarded)) {
              const subject = names.changeSubject(change.readModel, change.key);
              changes.set(subject, { ...change, position: formatPosition(event.position) });
            }
          }
          cp = { ...cp, position: event.position };
        }
        cp = { ...cp, streamSeq: seq };
        done.push(m);
      }
      await writeCheckpoint(tx, projection.name, cp);
      await tx.query('COMMIT');
    } catch (error) {
      await tx.query('ROLLBACK').catch(() => undefined);
      if (error instanceof UnguardedApplyFailed && !guarded) {
        tx.release();
        return processBatch(batch, true);
      }
      tx.release(error instanceof Error ? error : true);
      for (const m of batch) m.nak(1000);
      throw error;
    }
    tx.release();
    ownCheckpoint = cp;
    metrics.applied.inc({ projector: projection.name }, applied);
    for (const m of done) m.ack();
    for (const [subject, change] of changes) nats.publish(subject, JSON.stringify(change));
    announce(cp);
    metrics.batchSeconds.set({ projector: projection.name }, (performance.now() - started) / 1000);
    return { gapFrom };
  }

  // The checkpoint is the truth, not the consumer's ack floor: batches PostgreSQL lost in a crash
  // (committed asynchronously) come back, and a previous leader's pulls end here.
  await restartFromCheckpoint();

  const pendingTimer = setInterval(() => {
    jsm.consumers.info(names.eventsStream, durable).then(
      (info) => metrics.pending.set({ projector: projection.name }, info.num_pending + info.num_ack_pending),
      () => undefined,
    );
  }, 5000);
  pendingTimer.unref();

  const loop = (async () => {
    let backoff = 100;
    while (!stopped && !leaseEnded()) {
      if (buffer.length === 0) {
        await new Promise<void>((resolve) => {
          signal = resolve;
          setTimeout(resolve, 1000).unref();
        });
        if (messages === null) {
          if (!stopped)
            await restartFromCheckpoint().catch((error: unknown) =>
              log.warn({ err: error }, 'projector: reopen failed'),
            );
        }
        continue;
      }
      const batch = buffer.splice(0, batchSize);
      try {
        const { gapFrom } = await processBatch(batch);
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

  async function restartFromCheckpoint(): Promise<void> {
    const cp = await readCheckpoint(pool, projection.name);
    await restartFrom(cp.streamSeq === null ? null : cp.streamSeq + 1);
  }

  return {
    async stop() {
      stopped = true;
      clearInterval(pendingTimer);
      messages?.stop();
      signal?.();
      await loop;
    },
    done: loop.finally(() => {
      clearInterval(pendingTimer);
      messages?.stop();
    }),
  };
}

function zeroUuid(seq: number): string {
  return `00000000-0000-0000-0000-${seq.toString(16).padStart(12, '0').slice(-12)}`;
}
