/**
 * `refreshToken` for the stored auth token. It is sent without the impersonation token: the
 * admin's own session is refreshed, never the user they act as.
 */
import { createGraphQLClient } from '../../../api/graphql.ts';
import { graphql } from '../../../gql/gql.ts';
import { useClientStore } from '../../../state/client-store.ts';
import type { SessionAnswer } from './session.ts';

const REFRESH_TOKEN = graphql(/* GraphQL */ `
  mutation RefreshToken {
    refreshToken {
      ...SessionFields
    }
  }
`);

const ownSession = createGraphQLClient(() => {
  const { authToken, demo, locale } = useClientStore.getState();
  return { authToken, impersonationToken: null, demo, locale };
});

export async function refreshToken(): Promise<SessionAnswer> {
  return (await ownSession.request(REFRESH_TOKEN)).refreshToken;
}
