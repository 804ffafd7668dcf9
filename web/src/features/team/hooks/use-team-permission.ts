import { can, type Action } from '@stride/contracts/permissions';
import { useSession } from '../../../state/session.ts';
import { usePrincipal } from '../../../state/use-principal.ts';

/**
 * Whether the user may take `action` on the team being shown. Its club is the user's own (the
 * team guard lets through only teams of the user's club); no while the session is not known.
 */
export function useTeamPermission(teamId: string, action: Action): boolean {
  const principal = usePrincipal();
  const clubId = useSession().staff?.club?.id ?? null;
  return clubId !== null && can(principal, action, { clubId, teamId });
}
