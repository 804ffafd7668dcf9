import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { NewPasswordMutationVariables } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';

const NEW_PASSWORD = graphql(/* GraphQL */ `
  mutation NewPassword($token: String!, $password: String!) {
    newPassword(token: $token, password: $password) {
      id
    }
  }
`);

export function useNewPassword() {
  return useMutation({
    mutationFn: async (input: NewPasswordMutationVariables) =>
      (await api.request(NEW_PASSWORD, input)).newPassword,
    meta: { silent: true },
  });
}
