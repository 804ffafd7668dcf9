/**
 * Commands on an event's squad: selecting players, changing a selection (device, number, position,
 * profile), taking it in or out of the squad, and a player going on or off the pitch.
 */
import type { PlayerProfile, Position } from '@stride/contracts/player';
import { useMutation } from '@tanstack/react-query';
import { asCommand } from '../../../api/command-id.ts';
import { api, queryClient } from '../../../services.ts';
import { eventQueryOptions } from './event.ts';
import { eventSelectionsQueryOptions, storeSelection } from './event-selections.ts';
import { SELECTION_FIELDS, type Selection } from './types.ts';

const SELECT_PLAYERS = /* GraphQL */ `mutation SelectPlayers($eventId: ID!, $playerIds: [ID!]!) { selectPlayers(eventId: $eventId, playerIds: $playerIds) { ${SELECTION_FIELDS} } }`;
const UPDATE_SELECTION = /* GraphQL */ `mutation UpdateSelection($selectionId: ID!, $deviceId: ID, $profile: PlayerProfile, $number: Int, $position: Position) { updateSelection(selectionId: $selectionId, deviceId: $deviceId, profile: $profile, number: $number, position: $position) { ${SELECTION_FIELDS} } }`;
const SELECT_SELECTION = /* GraphQL */ `mutation SelectSelection($selectionId: ID!, $selected: Boolean!) { selectSelection(selectionId: $selectionId, selected: $selected) { ${SELECTION_FIELDS} } }`;
const START_SESSION = /* GraphQL */ `mutation StartSession($selectionId: ID!) { startSession(selectionId: $selectionId) { ${SELECTION_FIELDS} } }`;
const STOP_SESSION = /* GraphQL */ `mutation StopSession($selectionId: ID!) { stopSession(selectionId: $selectionId) { ${SELECTION_FIELDS} } }`;

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
      (await api.request<{ selectPlayers: Selection[] }>(SELECT_PLAYERS, { eventId, playerIds }, asCommand()))
        .selectPlayers,
    onSuccess: () => squadChanged(eventId),
  });
}

export interface SelectionInput {
  readonly deviceId: string | null;
  readonly number: number | null;
  readonly position: Position | null;
  readonly profile: PlayerProfile | null;
}

export function useUpdateSelection() {
  return useMutation({
    mutationFn: async ({ selectionId, input }: { selectionId: string; input: SelectionInput }) =>
      (
        await api.request<{ updateSelection: Selection }>(
          UPDATE_SELECTION,
          { selectionId, ...input },
          asCommand(),
        )
      ).updateSelection,
    onSuccess: storeSelection,
  });
}

export function useSelectSelection(eventId: string) {
  return useMutation({
    mutationFn: async ({ selectionId, selected }: { selectionId: string; selected: boolean }) =>
      (
        await api.request<{ selectSelection: Selection }>(
          SELECT_SELECTION,
          { selectionId, selected },
          asCommand(),
        )
      ).selectSelection,
    onSuccess: async (selection) => {
      storeSelection(selection);
      await squadChanged(eventId);
    },
  });
}

/** A player goes on the pitch (`on`) or leaves it, now. */
export function useSession() {
  return useMutation({
    mutationFn: async ({ selectionId, on }: { selectionId: string; on: boolean }) => {
      const data = await api.request<{ startSession?: Selection; stopSession?: Selection }>(
        on ? START_SESSION : STOP_SESSION,
        { selectionId },
        asCommand(),
      );
      const selection = data.startSession ?? data.stopSession;
      if (selection === undefined) throw new Error('no selection in the answer');
      return selection;
    },
    onSuccess: storeSelection,
  });
}
