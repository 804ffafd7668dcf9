/**
 * Decide, the single-use tokens mailed to a user: issued (not sooner than a minute after the last
 * of their purpose), spent verifying the address or choosing a new password.
 */
import { DomainError } from '@stride/contracts/errors';
import { TOKEN_LIFETIMES } from '@stride/contracts/account';
import type {
  UserEmailVerified,
  UserPasswordChanged,
  UserTokenIssued,
} from '@stride/contracts/events/account';
import type { ChangePassword, IssueToken, TokenParts, VerifyEmail } from '../commands.ts';
import { registered } from '../rules.ts';
import type { RegisteredUser, TokenPurpose, UserState } from '../state.ts';

export function issueToken(command: IssueToken, state: UserState): [UserTokenIssued] {
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

export function verifyEmail(command: VerifyEmail, state: UserState): [UserEmailVerified] {
  const user = registered(state);
  usableToken(user, 'verify', command.data, command.now);
  // Already verified (through another verify token): the event still spends this one.
  return [{ type: 'UserEmailVerified', data: { userId: user.userId, tokenId: command.data.tokenId } }];
}

export function changePassword(command: ChangePassword, state: UserState): [UserPasswordChanged] {
  const user = registered(state);
  usableToken(user, 'reset', command.data, command.now);
  if (command.data.credentialId.length === 0)
    throw new DomainError('BAD_USER_INPUT', { field: 'password', reason: 'required' });
  return [
    {
      type: 'UserPasswordChanged',
      data: { userId: user.userId, credentialId: command.data.credentialId, tokenId: command.data.tokenId },
    },
  ];
}

/* ---------- tokens ---------- */

const LIFETIME_SECONDS: Readonly<Record<TokenPurpose, number>> = {
  verify: TOKEN_LIFETIMES.verifySeconds,
  reset: TOKEN_LIFETIMES.resetSeconds,
};

export function tokenIssued(
  userId: string,
  purpose: TokenPurpose,
  parts: TokenParts,
  now: Date,
): UserTokenIssued {
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
