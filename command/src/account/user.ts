/**
 * The `user-<id>` aggregate: one account, its single-use mail tokens and its club membership. Its
 * decider, assembled: state and `evolve` (state.ts), the commands (commands.ts), one decide file
 * per part of the account (decide/). The address's reservation stream is email.ts.
 */
import type { UserEvent } from '@stride/contracts/events/account';
import { decideByType, type Decider } from '../decider.ts';
import type { UserCommand } from './commands.ts';
import { eraseUser, grantAdmin, registerUser, revokeAdmin, revokeSessions } from './decide/account.ts';
import { changePassword, issueToken, verifyEmail } from './decide/mail-tokens.ts';
import { joinClub, leaveClub } from './decide/membership.ts';
import { evolve, initialState, type UserState } from './state.ts';

export const decide = decideByType<UserCommand, UserState, UserEvent>({
  RegisterUser: registerUser,
  IssueToken: issueToken,
  VerifyEmail: verifyEmail,
  ChangePassword: changePassword,
  RevokeSessions: revokeSessions,
  GrantAdmin: grantAdmin,
  RevokeAdmin: revokeAdmin,
  JoinClub: joinClub,
  LeaveClub: leaveClub,
  EraseUser: eraseUser,
});

export const userDecider: Decider<UserCommand, UserState, UserEvent> = { decide, evolve, initialState };
