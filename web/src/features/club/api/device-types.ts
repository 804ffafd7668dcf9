/** The device types the platform reads; they change with a release, so they are kept for the session. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';

const DEVICE_TYPES = graphql(/* GraphQL */ `
  query DeviceTypes {
    deviceTypes {
      id
      name
      rateHz
      heartRate
    }
  }
`);

export const deviceTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['deviceTypes'] as const,
    queryFn: async ({ signal }) => (await api.request(DEVICE_TYPES, {}, { signal })).deviceTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDeviceTypes() {
  return useQuery(deviceTypesQueryOptions());
}
