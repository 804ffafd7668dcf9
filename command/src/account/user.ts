/**
 * The `user-<id>` aggregate: one account, its single-use mail tokens and its club membership. Its
 * decider, assembled: state and `evolve` (state.ts), the commands (commands.ts), one decide file
 * per part of the account (decide/). The address's reservation stream is email.ts.
 */
import { DomainError } from '@stride/contracts/errors';
import type { UserEvent } from '@stride/contracts/events/account';
import type { Decider } from '../handler.ts';
import type { UserCommand } from './commands.ts';
import { grantAdmin, registerUser, revokeAdmin } from './decide/account.ts';
import { changePassword, issueToken, verifyEmail } from './decide/mail-tokens.ts';
import { joinClub, leaveClub } from './decide/membership.ts';
import { evolve, initialState, type UserState } from './state.ts';

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
