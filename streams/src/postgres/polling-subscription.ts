/**
 * A catch-up subscription driven by polling: read the page after the last delivered position;
 * when it comes back empty, either committed events are waiting for older transactions to finish
 * (`pending`: retry after 1, 2, 4, … ms) or there is nothing new (wait for a wake-up — an append
 * in this process, a NOTIFY from another — or for the fallback poll).
 *
 * One page is read at a time, and only when the consumer asks for more: a slow consumer holds
 * back reading instead of letting pages pile up.
 */
import type { AllSubscription, Position, RecordedEvent } from '../port.ts';

export interface PollingPage {
  /** Events strictly after the position asked for, in `$all` order. */
  readonly events: readonly RecordedEvent[];
  /** Committed events exist that are not readable yet (an older transaction is still running). */
  readonly pending: boolean;
}

export interface PollingSource {
  readPage(after: Position): Promise<PollingPage>;
  /** Registers a wake-up callback; returns the function that unregisters it. */
  onWake(wake: () => void): () => void;
}

export interface PollingOptions {
  /** Fallback poll when no wake-up arrives. */
  readonly pollIntervalMs: number;
  /** Retries while events are pending double from 1 ms up to this. */
  readonly maxRetryDelayMs: number;
  /** Called once when the subscription ends, however it ends. */
  readonly onClosed?: () => void;
}

export function pollingSubscription(
  start: Promise<Position>,
  source: PollingSource,
  options: PollingOptions,
): AllSubscription {
  return new PollingSubscription(start, source, options);
}

class PollingSubscription implements AllSubscription {
  #closed = false;
  #iterated = false;
  #woken = false;
  #interrupt: (() => void) | undefined;
  #unregister: (() => void) | undefined;
  #reading: Promise<unknown> | undefined;

  constructor(
    private readonly start: Promise<Position>,
    private readonly source: PollingSource,
    private readonly options: PollingOptions,
  ) {
    // A failed start surfaces on iteration; until then it must not count as unhandled.
    start.catch(() => undefined);
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    if (this.#iterated) throw new Error('a subscription can be iterated only once');
    this.#iterated = true;
    return this.#run();
  }

  async unsubscribe(): Promise<void> {
    this.#close();
    this.#interrupt?.();
    await this.#reading?.catch(() => undefined);
  }

  async *#run(): AsyncGenerator<RecordedEvent> {
    try {
      if (this.#closed) return;
      this.#unregister = this.source.onWake(() => this.#wake());
      let after = await this.start;
      let retryDelay = 1;
      while (!this.#closed) {
        this.#woken = false;
        const reading = this.source.readPage(after);
        this.#reading = reading;
        const page = await reading;
        this.#reading = undefined;
        if (this.#closed) return;
        if (page.events.length > 0) {
          retryDelay = 1;
          for (const event of page.events) {
            yield event;
            if (this.#closed) return;
          }
          after = page.events[page.events.length - 1]!.position;
        } else if (page.pending) {
          // Wake-ups do not cut a retry short: under a stream of appends, a transaction holding
          // the horizon back would otherwise turn every append into a query.
          await this.#wait(retryDelay, false);
          retryDelay = Math.min(retryDelay * 2, this.options.maxRetryDelayMs);
        } else {
          retryDelay = 1;
          await this.#wait(this.options.pollIntervalMs, true);
        }
      }
    } finally {
      this.#close();
    }
  }

  #wake(): void {
    this.#woken = true;
    this.#interrupt?.();
  }

  /** Waits `ms`, less when the subscription closes or, if `wakeable`, when it is woken. */
  #wait(ms: number, wakeable: boolean): Promise<void> {
    if (wakeable && this.#woken) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.#interrupt = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#interrupt = () => {
        if (wakeable || this.#closed) done();
      };
    });
  }

  #close(): void {
    const unregister = this.#unregister;
    this.#unregister = undefined;
    unregister?.();
    if (this.#closed) return;
    this.#closed = true;
    this.options.onClosed?.();
  }
}
