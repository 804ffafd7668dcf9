/**
 * The shape every mutation shares: handle the command, then read-your-writes (ARCHITECTURE.md
 * rule 8): wait, bounded, until the events projector has committed the write, and answer from
 * the read model so the client sees exactly what the next query will show.
 */
import { DomainError, isDomainError } from '@stride/contracts/errors';
import { eventsProjection } from '@stride/projector/projections/events';
import { formatPosition, type Position } from '@stride/streams/port';
import type { ApiContext } from '../../context.ts';
import { findEvent, type EventModel } from '../../read-model/events.ts';

export interface Written {
  readonly eventId: string;
  /** `$all` position of the command's last event; null when it appended nothing. */
  readonly position: Position | null;
}

export async function commandThenRead(
  context: ApiContext,
  mutation: string,
  handle: () => Promise<Written>,
): Promise<EventModel> {
  const { deps } = context;
  const started = performance.now();
  let written: Written;
  try {
    written = await handle();
  } catch (error) {
    deps.observeCommand(
      mutation,
      isDomainError(error) ? 'rejected' : 'failed',
      (performance.now() - started) / 1000,
    );
    throw error;
  }
  deps.observeCommand(mutation, 'ok', (performance.now() - started) / 1000);

  const { eventId, position } = written;
  if (position !== null) {
    const timeoutMs = deps.readYourWritesTimeoutMs;
    const caughtUp = await deps.progress.waitFor(eventsProjection.name, position, timeoutMs);
    if (!caughtUp) {
      deps.log.warn(
        { mutation, eventId, position: formatPosition(position), timeoutMs },
        'read-your-writes: the events projector did not reach the write in time; answering from the read model as it is',
      );
    }
  }
  const row = await findEvent(deps.db, eventId);
  if (row === null) {
    // The write is stored (the command succeeded) but not projected yet: the client may retry
    // with the same x-command-id and get the row without a second append.
    deps.log.warn({ mutation, eventId }, 'read-your-writes: the written event is not in the read model yet');
    throw new DomainError('UNKNOW_ERROR');
  }
  return row;
}
