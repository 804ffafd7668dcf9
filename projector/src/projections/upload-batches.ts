/**
 * An upload's sample batches as they are relayed to the records projection (issue 18, "Uploads
 * take the same path"), kept in memory until their job's `UploadSamplesCommitted`, so that the
 * commit does not read 60 MB back from the store.
 *
 * What is kept is the batch's bytes, exactly as stored: an event of a stream at a revision never
 * changes, so the bytes of revisions `from..to` of a stream are what `readStream` would give, and
 * the fold that follows (records-compute.ts, the same code for both) gives the same record byte
 * for byte.
 *
 * With `foldAsRelayed`, each stream's batches are also folded as they come (`startFold`), with
 * the configuration the selection wearing the device has at the first batch, with a tracker's
 * profile (a docking station's files): the commit uses that engine state only when it is exactly
 * the fold of the selection's sources (the job's batches of one stream, all of them, in revision
 * order, nothing else) with the configuration the commit computes (its JSON): otherwise it folds
 * the bytes.
 *
 * A job's batches are used only when every revision of a source is there and each names that job
 * (metadata `jobId`); anything else (a cold start, a position that does not move forwards, a
 * job dropped for memory, a live batch) reads the store, as before.
 */
import type { SampleAppend } from '@stride/contracts/events/upload';
import type { MetricsConfig } from '@stride/contracts/metrics';
import { decodeBatch } from '@stride/contracts/samples';
import { comparePositions, type Position, type RecordedEvent } from '@stride/streams/port';
import { init, push, type MetricsState } from '../metrics/engine.ts';
import { isLive } from './live-batch.ts';

/** Bytes kept at most (a 90-minute, 25-player match at 10 Hz is about 62 MB). */
export const DEFAULT_MAX_BYTES = 512 * 2 ** 20;
/** Jobs remembered as dropped (their later batches are not kept), at most. */
const MAX_DROPPED = 1_000;

type SourceRange = {
  readonly stream_name: string;
  readonly from_revision: string;
  readonly to_revision: string;
};

/** What a commit finds of its job's sources here; null: read (or fold) them. */
export interface RelayedBatches {
  /** A source's batches, in revision order. */
  batches(source: SourceRange): readonly Uint8Array[] | null;
  /** The engine state of exactly `sources` folded in order with `config`; given once. */
  folded(sources: readonly SourceRange[], config: MetricsConfig): Folded | null;
}

export interface Folded {
  readonly state: MetricsState;
  readonly samples: number;
}

interface Fold extends Folded {
  readonly key: string;
  readonly from: bigint;
  /** The revision the next batch folded must have. */
  next: bigint;
  samples: number;
}

interface StreamBatches {
  readonly batches: Map<bigint, Uint8Array>;
  /** Undefined: not started; null: given up (or taken). */
  fold: Fold | null | undefined;
}

interface JobBatches {
  readonly streams: Map<string, StreamBatches>;
  bytes: number;
}

/** How the commits found their batches (tests and the bench). */
export interface UploadBatchStats {
  /** Sources folded from relayed batches. */
  relayed: number;
  /** Selections whose engine state was folded as the batches came. */
  folded: number;
  /** Sources of a committing job read from the store instead. */
  read: number;
}

export class UploadBatches {
  /** In the order jobs were first seen: the oldest goes first when memory runs short. */
  readonly #jobs = new Map<string, JobBatches>();
  readonly #dropped = new Set<string>();
  #bytes = 0;
  #last: Position | null = null;
  readonly stats: UploadBatchStats = { relayed: 0, folded: 0, read: 0 };
  /**
   * Fold the batches as they come (`startFold`), or only keep them (the commit folds them).
   * Off by default: the commit waits on writing its records (megabytes of JSON each) rather than
   * on folding, which overlaps those writes; folding earlier only takes the CPU from the upload
   * itself (tests/bench/uploads.ts, `BENCH_RELAYED=fold`).
   */
  foldAsRelayed = false;

  constructor(private maxBytes = DEFAULT_MAX_BYTES) {}

  /** Bytes held now. */
  get bytes(): number {
    return this.#bytes;
  }

  /** A new bound (0: keep nothing); what is held past it goes. */
  limit(maxBytes: number): void {
    this.maxBytes = maxBytes;
    this.#shrink(0);
  }

  clear(): void {
    this.#jobs.clear();
    this.#dropped.clear();
    this.#bytes = 0;
    this.#last = null;
  }

  /**
   * Every event the projection applies passes here first: a position that does not move
   * forwards (a batch applied again after a rollback, a rebuild) forgets everything.
   */
  advance(position: Position): void {
    if (this.#last !== null && comparePositions(position, this.#last) <= 0) {
      this.#jobs.clear();
      this.#dropped.clear();
      this.#bytes = 0;
    }
    this.#last = position;
  }

  /**
   * Keep an upload's batch (a live batch, or one without a job, is not kept) and fold it into
   * its stream's state. True when the stream has no state yet: call `startFold`.
   */
  keep(recorded: RecordedEvent): boolean {
    const jobId = (recorded.metadata as Record<string, unknown>).jobId;
    if (typeof jobId !== 'string' || isLive(recorded) || !(recorded.data instanceof Uint8Array)) return false;
    if (this.#dropped.has(jobId)) return false;
    const size = recorded.data.byteLength;
    if (size > this.maxBytes) {
      this.drop(jobId);
      return false;
    }
    this.#shrink(size);
    if (this.#dropped.has(jobId)) return false;
    let job = this.#jobs.get(jobId);
    if (job === undefined) this.#jobs.set(jobId, (job = { streams: new Map(), bytes: 0 }));
    let stream = job.streams.get(recorded.streamName);
    if (stream === undefined)
      job.streams.set(recorded.streamName, (stream = { batches: new Map(), fold: undefined }));
    const previous = stream.batches.get(recorded.revision);
    if (previous !== undefined) {
      this.#take(job, previous.byteLength);
      stream.fold = null;
    }
    // A copy: the message's bytes may be a view of a larger buffer.
    const bytes = recorded.data.slice();
    stream.batches.set(recorded.revision, bytes);
    job.bytes += size;
    this.#bytes += size;
    if (stream.fold === undefined) {
      if (this.foldAsRelayed) return true;
      stream.fold = null;
    }
    if (stream.fold !== null) stream.fold = foldIn(stream.fold, recorded.revision, bytes);
    return false;
  }

  /**
   * Start folding the stream of `recorded` (just kept) from it, with `config` (null: do not).
   */
  startFold(recorded: RecordedEvent, config: MetricsConfig | null): void {
    const jobId = (recorded.metadata as Record<string, unknown>).jobId as string;
    const stream = this.#jobs.get(jobId)?.streams.get(recorded.streamName);
    const bytes = stream?.batches.get(recorded.revision);
    if (stream === undefined || stream.fold !== undefined || bytes === undefined) return;
    const fold: Fold | null =
      config === null
        ? null
        : {
            key: JSON.stringify(config),
            state: init(config),
            from: recorded.revision,
            next: recorded.revision,
            samples: 0,
          };
    stream.fold = fold === null ? null : foldIn(fold, recorded.revision, bytes);
  }

  /**
   * The job's batches at revisions `from..to` of the stream, in order; null unless every one of
   * them was kept.
   */
  batchesOf(jobId: string, streamName: string, from: bigint, to: bigint): Uint8Array[] | null {
    const stream = this.#jobs.get(jobId)?.streams.get(streamName)?.batches;
    if (stream === undefined || to < from) return null;
    const batches: Uint8Array[] = [];
    for (let revision = from; revision <= to; revision++) {
      const bytes = stream.get(revision);
      if (bytes === undefined) return null;
      batches.push(bytes);
    }
    return batches;
  }

  /**
   * What a job's commit folds a source with: the job's kept batches when the source is one of
   * its appends and every batch of it was kept, else null (read the store). Counted in `stats`.
   */
  forCommit(jobId: string, appends: readonly SampleAppend[]): RelayedBatches {
    const ranges = new Set(appends.map((a) => `${a.streamName}\n${a.fromRevision}\n${a.toRevision}`));
    const ofJob = (source: SourceRange) =>
      ranges.has(`${source.stream_name}\n${source.from_revision}\n${source.to_revision}`);
    return {
      batches: (source) => {
        if (!ofJob(source)) return null;
        const from = BigInt(source.from_revision);
        const batches = this.batchesOf(jobId, source.stream_name, from, BigInt(source.to_revision));
        if (batches === null) this.stats.read++;
        else this.stats.relayed++;
        return batches;
      },
      folded: (sources, config) => {
        const first = sources[0];
        if (first === undefined || !sources.every(ofJob)) return null;
        const stream = this.#jobs.get(jobId)?.streams.get(first.stream_name);
        const fold = stream?.fold;
        if (stream === undefined || fold === undefined || fold === null) return null;
        // One stream's batches, contiguous in revision order, from the fold's first to its last.
        let next = BigInt(first.from_revision);
        if (fold.from !== next) return null;
        for (const source of sources) {
          if (source.stream_name !== first.stream_name || BigInt(source.from_revision) !== next) return null;
          next = BigInt(source.to_revision) + 1n;
        }
        if (fold.next !== next || fold.key !== JSON.stringify(config)) return null;
        // Given once: the engine's `finish` is not to run twice on one state.
        stream.fold = null;
        this.stats.folded++;
        return { state: fold.state, samples: fold.samples };
      },
    };
  }

  /** The job committed or failed: its batches are of no more use. */
  forget(jobId: string): void {
    const job = this.#jobs.get(jobId);
    if (job === undefined) return;
    this.#bytes -= job.bytes;
    this.#jobs.delete(jobId);
  }

  /** Forget a job and keep none of its later batches (they would be an incomplete set). */
  drop(jobId: string): void {
    this.forget(jobId);
    if (this.#dropped.size >= MAX_DROPPED) this.#dropped.clear();
    this.#dropped.add(jobId);
  }

  /** Drop the oldest jobs until `room` more bytes fit. */
  #shrink(room: number): void {
    for (const jobId of this.#jobs.keys()) {
      if (this.#bytes + room <= this.maxBytes) return;
      this.drop(jobId);
    }
  }

  #take(job: JobBatches, size: number): void {
    job.bytes -= size;
    this.#bytes -= size;
  }
}

/** The fold moved on by the batch at `revision`, or null when it is not the next one (or unreadable). */
function foldIn(fold: Fold, revision: bigint, bytes: Uint8Array): Fold | null {
  if (revision !== fold.next) return null;
  try {
    const batch = decodeBatch(bytes);
    // As record-sources.ts folds: an empty batch is not pushed.
    if (batch.t.length > 0) {
      push(fold.state, batch);
      fold.samples += batch.t.length;
    }
  } catch {
    // The commit decodes the same bytes, and fails there as reading them would.
    return null;
  }
  fold.next = revision + 1n;
  return fold;
}
