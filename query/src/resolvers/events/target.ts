/**
 * The event an argument names, authorized: every event resolver starts here. An id that names
 * nothing is refused before saying so unless the caller is signed in at all (event-access.ts).
 */
import { DomainError } from '@stride/contracts/errors';
import type { Action } from '@stride/contracts/permissions';
import { authorize } from '../../auth/authorize.ts';
import { authorizeEvent, type TeamTarget } from '../../auth/event-access.ts';
import type { ApiContext } from '../../context.ts';
import { eventOfSelection, selectionOfSession } from '../../read-model/events.ts';
import { eventIdOf, idOf } from '../ids.ts';

export type EventTarget = TeamTarget & { readonly eventId: string };

/** The event an argument names (a UUID), once the caller may do `action` on it. */
export function eventTarget(context: ApiContext, rawEventId: string, action: Action): Promise<EventTarget> {
  return authorizeEvent(context, eventIdOf(rawEventId), action);
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
