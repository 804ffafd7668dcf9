import { useMutation } from '@tanstack/react-query';
import type { Locale } from '../../../i18n/locale.ts';
import { api } from '../../../services.ts';
import { SESSION_FIELDS, type SessionAnswer } from './session.ts';

const REGISTER = /* GraphQL */ `
  mutation Register($email: String!, $password: String!, $locale: String) {
    register(email: $email, password: $password, locale: $locale) { ${SESSION_FIELDS} }
  }
`;

export interface RegisterInput {
  readonly email: string;
  readonly password: string;
  /** Language of the verification e-mail: the interface's. */
  readonly locale: Locale;
}

export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) =>
      (await api.request<{ register: SessionAnswer }>(REGISTER, { ...input })).register,
  });
}
