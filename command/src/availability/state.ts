/** State of the `availability-<playerId>` aggregate and its `evolve`: the entries and injuries as they are now. */
import type {
  AvailabilityEvent,
  AvailabilityValues,
  InjuryValues,
} from '@stride/contracts/events/availability';

export interface AvailabilityState {
  /** By id, in the order they were set. */
  readonly entries: ReadonlyMap<string, AvailabilityValues>;
  /** By id, in the order they were recorded. */
  readonly injuries: ReadonlyMap<string, InjuryValues>;
}

export const initialState = (): AvailabilityState => ({ entries: new Map(), injuries: new Map() });

export function evolve(state: AvailabilityState, event: AvailabilityEvent): AvailabilityState {
  switch (event.type) {
    case 'AvailabilitySet':
    case 'AvailabilityCorrected': {
      const { availabilityId, status, startDate, endDate, note, injuryId } = event.data;
      const entries = new Map(state.entries);
      entries.set(availabilityId, { status, startDate, endDate, note, injuryId });
      return { ...state, entries };
    }
    case 'AvailabilityEnded': {
      const entry = state.entries.get(event.data.availabilityId);
      if (entry === undefined) return state;
      const entries = new Map(state.entries);
      entries.set(event.data.availabilityId, { ...entry, endDate: event.data.endDate });
      return { ...state, entries };
    }
    case 'InjuryRecorded':
    case 'InjuryUpdated': {
      const { injuryId, description, bodyPart, occurredOn, expectedReturn, returnedOn, status } = event.data;
      const injuries = new Map(state.injuries);
      injuries.set(injuryId, { description, bodyPart, occurredOn, expectedReturn, returnedOn, status });
      return { ...state, injuries };
    }
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
