/**
 * Decide, the user's club membership: at most one club at a time.
 */
import { DomainError } from '@stride/contracts/errors';
import type { UserJoinedClub, UserLeftClub } from '@stride/contracts/events/account';
import type { JoinClub, LeaveClub } from '../commands.ts';
import { registered } from '../rules.ts';
import type { UserState } from '../state.ts';

export function joinClub(command: JoinClub, state: UserState): [UserJoinedClub] {
  const user = registered(state);
  if (command.data.requireVerified && !user.verified) throw new DomainError('USER_NOT_VERIFIED');
  // No club id in the answer: a manager of another club must not learn where the user is.
  if (user.membership !== null) throw new DomainError('IS_ALREADY_STAFF');
  const { clubId, staffId } = command.data;
  return [{ type: 'UserJoinedClub', data: { userId: user.userId, clubId, staffId } }];
}

export function leaveClub(command: LeaveClub, state: UserState): UserLeftClub[] {
  const user = registered(state);
  const { clubId, staffId } = command.data;
  if (user.membership?.clubId !== clubId || user.membership.staffId !== staffId) return [];
  return [{ type: 'UserLeftClub', data: { userId: user.userId, clubId, staffId } }];
}
