/**
 * What earlier uploads hold. Samples of a device in an event whose time falls in a batch of an
 * earlier job that committed (or still runs) are left out and reported: two files of the same
 * minutes never count twice.
 */
import type { SamplesMetadata } from '@stride/contracts/events/upload';
import { uploadStreamName } from '@stride/contracts/events/upload';
import { sliceBatch, type SampleBatch } from '@stride/contracts/samples';
import type { EventStore } from '@stride/streams/port';
import { readStreamIfAny } from '../handler.ts';
import { readState } from '../multi-stream.ts';
import { jobDecider } from './job.ts';
import type { JobState } from './state.ts';

/** A time range [from, to] (inclusive) of a stream's samples that a job holds. */
export interface HeldRange {
  readonly jobId: string;
  readonly from: number;
  readonly to: number;
}

/**
 * Time ranges of a stream's batches that belong to committed or running jobs, and its revision.
 * A job whose process is gone does not run: `endOrphan` fails it (true), and its batches, which
 * no commit will ever list, hold nothing.
 */
export async function heldRanges(
  store: EventStore,
  streamName: string,
  ownJobId: string,
  endOrphan?: (job: JobState) => Promise<boolean>,
): Promise<{ revision: bigint | null; ranges: HeldRange[] }> {
  const jobs = new Map<string, boolean>();
  const ranges: HeldRange[] = [];
  let revision: bigint | null = null;
  for await (const recorded of readStreamIfAny(store, streamName)) {
    revision = recorded.revision;
    const meta = recorded.metadata as Partial<SamplesMetadata>;
    const jobId = meta.jobId;
    if (typeof jobId !== 'string' || jobId === ownJobId) continue;
    let holds = jobs.get(jobId);
    if (holds === undefined) {
      const { state: other } = await readState(store, uploadStreamName(jobId), jobDecider);
      const running = other.status === 'received' || other.status === 'parsing';
      holds = other.status === 'committed' || (running && !((await endOrphan?.(other)) ?? false));
      jobs.set(jobId, holds);
    }
    if (holds && typeof meta.firstTime === 'number' && typeof meta.lastTime === 'number')
      ranges.push({ jobId, from: meta.firstTime, to: meta.lastTime });
  }
  return { revision, ranges };
}

/** The parts of `batch` outside every range (each [from, to] inclusive), and what fell inside. */
export function outsideRanges(
  batch: SampleBatch,
  ranges: readonly HeldRange[],
): { parts: SampleBatch[]; dropped: { jobId: string; from: number; to: number; samples: number }[] } {
  const t = batch.t;
  const n = t.length;
  if (n === 0) return { parts: [], dropped: [] };
  const relevant = ranges.filter((r) => r.to >= t[0]! && r.from <= t[n - 1]!);
  if (relevant.length === 0) return { parts: [batch], dropped: [] };
  const parts: SampleBatch[] = [];
  const dropped = new Map<string, { jobId: string; from: number; to: number; samples: number }>();
  let runStart = -1;
  for (let i = 0; i <= n; i++) {
    const holder = i < n ? relevant.find((r) => t[i]! >= r.from && t[i]! <= r.to) : undefined;
    if (i < n && holder === undefined) {
      if (runStart < 0) runStart = i;
      continue;
    }
    if (runStart >= 0) {
      parts.push(sliceBatch(batch, runStart, i));
      runStart = -1;
    }
    if (holder !== undefined) {
      const entry = dropped.get(holder.jobId);
      if (entry === undefined)
        dropped.set(holder.jobId, { jobId: holder.jobId, from: t[i]!, to: t[i]!, samples: 1 });
      else dropped.set(holder.jobId, { ...entry, to: t[i]!, samples: entry.samples + 1 });
    }
  }
  return { parts, dropped: [...dropped.values()] };
}
