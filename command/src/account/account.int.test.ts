import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIMES } from '@stride/contracts/account';
import type { DomainError } from '@stride/contracts/errors';
import { accountSchemaVersion, emailStreamName, userStreamName } from '@stride/contracts/events/account';
import type { EventStore } from '@stride/streams/port';
import { derivedId, handleCommand } from '../handler.ts';
import { emailDecider } from './email.ts';
import { memoryCredentialStore } from './credentials.ts';
import { accountCommands, type AccountCommands } from './handlers.ts';
import { emailKey, verifyPassword } from './password.ts';
import { readState } from '../multi-stream.ts';
import { PASSWORD, T0, ctx, openTestStore, plusMs, streamTypes } from '../testing/integration.ts';
import { userDecider } from './user.ts';

let store: EventStore;
let close: () => Promise<void>;
let accounts: AccountCommands;
const credentials = memoryCredentialStore();

beforeAll(async () => {
  ({ store, close } = await openTestStore('acct'));
  accounts = accountCommands(store, credentials);
});
afterAll(() => close());

let n = 0;
const freshEmail = () => `user${++n}.${Date.now()}@example.com`;

async function userState(userId: string) {
  return (await readState(store, userStreamName(userId), userDecider)).state;
}

describe('register', () => {
  it('reserves the address and writes the account with a verification token', async () => {
    const email = freshEmail();
    const context = ctx();
    const result = await accounts.register(
      { email: `  ${email.toUpperCase()} `, password: PASSWORD, locale: 'en-GB' },
      context,
    );
    expect(result.userId).toBe(derivedId('user', context.commandId));
    expect(result.email).toBe(email);
    expect(result.position).not.toBeNull();
    expect(result.verification?.token.startsWith(`${result.userId}.`)).toBe(true);
    expect(result.verification?.expiresAt).toEqual(plusMs(T0, TOKEN_LIFETIMES.verifySeconds * 1000));
    expect(await streamTypes(store, emailStreamName(emailKey(email)))).toEqual(['EmailReserved']);
    expect(await streamTypes(store, userStreamName(result.userId))).toEqual([
      'UserRegistered',
      'UserTokenIssued',
    ]);
    const state = await userState(result.userId);
    expect(state).toMatchObject({
      status: 'registered',
      email,
      verified: false,
      admin: false,
      locale: 'en-GB',
    });
    const credential = state.status === 'registered' ? state.credential : null;
    expect(credential?.kind).toBe('id');
    const hash =
      credential?.kind === 'id' ? await credentials.get(result.userId, credential.credentialId) : null;
    expect(hash !== null && (await verifyPassword(PASSWORD, hash))).toBe(true);
    expect(await store.headPosition()).toEqual(result.position);
  });

  it('refuses an address already used, whatever its case, and leaves the store unchanged', async () => {
    const email = freshEmail();
    await accounts.register({ email, password: PASSWORD, locale: 'fr-FR' }, ctx());
    const before = await store.headPosition();
    await expect(
      accounts.register(
        { email: email.toUpperCase(), password: 'Other1password', locale: 'fr-FR' },
        ctx(5 * 60_000),
      ),
    ).rejects.toMatchObject({ code: 'EMAIL_ALREADY_EXISTS' });
    expect(await store.headPosition()).toEqual(before);
  });

  it('refuses a bad address or a weak password, appending nothing', async () => {
    const before = await store.headPosition();
    await expect(
      accounts.register({ email: 'nope', password: PASSWORD, locale: 'fr-FR' }, ctx()),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { field: 'email' },
    });
    await expect(
      accounts.register({ email: freshEmail(), password: 'short1A', locale: 'fr-FR' }, ctx()),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'password', reason: 'minLength' } });
    await expect(
      accounts.register({ email: freshEmail(), password: 'alllowercase1', locale: 'fr-FR' }, ctx()),
    ).rejects.toMatchObject({ details: { field: 'password', reason: 'uppercase' } });
    await expect(
      accounts.register({ email: freshEmail(), password: PASSWORD, locale: 'klingon' }, ctx()),
    ).rejects.toMatchObject({ details: { field: 'locale' } });
    expect(await store.headPosition()).toEqual(before);
  });

  it('lets exactly one of many concurrent registrations of one address succeed', async () => {
    const email = freshEmail();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        accounts.register(
          { email: i % 2 ? email : email.toUpperCase(), password: PASSWORD, locale: 'fr-FR' },
          ctx(),
        ),
      ),
    );
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(won).toHaveLength(1);
    const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).code] : []));
    expect(codes).toEqual(Array(7).fill('EMAIL_ALREADY_EXISTS'));
    expect(await streamTypes(store, emailStreamName(emailKey(email)))).toEqual(['EmailReserved']);
    expect(await accounts.findUserIdByEmail(email)).toBe(won[0]!.userId);
  });

  it('answers a retried registration (same command id) with the same account, appending nothing', async () => {
    const email = freshEmail();
    const context = ctx();
    const first = await accounts.register({ email, password: PASSWORD, locale: 'fr-FR' }, context);
    const before = await store.headPosition();
    const again = await accounts.register({ email, password: PASSWORD, locale: 'fr-FR' }, context);
    expect(again.userId).toBe(first.userId);
    expect(again.verification).toBeNull();
    expect(again.position).toEqual(first.position);
    expect(await store.headPosition()).toEqual(before);
    expect(await streamTypes(store, userStreamName(first.userId))).toEqual([
      'UserRegistered',
      'UserTokenIssued',
    ]);
  });

  it('releases a reservation whose account was never written, once it is a minute old', async () => {
    const email = freshEmail();
    const stream = emailStreamName(emailKey(email));
    const abandoned = derivedId('user', 'crashed-command');
    // A registration that crashed between its two appends, 61 seconds before.
    await handleCommand(
      store,
      stream,
      emailDecider,
      { type: 'ReserveEmail', data: { email, userId: abandoned } },
      ctx(-61_000),
      { schemaVersion: accountSchemaVersion },
    );
    const result = await accounts.register({ email, password: PASSWORD, locale: 'fr-FR' }, ctx());
    expect(await streamTypes(store, stream)).toEqual(['EmailReserved', 'EmailReleased', 'EmailReserved']);
    expect(await accounts.findUserIdByEmail(email)).toBe(result.userId);
  });

  it('keeps a reservation under a minute old: its registration may still be under way', async () => {
    const email = freshEmail();
    await handleCommand(
      store,
      emailStreamName(emailKey(email)),
      emailDecider,
      { type: 'ReserveEmail', data: { email, userId: derivedId('user', 'in-flight') } },
      ctx(-30_000),
      { schemaVersion: accountSchemaVersion },
    );
    const before = await store.headPosition();
    await expect(
      accounts.register({ email, password: PASSWORD, locale: 'fr-FR' }, ctx()),
    ).rejects.toMatchObject({
      code: 'EMAIL_ALREADY_EXISTS',
    });
    expect(await store.headPosition()).toEqual(before);
    expect(await accounts.findUserIdByEmail(email)).toBeNull();
  });
});

describe('authenticate', () => {
  it('accepts the right password for the address in any case, and nothing else', async () => {
    const email = freshEmail();
    const { userId } = await accounts.register({ email, password: PASSWORD, locale: 'fr-FR' }, ctx());
    const before = await store.headPosition();
    expect(await accounts.authenticate(` ${email.toUpperCase()}`, PASSWORD)).toEqual({ userId });
    await expect(accounts.authenticate(email, 'Wrong1password')).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(accounts.authenticate(freshEmail(), PASSWORD)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(accounts.authenticate('not-an-address', PASSWORD)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(accounts.authenticate('  ', PASSWORD)).rejects.toMatchObject({
      code: 'MISSING_CREDENTIALS',
    });
    await expect(accounts.authenticate(email, '')).rejects.toMatchObject({ code: 'MISSING_CREDENTIALS' });
    expect(await store.headPosition()).toEqual(before);
  });

  it("hashes a password of an older, cheaper cost again at today's on login, in the credential store only", async () => {
    const email = freshEmail();
    const { userId } = await accounts.register({ email, password: PASSWORD, locale: 'fr-FR' }, ctx());
    const registered = await userState(userId);
    if (registered.status !== 'registered' || registered.credential.kind !== 'id')
      throw new Error('not registered with a credential id');
    const { credentialId } = registered.credential;
    // The account as a platform of the older cost (N = 2^15) stored it.
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await credentials.put(userId, credentialId, old);
    const head = await store.headPosition();
    // A wrong password rehashes nothing.
    await expect(accounts.authenticate(email, 'Wrong1password')).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(await credentials.get(userId, credentialId)).toBe(old);
    expect(await accounts.authenticate(email, PASSWORD)).toEqual({ userId });
    const rehashed = await credentials.get(userId, credentialId);
    expect(rehashed).not.toBe(old);
    expect(rehashed?.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword(PASSWORD, rehashed ?? '')).toBe(true);
    // No event: the credential id is the same, so sessions stay valid; the next login changes nothing.
    expect(await store.headPosition()).toEqual(head);
    await accounts.authenticate(email, PASSWORD);
    expect(await credentials.get(userId, credentialId)).toBe(rehashed);
  });
});

describe('revokeSessions', () => {
  it('records the revocation on the user; USER_NOT_FOUND for no account', async () => {
    const { userId } = await accounts.register(
      { email: freshEmail(), password: PASSWORD, locale: 'fr-FR' },
      ctx(),
    );
    await accounts.revokeSessions(userId, ctx());
    expect((await streamTypes(store, userStreamName(userId))).at(-1)).toBe('UserSessionsRevoked');
    await expect(accounts.revokeSessions(crypto.randomUUID(), ctx())).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
  });
});

describe('e-mail verification', () => {
  it('verifies with the registration token, once', async () => {
    const { userId, verification } = await accounts.register(
      { email: freshEmail(), password: PASSWORD, locale: 'fr-FR' },
      ctx(),
    );
    const verified = await accounts.verifyEmail(verification!.token, ctx(60_000));
    expect(verified.userId).toBe(userId);
    expect(await userState(userId)).toMatchObject({ verified: true });
    const before = await store.headPosition();
    await expect(accounts.verifyEmail(verification!.token, ctx(120_000))).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
    expect(await store.headPosition()).toEqual(before);
  });

  it('refuses malformed, forged, unknown-account and expired tokens, appending nothing', async () => {
    const { verification } = await accounts.register(
      { email: freshEmail(), password: PASSWORD, locale: 'fr-FR' },
      ctx(),
    );
    const token = verification!.token;
    const [userId, tokenId, secret] = token.split('.') as [string, string, string];
    const forged = `${userId}.${tokenId}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const unknownUser = `${derivedId('user', 'nobody')}.${tokenId}.${secret}`;
    const before = await store.headPosition();
    for (const bad of ['', 'garbage', forged, unknownUser]) {
      await expect(accounts.verifyEmail(bad, ctx(60_000))).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    }
    const expiry = TOKEN_LIFETIMES.verifySeconds * 1000;
    await expect(accounts.verifyEmail(token, ctx(expiry))).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await store.headPosition()).toEqual(before);
    await accounts.verifyEmail(token, ctx(expiry - 1));
  });

  it('resends a verification a minute after the last one; both tokens work, each once', async () => {
    const email = freshEmail();
    const { userId, verification } = await accounts.register(
      { email, password: PASSWORD, locale: 'it-IT' },
      ctx(),
    );
    const before = await store.headPosition();
    await expect(accounts.resendVerification(userId, ctx(59_999))).rejects.toMatchObject({
      code: 'EMAIL_ALREADY_SENT',
    });
    expect(await store.headPosition()).toEqual(before);
    const resendContext = ctx(60_000);
    const resent = await accounts.resendVerification(userId, resendContext);
    expect(resent).toMatchObject({ email, locale: 'it-IT' });
    expect(resent.verification.token).not.toBe(verification!.token);
    // The same command again cannot give its token a second time.
    await expect(accounts.resendVerification(userId, resendContext)).rejects.toMatchObject({
      code: 'EMAIL_ALREADY_SENT',
    });
    await accounts.verifyEmail(resent.verification.token, ctx(70_000));
    // The older token is still unspent: it verifies (already verified) and is spent.
    await accounts.verifyEmail(verification!.token, ctx(80_000));
    await expect(accounts.verifyEmail(verification!.token, ctx(90_000))).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
    await expect(accounts.resendVerification(userId, ctx(200_000))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { reason: 'alreadyVerified' },
    });
    await expect(accounts.resendVerification(derivedId('user', 'nobody'), ctx())).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
  });
});

describe('password reset', () => {
  it('is null, appending nothing, for an unknown address', async () => {
    const before = await store.headPosition();
    expect(await accounts.requestPasswordReset(freshEmail(), ctx())).toBeNull();
    expect(await accounts.requestPasswordReset('not-an-address', ctx())).toBeNull();
    expect(await store.headPosition()).toEqual(before);
  });

  it('sets a new password with the reset token, once; a minute between reset mails', async () => {
    const email = freshEmail();
    const { userId } = await accounts.register({ email, password: PASSWORD, locale: 'de-DE' }, ctx());
    const requested = await accounts.requestPasswordReset(email.toUpperCase(), ctx(1_000));
    expect(requested).toMatchObject({ userId, email, locale: 'de-DE' });
    expect(requested!.reset.expiresAt).toEqual(plusMs(T0, 1_000 + TOKEN_LIFETIMES.resetSeconds * 1000));
    const before = await store.headPosition();
    expect(await accounts.requestPasswordReset(email, ctx(30_000))).toBeNull();
    await expect(accounts.newPassword(requested!.reset.token, 'weak', ctx(40_000))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { field: 'password' },
    });
    expect(await store.headPosition()).toEqual(before);

    await accounts.newPassword(requested!.reset.token, 'Brand1newpass', ctx(50_000));
    expect(await accounts.authenticate(email, 'Brand1newpass')).toEqual({ userId });
    await expect(accounts.authenticate(email, PASSWORD)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(
      accounts.newPassword(requested!.reset.token, 'Another1pass', ctx(60_000)),
    ).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });

  it('accepts a reset token until its hour is over; a new password spends every earlier link', async () => {
    const email = freshEmail();
    await accounts.register({ email, password: PASSWORD, locale: 'fr-FR' }, ctx());
    const first = await accounts.requestPasswordReset(email, ctx(0));
    const second = await accounts.requestPasswordReset(email, ctx(61_000));
    const hour = TOKEN_LIFETIMES.resetSeconds * 1000;
    // Issued at 61 s: refused at 61 s + 1 h, accepted one millisecond before.
    await expect(
      accounts.newPassword(second!.reset.token, 'Late1pass', ctx(61_000 + hour)),
    ).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    await accounts.newPassword(second!.reset.token, 'Second1pass', ctx(61_000 + hour - 1));
    expect(await accounts.authenticate(email, 'Second1pass')).toBeTruthy();
    // The older link, still within its hour, no longer works: the password changed since.
    await expect(accounts.newPassword(first!.reset.token, 'First1pass', ctx(62_000))).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
    await expect(accounts.newPassword(second!.reset.token, 'Again1pass', ctx(63_000))).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });

  it('refuses a verify token as a reset token', async () => {
    const { verification } = await accounts.register(
      { email: freshEmail(), password: PASSWORD, locale: 'fr-FR' },
      ctx(),
    );
    await expect(
      accounts.newPassword(verification!.token, 'Brand1newpass', ctx(1_000)),
    ).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });
});

describe('setAdmin and findUserIdByEmail', () => {
  it('grants and revokes admin by address; USER_NOT_FOUND for none', async () => {
    const email = freshEmail();
    const { userId } = await accounts.register({ email, password: PASSWORD, locale: 'fr-FR' }, ctx());
    expect(await accounts.findUserIdByEmail(email.toUpperCase())).toBe(userId);
    await accounts.setAdmin(email, true, ctx());
    expect(await userState(userId)).toMatchObject({ admin: true });
    const again = await accounts.setAdmin(email, true, ctx());
    expect(again).toEqual({ userId, position: null });
    await accounts.setAdmin(email, false, ctx());
    expect(await userState(userId)).toMatchObject({ admin: false });
    const before = await store.headPosition();
    await expect(accounts.setAdmin(freshEmail(), true, ctx())).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    expect(await store.headPosition()).toEqual(before);
    expect(await accounts.findUserIdByEmail(freshEmail())).toBeNull();
  });
});

describe('erase', () => {
  it('deletes the credentials; the account cannot sign in, be found or be reset', async () => {
    const email = freshEmail();
    const { userId } = await accounts.register({ email, password: PASSWORD, locale: 'en-GB' }, ctx());
    await accounts.authenticate(email, PASSWORD);
    const state = await userState(userId);
    const credentialId = state.status === 'registered' ? stateCredential(state) : 'none';
    expect(await credentials.get(userId, credentialId)).not.toBeNull();
    expect(await accounts.erase(email, ctx(1000))).toMatchObject({ userId });
    expect(await credentials.get(userId, credentialId)).toBeNull();
    await expect(accounts.authenticate(email, PASSWORD)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(await accounts.findUserIdByEmail(email)).toBeNull();
    expect(await accounts.requestPasswordReset(email, ctx(2000))).toBeNull();
    await expect(accounts.erase(email, ctx(3000))).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

function stateCredential(state: { credential: { kind: string; credentialId?: string } }): string {
  return state.credential.credentialId ?? 'legacy';
}
