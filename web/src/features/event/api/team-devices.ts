/** The devices of the event's team, for the device a selection records with. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';
import { eventKeys } from './keys.ts';

const TEAM_DEVICES = graphql(/* GraphQL */ `
  query EventTeamDevices($teamId: ID!) {
    teamDevices(teamId: $teamId) {
      id
      name
      serial
      player {
        id
        firstName
        lastName
      }
    }
  }
`);

export const teamDevicesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: eventKeys.teamDevices(teamId),
    queryFn: async ({ signal }) => (await api.request(TEAM_DEVICES, { teamId }, { signal })).teamDevices,
  });

export function useTeamDevices(teamId: string) {
  return useQuery(teamDevicesQueryOptions(teamId));
}
