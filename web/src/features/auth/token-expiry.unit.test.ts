import { describe, expect, it } from 'vitest';
import { msUntilExpiry, REFRESH_WINDOW_MS, refreshDelayMs, tokenExpiresAt } from './token-expiry.ts';

const base64Url = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function jwt(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

const HOUR = 3600 * 1000;
const now = Date.parse('2026-06-01T12:00:00Z');
const inHours = (hours: number) => (now + hours * HOUR) / 1000;

describe('tokenExpiresAt', () => {
  it('reads exp (seconds) from the payload as milliseconds', () => {
    expect(tokenExpiresAt(jwt({ sub: 'u1', exp: 1_780_000_000 }))).toBe(1_780_000_000_000);
  });

  it('decodes base64url payloads with - and _ and without padding, and UTF-8 claims', () => {
    const token = jwt({ email: 'zoë@exämple.org', note: '??>>??', exp: 1_780_000_001 });
    expect(token.split('.')[1]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(tokenExpiresAt(token)).toBe(1_780_000_001_000);
  });

  it('is null for anything that is not a JWT with a numeric exp', () => {
    for (const token of [
      'dev',
      'e2e-session',
      'a.b',
      'a..c',
      'x.!!!.y',
      `${base64Url('{}')}.${base64Url('not json')}.sig`,
      jwt({ sub: 'no exp' }),
      jwt({ exp: '1780000000' }),
      jwt(['array']),
      jwt(null),
    ]) {
      expect(tokenExpiresAt(token), token).toBeNull();
    }
  });
});

describe('refreshDelayMs', () => {
  it('is 0 when the token expires within 12 hours', () => {
    expect(REFRESH_WINDOW_MS).toBe(12 * HOUR);
    expect(refreshDelayMs(jwt({ exp: inHours(11.9) }), now)).toBe(0);
    expect(refreshDelayMs(jwt({ exp: inHours(12) }), now)).toBe(0);
  });

  it('is 0 for a token that already expired (the server allows a grace period)', () => {
    expect(refreshDelayMs(jwt({ exp: inHours(-30) }), now)).toBe(0);
  });

  it('waits until 12 hours before the expiry otherwise', () => {
    expect(refreshDelayMs(jwt({ exp: inHours(24) }), now)).toBe(12 * HOUR);
    expect(refreshDelayMs(jwt({ exp: inHours(13) }), now)).toBe(HOUR);
  });

  it('is null when the expiry cannot be read', () => {
    expect(refreshDelayMs('dev', now)).toBeNull();
  });
});

describe('msUntilExpiry', () => {
  it('counts down to the expiry and stops at 0', () => {
    expect(msUntilExpiry(jwt({ exp: inHours(1) }), now)).toBe(HOUR);
    expect(msUntilExpiry(jwt({ exp: inHours(-1) }), now)).toBe(0);
    expect(msUntilExpiry('dev', now)).toBeNull();
  });
});
