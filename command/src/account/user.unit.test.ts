import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIMES } from '@stride/contracts/account';
import type {
  UserEmailVerified,
  UserEvent,
  UserJoinedClub,
  UserRegistered,
  UserTokenIssued,
} from '@stride/contracts/events/account';
import { at, deciderSpecification } from '../testing/decider-specification.ts';
import { plusMs } from '../testing/integration.ts';
import type { UserCommand } from './commands.ts';
import { userDecider } from './user.ts';

const spec = deciderSpecification(userDecider);
const decideAfter = (events: readonly UserEvent[], command: UserCommand) =>
  userDecider.decide(
    command,
    events.reduce((s, e) => userDecider.evolve(s, e), userDecider.initialState()),
  );

const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const now = new Date('2026-03-01T12:00:00.000Z');
const verifySeconds = TOKEN_LIFETIMES.verifySeconds;
const resetSeconds = TOKEN_LIFETIMES.resetSeconds;
const resendMs = TOKEN_LIFETIMES.resendSeconds * 1000;

const token = (n: number) => ({
  tokenId: `00000000-0000-4000-8000-00000000000${n}`,
  secretHash: `hash-${n}`,
});

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: { userId, email: 'ada@example.com', credentialId: 'credential-old', locale: 'fr-FR' },
};
const issued = (n: number, purpose: 'verify' | 'reset', issuedAt: Date): UserTokenIssued =>
  at(
    {
      type: 'UserTokenIssued',
      data: {
        userId,
        purpose,
        ...token(n),
        expiresAt: plusMs(
          issuedAt,
          (purpose === 'verify' ? verifySeconds : resetSeconds) * 1000,
        ).toISOString(),
      },
    },
    issuedAt,
  );
const verified = (n: number): UserEmailVerified => ({
  type: 'UserEmailVerified',
  data: { userId, tokenId: token(n).tokenId },
});
const joined: UserJoinedClub = {
  type: 'UserJoinedClub',
  data: { userId, clubId: 'club-a', staffId: 'staff-a' },
};

/** Registered an hour ago with verify token 1. */
const account = [at(registered, plusMs(now, -3_600_000)), issued(1, 'verify', plusMs(now, -3_600_000))];

const register = (
  data: Partial<Extract<UserCommand, { type: 'RegisterUser' }>['data']> = {},
): UserCommand => ({
  type: 'RegisterUser',
  data: {
    userId,
    email: 'Ada@Example.com ',
    credentialId: 'credential-1',
    locale: 'fr-FR',
    verification: token(1),
    ...data,
  },
  now,
});
const issue = (n: number, purpose: 'verify' | 'reset', when = now): UserCommand => ({
  type: 'IssueToken',
  data: { purpose, ...token(n) },
  now: when,
});
const verify = (n: number, when = now, secretHash = token(n).secretHash): UserCommand => ({
  type: 'VerifyEmail',
  data: { tokenId: token(n).tokenId, secretHash },
  now: when,
});
const changePassword = (n: number, when = now, secretHash = token(n).secretHash): UserCommand => ({
  type: 'ChangePassword',
  data: { tokenId: token(n).tokenId, secretHash, credentialId: 'credential-new' },
  now: when,
});
const join = (requireVerified: boolean, clubId = 'club-b', staffId = 'staff-b'): UserCommand => ({
  type: 'JoinClub',
  data: { clubId, staffId, requireVerified },
});

describe('RegisterUser', () => {
  it('registers with the normalized address and issues a verify token valid 48 hours', () => {
    spec
      .given([])
      .when(register())
      .then([
        { type: 'UserRegistered', data: { ...registered.data, credentialId: 'credential-1' } },
        {
          type: 'UserTokenIssued',
          data: {
            userId,
            purpose: 'verify',
            ...token(1),
            expiresAt: plusMs(now, verifySeconds * 1000).toISOString(),
          },
        },
      ]);
  });

  it('refuses a bad address or locale, and an account that exists', () => {
    expect(
      spec
        .given([])
        .when(register({ email: 'not-an-address' }))
        .thenThrows('BAD_USER_INPUT'),
    ).toMatchObject({ field: 'email' });
    expect(
      spec
        .given([])
        .when(register({ locale: 'french' }))
        .thenThrows('BAD_USER_INPUT'),
    ).toMatchObject({
      field: 'locale',
    });
    spec.given(account).when(register()).thenThrows('BAD_USER_INPUT');
  });
});

describe('IssueToken', () => {
  it('issues a reset token valid one hour', () => {
    spec
      .given(account)
      .when(issue(2, 'reset'))
      .then([
        {
          type: 'UserTokenIssued',
          data: {
            userId,
            purpose: 'reset',
            ...token(2),
            expiresAt: plusMs(now, resetSeconds * 1000).toISOString(),
          },
        },
      ]);
  });

  it('says EMAIL_ALREADY_SENT less than a minute after the last token of that purpose, not at a minute', () => {
    const lastReset = issued(2, 'reset', now);
    spec
      .given([...account, lastReset])
      .when(issue(3, 'reset', plusMs(now, resendMs - 1)))
      .thenThrows('EMAIL_ALREADY_SENT');
    expect(decideAfter([...account, lastReset], issue(3, 'reset', plusMs(now, resendMs)))).toHaveLength(1);
    // The purposes are counted apart: a reset mail does not hold back a verify mail.
    expect(decideAfter([...account, lastReset], issue(3, 'verify', plusMs(now, 1)))).toHaveLength(1);
  });

  it('counts the registration mail as the first verify mail', () => {
    const justRegistered = [at(registered, now), issued(1, 'verify', now)];
    spec
      .given(justRegistered)
      .when(issue(2, 'verify', plusMs(now, 30_000)))
      .thenThrows('EMAIL_ALREADY_SENT');
  });

  it('refuses a verify token for a verified account (alreadyVerified)', () => {
    expect(
      spec
        .given([...account, verified(1)])
        .when(issue(2, 'verify'))
        .thenThrows('BAD_USER_INPUT'),
    ).toMatchObject({ reason: 'alreadyVerified' });
  });

  it('says USER_NOT_FOUND for an unknown account', () => {
    spec.given([]).when(issue(2, 'reset')).thenThrows('USER_NOT_FOUND');
  });
});

describe('VerifyEmail', () => {
  it('verifies with an unspent, unexpired verify token', () => {
    spec
      .given(account)
      .when(verify(1))
      .then([verified(1)]);
  });

  it('accepts a token up to its expiry, not at it', () => {
    const expiry = plusMs(now, -3_600_000 + verifySeconds * 1000);
    spec
      .given(account)
      .when(verify(1, plusMs(expiry, -1)))
      .then([verified(1)]);
    spec.given(account).when(verify(1, expiry)).thenThrows('INVALID_TOKEN');
  });

  it('says INVALID_TOKEN for a wrong secret, an unknown token, a reset token, or a second use', () => {
    spec
      .given(account)
      .when(verify(1, now, 'hash-wrong'))
      .thenThrows('INVALID_TOKEN');
    spec.given(account).when(verify(9)).thenThrows('INVALID_TOKEN');
    spec
      .given([...account, issued(2, 'reset', now)])
      .when(verify(2))
      .thenThrows('INVALID_TOKEN');
    spec
      .given([...account, verified(1)])
      .when(verify(1))
      .thenThrows('INVALID_TOKEN');
  });

  it('spends another valid token of an already verified account', () => {
    const twoTokens = [...account, issued(2, 'verify', plusMs(now, -60_000))];
    spec
      .given([...twoTokens, verified(1)])
      .when(verify(2))
      .then([verified(2)]);
    spec
      .given([...twoTokens, verified(1), verified(2)])
      .when(verify(2))
      .thenThrows('INVALID_TOKEN');
  });

  it('says USER_NOT_FOUND for an unknown account', () => {
    spec.given([]).when(verify(1)).thenThrows('USER_NOT_FOUND');
  });
});

describe('ChangePassword', () => {
  const reset2 = issued(2, 'reset', plusMs(now, -10 * 60_000));
  const reset3 = issued(3, 'reset', plusMs(now, -5 * 60_000));
  const changed = (n: number) => ({
    type: 'UserPasswordChanged' as const,
    data: { userId, credentialId: 'credential-new', tokenId: token(n).tokenId },
  });

  it('changes the password with a reset token, once', () => {
    spec
      .given([...account, reset2])
      .when(changePassword(2))
      .then([changed(2)]);
    spec
      .given([...account, reset2, changed(2)])
      .when(changePassword(2))
      .thenThrows('INVALID_TOKEN');
  });

  it('keeps older reset tokens valid when a new one is issued, until a new password spends them all', () => {
    spec
      .given([...account, reset2, reset3])
      .when(changePassword(2))
      .then([changed(2)]);
    spec
      .given([...account, reset2, reset3])
      .when(changePassword(3))
      .then([changed(3)]);
    // Once the password changed through one link, every earlier link is spent.
    spec
      .given([...account, reset2, reset3, changed(3)])
      .when(changePassword(2))
      .thenThrows('INVALID_TOKEN');
    spec
      .given([...account, reset2, reset3, changed(3)])
      .when(changePassword(3))
      .thenThrows('INVALID_TOKEN');
  });

  it('accepts a reset token up to one hour after it was issued, not at the hour', () => {
    const expiry = plusMs(now, -10 * 60_000 + resetSeconds * 1000);
    spec
      .given([...account, reset2])
      .when(changePassword(2, plusMs(expiry, -1)))
      .then([changed(2)]);
    spec
      .given([...account, reset2])
      .when(changePassword(2, expiry))
      .thenThrows('INVALID_TOKEN');
  });

  it('says INVALID_TOKEN for a verify token or a wrong secret, USER_NOT_FOUND for no account', () => {
    spec.given(account).when(changePassword(1)).thenThrows('INVALID_TOKEN');
    spec
      .given([...account, reset2])
      .when(changePassword(2, now, 'hash-1'))
      .thenThrows('INVALID_TOKEN');
    spec.given([]).when(changePassword(2)).thenThrows('USER_NOT_FOUND');
  });

  it('makes the new credential current in the state', () => {
    const state = [...account, reset2, changed(2)].reduce(
      (s, e) => userDecider.evolve(s, e),
      userDecider.initialState(),
    );
    expect(state.status === 'registered' && state.credential).toEqual({
      kind: 'id',
      credentialId: 'credential-new',
    });
  });

  it('keeps the hash of an event written before issue 15 as the legacy credential', () => {
    const legacy = (data: object) => [
      { type: 'UserRegistered' as const, data: { userId, email: 'a@example.com', locale: 'fr-FR', ...data } },
    ];
    const fold = (events: UserEvent[]) =>
      events.reduce((s, e) => userDecider.evolve(s, e), userDecider.initialState());
    expect(fold(legacy({ passwordHash: 'scrypt$old' }))).toMatchObject({
      credential: { kind: 'legacy', legacyHash: 'scrypt$old' },
    });
    // Moved out of the event by the start-up migration: the credential store holds it.
    expect(fold(legacy({}))).toMatchObject({ credential: { kind: 'legacy', legacyHash: null } });
  });
});

describe('EraseUser', () => {
  const erased = { type: 'UserErased' as const, data: { userId } };

  it('erases an account once; an erased account takes no command', () => {
    spec.given(account).when({ type: 'EraseUser' }).then([erased]);
    spec
      .given([...account, erased])
      .when({ type: 'EraseUser' })
      .then([]);
    spec
      .given([...account, erased])
      .when(issue(2, 'reset'))
      .thenThrows('USER_NOT_FOUND');
    spec
      .given([...account, erased])
      .when(verify(1))
      .thenThrows('USER_NOT_FOUND');
    spec.given([]).when({ type: 'EraseUser' }).thenThrows('USER_NOT_FOUND');
  });
});

describe('GrantAdmin and RevokeAdmin', () => {
  const granted = { type: 'UserAdminGranted' as const, data: { userId } };
  const revoked = { type: 'UserAdminRevoked' as const, data: { userId } };

  it('grant and revoke, and do nothing when already so', () => {
    spec.given(account).when({ type: 'GrantAdmin' }).then([granted]);
    spec
      .given([...account, granted])
      .when({ type: 'GrantAdmin' })
      .then([]);
    spec
      .given([...account, granted])
      .when({ type: 'RevokeAdmin' })
      .then([revoked]);
    spec.given(account).when({ type: 'RevokeAdmin' }).then([]);
  });

  it('say USER_NOT_FOUND for an unknown account', () => {
    spec.given([]).when({ type: 'GrantAdmin' }).thenThrows('USER_NOT_FOUND');
    spec.given([]).when({ type: 'RevokeAdmin' }).thenThrows('USER_NOT_FOUND');
  });
});

describe('JoinClub', () => {
  it('joins a club; creating one needs a verified address, being added does not', () => {
    const joinedB: UserJoinedClub = {
      type: 'UserJoinedClub',
      data: { userId, clubId: 'club-b', staffId: 'staff-b' },
    };
    spec
      .given([...account, verified(1)])
      .when(join(true))
      .then([joinedB]);
    spec.given(account).when(join(false)).then([joinedB]);
    spec.given(account).when(join(true)).thenThrows('USER_NOT_VERIFIED');
  });

  it('says IS_ALREADY_STAFF for a member of a club, until they leave it', () => {
    spec
      .given([...account, joined])
      .when(join(false))
      .thenThrows('IS_ALREADY_STAFF');
    spec
      .given([...account, joined])
      .when(join(false, 'club-a', 'staff-a'))
      .thenThrows('IS_ALREADY_STAFF');
    spec
      .given([...account, joined, { type: 'UserLeftClub', data: joined.data }])
      .when(join(false))
      .then([{ type: 'UserJoinedClub', data: { userId, clubId: 'club-b', staffId: 'staff-b' } }]);
  });

  it('says USER_NOT_FOUND for an unknown account', () => {
    spec.given([]).when(join(false)).thenThrows('USER_NOT_FOUND');
  });

  it('keeps when the user joined, from the event metadata', () => {
    const state = [...account, at(joined, now)].reduce(
      (s, e) => userDecider.evolve(s, e),
      userDecider.initialState(),
    );
    expect(state.status === 'registered' && state.membership).toEqual({
      clubId: 'club-a',
      staffId: 'staff-a',
      joinedAt: now.toISOString(),
    });
  });
});

describe('LeaveClub', () => {
  const leave = (clubId: string, staffId: string): UserCommand => ({
    type: 'LeaveClub',
    data: { clubId, staffId },
  });

  it('leaves the club the user is a member of', () => {
    spec
      .given([...account, joined])
      .when(leave('club-a', 'staff-a'))
      .then([{ type: 'UserLeftClub', data: joined.data }]);
  });

  it('does nothing for another club, another staff record, or no membership', () => {
    spec
      .given([...account, joined])
      .when(leave('club-b', 'staff-a'))
      .then([]);
    spec
      .given([...account, joined])
      .when(leave('club-a', 'staff-other'))
      .then([]);
    spec.given(account).when(leave('club-a', 'staff-a')).then([]);
  });

  it('says USER_NOT_FOUND for an unknown account', () => {
    spec.given([]).when(leave('club-a', 'staff-a')).thenThrows('USER_NOT_FOUND');
  });
});
