/** Creating, changing and archiving players. */
import { useMutation } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import { clubQueryOptions } from './club.ts';
import { clubTeamsQueryOptions } from './club-teams.ts';
import type { PlayerInput } from '../player-form.ts';
import { clubKeys } from './keys.ts';

const CREATE_PLAYER = graphql(/* GraphQL */ `
  mutation CreatePlayer($teamId: ID!, $player: PlayerInput!) {
    createPlayer(teamId: $teamId, player: $player) {
      ...PlayerFields
    }
  }
`);
const UPDATE_PLAYER = graphql(/* GraphQL */ `
  mutation UpdatePlayer($playerId: ID!, $player: PlayerInput!) {
    updatePlayer(playerId: $playerId, player: $player) {
      ...PlayerFields
    }
  }
`);
const ARCHIVE_PLAYER = graphql(/* GraphQL */ `
  mutation ArchivePlayer($playerId: ID!) {
    archivePlayer(playerId: $playerId) {
      ...PlayerFields
    }
  }
`);

/** Players, the teams' player counts and the club's count all move together. */
async function playersChanged(clubId: string): Promise<void> {
  await invalidate(
    clubKeys.players(clubId),
    clubTeamsQueryOptions(clubId).queryKey,
    clubQueryOptions(clubId).queryKey,
  );
}

export function useCreatePlayer(clubId: string) {
  return useMutation({
    mutationFn: async ({ teamId, player }: { teamId: string; player: PlayerInput }) =>
      (await sendCommand(CREATE_PLAYER, { teamId, player })).createPlayer,
    onSuccess: () => playersChanged(clubId),
  });
}

export function useUpdatePlayer(clubId: string) {
  return useMutation({
    mutationFn: async ({ playerId, player }: { playerId: string; player: PlayerInput }) =>
      (await sendCommand(UPDATE_PLAYER, { playerId, player })).updatePlayer,
    onSuccess: () => playersChanged(clubId),
  });
}

export function useArchivePlayer(clubId: string) {
  return useMutation({
    mutationFn: async (playerId: string) => (await sendCommand(ARCHIVE_PLAYER, { playerId })).archivePlayer,
    onSuccess: () => playersChanged(clubId),
  });
}
