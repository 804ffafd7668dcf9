import { useMutation } from '@tanstack/react-query';
import { api } from '../../../services.ts';

const IMPERSONATE = /* GraphQL */ `
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
`;

export interface Impersonation {
  readonly token: string;
  readonly expiresAt: string;
  readonly user: { readonly id: string; readonly email: string };
}

/** An impersonation token for acting as `userId` (sent beside the admin's own token). */
export function useImpersonate() {
  return useMutation({
    mutationFn: async (userId: string) =>
      (await api.request<{ impersonate: Impersonation }>(IMPERSONATE, { userId })).impersonate,
  });
}
