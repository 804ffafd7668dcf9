import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';

const RESET_PASSWORD = graphql(/* GraphQL */ `
  mutation ResetPassword($email: String!) {
    resetPassword(email: $email)
  }
`);

/** Ask for a reset e-mail. Any failure is "Error resetting password" (spec §8), shown by the screen. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (email: string) => (await api.request(RESET_PASSWORD, { email })).resetPassword,
    meta: { silent: true },
  });
}
