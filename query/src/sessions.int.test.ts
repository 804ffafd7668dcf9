/**
 * Session tokens against an attacker (issue 15, item 10): tokens dated in the future, an absolute
 * session lifetime, revoking a user's sessions, introspection off when configured. Login limits
 * are login-limits.int.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { TOKEN_LIFETIMES } from '@stride/contracts/account';
import { catalogProjection } from '@stride/projector/projections';
import { createApi } from './server.ts';
import { PASSWORD, bearer, signUp } from './testing/accounts.ts';
import { http, post } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;

beforeAll(async () => {
  s = await openStack('sessions', {
    projections: [catalogProjection],
    api: { trustProxy: true },
  });
});
afterAll(async () => {
  await s?.close();
});

const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const ME = '{ user { id } }';
const REFRESH = 'mutation { refreshToken { token expiresAt } }';

/** A caller at `ip` (the API trusts X-Forwarded-For here, as behind a reverse proxy). */
const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });
const login = (email: string, password: string, ip: string) => s.gql(LOGIN, { email, password }, from(ip));
function withIp(init: RequestInit | undefined, ip: string): RequestInit {
  return { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': ip } };
}
let nextIp = 0;
/** A verified user, registered from an address of their own (the registration limit is not tested). */
const user = () =>
  signUp({ fetch: (input, init) => http.fetch(input, withIp(init, `10.2.0.${++nextIp}`)) }, s.url, s.mailer);

describe('session tokens', () => {
  /** A session token signed with the API's own secret, issued at `iat` (seconds). */
  const forged = (userId: string, iat: number, exp: number) =>
    new SignJWT({ kind: 'session' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('stride')
      .setAudience('stride-api')
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(s.apiOptions.jwtSecret));

  it('refuses a token dated in the future, for calls and for refresh', async () => {
    const victim = await user();
    const now = Math.floor(Date.now() / 1000);
    const future = await forged(victim.userId, now + 30 * 24 * 3600, now + 31 * 24 * 3600);
    expect((await s.gql<{ user: { id: string } | null }>(ME, {}, bearer(future))).data?.user).toBeNull();
    expect(codeOf(await s.gql(REFRESH, {}, bearer(future)))).toBe('REFRESH_FAILED');
    // The same token dated now works: only the date was wrong.
    const honest = await forged(victim.userId, now, now + 3600);
    expect((await s.gql<{ user: { id: string } | null }>(ME, {}, bearer(honest))).data?.user?.id).toBe(
      victim.userId,
    );
  });

  it('refreshes a session only up to its absolute lifetime after the login', async () => {
    const member = await user();
    const logged = await s.gql<{ login: { token: string } }>(
      LOGIN,
      { email: member.email, password: PASSWORD },
      from('10.3.0.1'),
    );
    let token = logged.data?.login.token ?? '';
    const maxMs = TOKEN_LIFETIMES.sessionMaxSeconds * 1000;
    const stepMs = 20 * 3600_000;
    let advanced = 0;
    try {
      // Refreshed every 20 hours, as an open app does: it works until the lifetime is over…
      while (advanced + stepMs < maxMs) {
        s.advance(stepMs);
        advanced += stepMs;
        const refreshed = await s.gql<{ refreshToken: { token: string; expiresAt: string } }>(
          REFRESH,
          {},
          bearer(token),
        );
        expect(refreshed.errors, `after ${advanced / 3600_000} h`).toBeUndefined();
        token = refreshed.data?.refreshToken.token ?? '';
      }
      // …and no refreshed token outlives it.
      const last = await s.gql<{ user: { id: string } | null }>(ME, {}, bearer(token));
      expect(last.data?.user?.id).toBe(member.userId);
      s.advance(stepMs);
      advanced += stepMs;
      expect(codeOf(await s.gql(REFRESH, {}, bearer(token)))).toBe('REFRESH_FAILED');
      expect((await s.gql<{ user: { id: string } | null }>(ME, {}, bearer(token))).data?.user).toBeNull();
    } finally {
      s.advance(-advanced);
    }
  });

  it("revokes all of a user's sessions, by the user or by an admin", async () => {
    const member = await user();
    const second = await login(member.email, PASSWORD, '10.3.0.2');
    const other = (second.data as { login: { token: string } } | null | undefined)?.login.token ?? '';
    const revoked = await s.gql<{ revokeSessions: boolean }>(
      'mutation { revokeSessions }',
      {},
      bearer(member.token),
    );
    expect(revoked.data?.revokeSessions).toBe(true);
    for (const token of [member.token, other]) {
      expect((await s.gql<{ user: { id: string } | null }>(ME, {}, bearer(token))).data?.user).toBeNull();
      expect(codeOf(await s.gql(REFRESH, {}, bearer(token)))).toBe('REFRESH_FAILED');
    }
    const again = await s.gql<{ login: { token: string } }>(
      LOGIN,
      { email: member.email, password: PASSWORD },
      from('10.3.0.2'),
    );
    const fresh = again.data?.login.token ?? '';
    expect((await s.gql<{ user: { id: string } | null }>(ME, {}, bearer(fresh))).data?.user?.id).toBe(
      member.userId,
    );

    const admin = await user();
    const commandId = randomUUID();
    await accountCommands(s.h.store, memoryCredentialStore()).setAdmin(admin.email, true, {
      commandId,
      actorId: 'cli',
      correlationId: commandId,
      causationId: commandId,
      occurredAt: new Date(),
    });
    await s.pipeline.projected('catalog');
    const REVOKE_USER = 'mutation ($userId: ID!) { revokeUserSessions(userId: $userId) { id } }';
    expect(codeOf(await s.gql(REVOKE_USER, { userId: admin.userId }, bearer(fresh)))).toBe('ADMIN_ONLY');
    const byAdmin = await s.gql<{ revokeUserSessions: { id: string } }>(
      REVOKE_USER,
      { userId: member.userId },
      bearer(admin.token),
    );
    expect(byAdmin.data?.revokeUserSessions.id).toBe(member.userId);
    expect((await s.gql<{ user: { id: string } | null }>(ME, {}, bearer(fresh))).data?.user).toBeNull();
    expect((await s.gql<{ user: { id: string } | null }>(ME, {}, bearer(admin.token))).data?.user?.id).toBe(
      admin.userId,
    );
  });
});

describe('introspection', () => {
  it('is answered unless switched off (GRAPHQL_INTROSPECTION=false)', async () => {
    const on = await s.gql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
    );
    expect(on.data?.__schema.queryType.name).toBe('Query');
    const other = createApi({ ...s.apiOptions, introspection: false });
    const { url } = await other.listen(0, '127.0.0.1');
    try {
      const off = await post(http, '{ __schema { queryType { name } } }', {}, url);
      expect(off.data ?? null).toBeNull();
      expect(off.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      const type = await post(http, '{ __type(name: "User") { name } }', {}, url);
      expect(type.errors).toBeDefined();
      // Ordinary operations (and __typename) still work.
      const rules = await post<{ passwordConfig: { __typename: string } }>(
        http,
        '{ passwordConfig { __typename } }',
        {},
        url,
      );
      expect(rules.data?.passwordConfig.__typename).toBe('PasswordConfig');
      const graphiql = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await graphiql.text()).not.toContain('GraphiQL');
    } finally {
      await other.close();
    }
  });
});
