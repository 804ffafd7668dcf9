/**
 * A team's tag mappings (issue 16): names files use (a tag's id, a player's name as the vendor
 * spells it) mapped to the team's players, for every later upload; and the team's players to map
 * them to, with the device each wears (the club's players, filtered by team: the API has no team
 * players query).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../api/command.ts';
import { graphql } from '../gql/gql.ts';
import type { TeamTagMappingsQuery, UploadTeamPlayersQuery } from '../gql/graphql.ts';
import { api } from '../services.ts';

const TEAM_TAG_MAPPINGS = graphql(/* GraphQL */ `
  query TeamTagMappings($teamId: ID!) {
    teamTagMappings(teamId: $teamId) {
      name
      playerId
      playerName
      deviceId
      deviceName
      updatedAt
    }
  }
`);
const MAP_TAG = graphql(/* GraphQL */ `
  mutation MapTag($teamId: ID!, $name: String!, $playerId: ID, $deviceId: ID) {
    mapTag(teamId: $teamId, name: $name, playerId: $playerId, deviceId: $deviceId) {
      name
      playerId
      playerName
    }
  }
`);
const UNMAP_TAG = graphql(/* GraphQL */ `
  mutation UnmapTag($teamId: ID!, $name: String!) {
    unmapTag(teamId: $teamId, name: $name)
  }
`);
const TEAM_PLAYERS = graphql(/* GraphQL */ `
  query UploadTeamPlayers($clubId: ID!) {
    clubPlayers(clubId: $clubId) {
      id
      teamId
      firstName
      lastName
      number
      archived
      device {
        id
        name
      }
    }
  }
`);

export type TagMapping = TeamTagMappingsQuery['teamTagMappings'][number];
export type UploadTeamPlayer = UploadTeamPlayersQuery['clubPlayers'][number];

export const tagMappingsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: ['tagMappings', teamId] as const,
    queryFn: async ({ signal }) =>
      (await api.request(TEAM_TAG_MAPPINGS, { teamId }, { signal })).teamTagMappings,
  });

export function useTagMappings(teamId: string) {
  return useQuery(tagMappingsQueryOptions(teamId));
}

export const uploadTeamPlayersQueryOptions = (clubId: string, teamId: string) =>
  queryOptions({
    queryKey: ['uploadTeamPlayers', teamId] as const,
    queryFn: async ({ signal }) =>
      (await api.request(TEAM_PLAYERS, { clubId }, { signal })).clubPlayers
        .filter((player) => player.teamId === teamId && !player.archived)
        .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`)),
  });

export function useUploadTeamPlayers(clubId: string | null, teamId: string) {
  return useQuery({ ...uploadTeamPlayersQueryOptions(clubId ?? '', teamId), enabled: clubId !== null });
}

export function useMapTag(teamId: string) {
  return useMutation({
    mutationFn: async ({ name, playerId }: { name: string; playerId: string }) =>
      (await sendCommand(MAP_TAG, { teamId, name, playerId, deviceId: null })).mapTag,
    onSuccess: () => invalidate(tagMappingsQueryOptions(teamId).queryKey),
  });
}

export function useUnmapTag(teamId: string) {
  return useMutation({
    mutationFn: async (name: string) => (await sendCommand(UNMAP_TAG, { teamId, name })).unmapTag,
    onSuccess: () => invalidate(tagMappingsQueryOptions(teamId).queryKey),
  });
}
