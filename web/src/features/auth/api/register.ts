import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { api } from '../../../services.ts';

const REGISTER = graphql(/* GraphQL */ `
  mutation Register($email: String!, $password: String!, $locale: String) {
    register(email: $email, password: $password, locale: $locale) {
      ...SessionFields
    }
  }
`);

export interface RegisterInput {
  readonly email: string;
  readonly password: string;
  /** Language of the verification e-mail: the interface's. */
  readonly locale: Locale;
}

export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => (await api.request(REGISTER, { ...input })).register,
  });
}
