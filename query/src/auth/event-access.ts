/**
 * Access to an event goes through its team: the caller must manage the team's club or coach the
 * team (`event.read`, `event.manage`). An event id that names no event is `EVENT_NOT_FOUND`.
 */
import { DomainError } from '@stride/contracts/errors';
import type { Action } from '@stride/contracts/permissions';
import type { ApiContext } from '../context.ts';
import { findTeam } from '../read-model/catalog.ts';
import { findEvent } from '../read-model/events.ts';
import { authorize } from './authorize.ts';

export async function authorizeTeam(context: ApiContext, teamId: string, action: Action): Promise<void> {
  const team = await findTeam(context.deps.db, teamId);
  // Refused before saying whether the team exists, unless the caller is signed in at all.
  if (team === null) {
    authorize(context, 'account.read');
    throw new DomainError('TEAM_NOT_FOUND');
  }
  authorize(context, action, { clubId: team.clubId, teamId: team.id });
}

export async function authorizeEvent(context: ApiContext, eventId: string, action: Action): Promise<void> {
  const event = await findEvent(context.deps.db, eventId);
  if (event === null) {
    authorize(context, 'account.read');
    throw new DomainError('EVENT_NOT_FOUND');
  }
  await authorizeTeam(context, event.teamId, action);
}
