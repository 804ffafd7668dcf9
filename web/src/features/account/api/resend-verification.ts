import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';

const RESEND_VERIFICATION = graphql(/* GraphQL */ `
  mutation ResendVerificationEmail {
    resendVerificationEmail
  }
`);

/** Send the verification e-mail again; `EMAIL_ALREADY_SENT` (within a minute) shows its toast. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () => (await api.request(RESEND_VERIFICATION)).resendVerificationEmail,
  });
}
