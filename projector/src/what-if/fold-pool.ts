/**
 * What-if folds off the API's event loop (docs/what-if.md): a small pool of worker threads, each
 * folding one selection at a time with `foldSelection` (fold-worker.ts). The API's thread keeps
 * the store: a worker's reads come here, are read from `store` a chunk at a time when the worker
 * asks for them, and go to it as structured clones. So the result is the same bytes as a fold in
 * this thread, and a worker holds at most two chunks of a source at once.
 *
 * A fold that throws in a worker rejects its caller with a `WhatIfFoldError`; a worker that dies
 * fails its folds the same way and is replaced on the next fold. Workers start on the first fold.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { KnownEvent } from '@stride/contracts/events/event-state';
import type { MetricsResult } from '@stride/contracts/metrics';
import type { TeamTrackingOverrides } from '@stride/contracts/tracking';
import type { EventStore, RecordedEvent } from '@stride/streams/port';
import type { Plan } from '../projections/records-compute.ts';
import type { FromWorker, ToWorker } from './fold-messages.ts';

/** One selection's fold: what `whatIfEvent` calls (in this thread by default, or in a pool's worker). */
export type SelectionFold = (
  event: KnownEvent,
  plan: Plan,
  tracking: TeamTrackingOverrides,
) => Promise<MetricsResult>;

/** A fold that failed in a worker (its error there, or the worker's death). */
export class WhatIfFoldError extends Error {
  override readonly name = 'WhatIfFoldError';
}

/** Workers by default: one core left to the API's thread, at least one. */
export const defaultFoldWorkers = (): number => Math.max(1, availableParallelism() - 1);

/** Events sent to a worker at once, at most (and at most CHUNK_BYTES of samples, past the first). */
const CHUNK_EVENTS = 16;
const CHUNK_BYTES = 4 * 1024 * 1024;

export interface FoldPool {
  readonly fold: SelectionFold;
  /** Workers the pool runs at most. */
  readonly size: number;
  /** Workers started and running now. */
  running(): number;
  /** Starts a worker if none runs (about a second under tsx), for a what-if about to come. */
  warm(): void;
  /** Those workers (tests stop one to see it replaced). */
  threads(): readonly Worker[];
  /** Stops the workers; folds under way or queued reject. */
  close(): Promise<void>;
}

export interface FoldPoolOptions {
  /** @default defaultFoldWorkers() */
  readonly size?: number;
  /** Told when a worker dies (it is replaced). */
  readonly onWorkerError?: (error: Error) => void;
}

interface Task {
  readonly id: number;
  readonly message: ToWorker & { kind: 'fold' };
  readonly resolve: (result: MetricsResult) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Folds a worker runs at once: while one waits for its next chunk from this thread, the other
 * folds (`npm run bench -- whatif`: 1 a worker was slower than the same fold in this thread).
 */
const FOLDS_PER_WORKER = 2;

interface Slot {
  readonly worker: Worker;
  readonly tasks: Map<number, Task>;
  readonly reads: Map<number, AsyncIterator<RecordedEvent>>;
  error: Error | null;
}

/**
 * A worker's thread: tsx registered in it (the API runs TypeScript through tsx, whose loader a
 * worker does not inherit when started under vitest), then fold-worker.ts.
 */
function workerSource(): string {
  const require = createRequire(import.meta.url);
  const tsxJson = require.resolve('tsx/package.json');
  const tsx = require(tsxJson) as { exports: Record<string, { import: { default: string } }> };
  const api = pathToFileURL(path.join(path.dirname(tsxJson), tsx.exports['./esm/api']!.import.default)).href;
  const entry = new URL('./fold-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** A read left unfinished: its cursor closed, an error in closing it ignored (nothing waits on it). */
function closeRead(read: AsyncIterator<RecordedEvent>): void {
  read.return?.().catch(() => undefined);
}

export function createFoldPool(store: EventStore, options: FoldPoolOptions = {}): FoldPool {
  const size = Math.max(1, options.size ?? defaultFoldWorkers());
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let lastTaskId = 0;
  let closed = false;
  let source: string | null = null;

  function start(): Slot {
    source ??= workerSource();
    // execArgv: [] — not the parent's tsx flags: the worker registers tsx itself.
    const worker = new Worker(source, { eval: true, execArgv: [] });
    const slot: Slot = { worker, tasks: new Map(), reads: new Map(), error: null };
    // An idle worker does not keep the process alive (close() stops it anyway).
    worker.unref();
    worker.on('message', (message: FromWorker) => {
      onMessage(slot, message).catch((error: unknown) => options.onWorkerError?.(asError(error)));
    });
    worker.on('error', (error) => {
      slot.error = error;
    });
    worker.on('exit', (code) => onExit(slot, code));
    slots.push(slot);
    return slot;
  }

  function onExit(slot: Slot, code: number): void {
    slots.splice(slots.indexOf(slot), 1);
    for (const read of slot.reads.values()) closeRead(read);
    slot.reads.clear();
    const error = new WhatIfFoldError(
      `what-if fold worker stopped (exit code ${code})${slot.error === null ? '' : `: ${slot.error.message}`}`,
    );
    if (!closed) options.onWorkerError?.(error);
    for (const task of slot.tasks.values()) task.reject(error);
    slot.tasks.clear();
    dispatch();
  }

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      const idle = slots.find((s) => s.tasks.size === 0);
      const slot =
        idle ?? (slots.length < size ? start() : slots.find((s) => s.tasks.size < FOLDS_PER_WORKER)) ?? null;
      if (slot === null) return;
      const task = queue.shift()!;
      slot.tasks.set(task.id, task);
      slot.worker.postMessage(task.message satisfies ToWorker);
    }
  }

  async function sendChunk(slot: Slot, readId: number): Promise<void> {
    const read = slot.reads.get(readId);
    if (read === undefined) return;
    const events: RecordedEvent[] = [];
    let bytes = 0;
    let done = false;
    try {
      while (events.length < CHUNK_EVENTS && bytes < CHUNK_BYTES) {
        const next = await read.next();
        if (next.done === true) {
          done = true;
          break;
        }
        events.push(next.value);
        if (next.value.data instanceof Uint8Array) bytes += next.value.data.byteLength;
      }
    } catch (error) {
      slot.reads.delete(readId);
      const failed = asError(error);
      slot.worker.postMessage({
        kind: 'readFailed',
        readId,
        name: failed.name,
        message: failed.message,
      } satisfies ToWorker);
      return;
    }
    if (done) slot.reads.delete(readId);
    // Copied, not transferred: the store's buffers may share their memory with others.
    slot.worker.postMessage({ kind: 'chunk', readId, events, done } satisfies ToWorker);
  }

  async function onMessage(slot: Slot, message: FromWorker): Promise<void> {
    switch (message.kind) {
      case 'read':
        slot.reads.set(
          message.readId,
          store.readStream(message.streamName, message.options)[Symbol.asyncIterator](),
        );
        return sendChunk(slot, message.readId);
      case 'next':
        return sendChunk(slot, message.readId);
      case 'cancel': {
        const read = slot.reads.get(message.readId);
        slot.reads.delete(message.readId);
        if (read !== undefined) closeRead(read);
        return;
      }
      case 'folded':
      case 'failed': {
        const task = slot.tasks.get(message.taskId);
        if (task === undefined) return;
        slot.tasks.delete(message.taskId);
        if (message.kind === 'folded') task.resolve(message.result);
        else task.reject(new WhatIfFoldError(`what-if fold failed: ${message.name}: ${message.message}`));
        dispatch();
        return;
      }
    }
  }

  return {
    size,
    running: () => slots.length,
    threads: () => slots.map((slot) => slot.worker),
    warm() {
      if (!closed && slots.length === 0) start();
    },
    fold(event, plan, tracking) {
      if (closed) return Promise.reject(new WhatIfFoldError('what-if fold pool is closed'));
      return new Promise<MetricsResult>((resolve, reject) => {
        const id = ++lastTaskId;
        queue.push({ id, message: { kind: 'fold', taskId: id, event, plan, tracking }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new WhatIfFoldError('what-if fold pool is closed'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
