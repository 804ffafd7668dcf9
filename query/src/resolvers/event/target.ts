/**
 * The event an argument names, authorized: every event resolver starts here. An id that names
 * nothing is refused before saying so unless the caller is signed in at all (event-access.ts).
 */
import { DomainError } from '@stride/contracts/errors';
import type { Action } from '@stride/contracts/permissions';
import { authorize } from '../../auth/authorize.ts';
import { authorizeTeam } from '../../auth/event-access.ts';
import type { ApiContext } from '../../context.ts';
import { eventOfSelection, selectionOfSession } from '../../read-model/events.ts';
import { eventIdOf, idOf } from '../ids.ts';

export interface EventTarget {
  readonly eventId: string;
  readonly teamId: string;
  readonly clubId: string;
}

export async function eventTarget(
  context: ApiContext,
  rawEventId: string,
  action: Action,
): Promise<EventTarget> {
  const eventId = eventIdOf(rawEventId);
  const teamId = await context.deps.access.eventTeam(eventId);
  if (teamId === null) {
    authorize(context, 'account.read');
    throw new DomainError('EVENT_NOT_FOUND');
  }
  await authorizeTeam(context, teamId, action);
  const team = await context.deps.access.teamClub(teamId);
  if (team === null) throw new DomainError('TEAM_NOT_FOUND');
  return { eventId, teamId, clubId: team.clubId };
}

/** The event of a selection (`SELECTION_NOT_FOUND` when there is none). */
export async function selectionTarget(
  context: ApiContext,
  rawSelectionId: string,
  action: Action,
): Promise<EventTarget & { selectionId: string }> {
  const selectionId = idOf(rawSelectionId, 'SELECTION_NOT_FOUND');
  const eventId = await eventOfSelection(context.deps.db, selectionId);
  if (eventId === null) {
    authorize(context, 'account.read');
    throw new DomainError('SELECTION_NOT_FOUND');
  }
  return { ...(await eventTarget(context, eventId, action)), selectionId };
}

/** The event and selection of a session (`SELECTION_NOT_FOUND` when there is none). */
export async function sessionTarget(
  context: ApiContext,
  rawSessionId: string,
  action: Action,
): Promise<EventTarget & { selectionId: string; sessionId: string }> {
  const sessionId = idOf(rawSessionId, 'SELECTION_NOT_FOUND');
  const found = await selectionOfSession(context.deps.db, sessionId);
  if (found === null) {
    authorize(context, 'account.read');
    throw new DomainError('SELECTION_NOT_FOUND', { sessionId });
  }
  return {
    ...(await eventTarget(context, found.eventId, action)),
    selectionId: found.selectionId,
    sessionId,
  };
}
