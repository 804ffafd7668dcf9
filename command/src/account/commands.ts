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
    /** The password's hash, stored beforehand in the credential store under this id. */
    credentialId: string;
    locale: string;
    /** The verification token e-mailed with the welcome: issued in the same append. */
    verification: TokenParts;
  }
>;

export type IssueToken = TimedCommand<'IssueToken', TokenParts & { purpose: TokenPurpose }>;

export type VerifyEmail = TimedCommand<'VerifyEmail', TokenParts>;

/** `credentialId`: the new password's hash, stored beforehand in the credential store. */
export type ChangePassword = TimedCommand<'ChangePassword', TokenParts & { credentialId: string }>;

/** Erase the account (an operator's command): its credentials and address are forgotten. */
export interface EraseUser {
  readonly type: 'EraseUser';
}

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
  | RevokeSessions
  | GrantAdmin
  | RevokeAdmin
  | JoinClub
  | LeaveClub
  | EraseUser;
