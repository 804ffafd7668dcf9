import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { LoginMutationVariables } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';

const LOGIN = graphql(/* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...SessionFields
    }
  }
`);

/** Sign in. Its failures are the screen's to show (wrong credentials are not "log in again"). */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: LoginMutationVariables) => (await api.request(LOGIN, input)).login,
    meta: { silent: true },
  });
}
