/**
 * Live batches (issue 18): one device's samples as the gateway receives them, appended to the
 * same `samples-<eventId>_<deviceId>` stream and `SamplesRecorded` encoding as uploads, with the
 * sender's sequence number in the metadata (`liveSeq`).
 *
 * Rules: a batch whose seq is at most the highest stored appends nothing (a resend); the answer
 * is always the highest stored seq (`ack`), so a sender that reconnects resends only what is
 * above it. A batch whose seq is above `ack + 1` waits, in memory, up to `reorderMs` for the seqs
 * it skipped (the reorder window): when they arrive all are appended in seq order; when its window
 * passes, it and the ones below it are appended and the gap is given up (a skipped seq arriving
 * later is then a resend). A waiting batch is answered once it is stored. Time may not run
 * backwards against the last live batch of the stream. Appends expect the stream's revision, so
 * two writers (two API processes) cannot both store one seq; in one process the batches of a
 * stream are handled one at a time. `close()` drops the waiting batches unanswered-but-refused
 * (`LiveAppenderClosed`): nothing acknowledged is lost, the sender resends them elsewhere.
 *
 * Live batches carry no `jobId`: the records (which count committed uploads) do not read them
 * yet; the live projector will.
 */
import { DomainError } from '@stride/contracts/errors';
import { samplesStreamName } from '@stride/contracts/events/upload';
import type { EventStore } from '@stride/streams/port';
import { liveStreamWriter, type LiveAppend, type LiveBatch } from './writer.ts';

export type { LiveAppend, LiveBatch, LiveBatchMetadata } from './writer.ts';

export interface LiveAppender {
  /** Stores `live` (at once, or after the reorder window), or refuses it with a DomainError. */
  append(live: LiveBatch, now: Date): Promise<LiveAppend>;
  /** The highest stored seq of the device in the event (0: none). */
  ack(eventId: string, deviceId: string): Promise<number>;
  /** Batches waiting in reorder windows now, all streams. */
  waiting(): number;
  /** Drops the waiting batches (refused with LiveAppenderClosed) and takes no more. */
  close(): void;
}

/** Why a waiting batch was not stored: the appender closed (the process is shutting down). */
export class LiveAppenderClosed extends Error {
  constructor() {
    super('live appender closed');
    this.name = 'LiveAppenderClosed';
  }
}

/** The reorder window when none is given (`LIVE_REORDER_MS`). */
export const DEFAULT_LIVE_REORDER_MS = 2000;
/** Batches one stream may hold waiting; past it the lowest gap is given up at once. */
export const MAX_WAITING_PER_STREAM = 64;

export interface LiveAppenderOptions {
  /** How long a batch above `ack + 1` waits for the seqs it skipped; 0: stored at once. @default 2000 */
  readonly reorderMs?: number;
  /** Milliseconds now, for the windows' deadlines. @default Date.now */
  readonly clock?: () => number;
  /** Runs `fire` after `ms`; returns its cancel. @default setTimeout */
  readonly schedule?: (fire: () => void, ms: number) => () => void;
  /** Told of every batch stored: its samples and how long the store's append took. */
  readonly onStored?: (samples: number, seconds: number) => void;
}

interface Waiter {
  readonly resolve: (answer: LiveAppend) => void;
  readonly reject: (error: unknown) => void;
}

interface Waiting {
  readonly live: LiveBatch;
  readonly now: Date;
  readonly deadline: number;
  /** The first sender of this seq, then any that sent it again while it waited. */
  readonly waiters: Waiter[];
}

/** One stream's work: its batches one at a time, and those waiting in the reorder window. */
interface Lane {
  tail: Promise<void>;
  readonly waiting: Map<number, Waiting>;
  cancel: (() => void) | null;
}

const defaultSchedule = (fire: () => void, ms: number) => {
  const timer = setTimeout(fire, ms);
  return () => clearTimeout(timer);
};

export function liveAppender(store: EventStore, options: LiveAppenderOptions = {}): LiveAppender {
  const reorderMs = options.reorderMs ?? DEFAULT_LIVE_REORDER_MS;
  const clock = options.clock ?? Date.now;
  const schedule = options.schedule ?? defaultSchedule;
  const writer = liveStreamWriter(store, options.onStored);
  const head = (streamName: string) => writer.head(streamName);
  const appendNow = (streamName: string, live: LiveBatch, now: Date) =>
    writer.appendNow(streamName, live, now);
  const lanes = new Map<string, Lane>();
  let closed = false;

  /** Runs `task` after the lane's earlier work; the lane is dropped once idle and empty. */
  function enqueue(streamName: string, lane: Lane, task: () => Promise<void>): void {
    const tail = lane.tail.then(task).catch(() => undefined);
    lane.tail = tail;
    void tail.then(() => {
      if (lane.tail === tail && lane.waiting.size === 0 && lanes.get(streamName) === lane) {
        lanes.delete(streamName);
      }
    });
  }

  function laneOf(streamName: string): Lane {
    let lane = lanes.get(streamName);
    if (lane === undefined) {
      lane = { tail: Promise.resolve(), waiting: new Map(), cancel: null };
      lanes.set(streamName, lane);
    }
    return lane;
  }

  /** Stores one waiting batch (its seq left the window) and answers all who sent it. */
  async function settle(streamName: string, waiting: Waiting): Promise<void> {
    try {
      const answer = await appendNow(streamName, waiting.live, waiting.now);
      waiting.waiters.forEach((w, i) => w.resolve(i === 0 ? answer : { stored: false, ack: answer.ack }));
    } catch (error) {
      for (const w of waiting.waiters) w.reject(error);
    }
  }

  /** Stores the waiting batches that now follow the stored seq, in order. */
  async function drain(streamName: string, lane: Lane): Promise<void> {
    for (;;) {
      const { seq } = await head(streamName);
      for (const [waitingSeq, waiting] of lane.waiting) {
        if (waitingSeq > seq) continue;
        lane.waiting.delete(waitingSeq); // stored meanwhile by another writer
        for (const w of waiting.waiters) w.resolve({ stored: false, ack: seq });
      }
      const next = lane.waiting.get(seq + 1);
      if (next === undefined) return;
      lane.waiting.delete(seq + 1);
      await settle(streamName, next);
    }
  }

  /** Gives up the gaps below `upTo`: stores the waiting batches up to it in seq order, then drains. */
  async function flush(streamName: string, lane: Lane, upTo: number): Promise<void> {
    const due = [...lane.waiting.keys()].filter((seq) => seq <= upTo).sort((x, y) => x - y);
    for (const seq of due) {
      const waiting = lane.waiting.get(seq)!;
      lane.waiting.delete(seq);
      await settle(streamName, waiting);
    }
    await drain(streamName, lane);
  }

  /** The timer of the lane's earliest deadline; when it fires, the batches past it are flushed. */
  function rearm(streamName: string, lane: Lane): void {
    lane.cancel?.();
    lane.cancel = null;
    if (lane.waiting.size === 0 || closed) return;
    const earliest = Math.min(...[...lane.waiting.values()].map((w) => w.deadline));
    lane.cancel = schedule(
      () => {
        lane.cancel = null;
        enqueue(streamName, lane, async () => {
          const now = clock();
          const due = [...lane.waiting.entries()].filter(([, w]) => w.deadline <= now).map(([seq]) => seq);
          try {
            if (due.length > 0) await flush(streamName, lane, Math.max(...due));
          } finally {
            rearm(streamName, lane);
          }
        });
      },
      Math.max(0, earliest - clock()),
    );
  }

  async function arrive(streamName: string, lane: Lane, live: LiveBatch, now: Date, waiter: Waiter) {
    if (closed) return waiter.reject(new LiveAppenderClosed());
    const current = await head(streamName);
    if (live.seq <= current.seq) return waiter.resolve({ stored: false, ack: current.seq });
    if (!(live.batch.t[0]! > current.lastTime)) {
      return waiter.reject(
        new DomainError('LIVE_TIME_BACKWARDS', { lastStoredTime: current.lastTime, ack: current.seq }),
      );
    }
    if (live.seq > current.seq + 1 && reorderMs > 0) {
      const already = lane.waiting.get(live.seq);
      if (already !== undefined) return void already.waiters.push(waiter);
      lane.waiting.set(live.seq, { live, now, deadline: clock() + reorderMs, waiters: [waiter] });
      if (lane.waiting.size > MAX_WAITING_PER_STREAM) {
        await flush(streamName, lane, Math.min(...lane.waiting.keys()));
      }
      return;
    }
    try {
      waiter.resolve(await appendNow(streamName, live, now));
    } catch (error) {
      waiter.reject(error);
    }
    await drain(streamName, lane);
  }

  return {
    append(live, now) {
      const streamName = samplesStreamName(live.eventId, live.deviceId);
      const lane = laneOf(streamName);
      return new Promise<LiveAppend>((resolve, reject) => {
        enqueue(streamName, lane, async () => {
          try {
            await arrive(streamName, lane, live, now, { resolve, reject });
          } catch (error) {
            // The store failed (an answer already given stays as it was).
            reject(error instanceof Error ? error : new Error(String(error)));
          } finally {
            rearm(streamName, lane);
          }
        });
      });
    },
    async ack(eventId, deviceId) {
      return (await head(samplesStreamName(eventId, deviceId))).seq;
    },
    waiting() {
      let n = 0;
      for (const lane of lanes.values()) n += lane.waiting.size;
      return n;
    },
    close() {
      closed = true;
      for (const lane of lanes.values()) {
        lane.cancel?.();
        lane.cancel = null;
        for (const waiting of lane.waiting.values()) {
          for (const w of waiting.waiters) w.reject(new LiveAppenderClosed());
        }
        lane.waiting.clear();
      }
    },
  };
}
