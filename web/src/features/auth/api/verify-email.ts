import { graphql } from '../../../gql/gql.ts';
import type { VerifyEmailMutation } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';

const VERIFY_EMAIL = graphql(/* GraphQL */ `
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      id
      verified
    }
  }
`);

type Verified = VerifyEmailMutation['verifyEmail'];

/**
 * One request per token, however often it is asked for: React's StrictMode runs effects twice in
 * development, and a verification token is not to be spent twice.
 */
const requests = new Map<string, Promise<Verified>>();

export function verifyEmailOnce(token: string): Promise<Verified> {
  let request = requests.get(token);
  if (request === undefined) {
    request = api.request(VERIFY_EMAIL, { token }).then((data) => data.verifyEmail);
    requests.set(token, request);
  }
  return request;
}
