/** Every device of the club (a manager sees all of them). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import { clubKeys, DEVICE_FIELDS, type Device } from './types.ts';

const CLUB_DEVICES = /* GraphQL */ `query ClubDevices($clubId: ID!) { clubDevices(clubId: $clubId) { ${DEVICE_FIELDS} } }`;

export const clubDevicesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: clubKeys.devices(clubId),
    queryFn: async ({ signal }) =>
      (await api.request<{ clubDevices: Device[] }>(CLUB_DEVICES, { clubId }, { signal })).clubDevices,
  });

export function useClubDevices(clubId: string) {
  return useQuery(clubDevicesQueryOptions(clubId));
}
