/**
 * The write of one live batch (issue 18): the head of each `samples-<eventId>_<deviceId>` stream
 * (its revision, highest live seq and last live time), and the append of a batch whose seq is
 * above the stored one, expecting the stream's revision (another writer: the stream is read again).
 * The rules of which batch to write when are append.ts's.
 */
import { v5 as uuidv5 } from 'uuid';
import { DomainError } from '@stride/contracts/errors';
import { SAMPLES_RECORDED, uploadSchemaVersion } from '@stride/contracts/events/upload';
import { encodeBatch, type SampleBatch } from '@stride/contracts/samples';
import { WrongExpectedVersionError, type EventStore } from '@stride/streams/port';
import { eventMetadata, readStreamIfAny } from '../handler.ts';

const LIVE_BATCH_NAMESPACE = 'b3f1c7a2-5d84-4e0b-9a61-2c7e8f4d1a90';
const ATTEMPTS = 5;
/** Stream heads kept in memory; beyond, the cache starts again (each head is read back once). */
const MAX_HEADS = 10_000;

export interface LiveBatchMetadata {
  readonly liveSeq: number;
  readonly receiverId: string;
  /** Epoch ms of the batch's first and last sample. */
  readonly firstTime: number;
  readonly lastTime: number;
  readonly samples: number;
}

export interface LiveBatch {
  readonly clubId: string;
  readonly receiverId: string;
  readonly eventId: string;
  readonly deviceId: string;
  /** The sender's sequence number for the device, from 1. */
  readonly seq: number;
  /** At least one sample, times non-decreasing (the gateway checked). */
  readonly batch: SampleBatch;
}

export interface LiveAppend {
  /** Whether this batch was stored now (false: its seq was already stored). */
  readonly stored: boolean;
  /** The highest seq stored for the device in the event. */
  readonly ack: number;
}

export interface Head {
  readonly revision: bigint | null;
  /** 0: no live batch yet. */
  readonly seq: number;
  readonly lastTime: number;
}

export interface LiveStreamWriter {
  /** The stream's head, from memory once read. */
  head(streamName: string): Promise<Head>;
  /** Appends `live` when its seq is above the stored one (whatever the gap); else a resend. */
  appendNow(streamName: string, live: LiveBatch, now: Date): Promise<LiveAppend>;
}

async function readHead(store: EventStore, streamName: string): Promise<Head> {
  let revision: bigint | null = null;
  for await (const recorded of readStreamIfAny(store, streamName, { direction: 'backwards' })) {
    revision ??= recorded.revision;
    const meta = recorded.metadata as Partial<LiveBatchMetadata>;
    if (typeof meta.liveSeq === 'number' && typeof meta.lastTime === 'number') {
      return { revision, seq: meta.liveSeq, lastTime: meta.lastTime };
    }
  }
  return { revision, seq: 0, lastTime: Number.NEGATIVE_INFINITY };
}

export function liveStreamWriter(
  store: EventStore,
  onStored?: (samples: number, seconds: number) => void,
): LiveStreamWriter {
  const heads = new Map<string, Head>();

  async function head(streamName: string): Promise<Head> {
    const known = heads.get(streamName);
    if (known !== undefined) return known;
    const read = await readHead(store, streamName);
    if (heads.size >= MAX_HEADS) heads.clear();
    heads.set(streamName, read);
    return read;
  }

  /** Appends `live` when its seq is above the stored one (whatever the gap). */
  async function appendNow(streamName: string, live: LiveBatch, now: Date): Promise<LiveAppend> {
    const { batch, seq } = live;
    const n = batch.t.length;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const current = await head(streamName);
      if (seq <= current.seq) return { stored: false, ack: current.seq };
      if (!(batch.t[0]! > current.lastTime)) {
        throw new DomainError('LIVE_TIME_BACKWARDS', { lastStoredTime: current.lastTime, ack: current.seq });
      }
      const id = uuidv5(`${streamName}/live/${seq}`, LIVE_BATCH_NAMESPACE);
      const metadata: LiveBatchMetadata & Record<string, unknown> = {
        liveSeq: seq,
        receiverId: live.receiverId,
        firstTime: batch.t[0]!,
        lastTime: batch.t[n - 1]!,
        samples: n,
        ...eventMetadata(
          {
            commandId: id,
            actorId: live.receiverId,
            clubId: live.clubId,
            correlationId: id,
            causationId: id,
            occurredAt: now,
          },
          uploadSchemaVersion,
        ),
      };
      try {
        const started = performance.now();
        const result = await store.append(
          streamName,
          [{ id, type: SAMPLES_RECORDED, data: encodeBatch(batch), metadata }],
          { expectedRevision: current.revision ?? 'no_stream' },
        );
        heads.set(streamName, { revision: result.nextExpectedRevision, seq, lastTime: batch.t[n - 1]! });
        onStored?.(n, (performance.now() - started) / 1000);
        return { stored: true, ack: seq };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        heads.delete(streamName); // another writer: read the stream again
      }
    }
    throw new DomainError('WRITE_CONFLICT');
  }

  return { head, appendNow };
}
