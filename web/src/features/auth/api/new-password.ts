import { useMutation } from '@tanstack/react-query';
import { api } from '../../../services.ts';

const NEW_PASSWORD = /* GraphQL */ `
  mutation NewPassword($token: String!, $password: String!) {
    newPassword(token: $token, password: $password) {
      id
    }
  }
`;

export interface NewPasswordInput {
  readonly token: string;
  readonly password: string;
}

export function useNewPassword() {
  return useMutation({
    mutationFn: async (input: NewPasswordInput) =>
      (await api.request<{ newPassword: { id: string } }>(NEW_PASSWORD, { ...input })).newPassword,
    meta: { silent: true },
  });
}
