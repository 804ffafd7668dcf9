/**
 * An event's state as the store held it at a position: its stream folded up to there. Shared by
 * the records and live projections, which compute from the same state at the same position.
 */
import { eventStreamName, type EventStreamEvent } from '@stride/contracts/events/event';
import { evolve, initialState, type EventState, type KnownEvent } from '@stride/contracts/events/event-state';
import { comparePositions, type EventStore, type RecordedEvent } from '@stride/streams/port';

export interface EventAt {
  /** Null when the event does not exist (yet) or was deleted. */
  readonly state: KnownEvent | null;
  /** The last revision of the event's stream folded (-1n: none). */
  readonly revision: bigint;
}

/** The event's state at `at`'s position, with the stream revision it was folded to. */
export async function eventAt(store: EventStore, eventId: string, at: RecordedEvent): Promise<EventAt> {
  let state: EventState = initialState();
  let revision = -1n;
  const streamName = eventStreamName(eventId);
  const options = at.streamName === streamName ? { maxCount: Number(at.revision) + 1 } : {};
  for await (const recorded of store.readStream(streamName, options)) {
    if (at.streamName !== streamName && comparePositions(recorded.position, at.position) > 0) break;
    state = foldEvent(state, recorded);
    revision = recorded.revision;
  }
  return { state: known(state), revision };
}

/** One more event of the stream folded in. */
export function foldEvent(state: EventState, recorded: RecordedEvent): EventState {
  return evolve(state, {
    type: recorded.type,
    data: recorded.data,
    metadata: recorded.metadata,
  } as unknown as EventStreamEvent);
}

export function known(state: EventState): KnownEvent | null {
  return state.status === 'initial' || state.deleted ? null : state;
}

/** The state only: what the records projection computes from. */
export async function eventStateAt(
  store: EventStore,
  eventId: string,
  at: RecordedEvent,
): Promise<KnownEvent | null> {
  return (await eventAt(store, eventId, at)).state;
}
