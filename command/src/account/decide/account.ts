/**
 * Decide, the account: registered (with its first verification token), made admin or not.
 */
import { DomainError } from '@stride/contracts/errors';
import { isEmail, normalizeEmail } from '@stride/contracts/account';
import type {
  UserErased,
  UserEvent,
  UserRegistered,
  UserTokenIssued,
} from '@stride/contracts/events/account';
import type { EraseUser, GrantAdmin, RegisterUser, RevokeAdmin, RevokeSessions } from '../commands.ts';
import type { UserState } from '../state.ts';
import { registered } from '../rules.ts';
import { tokenIssued } from './mail-tokens.ts';

export const LOCALE_PATTERN = /^[a-z]{2,3}(?:-[A-Z]{2})?$/;

export function registerUser(command: RegisterUser, state: UserState): [UserRegistered, UserTokenIssued] {
  if (state.status !== 'initial')
    throw new DomainError('BAD_USER_INPUT', { field: 'userId', reason: 'exists' });
  const { data, now } = command;
  const email = normalizeEmail(data.email);
  if (!isEmail(email)) throw new DomainError('BAD_USER_INPUT', { field: 'email', reason: 'email' });
  if (data.credentialId.length === 0)
    throw new DomainError('BAD_USER_INPUT', { field: 'password', reason: 'required' });
  if (!LOCALE_PATTERN.test(data.locale))
    throw new DomainError('BAD_USER_INPUT', { field: 'locale', reason: 'locale' });
  return [
    {
      type: 'UserRegistered',
      data: { userId: data.userId, email, credentialId: data.credentialId, locale: data.locale },
    },
    tokenIssued(data.userId, 'verify', data.verification, now),
  ];
}

export function grantAdmin(_command: GrantAdmin, state: UserState): UserEvent[] {
  const user = registered(state);
  return user.admin ? [] : [{ type: 'UserAdminGranted', data: { userId: user.userId } }];
}

export function revokeAdmin(_command: RevokeAdmin, state: UserState): UserEvent[] {
  const user = registered(state);
  return user.admin ? [{ type: 'UserAdminRevoked', data: { userId: user.userId } }] : [];
}

export function revokeSessions(_command: RevokeSessions, state: UserState): UserEvent[] {
  const user = registered(state);
  return [{ type: 'UserSessionsRevoked', data: { userId: user.userId } }];
}

/** Erasing an erased account (or a repeated command) writes nothing. */
export function eraseUser(_command: EraseUser, state: UserState): UserErased[] {
  if (state.status === 'initial') throw new DomainError('USER_NOT_FOUND');
  return state.erased ? [] : [{ type: 'UserErased', data: { userId: state.userId } }];
}
