/**
 * Subscriptions over WebSocket (graphql-ws). The connection opens with the first subscription,
 * sends the same headers as HTTP requests as its connection parameters, reconnects forever with
 * a capped back-off, and restarts when those headers change (login, logout, language, demo), so
 * the server always sees the current session.
 */
import { createClient, type Client } from 'graphql-ws';
import { create } from 'zustand';
import {
  GRAPHQL_PATH,
  GraphQLRequestError,
  NetworkError,
  requestHeaders,
  type HeaderSource,
} from './graphql.ts';
import type { TypedDocumentString } from '../gql/graphql.ts';
import type { ServerError } from '../notifications/notifications.ts';

export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

export const useLiveStatus = create<{ status: LiveStatus }>()(() => ({ status: 'idle' }));

/** Back-off before reconnect attempt `retries` (0-based): 0.5 s doubling to 10 s, with jitter. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** retries);
  return Math.round(base * (0.75 + 0.5 * random()));
}

export function websocketUrl(location: Pick<Location, 'protocol' | 'host'>, path = GRAPHQL_PATH): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

export interface LiveClient {
  subscribe<Result, Variables extends Record<string, unknown>>(
    document: TypedDocumentString<Result, Variables>,
    variables: Variables,
    handlers: { next(data: Result): void; error(error: Error): void },
  ): () => void;
  /** Reconnect so the server gets new connection parameters. */
  restart(): void;
  dispose(): void;
}

export function createLiveClient(headers: () => HeaderSource, url: string): LiveClient {
  let everConnected = false;
  // The socket is open: a subscription made while it is (e.g. the next screen's, before the
  // lazy socket closed) reuses it without a new `connected`, and must say so itself.
  let open = false;
  const client: Client = createClient({
    url,
    lazy: true,
    connectionParams: () => requestHeaders(headers()),
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
    on: {
      connecting: () => useLiveStatus.setState({ status: everConnected ? 'reconnecting' : 'connecting' }),
      connected: () => {
        everConnected = true;
        open = true;
        useLiveStatus.setState({ status: 'connected' });
      },
      closed: () => {
        open = false;
        if (useLiveStatus.getState().status === 'connected') {
          useLiveStatus.setState({ status: everConnected ? 'reconnecting' : 'idle' });
        }
      },
    },
  });
  let active = 0;
  return {
    subscribe(document, variables, handlers) {
      active++;
      if (open) useLiveStatus.setState({ status: 'connected' });
      const stop = client.subscribe<Record<string, unknown>>(
        { query: document.toString(), variables },
        {
          next: (result) => {
            if (result.errors !== undefined && result.errors.length > 0) {
              handlers.error(new GraphQLRequestError(result.errors));
            } else if (result.data !== undefined && result.data !== null) {
              handlers.next(result.data as never);
            }
          },
          error: (error) => {
            if (Array.isArray(error)) handlers.error(new GraphQLRequestError(error as ServerError[]));
            else
              handlers.error(
                new NetworkError(error instanceof Error ? error.message : 'subscription failed'),
              );
          },
          complete: () => undefined,
        },
      );
      return () => {
        stop();
        active--;
        if (active === 0) useLiveStatus.setState({ status: 'idle' });
      };
    },
    restart() {
      if (active > 0) client.terminate();
    },
    dispose() {
      void client.dispose();
    },
  };
}
