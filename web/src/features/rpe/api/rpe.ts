/**
 * An event's session RPE: its selected players with their rating (`Selection.rpe`), and
 * `setSessionRpe`, whose answer replaces the player's row in the cache at once.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type { EventRpeQuery } from '../../../gql/graphql.ts';
import { api, queryClient } from '../../../services.ts';

const EVENT_RPE = graphql(/* GraphQL */ `
  query EventRpe($eventId: ID!) {
    eventSelections(eventId: $eventId) {
      id
      eventId
      selected
      number
      time
      player {
        id
        firstName
        lastName
        number
      }
      rpe {
        rating
        minutes
        load
      }
    }
  }
`);

const SET_SESSION_RPE = graphql(/* GraphQL */ `
  mutation SetSessionRpe($selectionId: ID!, $rating: Float, $minutes: Int) {
    setSessionRpe(selectionId: $selectionId, rating: $rating, minutes: $minutes) {
      id
      rpe {
        rating
        minutes
        load
      }
    }
  }
`);

export type RpeSelection = EventRpeQuery['eventSelections'][number];

/** Under the event's key: whatever refreshes the event refreshes this too. */
export const eventRpeQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['event', eventId, 'rpe'] as const,
    queryFn: async ({ signal }) => (await api.request(EVENT_RPE, { eventId }, { signal })).eventSelections,
    staleTime: 0,
  });

export function useEventRpe(eventId: string, enabled: boolean) {
  return useQuery({ ...eventRpeQueryOptions(eventId), enabled });
}

export interface RpeEntry {
  readonly selectionId: string;
  /** Null removes the rating. */
  readonly rating: number | null;
  /** Null: the default (time on record, else the event's duration). */
  readonly minutes: number | null;
}

export function useSetSessionRpe(eventId: string) {
  return useMutation({
    mutationFn: async (entry: RpeEntry) => (await sendCommand(SET_SESSION_RPE, { ...entry })).setSessionRpe,
    onSuccess: (changed) =>
      queryClient.setQueryData(eventRpeQueryOptions(eventId).queryKey, (current) =>
        current?.map((row) => (row.id === changed.id ? { ...row, rpe: changed.rpe } : row)),
      ),
  });
}
