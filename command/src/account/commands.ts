/** Commands of the `user-<id>` aggregate. */
import type { TokenPurpose } from './state.ts';

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
