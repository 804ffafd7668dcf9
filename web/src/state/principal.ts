/**
 * The session as `can(principal, action, target)` of `@stride/contracts/permissions` sees it:
 * screens show or hide actions with the same table the API enforces.
 */
import type { Principal } from '@stride/contracts/permissions';
import type { CurrentStaff, CurrentUser } from './session.ts';

export function principalOf(user: CurrentUser | null, staff: CurrentStaff | null): Principal {
  return {
    userId: user?.id ?? '',
    verified: user?.verified ?? false,
    admin: user?.admin ?? false,
    staff:
      staff?.club === null || staff?.club === undefined
        ? null
        : {
            clubId: staff.club.id,
            isManager: staff.isManager,
            coachTeamIds: staff.coach.map((entry) => entry.team.id),
          },
  };
}
