/**
 * The GraphQL client of the web app: one POST per operation to the API's endpoint, with the
 * headers of spec §7 taken from the client store. Two kinds of failure:
 * - `GraphQLRequestError`: the server answered with errors (each becomes a notification);
 * - `NetworkError`: no usable answer (offline, proxy page, server restarting): only logged.
 */
import type { TypedDocumentString } from '../gql/graphql.ts';
import type { Locale } from '../i18n/locale.ts';
import type { ServerError } from '../notifications/notifications.ts';

export const GRAPHQL_PATH = '/graphql';

export interface HeaderSource {
  readonly authToken: string | null;
  readonly impersonationToken: string | null;
  readonly demo: boolean;
  readonly locale: Locale;
}

/**
 * The headers every request (and the WebSocket's connection parameters) carries: the bearer
 * tokens, the demo flag and the interface language.
 */
export function requestHeaders(source: HeaderSource): Record<string, string> {
  const headers: Record<string, string> = { demo: source.demo ? 'true' : 'false', locale: source.locale };
  if (source.authToken !== null) headers['authorization'] = `Bearer ${source.authToken}`;
  if (source.impersonationToken !== null) headers['impersonate'] = `Bearer ${source.impersonationToken}`;
  return headers;
}

export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(readonly errors: readonly ServerError[]) {
    super(errors.map((error) => error.message).join('; '));
  }
  /** Whether any error has this catalogue code as its message. */
  has(code: string): boolean {
    return this.errors.some((error) => error.message === code);
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export interface RequestOptions {
  /** Sent as `x-command-id`: a retry of the same command with the same id is applied once. */
  readonly commandId?: string;
  readonly signal?: AbortSignal;
}

interface GraphQLResponse<T> {
  readonly data?: T | null;
  readonly errors?: readonly ServerError[];
}

function isServerErrorList(value: unknown): value is ServerError[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' && item !== null && typeof (item as ServerError).message === 'string',
    )
  );
}

/**
 * What an operation takes after its document: its variables (none to give when it has none) and
 * the request's options. A generated document fixes both its variables' and its result's types.
 */
export type OperationArguments<Variables> = [Variables] extends [Record<string, never>]
  ? [variables?: Variables, options?: RequestOptions]
  : [variables: Variables, options?: RequestOptions];

export interface GraphQLClient {
  request<Result, Variables>(
    document: TypedDocumentString<Result, Variables>,
    ...[variables, options]: OperationArguments<NoInfer<Variables>>
  ): Promise<Result>;
}

export function createGraphQLClient(
  headers: () => HeaderSource,
  endpoint: string = GRAPHQL_PATH,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): GraphQLClient {
  return {
    async request<Result, Variables>(
      document: TypedDocumentString<Result, Variables>,
      ...[variables, options = {}]: OperationArguments<NoInfer<Variables>>
    ) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
            ...requestHeaders(headers()),
            ...(options.commandId === undefined ? {} : { 'x-command-id': options.commandId }),
          },
          body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
          ...(options.signal === undefined ? {} : { signal: options.signal }),
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new NetworkError(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      let body: GraphQLResponse<Result>;
      try {
        body = (await response.json()) as GraphQLResponse<Result>;
      } catch {
        throw new NetworkError(`no GraphQL answer (HTTP ${response.status})`);
      }
      if (isServerErrorList(body.errors) && body.errors.length > 0)
        throw new GraphQLRequestError(body.errors);
      if (body.data === undefined || body.data === null) {
        throw new NetworkError(`no data in the answer (HTTP ${response.status})`);
      }
      return body.data;
    },
  };
}
