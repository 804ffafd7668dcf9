/**
 * The `user-<id>` aggregate: one account, its single-use mail tokens and its club membership.
 * Sections: state, evolve, commands, decide (one function per command), validation.
 */
import { DomainError } from '@stride/contracts/errors';
import { isEmail, normalizeEmail, TOKEN_LIFETIMES } from '@stride/contracts/account';
import type {
  UserEmailVerified,
  UserEvent,
  UserJoinedClub,
  UserLeftClub,
  UserPasswordChanged,
  UserRegistered,
  UserTokenIssued,
} from '@stride/contracts/events/account';
import type { Decider } from '../handler.ts';
import { occurredAtOf } from '../multi-stream.ts';

/* ---------- state ---------- */

export type TokenPurpose = UserTokenIssued['data']['purpose'];

export interface OutstandingToken {
  readonly purpose: TokenPurpose;
  readonly secretHash: string;
  /** ISO instant. */
  readonly expiresAt: string;
  readonly spent: boolean;
}

export interface Membership {
  readonly clubId: string;
  readonly staffId: string;
  /** When the user joined (from the event's metadata); null when unknown. */
  readonly joinedAt: string | null;
}

export interface RegisteredUser {
  readonly status: 'registered';
  readonly userId: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly verified: boolean;
  readonly admin: boolean;
  readonly locale: string;
  /** Every token issued, by token id. */
  readonly tokens: ReadonlyMap<string, OutstandingToken>;
  /** When the last token of each purpose was issued (ISO), for the resend delay. */
  readonly lastIssuedAt: Readonly<Record<TokenPurpose, string | null>>;
  readonly membership: Membership | null;
}

export type UserState = { readonly status: 'initial' } | RegisteredUser;

export const initialState = (): UserState => ({ status: 'initial' });

/* ---------- evolve ---------- */

function spend(tokens: ReadonlyMap<string, OutstandingToken>, tokenId: string | null) {
  const token = tokenId === null ? undefined : tokens.get(tokenId);
  if (tokenId === null || token === undefined) return tokens;
  return new Map(tokens).set(tokenId, { ...token, spent: true });
}

export function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    return {
      status: 'registered',
      userId: event.data.userId,
      email: event.data.email,
      passwordHash: event.data.passwordHash,
      verified: false,
      admin: false,
      locale: event.data.locale,
      tokens: new Map(),
      lastIssuedAt: { verify: null, reset: null },
      membership: null,
    };
  }
  if (state.status === 'initial') return state;
  switch (event.type) {
    case 'UserTokenIssued': {
      const { tokenId, purpose, secretHash, expiresAt } = event.data;
      return {
        ...state,
        tokens: new Map(state.tokens).set(tokenId, { purpose, secretHash, expiresAt, spent: false }),
        // Without metadata (a test's given events) the issue time is unknown: no resend delay.
        lastIssuedAt: { ...state.lastIssuedAt, [purpose]: occurredAtOf(event) },
      };
    }
    case 'UserEmailVerified':
      return { ...state, verified: true, tokens: spend(state.tokens, event.data.tokenId) };
    case 'UserPasswordChanged':
      // A new password ends every reset link sent before it, not only the one used.
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        tokens: new Map(
          [...spend(state.tokens, event.data.tokenId)].map(([id, token]) => [
            id,
            token.purpose === 'reset' ? { ...token, spent: true } : token,
          ]),
        ),
      };
    case 'UserAdminGranted':
      return { ...state, admin: true };
    case 'UserAdminRevoked':
      return { ...state, admin: false };
    case 'UserJoinedClub':
      return {
        ...state,
        membership: { clubId: event.data.clubId, staffId: event.data.staffId, joinedAt: occurredAtOf(event) },
      };
    case 'UserLeftClub':
      if (state.membership?.clubId !== event.data.clubId || state.membership.staffId !== event.data.staffId)
        return state;
      return { ...state, membership: null };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

/* ---------- commands ---------- */

/** A token's random parts, drawn by the handler. */
export interface TokenParts {
  readonly tokenId: string;
  readonly secretHash: string;
}

export interface RegisterUser {
  readonly type: 'RegisterUser';
  readonly data: {
    readonly userId: string;
    readonly email: string;
    readonly passwordHash: string;
    readonly locale: string;
    /** The verification token e-mailed with the welcome: issued in the same append. */
    readonly verification: TokenParts;
  };
  readonly now: Date;
}

export interface IssueToken {
  readonly type: 'IssueToken';
  readonly data: TokenParts & { readonly purpose: TokenPurpose };
  readonly now: Date;
}

export interface VerifyEmail {
  readonly type: 'VerifyEmail';
  readonly data: TokenParts;
  readonly now: Date;
}

export interface ChangePassword {
  readonly type: 'ChangePassword';
  readonly data: TokenParts & { readonly passwordHash: string };
  readonly now: Date;
}

export interface GrantAdmin {
  readonly type: 'GrantAdmin';
}

export interface RevokeAdmin {
  readonly type: 'RevokeAdmin';
}

export interface JoinClub {
  readonly type: 'JoinClub';
  readonly data: {
    readonly clubId: string;
    readonly staffId: string;
    /** Creating a club needs a verified e-mail; being added by a manager does not. */
    readonly requireVerified: boolean;
  };
}

export interface LeaveClub {
  readonly type: 'LeaveClub';
  readonly data: { readonly clubId: string; readonly staffId: string };
}

export type UserCommand =
  RegisterUser | IssueToken | VerifyEmail | ChangePassword | GrantAdmin | RevokeAdmin | JoinClub | LeaveClub;

/* ---------- decide ---------- */

const LIFETIME_SECONDS: Readonly<Record<TokenPurpose, number>> = {
  verify: TOKEN_LIFETIMES.verifySeconds,
  reset: TOKEN_LIFETIMES.resetSeconds,
};

export const LOCALE_PATTERN = /^[a-z]{2,3}(?:-[A-Z]{2})?$/;

function registered(state: UserState): RegisteredUser {
  if (state.status === 'initial') throw new DomainError('USER_NOT_FOUND');
  return state;
}

function tokenIssued(userId: string, purpose: TokenPurpose, parts: TokenParts, now: Date): UserTokenIssued {
  return {
    type: 'UserTokenIssued',
    data: {
      userId,
      purpose,
      tokenId: parts.tokenId,
      secretHash: parts.secretHash,
      expiresAt: new Date(now.getTime() + LIFETIME_SECONDS[purpose] * 1000).toISOString(),
    },
  };
}

function registerUser(command: RegisterUser, state: UserState): [UserRegistered, UserTokenIssued] {
  if (state.status !== 'initial')
    throw new DomainError('BAD_USER_INPUT', { field: 'userId', reason: 'exists' });
  const { data, now } = command;
  const email = normalizeEmail(data.email);
  if (!isEmail(email)) throw new DomainError('BAD_USER_INPUT', { field: 'email', reason: 'email' });
  if (data.passwordHash.length === 0)
    throw new DomainError('BAD_USER_INPUT', { field: 'password', reason: 'required' });
  if (!LOCALE_PATTERN.test(data.locale))
    throw new DomainError('BAD_USER_INPUT', { field: 'locale', reason: 'locale' });
  return [
    {
      type: 'UserRegistered',
      data: { userId: data.userId, email, passwordHash: data.passwordHash, locale: data.locale },
    },
    tokenIssued(data.userId, 'verify', data.verification, now),
  ];
}

function issueToken(command: IssueToken, state: UserState): [UserTokenIssued] {
  const user = registered(state);
  const { purpose } = command.data;
  if (purpose === 'verify' && user.verified)
    throw new DomainError('BAD_USER_INPUT', { field: 'userId', reason: 'alreadyVerified' });
  const last = user.lastIssuedAt[purpose];
  if (last !== null && command.now.getTime() - Date.parse(last) < TOKEN_LIFETIMES.resendSeconds * 1000) {
    throw new DomainError('EMAIL_ALREADY_SENT', { retryAfterSeconds: TOKEN_LIFETIMES.resendSeconds });
  }
  return [tokenIssued(user.userId, purpose, command.data, command.now)];
}

/** The token if it was issued for `purpose`, matches, is unspent and has not expired; else INVALID_TOKEN. */
function usableToken(user: RegisteredUser, purpose: TokenPurpose, presented: TokenParts, now: Date): void {
  const token = user.tokens.get(presented.tokenId);
  // The secret hashes are digests of random values: comparing them leaks nothing worth timing.
  if (
    token === undefined ||
    token.purpose !== purpose ||
    token.spent ||
    token.secretHash !== presented.secretHash ||
    now.getTime() >= Date.parse(token.expiresAt)
  ) {
    throw new DomainError('INVALID_TOKEN');
  }
}

function verifyEmail(command: VerifyEmail, state: UserState): [UserEmailVerified] {
  const user = registered(state);
  usableToken(user, 'verify', command.data, command.now);
  // Already verified (through another verify token): the event still spends this one.
  return [{ type: 'UserEmailVerified', data: { userId: user.userId, tokenId: command.data.tokenId } }];
}

function changePassword(command: ChangePassword, state: UserState): [UserPasswordChanged] {
  const user = registered(state);
  usableToken(user, 'reset', command.data, command.now);
  if (command.data.passwordHash.length === 0)
    throw new DomainError('BAD_USER_INPUT', { field: 'password', reason: 'required' });
  return [
    {
      type: 'UserPasswordChanged',
      data: { userId: user.userId, passwordHash: command.data.passwordHash, tokenId: command.data.tokenId },
    },
  ];
}

function grantAdmin(_command: GrantAdmin, state: UserState): UserEvent[] {
  const user = registered(state);
  return user.admin ? [] : [{ type: 'UserAdminGranted', data: { userId: user.userId } }];
}

function revokeAdmin(_command: RevokeAdmin, state: UserState): UserEvent[] {
  const user = registered(state);
  return user.admin ? [{ type: 'UserAdminRevoked', data: { userId: user.userId } }] : [];
}

function joinClub(command: JoinClub, state: UserState): [UserJoinedClub] {
  const user = registered(state);
  if (command.data.requireVerified && !user.verified) throw new DomainError('USER_NOT_VERIFIED');
  // No club id in the answer: a manager of another club must not learn where the user is.
  if (user.membership !== null) throw new DomainError('IS_ALREADY_STAFF');
  const { clubId, staffId } = command.data;
  return [{ type: 'UserJoinedClub', data: { userId: user.userId, clubId, staffId } }];
}

function leaveClub(command: LeaveClub, state: UserState): UserLeftClub[] {
  const user = registered(state);
  const { clubId, staffId } = command.data;
  if (user.membership?.clubId !== clubId || user.membership.staffId !== staffId) return [];
  return [{ type: 'UserLeftClub', data: { userId: user.userId, clubId, staffId } }];
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'IssueToken':
      return issueToken(command, state);
    case 'VerifyEmail':
      return verifyEmail(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'GrantAdmin':
      return grantAdmin(command, state);
    case 'RevokeAdmin':
      return revokeAdmin(command, state);
    case 'JoinClub':
      return joinClub(command, state);
    case 'LeaveClub':
      return leaveClub(command, state);
    default: {
      const _exhaustive: never = command;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = { decide, evolve, initialState };
