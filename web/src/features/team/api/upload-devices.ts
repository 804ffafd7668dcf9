/** The team's devices with their UDIDs, for a device's upload (`teamDevices`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import { teamKeys } from './types.ts';

export interface UploadDevice {
  readonly id: string;
  readonly name: string;
  readonly serial: string;
  readonly udid: string;
  readonly player: { readonly firstName: string; readonly lastName: string } | null;
}

const TEAM_DEVICES = /* GraphQL */ `
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
`;

export const uploadDevicesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...teamKeys.all(teamId), 'uploadDevices'] as const,
    queryFn: async ({ signal }) =>
      (await api.request<{ teamDevices: UploadDevice[] }>(TEAM_DEVICES, { teamId }, { signal })).teamDevices,
  });

export function useUploadDevices(teamId: string) {
  return useQuery(uploadDevicesQueryOptions(teamId));
}
