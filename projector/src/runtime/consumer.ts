/**
 * A projection's durable JetStream pull consumer, read into a buffer the worker takes batches
 * from. The checkpoint decides where it starts, not the consumer's ack floor: `restartFrom`
 * deletes and recreates it at a sequence.
 */
import {
  AckPolicy,
  DeliverPolicy,
  type ConsumerConfig,
  type ConsumerMessages,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { NatsNames } from '@stride/contracts/nats';
import { ensureEventsStream } from '@stride/streams/relay';
import type { ProjectorLogger } from './apply.ts';

export interface ConsumerOptions {
  readonly nats: NatsConnection;
  readonly names: NatsNames;
  /** The projection's name: its durable consumer's. */
  readonly projector: string;
  readonly batchSize: number;
  /** JetStream replicas of the events stream, should this process be the one creating it. */
  readonly replicas: number;
  readonly log: ProjectorLogger;
}

export interface Consumer {
  /** Recreate the consumer from a stream sequence (null: from the start) and read it; the buffer is dropped. */
  restartFrom(fromSeq: number | null): Promise<void>;
  /** Up to `max` buffered messages, in order, taken out of the buffer. */
  take(max: number): JsMsg[];
  readonly buffered: number;
  /** False once the subscription ended (the consumer deleted under us, a failed pull): restart it. */
  readonly reading: boolean;
  /** Resolves when messages arrive, the subscription ends, `stop` is called, or after a second. */
  wait(): Promise<void>;
  /** Messages of the stream not yet acknowledged: the projection's lag. */
  pending(): Promise<number>;
  /** Stop reading, and wake a `wait`: the worker is stopping. */
  stop(): void;
  /** Stop reading: the worker has ended (its lease, say). */
  close(): void;
}

/** A pull request's lifetime; the idle heartbeat is half of it, two missed ones renew the pull. */
const PULL_EXPIRES_MS = 5000;

export async function openConsumer(options: ConsumerOptions): Promise<Consumer> {
  const { nats, names, projector, batchSize, log } = options;
  const durable = names.consumer(projector);
  const jsm = await nats.jetstreamManager();
  const js = nats.jetstream();
  // The relay creates the stream too; whichever process starts first must find it there.
  await ensureEventsStream(jsm, names, options.replicas);

  let stopped = false;
  let messages: ConsumerMessages | null = null;
  let buffer: JsMsg[] = [];
  let signal: (() => void) | null = null;
  const wake = (): void => {
    const s = signal;
    signal = null;
    s?.();
  };

  async function create(fromSeq: number | null): Promise<void> {
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

  async function read(): Promise<void> {
    const consumer = await js.consumers.get(names.eventsStream, durable);
    const iterator = await consumer.consume({
      max_messages: batchSize * 2,
      abort_on_missing_resource: true,
      // Pulls expire (and heartbeats are due) within seconds, not the client's default 30 s: after
      // a NATS node is lost, a pull its consumer leader held is renewed soon (deploy/README.md).
      expires: PULL_EXPIRES_MS,
    });
    messages = iterator;
    // A consumer deleted under us, or a failed subscription, ends the iterator: reopen.
    void iterator.closed().then(() => {
      if (messages === iterator) messages = null;
      wake();
    });
    void (async () => {
      try {
        for await (const m of iterator) {
          buffer.push(m);
          wake();
        }
      } catch (error) {
        if (!stopped) log.warn({ projector, err: error }, 'projector: consumer stopped');
      }
      wake();
    })();
  }

  return {
    async restartFrom(fromSeq) {
      messages?.stop();
      messages = null;
      buffer = [];
      await create(fromSeq);
      await read();
    },
    take: (max) => buffer.splice(0, max),
    get buffered() {
      return buffer.length;
    },
    get reading() {
      return messages !== null;
    },
    wait: () =>
      new Promise<void>((resolve) => {
        signal = resolve;
        setTimeout(resolve, 1000).unref();
      }),
    async pending() {
      const info = await jsm.consumers.info(names.eventsStream, durable);
      return info.num_pending + info.num_ack_pending;
    },
    stop() {
      stopped = true;
      messages?.stop();
      wake();
    },
    close() {
      messages?.stop();
    },
  };
}
