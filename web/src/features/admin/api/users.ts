/** Every user, newest first (admin only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UsersQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { adminKeys } from './keys.ts';

const USERS = graphql(/* GraphQL */ `
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
`);

export type AdminUser = UsersQuery['users'][number];

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.users(),
    queryFn: async ({ signal }) => (await api.request(USERS, {}, { signal })).users,
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
