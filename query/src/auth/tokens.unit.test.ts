import { describe, expect, it } from 'vitest';
import { bearerToken, createTokenService } from './tokens.ts';

const secret = 'x'.repeat(40);
const tokens = createTokenService(secret);
const now = new Date('2026-11-22T10:00:00Z');

describe('session and impersonation tokens', () => {
  it('round-trips a session token until it expires', async () => {
    const { token, expiresAt } = await tokens.issueSession('user-1', now);
    expect(expiresAt.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(await tokens.verify(token, 'session', now)).toMatchObject({
      userId: 'user-1',
      kind: 'session',
      actorId: null,
    });
    expect(await tokens.verify(token, 'session', new Date('2026-11-23T10:00:01Z'))).toBe('expired');
    // Within the refresh grace it is still accepted.
    expect(
      await tokens.verify(token, 'session', new Date('2026-11-29T10:00:00Z'), 7 * 24 * 3600),
    ).toMatchObject({
      userId: 'user-1',
    });
  });

  it('keeps the login instant through refreshes, and no token outlives 30 days after it', async () => {
    const login = new Date('2026-11-01T10:00:00.250Z');
    const later = new Date('2026-11-30T20:00:00.500Z');
    const { token, expiresAt } = await tokens.issueSession('user-1', later, login);
    // 30 days after the login (whole seconds), not 24 hours after the refresh.
    expect(expiresAt.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(await tokens.verify(token, 'session', later)).toMatchObject({
      signedInAt: new Date('2026-11-01T10:00:00.000Z'),
      // Milliseconds kept: a token issued just after a revocation tells itself apart.
      issuedAt: later,
    });
  });

  it('refuses a token dated in the future beyond a minute of clock skew', async () => {
    const { token } = await tokens.issueSession('user-1', new Date(now.getTime() + 61_000));
    expect(await tokens.verify(token, 'session', now)).toBe('invalid');
    const { token: skewed } = await tokens.issueSession('user-1', new Date(now.getTime() + 30_000));
    expect(await tokens.verify(skewed, 'session', now)).toMatchObject({ userId: 'user-1' });
  });

  it('refuses another kind, another secret, a tampered token and garbage', async () => {
    const { token } = await tokens.issueSession('user-1', now);
    expect(await tokens.verify(token, 'impersonation', now)).toBe('invalid');
    expect(await createTokenService('y'.repeat(40)).verify(token, 'session', now)).toBe('invalid');
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'admin' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`, 'session', now)).toBe('invalid');
    expect(await tokens.verify('not.a.jwt', 'session', now)).toBe('invalid');
    expect(await tokens.verify('', 'session', now)).toBe('invalid');
  });

  it('names the admin in an impersonation token, valid one hour', async () => {
    const { token, expiresAt } = await tokens.issueImpersonation('admin-1', 'user-2', now);
    expect(expiresAt.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(await tokens.verify(token, 'impersonation', now)).toMatchObject({
      userId: 'user-2',
      actorId: 'admin-1',
    });
    expect(await tokens.verify(token, 'session', now)).toBe('invalid');
  });

  it('needs a secret of at least 32 characters', () => {
    expect(() => createTokenService('short')).toThrow(/32/);
  });

  it('reads Bearer headers', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
});
