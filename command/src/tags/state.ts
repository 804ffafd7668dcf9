/** State of the `tags-<teamId>` aggregate and its `evolve`: a team's tag mappings, by key. */
import type { TagsEvent } from '@stride/contracts/events/tags';

export interface TagMapping {
  /** The name as entered. */
  readonly name: string;
  readonly playerId: string | null;
  readonly deviceId: string | null;
}

export interface TagsState {
  /** By `tagKey(name)`, in the order they were first mapped. */
  readonly mappings: ReadonlyMap<string, TagMapping>;
}

export const initialState = (): TagsState => ({ mappings: new Map() });

export function evolve(state: TagsState, event: TagsEvent): TagsState {
  const mappings = new Map(state.mappings);
  switch (event.type) {
    case 'TagMapped': {
      const { key, name, playerId, deviceId } = event.data;
      mappings.set(key, { name, playerId, deviceId });
      return { mappings };
    }
    case 'TagUnmapped':
      mappings.delete(event.data.key);
      return { mappings };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
