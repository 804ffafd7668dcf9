/** The device types the platform reads; they change with a release, so they are kept for the session. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import type { DeviceType } from './types.ts';

const DEVICE_TYPES = /* GraphQL */ `
  query DeviceTypes {
    deviceTypes {
      id
      name
      rateHz
      heartRate
    }
  }
`;

export const deviceTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['deviceTypes'] as const,
    queryFn: async ({ signal }) =>
      (await api.request<{ deviceTypes: DeviceType[] }>(DEVICE_TYPES, {}, { signal })).deviceTypes,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDeviceTypes() {
  return useQuery(deviceTypesQueryOptions());
}
