/**
 * What a record folds (issue 18): a selection's sources, the batches of its device's files and
 * of its live stream, in time order. Where a file covers (from its first sample to its last), its
 * samples count and the live ones received meanwhile do not; live samples before or after it do.
 */
import { decodeBatch, sliceBatch, type SampleBatch } from '@stride/contracts/samples';
import type { EventStore } from '@stride/streams/port';
import { push, type MetricsState } from '../metrics/engine.ts';
import { LIVE_FORMAT } from './live-batch.ts';
import type { RelayedBatches } from './upload-batches.ts';

export interface SourceRange {
  readonly stream_name: string;
  readonly from_revision: string;
  readonly to_revision: string;
  readonly format: string;
  readonly first_time: string;
  readonly last_time: string;
}

/** Where the record's figures come from. */
export function sourceKind(sources: readonly SourceRange[]): 'LIVE' | 'FILE' | 'BOTH' {
  const files = sources.filter((source) => source.format !== LIVE_FORMAT).length;
  return files === 0 ? 'LIVE' : files === sources.length ? 'FILE' : 'BOTH';
}

/**
 * Fold the sources (ordered by first sample) into `state`; the samples pushed. A source's batches
 * come from `relayed` when it has them (an upload's commit, upload-batches.ts), else the store.
 */
export async function foldSources(
  store: EventStore,
  state: MetricsState,
  sources: readonly SourceRange[],
  relayed?: RelayedBatches,
): Promise<number> {
  const files = sources.filter((source) => source.format !== LIVE_FORMAT);
  const lives = sources.filter((source) => source.format === LIVE_FORMAT);
  let samples = 0;
  const fold = async (from: readonly SourceRange[], keep: (batch: SampleBatch) => SampleBatch | null) => {
    for (const source of from) {
      for await (const batch of batchesOf(store, source, relayed)) {
        const part = keep(batch);
        if (part === null || part.t.length === 0) continue;
        samples += part.t.length;
        push(state, part);
      }
    }
  };
  if (files.length === 0 || lives.length === 0) {
    await fold(sources, (batch) => batch);
    return samples;
  }
  const [first, last] = fileSpan(files);
  await fold(lives, (batch) => before(batch, first));
  await fold(files, (batch) => batch);
  await fold(lives, (batch) => after(batch, last));
  return samples;
}

async function* batchesOf(
  store: EventStore,
  source: SourceRange,
  relayed: RelayedBatches | undefined,
): AsyncIterable<SampleBatch> {
  const kept = relayed?.batches(source) ?? null;
  if (kept !== null) {
    for (const data of kept) yield decodeBatch(data);
    return;
  }
  const from = BigInt(source.from_revision);
  const count = Number(BigInt(source.to_revision) - from + 1n);
  for await (const recorded of store.readStream(source.stream_name, {
    fromRevision: from,
    maxCount: count,
  })) {
    if (recorded.data instanceof Uint8Array) yield decodeBatch(recorded.data);
  }
}

/** From the first sample of the device's files to their last. */
function fileSpan(files: readonly SourceRange[]): [number, number] {
  let first = Infinity;
  let last = -Infinity;
  for (const file of files) {
    first = Math.min(first, Number(file.first_time));
    last = Math.max(last, Number(file.last_time));
  }
  return [first, last];
}

/** The samples of a time-ordered batch before `time`; null when none. */
function before(batch: SampleBatch, time: number): SampleBatch | null {
  let n = 0;
  while (n < batch.t.length && batch.t[n]! < time) n++;
  return n === 0 ? null : n === batch.t.length ? batch : sliceBatch(batch, 0, n);
}

/** The samples of a time-ordered batch after `time`; null when none. */
function after(batch: SampleBatch, time: number): SampleBatch | null {
  const n = batch.t.length;
  let i = n;
  while (i > 0 && batch.t[i - 1]! > time) i--;
  return i === n ? null : i === 0 ? batch : sliceBatch(batch, i, n);
}
