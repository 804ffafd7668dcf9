/**
 * `refreshToken` for the stored auth token. It is sent without the impersonation token: the
 * admin's own session is refreshed, never the user they act as.
 */
import { createGraphQLClient } from '../../../api/graphql.ts';
import { useClientStore } from '../../../state/client-store.ts';
import { SESSION_FIELDS, type SessionAnswer } from './session.ts';

const REFRESH_TOKEN = /* GraphQL */ `
  mutation RefreshToken {
    refreshToken { ${SESSION_FIELDS} }
  }
`;

const ownSession = createGraphQLClient(() => {
  const { authToken, demo, locale } = useClientStore.getState();
  return { authToken, impersonationToken: null, demo, locale };
});

export async function refreshToken(): Promise<SessionAnswer> {
  return (await ownSession.request<{ refreshToken: SessionAnswer }>(REFRESH_TOKEN)).refreshToken;
}
