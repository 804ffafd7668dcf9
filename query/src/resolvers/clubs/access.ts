/** Which club a command without a club argument is for, and which of its teams a member sees. */
import { DomainError } from '@stride/contracts/errors';
import { signedIn } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import type { PrincipalModel } from '../../read-model/catalog.ts';

/** The caller's own club (for commands that name none), or `FORBIDDEN` without one. */
export function ownClub(context: ApiContext): string {
  const clubId = signedIn(context).staff?.clubId;
  if (clubId === undefined) throw new DomainError('FORBIDDEN');
  return clubId;
}

/** The teams a member may see in club lists: all for a manager, the coached ones otherwise. */
export function visibleTeams(principal: PrincipalModel): (teamId: string | null) => boolean {
  if (principal.staff?.isManager) return () => true;
  const coached = new Set(principal.staff?.coachTeamIds ?? []);
  return (teamId) => teamId !== null && coached.has(teamId);
}
