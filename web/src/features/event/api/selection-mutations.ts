/**
 * Commands on an event's squad: selecting players, changing a selection (device, number, position,
 * profile), taking it in or out of the squad, and a player going on or off the pitch.
 */
import { useMutation } from '@tanstack/react-query';
import { sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type { UpdateSelectionMutationVariables } from '../../../gql/graphql.ts';
import { queryClient } from '../../../services.ts';
import { eventQueryOptions } from './event.ts';
import { eventSelectionsQueryOptions, storeSelection } from './event-selections.ts';

const SELECT_PLAYERS = graphql(/* GraphQL */ `
  mutation SelectPlayers($eventId: ID!, $playerIds: [ID!]!) {
    selectPlayers(eventId: $eventId, playerIds: $playerIds) {
      ...SelectionFields
    }
  }
`);
const UPDATE_SELECTION = graphql(/* GraphQL */ `
  mutation UpdateSelection(
    $selectionId: ID!
    $deviceId: ID
    $profile: PlayerProfile
    $number: Int
    $position: Position
  ) {
    updateSelection(
      selectionId: $selectionId
      deviceId: $deviceId
      profile: $profile
      number: $number
      position: $position
    ) {
      ...SelectionFields
    }
  }
`);
const SELECT_SELECTION = graphql(/* GraphQL */ `
  mutation SelectSelection($selectionId: ID!, $selected: Boolean!) {
    selectSelection(selectionId: $selectionId, selected: $selected) {
      ...SelectionFields
    }
  }
`);
const START_SESSION = graphql(/* GraphQL */ `
  mutation StartSession($selectionId: ID!) {
    startSession(selectionId: $selectionId) {
      ...SelectionFields
    }
  }
`);
const STOP_SESSION = graphql(/* GraphQL */ `
  mutation StopSession($selectionId: ID!) {
    stopSession(selectionId: $selectionId) {
      ...SelectionFields
    }
  }
`);

/** The squad changed: the list and the event's selected count. */
async function squadChanged(eventId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: eventSelectionsQueryOptions(eventId).queryKey }),
    queryClient.invalidateQueries({ queryKey: eventQueryOptions(eventId).queryKey, exact: true }),
  ]);
}

export function useSelectPlayers(eventId: string) {
  return useMutation({
    mutationFn: async (playerIds: readonly string[]) =>
      (await sendCommand(SELECT_PLAYERS, { eventId, playerIds })).selectPlayers,
    onSuccess: () => squadChanged(eventId),
  });
}

export type SelectionInput = Omit<UpdateSelectionMutationVariables, 'selectionId'>;

export function useUpdateSelection() {
  return useMutation({
    mutationFn: async ({ selectionId, input }: { selectionId: string; input: SelectionInput }) =>
      (await sendCommand(UPDATE_SELECTION, { selectionId, ...input })).updateSelection,
    onSuccess: storeSelection,
  });
}

export function useSelectSelection(eventId: string) {
  return useMutation({
    mutationFn: async ({ selectionId, selected }: { selectionId: string; selected: boolean }) =>
      (await sendCommand(SELECT_SELECTION, { selectionId, selected })).selectSelection,
    onSuccess: async (selection) => {
      storeSelection(selection);
      await squadChanged(eventId);
    },
  });
}

/** A player goes on the pitch (`on`) or leaves it, now. */
export function useSession() {
  return useMutation({
    mutationFn: async ({ selectionId, on }: { selectionId: string; on: boolean }) =>
      on
        ? (await sendCommand(START_SESSION, { selectionId })).startSession
        : (await sendCommand(STOP_SESSION, { selectionId })).stopSession,
    onSuccess: storeSelection,
  });
}
