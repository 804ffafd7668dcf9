/** Commands of the `user-<id>` aggregate. */
import type { TokenPurpose } from './state.ts';
import type { Command, TimedCommand } from '../decider.ts';

/** A token's random parts, drawn by the handler. */
export interface TokenParts {
  readonly tokenId: string;
  readonly secretHash: string;
}

export type RegisterUser = TimedCommand<
  'RegisterUser',
  {
    userId: string;
    email: string;
    passwordHash: string;
    locale: string;
    /** The verification token e-mailed with the welcome: issued in the same append. */
    verification: TokenParts;
  }
>;

export type IssueToken = TimedCommand<'IssueToken', TokenParts & { purpose: TokenPurpose }>;

export type VerifyEmail = TimedCommand<'VerifyEmail', TokenParts>;

export type ChangePassword = TimedCommand<'ChangePassword', TokenParts & { passwordHash: string }>;

/** Store the same password's hash at today's cost; `previousHash` is the hash it replaces. */
export type RehashPassword = Command<'RehashPassword', { passwordHash: string; previousHash: string }>;

/** End every session token issued so far. */
export interface RevokeSessions {
  readonly type: 'RevokeSessions';
}

export interface GrantAdmin {
  readonly type: 'GrantAdmin';
}

export interface RevokeAdmin {
  readonly type: 'RevokeAdmin';
}

export type JoinClub = Command<
  'JoinClub',
  {
    clubId: string;
    staffId: string;
    /** Creating a club needs a verified e-mail; being added by a manager does not. */
    requireVerified: boolean;
  }
>;

export type LeaveClub = Command<'LeaveClub', { clubId: string; staffId: string }>;

export type UserCommand =
  | RegisterUser
  | IssueToken
  | VerifyEmail
  | ChangePassword
  | RehashPassword
  | RevokeSessions
  | GrantAdmin
  | RevokeAdmin
  | JoinClub
  | LeaveClub;
