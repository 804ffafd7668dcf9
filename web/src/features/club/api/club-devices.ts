/** Every device of the club (a manager sees all of them). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';
import { clubKeys } from './keys.ts';

const CLUB_DEVICES = graphql(/* GraphQL */ `
  query ClubDevices($clubId: ID!) {
    clubDevices(clubId: $clubId) {
      ...DeviceFields
    }
  }
`);

export const clubDevicesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: clubKeys.devices(clubId),
    queryFn: async ({ signal }) => (await api.request(CLUB_DEVICES, { clubId }, { signal })).clubDevices,
  });

export function useClubDevices(clubId: string) {
  return useQuery(clubDevicesQueryOptions(clubId));
}
