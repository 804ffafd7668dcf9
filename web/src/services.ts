/**
 * The app's singletons: the GraphQL client, the live (WebSocket) client and the react-query
 * cache, all reading the session from the client store. Every failed query or mutation is
 * reported in one place: server errors become notifications, network errors are only logged.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createGraphQLClient, GraphQLRequestError, type HeaderSource } from './api/graphql.ts';
import { createLiveClient, websocketUrl } from './api/live.ts';
import { notificationForError, useNotifications } from './notifications/notifications.ts';
import { useClientStore } from './state/client-store.ts';

function headerSource(): HeaderSource {
  const { authToken, impersonationToken, demo, locale } = useClientStore.getState();
  return { authToken, impersonationToken, demo, locale };
}

/** Show a failure to the user (server errors) or log it (anything else). */
export function reportError(error: unknown): void {
  if (error instanceof GraphQLRequestError) {
    const { locale } = useClientStore.getState();
    for (const serverError of error.errors)
      useNotifications.getState().notify(notificationForError(serverError, locale));
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  console.warn('Request failed', error);
}

interface Meta extends Record<string, unknown> {
  /** The caller handles failures itself (e.g. the session lookups, which yield null). */
  readonly silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: Meta;
    mutationMeta: Meta;
  }
}

export const api = createGraphQLClient(headerSource);

export const live = createLiveClient(headerSource, websocketUrl(window.location));

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent !== true) reportError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.silent !== true) reportError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A server's "no" does not change on retry; a network failure may.
      retry: (failures, error) => !(error instanceof GraphQLRequestError) && failures < 3,
      refetchOnWindowFocus: false,
    },
  },
});

// A new session, language or demo flag: the live connection starts over with the new headers.
useClientStore.subscribe((state, previous) => {
  if (
    state.authToken !== previous.authToken ||
    state.impersonationToken !== previous.impersonationToken ||
    state.demo !== previous.demo ||
    state.locale !== previous.locale
  ) {
    live.restart();
  }
});
