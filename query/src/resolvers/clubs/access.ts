/** Which club a command is for, and which of its teams a member sees. */
import { DomainError } from '@stride/contracts/errors';
import type { Action } from '@stride/contracts/permissions';
import { authorize, signedIn } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import type { PrincipalModel } from '../../read-model/catalog.ts';
import { idOf } from '../ids.ts';

/** The club an argument names, once the caller may do `action` there. */
export function clubTarget(context: ApiContext, rawClubId: string, action: Action): string {
  const clubId = idOf(rawClubId, 'CLUB_NOT_FOUND');
  authorize(context, action, { clubId });
  return clubId;
}

/**
 * The caller's own club (for commands that name none; `FORBIDDEN` without one), once they may do
 * `action` there.
 */
export function ownClub(context: ApiContext, action: Action): string {
  const clubId = signedIn(context).staff?.clubId;
  if (clubId === undefined) throw new DomainError('FORBIDDEN');
  authorize(context, action, { clubId });
  return clubId;
}

/** The teams a member may see in club lists: all for a manager, the coached ones otherwise. */
export function visibleTeams(principal: PrincipalModel): (teamId: string | null) => boolean {
  if (principal.staff?.isManager) return () => true;
  const coached = new Set(principal.staff?.coachTeamIds ?? []);
  return (teamId) => teamId !== null && coached.has(teamId);
}
