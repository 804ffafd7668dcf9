/**
 * Access to an event goes through its team: the caller must manage the team's club or coach the
 * team (`event.read`, `event.manage`). An event id that names no event is `EVENT_NOT_FOUND`.
 */
import { DomainError } from '@stride/contracts/errors';
import type { Action } from '@stride/contracts/permissions';
import type { ApiContext } from '../context.ts';
import { authorize } from './authorize.ts';

/** The team and its club, once the caller may do `action` on it. */
export interface TeamTarget {
  readonly teamId: string;
  readonly clubId: string;
}

export async function authorizeTeam(
  context: Pick<ApiContext, 'viewer' | 'deps'>,
  teamId: string,
  action: Action,
): Promise<TeamTarget> {
  const team = await context.deps.access.teamClub(teamId);
  // Refused before saying whether the team exists, unless the caller is signed in at all.
  if (team === null) {
    authorize(context, 'account.read');
    throw new DomainError('TEAM_NOT_FOUND');
  }
  authorize(context, action, { clubId: team.clubId, teamId: team.teamId });
  return team;
}

export async function authorizeEvent(
  context: Pick<ApiContext, 'viewer' | 'deps'>,
  eventId: string,
  action: Action,
): Promise<TeamTarget & { eventId: string }> {
  const teamId = await context.deps.access.eventTeam(eventId);
  if (teamId === null) {
    authorize(context, 'account.read');
    throw new DomainError('EVENT_NOT_FOUND');
  }
  return { ...(await authorizeTeam(context, teamId, action)), eventId };
}
