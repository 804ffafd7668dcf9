/**
 * A live sample batch as the projections see it (issue 18): a `SamplesRecorded` event that the
 * gateway appended (metadata `liveSeq`, command/src/live/append.ts) rather than an upload job
 * (metadata `jobId`). Both land in `samples-<eventId>_<deviceId>`.
 */
import { SAMPLES_RECORDED, samplesStreamCategory } from '@stride/contracts/events/upload';
import type { RecordedEvent } from '@stride/streams/port';

/** A record source row's format for live batches: cleaned with the tracker profile (GNSS_10HZ). */
export const LIVE_FORMAT = 'live';

export interface LiveBatchRef {
  readonly streamName: string;
  readonly eventId: string;
  readonly deviceId: string;
  readonly revision: bigint;
  readonly samples: number;
  /** Epoch ms of its first and last sample. */
  readonly firstTime: number;
  readonly lastTime: number;
}

const PREFIX = `${samplesStreamCategory}-`;

/** The live batch `recorded` is, or null (an upload's batch, or another event). */
export function liveBatchOf(recorded: RecordedEvent): LiveBatchRef | null {
  if (recorded.type !== SAMPLES_RECORDED || !isLive(recorded)) return null;
  const ids = streamIds(recorded.streamName);
  if (ids === null) return null;
  const meta = recorded.metadata as Record<string, unknown>;
  const { samples, firstTime, lastTime } = meta;
  if (typeof samples !== 'number' || typeof firstTime !== 'number' || typeof lastTime !== 'number')
    return null;
  return {
    streamName: recorded.streamName,
    ...ids,
    revision: recorded.revision,
    samples,
    firstTime,
    lastTime,
  };
}

/** Whether a batch of a samples stream came from the gateway. */
export function isLive(recorded: Pick<RecordedEvent, 'metadata'>): boolean {
  return typeof (recorded.metadata as Record<string, unknown>).liveSeq === 'number';
}

/** The event and device of a `samples-<eventId>_<deviceId>` stream. */
export function streamIds(streamName: string): { eventId: string; deviceId: string } | null {
  if (!streamName.startsWith(PREFIX)) return null;
  const rest = streamName.slice(PREFIX.length);
  const cut = rest.indexOf('_');
  if (cut <= 0 || cut === rest.length - 1) return null;
  return { eventId: rest.slice(0, cut), deviceId: rest.slice(cut + 1) };
}
