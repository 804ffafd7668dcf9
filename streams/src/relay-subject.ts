/**
 * The subject the relay publishes an event on: `…events.<category>` (one subject per stream
 * category), or, with `partitions` above 1, the sample batches of live events spread over
 * `…events.samples.<p>`, p = partitionOf(event id, partitions): every batch of one event on one
 * subject, so a consumer per partition sees each event's batches in `$all` order (deploy/README.md,
 * "Hundreds of live events").
 */
import { partitionOf, type NatsNames } from '@stride/contracts/nats';
import { samplesStreamCategory } from '@stride/contracts/events/upload';
import { streamCategory } from './port.ts';

/** The live event a `samples-<eventId>_<deviceId>` stream belongs to (all of the id when no `_`). */
export function samplesEventId(streamName: string): string {
  const id = streamName.slice(samplesStreamCategory.length + 1);
  const underscore = id.indexOf('_');
  return underscore < 0 ? id : id.slice(0, underscore);
}

/** How the relay picks subjects. `partitions` 1 (the default): one subject per category. */
export function relaySubject(names: NatsNames, partitions = 1): (streamName: string) => string {
  if (!Number.isInteger(partitions) || partitions < 1 || partitions > 1024) {
    throw new Error(`relay: partitions must be an integer from 1 to 1024, not ${partitions}`);
  }
  return (streamName) => {
    const category = streamCategory(streamName);
    if (partitions === 1 || category !== samplesStreamCategory) return names.eventSubject(category);
    return names.eventPartitionSubject(category, partitionOf(samplesEventId(streamName), partitions));
  };
}
