/**
 * The session as `can(principal, action, target)` of `@stride/contracts/permissions` sees it:
 * screens show or hide actions with the same table the API enforces.
 */
import { useMemo } from 'react';
import type { Principal } from '@stride/contracts/permissions';
import { useClientStore, type CurrentStaff, type CurrentUser } from './client-store.ts';

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

export function usePrincipal(): Principal {
  const user = useClientStore((state) => state.user);
  const staff = useClientStore((state) => state.staff);
  return useMemo(() => principalOf(user, staff), [user, staff]);
}
