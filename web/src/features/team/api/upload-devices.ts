/** The team's devices with their UDIDs, for a device's upload (`teamDevices`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { TeamUploadDevicesQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { teamKeys } from './keys.ts';

const TEAM_DEVICES = graphql(/* GraphQL */ `
  query TeamUploadDevices($teamId: ID!) {
    teamDevices(teamId: $teamId) {
      id
      name
      serial
      udid
      player {
        firstName
        lastName
      }
    }
  }
`);

export type UploadDevice = TeamUploadDevicesQuery['teamDevices'][number];

export const uploadDevicesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...teamKeys.all(teamId), 'uploadDevices'] as const,
    queryFn: async ({ signal }) => (await api.request(TEAM_DEVICES, { teamId }, { signal })).teamDevices,
  });

export function useUploadDevices(teamId: string) {
  return useQuery(uploadDevicesQueryOptions(teamId));
}
