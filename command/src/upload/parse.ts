/**
 * Reading uploaded files off the API's event loop (issue 15: a 913 KB ZIP of line breaks held
 * the API for 41 s): a pool of worker threads, one file at a time on each, at most `size` at
 * once. A file that takes longer than its limit is stopped where it is (its thread is terminated,
 * a new one takes its place) and refused with BULK_UPLOAD_TIMEOUT; a thread that runs out of its
 * heap is refused with BULK_UPLOAD_TOO_LARGE. Whatever happens on a thread, the process goes on.
 *
 * Threads are kept between files: starting one costs about a second (tsx and the readers'
 * modules load again in every thread), more than reading most files. Hand-written on
 * node:worker_threads rather than a pool library (piscina, tinypool): what it needs is a queue,
 * a timer and `terminate()`, and the thread must bootstrap tsx itself, in tests too.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FailureParams, UploadFailureReason } from '@stride/contracts/events/upload-failure';
import { ReaderError, type ReaderErrorCode } from '../readers/types.ts';
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from './limits.ts';
import type { UploadSource } from './source.ts';
import type { ReadUploadOptions, UploadedSamples } from './uploaded.ts';

export interface ThreadTask {
  readonly task: number;
  readonly path?: string;
  readonly data?: Uint8Array;
  readonly options: ReadUploadOptions;
}

export type ThreadMessage = { readonly task: number } & (
  | { readonly kind: 'ready' }
  | { readonly kind: 'progress'; readonly bytes: number }
  | { readonly kind: 'done'; readonly read: UploadedSamples }
  | {
      readonly kind: 'refused';
      readonly code: ReaderErrorCode;
      readonly reason: UploadFailureReason;
      readonly message: string;
      readonly params: FailureParams;
      readonly details: Record<string, unknown>;
    }
  | { readonly kind: 'failed'; readonly message: string }
);

/** Heap a reading thread may use (its samples' arrays live outside it). */
const THREAD_HEAP_MB = 512;

/**
 * The thread's code is TypeScript, run by tsx as the rest of the platform: the thread registers
 * tsx's loader, then imports parse-thread.ts (in tests too, where vitest loaded this module).
 */
const require = createRequire(import.meta.url);
const TSX_API = new URL('dist/esm/api/index.mjs', pathToFileURL(require.resolve('tsx/package.json'))).href;
const THREAD = new URL('./parse-thread.ts', import.meta.url).href;
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then(({ register }) => { register(); return import(${JSON.stringify(THREAD)}); })`;

export type ReadOptions = Omit<ReadUploadOptions, 'limits'>;

export interface ReadPool {
  /** Reads the source on a thread; `onBytes` hears how many of its bytes were read. */
  read(
    source: UploadSource,
    options: ReadOptions,
    limits?: ParseLimits,
    onBytes?: (bytes: number) => void,
  ): Promise<UploadedSamples>;
  /** Ends the threads (a read still running is refused). */
  close(): Promise<void>;
}

interface Running {
  readonly resolve: (read: UploadedSamples) => void;
  readonly reject: (error: unknown) => void;
  readonly onBytes: ((bytes: number) => void) | undefined;
}

/** One thread: a file at a time. */
class ReadThread {
  private readonly worker = new Worker(BOOTSTRAP, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  running: Running | null = null;
  /** Given a file (from the pool's choice until its result). */
  busy = false;
  dead = false;

  constructor(private readonly onGone: (thread: ReadThread) => void) {
    this.worker.unref();
    this.worker.on('message', (message: ThreadMessage) => this.message(message));
    this.worker.on('error', (error: Error & { code?: string }) =>
      this.end(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ReaderError(
              'BULK_UPLOAD_TOO_LARGE',
              'OUT_OF_MEMORY',
              `reading the file needed more than ${THREAD_HEAP_MB} MB of memory`,
              { limit: THREAD_HEAP_MB },
            )
          : error,
      ),
    );
    this.worker.on('exit', (code) =>
      this.end(new Error(`the thread reading the file stopped (exit code ${code})`)),
    );
  }

  start(task: ThreadTask, running: Running): void {
    this.running = running;
    this.worker.ref(); // a read in progress keeps the process alive
    this.worker.postMessage(task);
  }

  /** Stops the thread: the read it runs fails with `error`. */
  end(error: unknown): void {
    if (this.dead) return;
    this.dead = true;
    this.settle((running) => running.reject(error));
    void this.worker.terminate();
    this.onGone(this);
  }

  private settle(outcome: (running: Running) => void): void {
    const running = this.running;
    if (running === null) return;
    this.running = null;
    this.busy = false;
    this.worker.unref();
    outcome(running);
  }

  private message(message: ThreadMessage): void {
    switch (message.kind) {
      case 'ready':
        return;
      case 'progress':
        this.running?.onBytes?.(message.bytes);
        return;
      case 'done':
        return this.settle((running) => running.resolve(message.read));
      case 'refused':
        return this.settle((running) =>
          running.reject(
            new ReaderError(message.code, message.reason, message.message, message.params, message.details),
          ),
        );
      case 'failed':
        return this.settle((running) =>
          running.reject(new Error(`reading the file failed: ${message.message}`)),
        );
    }
  }
}

async function bytesOf(source: UploadSource): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of source.chunks()) parts.push(chunk);
  return Buffer.concat(parts);
}

/** A pool of `size` reading threads, started when first needed. */
export function createReadPool(size: number): ReadPool {
  const threads = new Set<ReadThread>();
  const waiting: (() => void)[] = [];
  let tasks = 0;
  let closed = false;

  const gone = (thread: ReadThread) => {
    threads.delete(thread);
    waiting.shift()?.();
  };

  /** An idle thread, once there is one. */
  async function idle(): Promise<ReadThread> {
    for (;;) {
      if (closed) throw new Error('the read pool is closed');
      const free = [...threads].find((thread) => !thread.busy && !thread.dead);
      if (free !== undefined) {
        free.busy = true;
        return free;
      }
      if (threads.size < size) {
        const thread = new ReadThread(gone);
        thread.busy = true;
        threads.add(thread);
        return thread;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  return {
    async read(source, options, limits = DEFAULT_PARSE_LIMITS, onBytes) {
      const data = source.path === undefined ? await bytesOf(source) : undefined;
      const thread = await idle();
      const task: ThreadTask = {
        task: ++tasks,
        ...(source.path === undefined ? { data } : { path: source.path }),
        options: {
          ...options,
          limits: {
            maxDevices: limits.maxDevices,
            maxUnpackedBytes: limits.maxUnpackedBytes,
            maxLines: limits.maxLines,
          },
        },
      };
      try {
        return await new Promise<UploadedSamples>((resolve, reject) => {
          const timer = setTimeout(
            () =>
              thread.end(
                new ReaderError(
                  'BULK_UPLOAD_TIMEOUT',
                  'TIMEOUT',
                  `reading the file took more than ${limits.timeoutMs} ms`,
                  { limit: limits.timeoutMs },
                  { timeoutMs: limits.timeoutMs },
                ),
              ),
            limits.timeoutMs,
          );
          const done =
            <T>(settle: (value: T) => void) =>
            (value: T) => {
              clearTimeout(timer);
              settle(value);
            };
          thread.start(task, { resolve: done(resolve), reject: done(reject), onBytes });
        });
      } finally {
        waiting.shift()?.();
      }
    },
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve();
      for (const thread of [...threads]) thread.end(new Error('the read pool closed'));
      await Promise.resolve();
    },
  };
}

/** The process's own pool, for callers that bring none (tests, tools): two threads. */
let shared: ReadPool | null = null;
export function sharedReadPool(): ReadPool {
  return (shared ??= createReadPool(DEFAULT_PARSE_LIMITS.concurrency));
}
