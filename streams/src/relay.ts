/**
 * The relay: forwards `$all`, in order, to NATS JetStream (one subject per stream category; the
 * `samples` category optionally partitioned by live event, `relay-subject.ts`).
 *
 * - One active relay per deployment: a PostgreSQL session advisory lock; standbys retry.
 * - Resumes where JetStream stands: the last stored message carries the `$all` position it came
 *   from, so a crash between publish and any checkpoint loses nothing and repeats nothing.
 * - Every publish carries `Nats-Msg-Id` = event id (JetStream de-duplicates) and the expected last
 *   stream sequence, so a failed publish can never be followed by a later event being stored
 *   ahead of it: the stream stays gapless and in `$all` order (a fence against a stale leader too).
 */
import { sleeper } from './sleeper.ts';
import pg from 'pg';
import type { JetStreamClient, JetStreamManager, NatsConnection, PubAck } from 'nats';
import { RetentionPolicy, StorageType, DiscardPolicy } from 'nats';
import { Counter, Gauge } from 'prom-client';
import type { Logger } from '@stride/contracts/logger';
import type { NatsNames } from '@stride/contracts/nats';
import { relayHeaders } from '@stride/contracts/nats';
import { encodeHeaders, encodePayload } from './nats-codec.ts';
import { relaySubject } from './relay-subject.ts';
import {
  START,
  comparePositions,
  formatPosition,
  type AllSubscription,
  type EventStore,
  type Position,
  type RecordedEvent,
} from './port.ts';

export type RelayLogger = Logger;

export interface RelayOptions {
  readonly store: EventStore;
  readonly nats: NatsConnection;
  readonly names: NatsNames;
  /** Where the leadership lock is taken: the event store's (or any shared) PostgreSQL. */
  readonly databaseUrl: string;
  readonly log: RelayLogger;
  /** JetStream replicas of the events stream. @default 1 */
  readonly replicas?: number;
  /** Publishes awaiting their acknowledgement at once. @default 1024 */
  readonly maxInFlight?: number;
  /** How often a standby tries to become the leader. @default 1000 */
  readonly standbyRetryMs?: number;
  /** Acknowledgement timeout of one publish. @default 10000 */
  readonly publishTimeoutMs?: number;
  /**
   * Subjects the `samples` category is spread over, by live event (`relay-subject.ts`); 1 keeps
   * the one subject `…events.samples`. @default 1
   */
  readonly partitions?: number;
}

export interface RelayStatus {
  readonly leader: boolean;
  readonly relayed: number;
  readonly lastPosition: Position | null;
}

export interface Relay {
  status(): RelayStatus;
  /** Resolves once everything in the store up to now has been acknowledged by JetStream. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const metrics = {
  relayed: new Counter({ name: 'stride_relay_events_total', help: 'Events relayed to JetStream' }),
  leader: new Gauge({ name: 'stride_relay_leader', help: '1 while this process is the active relay' }),
  lagSeconds: new Gauge({
    name: 'stride_relay_lag_seconds',
    help: 'Age of the oldest event read from the store and not yet acknowledged by JetStream',
  }),
  behind: new Gauge({
    name: 'stride_relay_behind_events',
    help: 'Events in the store not yet relayed (exact on PostgreSQL, estimated on EventStoreDB)',
  }),
};

const LOCK_CLASS = 72_910;

export async function ensureEventsStream(
  jsm: JetStreamManager,
  names: NatsNames,
  replicas = 1,
): Promise<void> {
  try {
    await jsm.streams.info(names.eventsStream);
  } catch {
    await jsm.streams.add({
      name: names.eventsStream,
      subjects: [names.eventsSubjects],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      discard: DiscardPolicy.Old,
      num_replicas: replicas,
      duplicate_window: 2 * 60 * 1_000_000_000,
    });
  }
}

export function startRelay(options: RelayOptions): Relay {
  const maxInFlight = options.maxInFlight ?? 1024;
  const standbyRetryMs = options.standbyRetryMs ?? 1000;
  const publishTimeoutMs = options.publishTimeoutMs ?? 10_000;
  const { store, names, log } = options;
  const js: JetStreamClient = options.nats.jetstream();
  const subjectOf = relaySubject(names, options.partitions ?? 1);

  let stopped = false;
  let leader = false;
  let relayed = 0;
  let lastPosition: Position | null = null;
  let lock: pg.Client | null = null;
  /** A repeated event id JetStream refused: resume after it rather than from JetStream's last. */
  let skipAfter: Position | null = null;
  let subscription: AllSubscription | null = null;
  const { sleep, wake } = sleeper();
  const inFlight: RecordedEvent[] = [];
  let progressWaiters: (() => void)[] = [];

  async function acquireLeadership(): Promise<boolean> {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('error', (error) => {
      log.error({ err: error }, 'relay: lost the leadership connection');
      leader = false;
      metrics.leader.set(0);
      void subscription?.unsubscribe();
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok',
        [LOCK_CLASS, names.deployment],
      );
      if (rows[0]?.ok) {
        lock = client;
        return true;
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    await client.end();
    return false;
  }

  async function releaseLeadership(): Promise<void> {
    leader = false;
    metrics.leader.set(0);
    const client = lock;
    lock = null;
    if (client) await client.end().catch(() => undefined);
  }

  /** The `$all` position of the last message JetStream holds, and its sequence. */
  async function resumePoint(
    jsm: JetStreamManager,
  ): Promise<{ position: Position | typeof START; seq: number }> {
    const info = await jsm.streams.info(names.eventsStream);
    const seq = info.state.last_seq;
    if (seq === 0) return { position: START, seq: 0 };
    const message = await jsm.streams.getMessage(names.eventsStream, { seq });
    const commit = message.header.get(relayHeaders.commit);
    const prepare = message.header.get(relayHeaders.prepare);
    if (!commit || !prepare) throw new Error(`message ${seq} of ${names.eventsStream} lacks its position`);
    return { position: { commit: BigInt(commit), prepare: BigInt(prepare) }, seq };
  }

  async function pump(): Promise<void> {
    const jsm = await options.nats.jetstreamManager();
    await ensureEventsStream(jsm, names, options.replicas ?? 1);
    let resume = await resumePoint(jsm);
    if (skipAfter && (resume.position === START || comparePositions(skipAfter, resume.position) > 0)) {
      resume = { position: skipAfter, seq: resume.seq };
    }
    if (resume.position !== START) lastPosition = resume.position;
    log.info(
      { seq: resume.seq, position: lastPosition ? formatPosition(lastPosition) : 'start' },
      'relay: resuming',
    );
    let expectedSeq = resume.seq;
    let failure: unknown = null;
    let slotFreed: (() => void) | null = null;

    const sub = store.subscribeToAll({ fromPosition: resume.position });
    subscription = sub;
    // stop() may have run while this pump was starting, before there was a subscription to end.
    if (stopped) await sub.unsubscribe();
    try {
      for await (const event of sub) {
        if (stopped || failure || !leader) break;
        const publishedSeq = ++expectedSeq;
        inFlight.push(event);
        js.publish(subjectOf(event.streamName), encodePayload(event), {
          msgID: event.id,
          headers: encodeHeaders(event),
          expect: { lastSequence: publishedSeq - 1 },
          timeout: publishTimeoutMs,
        }).then(
          (ack: PubAck) => {
            if (ack.duplicate) {
              // JetStream already holds this event id under another position (an event store
              // that let one id be appended twice). It was not stored again: the sequences that
              // follow are off by one, so restart just after it instead of looping on it.
              if (!skipAfter || comparePositions(event.position, skipAfter) > 0) skipAfter = event.position;
              failure ??= new Error(`event ${event.id} is already in JetStream; skipping its repeat`);
            } else if (ack.seq !== publishedSeq) {
              failure ??= new Error(
                `JetStream stored event ${event.id} at ${ack.seq}, expected ${publishedSeq}`,
              );
            }
            inFlight.shift();
            relayed++;
            lastPosition = event.position;
            metrics.relayed.inc();
            settle();
          },
          (error: unknown) => {
            failure ??= error;
            inFlight.shift();
            settle();
          },
        );
        if (inFlight.length >= maxInFlight) {
          await new Promise<void>((resolve) => (slotFreed = resolve));
        }
      }
    } finally {
      await sub.unsubscribe();
      subscription = null;
      while (inFlight.length > 0) await new Promise<void>((resolve) => (slotFreed = resolve));
    }
    if (failure)
      throw failure instanceof Error ? failure : new Error('relay: publish failed', { cause: failure });

    function settle(): void {
      const freed = slotFreed;
      slotFreed = null;
      freed?.();
      if (failure) void sub.unsubscribe();
      notifyProgress();
    }
  }

  function notifyProgress(): void {
    const waiters = progressWaiters;
    progressWaiters = [];
    for (const w of waiters) w();
  }

  const lagTimer = setInterval(() => {
    const oldest = inFlight[0];
    metrics.lagSeconds.set(oldest ? Math.max(0, (Date.now() - oldest.created.getTime()) / 1000) : 0);
    if (!leader) return;
    store.headPosition().then(
      (head) => {
        const behind = head && lastPosition ? Number(head.prepare - lastPosition.prepare) : head ? 1 : 0;
        metrics.behind.set(Math.max(0, behind));
      },
      () => undefined,
    );
  }, 1000);
  lagTimer.unref();

  const loop = (async () => {
    let backoff = 100;
    while (!stopped) {
      try {
        if (!leader) {
          if (!(await acquireLeadership())) {
            await sleep(standbyRetryMs);
            continue;
          }
          leader = true;
          metrics.leader.set(1);
          log.info({ deployment: names.deployment }, 'relay: became the active relay');
        }
        await pump();
        backoff = 100;
        if (!leader) await releaseLeadership();
      } catch (error) {
        if (stopped) break;
        log.warn({ err: error }, 'relay: restarting after an error');
        await sleep(backoff);
        backoff = Math.min(backoff * 2, 5000);
      }
    }
    await releaseLeadership();
  })();

  return {
    status: () => ({ leader, relayed, lastPosition }),
    async caughtUp(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      const head = await store.headPosition();
      if (!head) return;
      while (!lastPosition || comparePositions(lastPosition, head) < 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('relay: not caught up in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 50));
          progressWaiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async stop() {
      stopped = true;
      clearInterval(lagTimer);
      wake();
      await subscription?.unsubscribe();
      await loop;
    },
  };
}
