/** Every user, newest first (admin only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import { adminKeys, type AdminUser } from './types.ts';

const USERS = /* GraphQL */ `
  query Users {
    users {
      id
      email
      verified
      admin
      createdAt
      staff {
        id
        isManager
        club {
          id
          name
        }
      }
    }
  }
`;

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.users(),
    queryFn: async ({ signal }) => (await api.request<{ users: AdminUser[] }>(USERS, {}, { signal })).users,
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
