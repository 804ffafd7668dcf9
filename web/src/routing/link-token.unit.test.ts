import { describe, expect, it } from 'vitest';
import { withLinkToken } from './link-token.ts';

describe('withLinkToken', () => {
  const token = '6f1c2a8e-3b7d-4f0a-9d7e-5a2b1c0d9e8f.0b9c6c1e-1d2f-4e3a-8b7c-6d5e4f3a2b1c.d2kEk6g_Z';

  it("resolves an e-mail link's fragment token as the token route", () => {
    expect(withLinkToken('/verify-email', `#token=${encodeURIComponent(token)}`)).toBe(
      `/verify-email/${encodeURIComponent(token)}`,
    );
    expect(withLinkToken('/auth/new-password/', `#token=${token}`)).toBe(`/auth/new-password/${token}`);
  });

  it('leaves every other address as it is', () => {
    expect(withLinkToken('/verify-email', '')).toBe('/verify-email');
    expect(withLinkToken('/verify-email', '#token=')).toBe('/verify-email');
    expect(withLinkToken('/verify-email/abc', '#token=x')).toBe('/verify-email/abc');
    expect(withLinkToken('/club/members', `#token=${token}`)).toBe('/club/members');
  });
});
