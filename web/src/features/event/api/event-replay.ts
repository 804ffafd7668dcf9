/**
 * An event's records as replay columns (`eventReplay`, issue 20): downloaded once, then read at
 * the replay clock's time in the browser (docs/replay.md says why). A finished event's records
 * only change when data is added: no subscription.
 */
import { decodeReplayColumns, type ReplayColumns } from '@stride/contracts/replay';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';
import { eventKeys } from './keys.ts';

const EVENT_REPLAY = graphql(/* GraphQL */ `
  query EventReplay($eventId: ID!) {
    eventReplay(eventId: $eventId) {
      selectionId
      playerId
      columns
    }
  }
`);

/** A selection's replay: its ids and its columns, decoded. */
export interface SelectionReplay extends ReplayColumns {
  readonly selectionId: string;
  readonly playerId: string;
}

/** The browser's native base64 decoder, into bytes. */
function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const eventReplayQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...eventKeys.all(eventId), 'replay'] as const,
    // Thousands of numbers per player: no deep comparison on refetch.
    structuralSharing: false,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<SelectionReplay[]> =>
      (await api.request(EVENT_REPLAY, { eventId }, { signal })).eventReplay.map((replay) => ({
        selectionId: replay.selectionId,
        playerId: replay.playerId,
        ...decodeReplayColumns(fromBase64(replay.columns)),
      })),
  });

export function useEventReplay(eventId: string, enabled: boolean) {
  return useQuery({ ...eventReplayQueryOptions(eventId), enabled });
}
