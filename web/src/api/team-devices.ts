/**
 * A team's devices (`teamDevices`), asked for by the team's uploads (a device's file goes by its
 * UDID) and by an event's selections (the device a player records with, and who else wears it).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../gql/gql.ts';
import type { TeamDevicesQuery } from '../gql/graphql.ts';
import { api } from '../services.ts';

const TEAM_DEVICES = graphql(/* GraphQL */ `
  query TeamDevices($teamId: ID!) {
    teamDevices(teamId: $teamId) {
      id
      name
      serial
      udid
      player {
        id
        firstName
        lastName
      }
    }
  }
`);

export type TeamDevice = TeamDevicesQuery['teamDevices'][number];

export const teamDevicesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: ['teamDevices', teamId] as const,
    queryFn: async ({ signal }) => (await api.request(TEAM_DEVICES, { teamId }, { signal })).teamDevices,
  });

export function useTeamDevices(teamId: string) {
  return useQuery(teamDevicesQueryOptions(teamId));
}
