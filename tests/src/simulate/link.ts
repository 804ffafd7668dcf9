/**
 * One simulated device's link to the gateway (pure but for the `send` it is given): it forms a
 * batch of the samples due, sends it with the next seq, and keeps it until the gateway's ack
 * covers it. A batch without an answer (offline, 5xx, 429) is resent as it was, same seq, so a
 * copy that did arrive is not stored twice; meanwhile due samples wait, and go out together in
 * the next batch (offline buffering). Retries back off exponentially, or wait the Retry-After.
 */
import type { SampleBatch } from '@stride/contracts/samples';
import { anchoredSlice, dueCount, type Trace } from './schedule.ts';

/** The gateway's answer to one batch. */
export type SendResult =
  | { readonly kind: 'ok'; readonly stored: boolean; readonly ack: number }
  /** No answer, 5xx or 429: send the same batch again after `afterMs` (null: back off). */
  | { readonly kind: 'retry'; readonly afterMs: number | null; readonly reason: string }
  | {
      readonly kind: 'refused';
      readonly status: number;
      readonly code: string;
      readonly details: Readonly<Record<string, unknown>>;
    };

export type Send = (deviceId: string, seq: number, batch: SampleBatch) => Promise<SendResult>;

export interface LinkOptions {
  /** Most samples in one batch (the gateway takes 5000). @default 5000 */
  readonly maxSamples?: number;
  /** First retry delay, doubled each time up to `maxBackoffMs`. @default 500 */
  readonly backoffMs?: number;
  /** @default 30 000 */
  readonly maxBackoffMs?: number;
}

interface Pending {
  seq: number;
  readonly from: number;
  readonly to: number;
  batch: SampleBatch;
  attempts: number;
}

export type LinkState = 'sending' | 'done' | 'stopped';

export class DeviceLink {
  /** The first sample not yet in a batch. */
  private cursor = 0;
  private pending: Pending | null = null;
  private nextSeq = 1;
  private retryAt = Number.NEGATIVE_INFINITY;
  private backoff: number;
  private readonly maxSamples: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;

  state: LinkState = 'sending';
  /** The highest seq the gateway acknowledged. */
  ack = 0;
  /** Samples the gateway stored for this link. */
  samplesStored = 0;
  /** Requests that failed (retried or refused). */
  errors = 0;
  /** Why the link stopped (a refusal's code), when it did. */
  stoppedBecause: string | null = null;
  lastError: string | null = null;

  constructor(
    readonly deviceId: string,
    readonly trace: Trace,
    /** Epoch ms of the trace's time 0. */
    public anchorMs: number,
    options: LinkOptions = {},
  ) {
    this.maxSamples = options.maxSamples ?? 5000;
    this.backoffMs = options.backoffMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.backoff = this.backoffMs;
  }

  /** Samples due at `elapsedMs` and not stored yet (in the batch on its way, or waiting). */
  backlog(elapsedMs: number): number {
    return Math.max(0, dueCount(this.trace, elapsedMs) - this.cursor);
  }

  /**
   * One round at wall time `nowMs` with the trace at `elapsedMs`: at most one request. Resolves
   * when its answer is handled.
   */
  async step(nowMs: number, elapsedMs: number, send: Send): Promise<void> {
    if (this.state !== 'sending' || nowMs < this.retryAt) return;
    // A batch renumbered or moved after an earlier run of the device goes again at once.
    for (let attempt = 0; attempt < 3; attempt++) {
      const pending = this.pending ?? this.form(elapsedMs);
      if (pending === null) return;
      pending.attempts++;
      const result = await send(this.deviceId, pending.seq, pending.batch);
      const again =
        result.kind === 'ok'
          ? this.acknowledged(pending, result.stored, result.ack)
          : result.kind === 'retry'
            ? this.retry(nowMs, result.afterMs, result.reason)
            : this.refused(nowMs, pending, result.code, result.details);
      if (!again) return;
    }
  }

  /** The next batch of what is due (null: nothing due, or the trace is stored: done). */
  private form(elapsedMs: number): Pending | null {
    if (this.cursor >= this.trace.batch.t.length) {
      this.state = 'done';
      return null;
    }
    const due = dueCount(this.trace, elapsedMs);
    if (due <= this.cursor) return null;
    const to = Math.min(due, this.cursor + this.maxSamples);
    this.pending = {
      seq: this.nextSeq++,
      from: this.cursor,
      to,
      batch: anchoredSlice(this.trace, this.cursor, to, this.anchorMs),
      attempts: 0,
    };
    return this.pending;
  }

  /** Whether to send again at once. */
  private acknowledged(pending: Pending, stored: boolean, ack: number): boolean {
    this.ack = Math.max(this.ack, ack);
    if (ack < pending.seq) {
      // Not covered (no gateway answers so): send it again next round.
      this.errors++;
      this.lastError = `ack ${ack} below seq ${pending.seq}`;
      return false;
    }
    if (!stored && pending.attempts === 1) {
      // Our first send of this seq, yet the gateway has it: another sender (an earlier run)
      // used these seqs. Go on above its ack.
      this.renumber(ack);
      return true;
    }
    this.samplesStored += pending.to - pending.from;
    this.cursor = pending.to;
    this.pending = null;
    this.backoff = this.backoffMs;
    if (this.cursor >= this.trace.batch.t.length) this.state = 'done';
    return false;
  }

  /**
   * The batch on its way takes seq `ack + 1`: right above what the gateway holds, so it is stored
   * at once (a seq above `ack + 1` waits in the gateway's reorder window for the ones skipped).
   * Only for a batch not stored: its seq was the gateway's already, or refused.
   */
  private renumber(ack: number): void {
    const pending = this.pending!;
    pending.seq = ack + 1;
    this.nextSeq = ack + 2;
    pending.attempts = 0;
  }

  private retry(nowMs: number, afterMs: number | null, reason: string): false {
    this.errors++;
    this.lastError = reason;
    const wait = afterMs ?? this.backoff;
    if (afterMs === null) this.backoff = Math.min(this.maxBackoffMs, this.backoff * 2);
    this.retryAt = nowMs + wait;
    return false;
  }

  /** Whether to send again at once. */
  private refused(
    nowMs: number,
    pending: Pending,
    code: string,
    details: Readonly<Record<string, unknown>>,
  ): boolean {
    this.errors++;
    this.lastError = code;
    const last = details.lastStoredTime;
    const ack = details.ack;
    if (
      code === 'LIVE_TIME_BACKWARDS' &&
      typeof last === 'number' &&
      typeof ack === 'number' &&
      this.samplesStored === 0
    ) {
      // An earlier run stored later samples of this device: start just after them.
      this.anchorMs += last - pending.batch.t[0]! + 100;
      pending.batch = anchoredSlice(this.trace, pending.from, pending.to, this.anchorMs);
      this.renumber(ack);
      return true;
    }
    if (code === 'LIVE_VALUE_IMPOSSIBLE' && details.reason === 'AHEAD_OF_SERVER_CLOCK') {
      // Samples too far ahead of the server's clock (an earlier run's, or a clock apart): they
      // become acceptable as time passes.
      return this.retry(nowMs, 1000, `${code} (${details.reason})`);
    }
    if (
      code === 'LIVE_VALUE_IMPOSSIBLE' ||
      code === 'LIVE_BATCH_MALFORMED' ||
      code === 'LIVE_BATCH_TOO_LARGE'
    ) {
      // This batch can never be stored: skip its samples, go on with the next ones (with its seq,
      // which the gateway did not take: no gap).
      this.cursor = pending.to;
      this.pending = null;
      this.nextSeq = pending.seq;
      return false;
    }
    this.state = 'stopped';
    this.stoppedBecause = code;
    return false;
  }
}
