/** What the decide files of the `user-<id>` aggregate share. */
import { DomainError } from '@stride/contracts/errors';
import type { RegisteredUser, UserState } from './state.ts';

export function registered(state: UserState): RegisteredUser {
  if (state.status === 'initial' || state.erased) throw new DomainError('USER_NOT_FOUND');
  return state;
}
