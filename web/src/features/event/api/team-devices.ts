/** The devices of the event's team, for the device a selection records with. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import { eventKeys, TEAM_DEVICE_FIELDS, type TeamDevice } from './types.ts';

const TEAM_DEVICES = /* GraphQL */ `query EventTeamDevices($teamId: ID!) { teamDevices(teamId: $teamId) { ${TEAM_DEVICE_FIELDS} } }`;

export const teamDevicesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: eventKeys.teamDevices(teamId),
    queryFn: async ({ signal }) =>
      (await api.request<{ teamDevices: TeamDevice[] }>(TEAM_DEVICES, { teamId }, { signal })).teamDevices,
  });

export function useTeamDevices(teamId: string) {
  return useQuery(teamDevicesQueryOptions(teamId));
}
