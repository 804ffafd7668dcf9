/**
 * An upload's sample batches as they are relayed to the records projection (issue 18, "Uploads
 * take the same path"), kept in memory until their job's `UploadSamplesCommitted`, so that the
 * commit folds them without reading 60 MB back from the store.
 *
 * What is kept is the batch's bytes, exactly as stored: an event of a stream at a revision never
 * changes, so the bytes of revisions `from..to` of a stream are what `readStream` would give, and
 * the fold that follows (records-compute.ts, the same code for both) gives the same record byte
 * for byte. The configuration plays no part here: it is the commit's, as when reading the store.
 *
 * A job's batches are used only when every revision of a source is there and each names that job
 * (metadata `jobId`); anything else (a cold start, a position that does not move forwards, a
 * job dropped for memory, a live batch) reads the store, as before.
 */
import type { SampleAppend } from '@stride/contracts/events/upload';
import { comparePositions, type Position, type RecordedEvent } from '@stride/streams/port';
import { isLive } from './live-batch.ts';

/** Bytes kept at most (a 90-minute, 25-player match at 10 Hz is about 62 MB). */
export const DEFAULT_MAX_BYTES = 512 * 2 ** 20;
/** Jobs remembered as dropped (their later batches are not kept), at most. */
const MAX_DROPPED = 1_000;

/** A source's batches from elsewhere than the store, or null: read the store. */
export type RelayedBatches = (source: {
  readonly stream_name: string;
  readonly from_revision: string;
  readonly to_revision: string;
}) => readonly Uint8Array[] | null;

interface JobBatches {
  /** Stream name → revision → bytes. */
  readonly streams: Map<string, Map<bigint, Uint8Array>>;
  bytes: number;
}

/** How the commits found their batches (tests and the bench). */
export interface UploadBatchStats {
  /** Sources folded from relayed batches. */
  relayed: number;
  /** Sources of a committing job read from the store instead. */
  read: number;
}

export class UploadBatches {
  /** In the order jobs were first seen: the oldest goes first when memory runs short. */
  readonly #jobs = new Map<string, JobBatches>();
  readonly #dropped = new Set<string>();
  #bytes = 0;
  #last: Position | null = null;
  readonly stats: UploadBatchStats = { relayed: 0, read: 0 };

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

  /** Keep an upload's batch (a live batch, or one without a job, is not kept). */
  keep(recorded: RecordedEvent): void {
    const jobId = (recorded.metadata as Record<string, unknown>).jobId;
    if (typeof jobId !== 'string' || isLive(recorded) || !(recorded.data instanceof Uint8Array)) return;
    if (this.#dropped.has(jobId)) return;
    const size = recorded.data.byteLength;
    if (size > this.maxBytes) {
      this.drop(jobId);
      return;
    }
    this.#shrink(size);
    if (this.#dropped.has(jobId)) return;
    let job = this.#jobs.get(jobId);
    if (job === undefined) this.#jobs.set(jobId, (job = { streams: new Map(), bytes: 0 }));
    let stream = job.streams.get(recorded.streamName);
    if (stream === undefined) job.streams.set(recorded.streamName, (stream = new Map<bigint, Uint8Array>()));
    const previous = stream.get(recorded.revision);
    if (previous !== undefined) this.#take(job, previous.byteLength);
    // A copy: the message's bytes may be a view of a larger buffer.
    stream.set(recorded.revision, recorded.data.slice());
    job.bytes += size;
    this.#bytes += size;
  }

  /**
   * The job's batches at revisions `from..to` of the stream, in order; null unless every one of
   * them was kept.
   */
  batchesOf(jobId: string, streamName: string, from: bigint, to: bigint): Uint8Array[] | null {
    const stream = this.#jobs.get(jobId)?.streams.get(streamName);
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
    return (source) => {
      if (!ranges.has(`${source.stream_name}\n${source.from_revision}\n${source.to_revision}`)) return null;
      const batches = this.batchesOf(
        jobId,
        source.stream_name,
        BigInt(source.from_revision),
        BigInt(source.to_revision),
      );
      if (batches === null) this.stats.read++;
      else this.stats.relayed++;
      return batches;
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
