/**
 * The live projection's folds (issue 18): one engine state per selection, kept in memory between
 * batches, and what a live row holds of it.
 *
 * The memory is a cache of `fold(the stream's live batches up to revision r)` with one
 * configuration. It is used only when the next batch is revision r + 1 of the same stream and
 * the configuration is the same (its JSON); anything else (a cold start, a changed period or
 * player, a redelivery) folds the stream again from the store up to the batch. Either way the
 * state equals what the records projection folds from the same batches: one engine, one
 * configuration, so the figures at the end of the event are the record's.
 */
import { decodeBatch } from '@stride/contracts/samples';
import type { MetricsConfig, MetricsResult } from '@stride/contracts/metrics';
import type { EventStore } from '@stride/streams/port';
import { init, push, type MetricsState } from '../metrics/engine.ts';
import { isLive } from './live-batch.ts';

/** Seconds of the live chart's trail. */
export const TRAIL_SECONDS = 300;
/** Folds kept; past it the cache starts again (each selection is folded from the store once). */
const MAX_FOLDS = 5_000;

export interface Fold {
  readonly streamName: string;
  readonly key: string;
  readonly state: MetricsState;
  /** The last stream revision folded (-1n: none). */
  revision: bigint;
  samples: number;
  /** Epoch ms of the newest sample folded; null before any. */
  lastTime: number | null;
}

export interface LiveTrail {
  readonly start: number | null;
  readonly speeds: (number | null)[];
  readonly heartRates: (number | null)[];
}

export class FoldCache {
  readonly #folds = new Map<string, Fold>();

  clear(): void {
    this.#folds.clear();
  }

  forget(selectionId: string): void {
    this.#folds.delete(selectionId);
  }

  /**
   * The selection's fold of `streamName` up to `revision`: the cached one moved on by `next`
   * (the batch at `revision`) when it stands just before it, else folded again from the store.
   */
  async foldTo(
    store: EventStore,
    selectionId: string,
    streamName: string,
    revision: bigint,
    config: MetricsConfig,
    next: Uint8Array | null,
  ): Promise<Fold> {
    const key = JSON.stringify(config);
    const cached = this.#folds.get(selectionId);
    if (cached !== undefined && cached.streamName === streamName && cached.key === key) {
      if (cached.revision === revision) return cached;
      if (next !== null && cached.revision === revision - 1n) {
        fold(cached, next);
        cached.revision = revision;
        return cached;
      }
    }
    const fresh: Fold = { streamName, key, state: init(config), revision: -1n, samples: 0, lastTime: null };
    if (revision >= 0n) {
      for await (const recorded of store.readStream(streamName, { maxCount: Number(revision) + 1 })) {
        if (isLive(recorded) && recorded.data instanceof Uint8Array) fold(fresh, recorded.data);
        fresh.revision = recorded.revision;
      }
    }
    if (this.#folds.size >= MAX_FOLDS) this.#folds.clear();
    this.#folds.set(selectionId, fresh);
    return fresh;
  }
}

function fold(target: Fold, data: Uint8Array): void {
  const batch = decodeBatch(data);
  const n = batch.t.length;
  if (n === 0) return;
  push(target.state, batch);
  target.samples += n;
  target.lastTime = batch.t[n - 1]!;
}

/** The last minutes of the figures, one value per second, from the result's series. */
export function trailOf(result: MetricsResult): LiveTrail {
  const { speedSerie, hrSerie } = result.extended;
  const lastSpeed = speedSerie.at(-1)?.ts ?? -Infinity;
  const lastHr = hrSerie.at(-1)?.ts ?? -Infinity;
  const end = Math.max(lastSpeed, lastHr);
  if (end === -Infinity) return { start: null, speeds: [], heartRates: [] };
  const first = Math.min(speedSerie[0]?.ts ?? Infinity, hrSerie[0]?.ts ?? Infinity);
  const start = Math.max(first, end - (TRAIL_SECONDS - 1) * 1000);
  const length = Math.round((end - start) / 1000) + 1;
  const speeds: (number | null)[] = new Array<number | null>(length).fill(null);
  const heartRates: (number | null)[] = new Array<number | null>(length).fill(null);
  for (let i = speedSerie.length - 1; i >= 0 && speedSerie[i]!.ts >= start; i--) {
    speeds[Math.round((speedSerie[i]!.ts - start) / 1000)] = speedSerie[i]!.value;
  }
  for (let i = hrSerie.length - 1; i >= 0 && hrSerie[i]!.ts >= start; i--) {
    heartRates[Math.round((hrSerie[i]!.ts - start) / 1000)] = Math.round(hrSerie[i]!.value);
  }
  return { start, speeds, heartRates };
}
