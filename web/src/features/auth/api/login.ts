import { useMutation } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import { SESSION_FIELDS, type SessionAnswer } from './session.ts';

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) { ${SESSION_FIELDS} }
  }
`;

export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

/** Sign in. Its failures are the screen's to show (wrong credentials are not "log in again"). */
export function useLogin() {
  return useMutation({
    mutationFn: async (input: LoginInput) =>
      (await api.request<{ login: SessionAnswer }>(LOGIN, { ...input })).login,
    meta: { silent: true },
  });
}
