import { describe, expect, it } from 'vitest';
import { TypedDocumentString } from '../gql/graphql.ts';
import { createGraphQLClient, GraphQLRequestError, NetworkError, requestHeaders } from './graphql.ts';
import { retryDelayMs, websocketUrl } from './live.ts';

describe('request headers (spec §7)', () => {
  it('carries the bearer tokens, the demo flag and the locale', () => {
    expect(
      requestHeaders({ authToken: 'a.b.c', impersonationToken: 'x.y.z', demo: true, locale: 'de-DE' }),
    ).toEqual({
      authorization: 'Bearer a.b.c',
      impersonate: 'Bearer x.y.z',
      demo: 'true',
      locale: 'de-DE',
    });
  });

  it('leaves out tokens it does not have', () => {
    expect(
      requestHeaders({ authToken: null, impersonationToken: null, demo: false, locale: 'fr-FR' }),
    ).toEqual({
      demo: 'false',
      locale: 'fr-FR',
    });
  });
});

/** An operation as the generated code gives it: its text with its result and variables types. */
const operation = <Result, Variables = Record<string, never>>(text: string) =>
  new TypedDocumentString<Result, Variables>(text);

describe('GraphQL client', () => {
  const session = { authToken: 't', impersonationToken: null, demo: false, locale: 'en-GB' } as const;

  it('posts the operation with the session headers and the command id', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const client = createGraphQLClient(
      () => session,
      '/graphql',
      (url, init) => {
        seen.push({ url: url as string, init: init! });
        return Promise.resolve(Response.json({ data: { ok: true } }));
      },
    );
    await expect(
      client.request(
        operation<{ ok: boolean }, { a: number }>('query { ok }'),
        { a: 1 },
        { commandId: 'c-1' },
      ),
    ).resolves.toEqual({
      ok: true,
    });
    const headers = seen[0]!.init.headers as Record<string, string>;
    expect(seen[0]!.url).toBe('/graphql');
    expect(headers['authorization']).toBe('Bearer t');
    expect(headers['locale']).toBe('en-GB');
    expect(headers['x-command-id']).toBe('c-1');
    expect(JSON.parse(seen[0]!.init.body as string)).toEqual({ query: 'query { ok }', variables: { a: 1 } });
  });

  it('turns GraphQL errors into a GraphQLRequestError', async () => {
    const errors = [{ message: 'EVENT_NOT_FOUND', extensions: { code: 'BAD_USER_INPUT' } }];
    const client = createGraphQLClient(
      () => session,
      '/graphql',
      () => Promise.resolve(Response.json({ data: null, errors }, { status: 200 })),
    );
    const failure = await client.request(operation('query { x }')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect((failure as GraphQLRequestError).has('EVENT_NOT_FOUND')).toBe(true);
  });

  it('calls a failed fetch or a non-GraphQL answer a network error', async () => {
    const offline = createGraphQLClient(
      () => session,
      '/graphql',
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(offline.request(operation('query { x }'))).rejects.toBeInstanceOf(NetworkError);
    const proxyPage = createGraphQLClient(
      () => session,
      '/graphql',
      () => Promise.resolve(new Response('<html>502</html>', { status: 502 })),
    );
    await expect(proxyPage.request(operation('query { x }'))).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('live connection', () => {
  it('uses ws: or wss: like the page', () => {
    expect(websocketUrl({ protocol: 'http:', host: 'localhost:4000' })).toBe('ws://localhost:4000/graphql');
    expect(websocketUrl({ protocol: 'https:', host: 'app.example.org' })).toBe(
      'wss://app.example.org/graphql',
    );
  });

  it('backs off from about half a second to at most about ten', () => {
    expect(retryDelayMs(0, () => 0.5)).toBe(500);
    expect(retryDelayMs(3, () => 0.5)).toBe(4000);
    expect(retryDelayMs(30, () => 1)).toBe(12_500);
    expect(retryDelayMs(30, () => 0)).toBe(7500);
  });
});
