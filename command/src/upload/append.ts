/**
 * Appending a stream's batches: in appends under the store's size limit (room left for the
 * envelope), each expecting the stream's revision. A job that finds another writing the same
 * stream gets what it appended so far and the rest back (`PartialAppend`), to look again at what
 * the other holds.
 */
import { v5 as uuidv5 } from 'uuid';
import { SAMPLES_RECORDED, uploadSchemaVersion, type SamplesMetadata } from '@stride/contracts/events/upload';
import type { EventMetadata } from '@stride/contracts/metadata';
import { encodeBatch, type SampleBatch } from '@stride/contracts/samples';
import { DEFAULT_MAX_APPEND_SIZE, WrongExpectedVersionError, type EventStore } from '@stride/streams/port';
import { eventMetadata, type CommandContext } from '../handler.ts';

/** Room left under the store's append limit for the event envelope. */
const APPEND_BUDGET = DEFAULT_MAX_APPEND_SIZE - 64 * 1024;
const BATCH_ID_NAMESPACE = '2b9c8f3e-6a1d-4e57-8c0b-7d4f1e2a9b63';

/** Appends batches in appends under the store's size limit, each expecting the stream's revision. */
export async function appendBatches(
  store: EventStore,
  streamName: string,
  batches: readonly SampleBatch[],
  revision: bigint | null,
  jobId: string,
  context: CommandContext,
  onAppended: (samples: number) => void,
): Promise<AppendedRange[]> {
  const done: {
    fromRevision: number;
    toRevision: number;
    samples: number;
    firstTime: number;
    lastTime: number;
  }[] = [];
  let expected = revision;
  let index = 0;
  while (index < batches.length) {
    const group: { batch: SampleBatch; bytes: Uint8Array }[] = [];
    let size = 0;
    while (index < batches.length) {
      const bytes = encodeBatch(batches[index]!);
      if (group.length > 0 && size + bytes.length > APPEND_BUDGET) break;
      group.push({ batch: batches[index]!, bytes });
      size += bytes.length;
      index++;
    }
    const base = expected === null ? -1n : expected;
    try {
      const result = await store.append(
        streamName,
        group.map(({ batch, bytes }, i) => {
          const n = batch.t.length;
          const metadata: SamplesMetadata & EventMetadata & Record<string, unknown> = {
            jobId,
            firstTime: batch.t[0]!,
            lastTime: batch.t[n - 1]!,
            samples: n,
            ...eventMetadata(context, uploadSchemaVersion),
          };
          return {
            id: uuidv5(`${jobId}/${streamName}/${base + 1n + BigInt(i)}`, BATCH_ID_NAMESPACE),
            type: SAMPLES_RECORDED,
            data: bytes,
            metadata,
          };
        }),
        { expectedRevision: expected === null ? 'no_stream' : expected },
      );
      expected = result.nextExpectedRevision;
      const samples = group.reduce((n, g) => n + g.batch.t.length, 0);
      const lastGroupBatch = group[group.length - 1]!.batch;
      done.push({
        fromRevision: Number(base + 1n),
        toRevision: Number(result.nextExpectedRevision),
        samples,
        firstTime: group[0]!.batch.t[0]!,
        lastTime: lastGroupBatch.t[lastGroupBatch.t.length - 1]!,
      });
      onAppended(samples);
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new PartialAppend(done, batches.slice(index - group.length), error);
      }
      throw error;
    }
  }
  return done;
}

export interface AppendedRange {
  readonly fromRevision: number;
  readonly toRevision: number;
  readonly samples: number;
  readonly firstTime: number;
  readonly lastTime: number;
}

/** An append refused because the stream moved: what was appended before, and what is left. */
export class PartialAppend extends Error {
  constructor(
    readonly done: {
      fromRevision: number;
      toRevision: number;
      samples: number;
      firstTime: number;
      lastTime: number;
    }[],
    readonly rest: SampleBatch[],
    override readonly cause: unknown,
  ) {
    super('the stream moved during the append');
  }
}
