/**
 * Login and registration against an attacker (issue 15, item 10): login limits per address and
 * IP, so an attacker elsewhere cannot lock a victim out, and a limit on registrations per IP.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProjection } from '@stride/projector/projections';
import { PASSWORD, signUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;

beforeAll(async () => {
  s = await openStack('limits', {
    projections: [catalogProjection],
    loginLimits: { maxFailures: 2, maxFailuresPerIp: 3, maxFailuresPerAddress: 4 },
    registrationLimits: { maxPerIp: 2 },
    api: { trustProxy: true },
  });
});
afterAll(async () => {
  await s?.close();
});

const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const REGISTER =
  'mutation ($email: String!, $password: String!) { register(email: $email, password: $password) { token } }';

/** A caller at `ip` (the API trusts X-Forwarded-For here, as behind a reverse proxy). */
const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });
const login = (email: string, password: string, ip: string) => s.gql(LOGIN, { email, password }, from(ip));
const newEmail = () => `user-${randomBytes(5).toString('hex')}@example.com`;
function withIp(init: RequestInit | undefined, ip: string): RequestInit {
  return { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': ip } };
}
let nextIp = 0;
/** A verified user, registered from an address of their own (the registration limit is not tested). */
const user = () =>
  signUp({ fetch: (input, init) => http.fetch(input, withIp(init, `10.2.0.${++nextIp}`)) }, s.url, s.mailer);

describe('login limits', () => {
  it("an attacker's failures lock out the attacker, not the victim at another address", async () => {
    const victim = await user();
    for (let i = 0; i < 2; i++)
      expect(codeOf(await login(victim.email, 'Wrong1234', '203.0.113.66'))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await login(victim.email, PASSWORD, '203.0.113.66'))).toBe('TOO_MANY_ATTEMPTS');
    const own = await login(victim.email, PASSWORD, '198.51.100.7');
    expect(own.errors).toBeUndefined();
  });

  it('an address guessing across accounts is stopped after its own limit', async () => {
    for (let i = 0; i < 3; i++)
      expect(codeOf(await login(newEmail(), 'Wrong1234', '203.0.113.77'))).toBe('INVALID_CREDENTIALS');
    const victim = await user();
    expect(codeOf(await login(victim.email, PASSWORD, '203.0.113.77'))).toBe('TOO_MANY_ATTEMPTS');
    expect((await login(victim.email, PASSWORD, '198.51.100.8')).errors).toBeUndefined();
  });

  it('failures spread over many addresses still meet a (softer) limit per account', async () => {
    const target = await user();
    for (let i = 0; i < 4; i++)
      expect(codeOf(await login(target.email, 'Wrong1234', `192.0.2.${i + 1}`))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await login(target.email, 'Wrong1234', '192.0.2.200'))).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('registration limit', () => {
  it('refuses more registrations from one address than the limit, writing nothing', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await s.gql(REGISTER, { email: newEmail(), password: PASSWORD }, from('203.0.113.99'));
      expect(answer.errors).toBeUndefined();
    }
    await s.pipeline.projected('catalog');
    const head = await s.head();
    const refused = await s.gql(REGISTER, { email: newEmail(), password: PASSWORD }, from('203.0.113.99'));
    expect(codeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(await s.head()).toBe(head);
    const elsewhere = await s.gql(REGISTER, { email: newEmail(), password: PASSWORD }, from('198.51.100.99'));
    expect(elsewhere.errors).toBeUndefined();
  });
});
