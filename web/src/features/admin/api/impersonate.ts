import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';

const IMPERSONATE = graphql(/* GraphQL */ `
  mutation Impersonate($userId: ID!) {
    impersonate(userId: $userId) {
      token
      expiresAt
      user {
        id
        email
      }
    }
  }
`);

/** An impersonation token for acting as `userId` (sent beside the admin's own token). */
export function useImpersonate() {
  return useMutation({
    mutationFn: async (userId: string) => (await api.request(IMPERSONATE, { userId })).impersonate,
  });
}
