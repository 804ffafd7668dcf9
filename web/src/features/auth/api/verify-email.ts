import { api } from '../../../services.ts';

const VERIFY_EMAIL = /* GraphQL */ `
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      id
      verified
    }
  }
`;

/**
 * One request per token, however often it is asked for: React's StrictMode runs effects twice in
 * development, and a verification token is not to be spent twice.
 */
const requests = new Map<string, Promise<{ id: string; verified: boolean }>>();

export function verifyEmailOnce(token: string): Promise<{ id: string; verified: boolean }> {
  let request = requests.get(token);
  if (request === undefined) {
    request = api
      .request<{ verifyEmail: { id: string; verified: boolean } }>(VERIFY_EMAIL, { token })
      .then((data) => data.verifyEmail);
    requests.set(token, request);
  }
  return request;
}
