/** Creating, changing and archiving players. */
import { useMutation } from '@tanstack/react-query';
import { asCommand } from '../../../api/command-id.ts';
import { api, queryClient } from '../../../services.ts';
import { clubQueryOptions } from './club.ts';
import { clubTeamsQueryOptions } from './club-teams.ts';
import { clubKeys, PLAYER_FIELDS, type Player } from './types.ts';
import type { PlayerInput } from '../player-form.ts';

const CREATE_PLAYER = /* GraphQL */ `mutation CreatePlayer($teamId: ID!, $player: PlayerInput!) { createPlayer(teamId: $teamId, player: $player) { ${PLAYER_FIELDS} } }`;
const UPDATE_PLAYER = /* GraphQL */ `mutation UpdatePlayer($playerId: ID!, $player: PlayerInput!) { updatePlayer(playerId: $playerId, player: $player) { ${PLAYER_FIELDS} } }`;
const ARCHIVE_PLAYER = /* GraphQL */ `mutation ArchivePlayer($playerId: ID!) { archivePlayer(playerId: $playerId) { ${PLAYER_FIELDS} } }`;

/** Players, the teams' player counts and the club's count all move together. */
async function playersChanged(clubId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: clubKeys.players(clubId) }),
    queryClient.invalidateQueries({ queryKey: clubTeamsQueryOptions(clubId).queryKey }),
    queryClient.invalidateQueries({ queryKey: clubQueryOptions(clubId).queryKey }),
  ]);
}

export function useCreatePlayer(clubId: string) {
  return useMutation({
    mutationFn: async ({ teamId, player }: { teamId: string; player: PlayerInput }) =>
      (await api.request<{ createPlayer: Player }>(CREATE_PLAYER, { teamId, player }, asCommand()))
        .createPlayer,
    onSuccess: () => playersChanged(clubId),
  });
}

export function useUpdatePlayer(clubId: string) {
  return useMutation({
    mutationFn: async ({ playerId, player }: { playerId: string; player: PlayerInput }) =>
      (await api.request<{ updatePlayer: Player }>(UPDATE_PLAYER, { playerId, player }, asCommand()))
        .updatePlayer,
    onSuccess: () => playersChanged(clubId),
  });
}

export function useArchivePlayer(clubId: string) {
  return useMutation({
    mutationFn: async (playerId: string) =>
      (await api.request<{ archivePlayer: Player }>(ARCHIVE_PLAYER, { playerId }, asCommand())).archivePlayer,
    onSuccess: () => playersChanged(clubId),
  });
}
