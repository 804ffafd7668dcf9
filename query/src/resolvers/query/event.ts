import { DomainError } from '@stride/contracts/errors';
import { authorizeEvent } from '../../auth/event-access.ts';
import { findEvent } from '../../read-model/events.ts';
import { eventIdOf } from '../ids.ts';
import type { QueryResolvers } from '../types.ts';

/** `event(eventId)`: the read model's row, or `EVENT_NOT_FOUND`. */
export const event: QueryResolvers['event'] = async (_parent, { eventId }, context) => {
  const { deps } = context;
  const id = eventIdOf(eventId);
  await authorizeEvent(context, id, 'event.read');
  const found = await findEvent(deps.db, id);
  if (found === null) throw new DomainError('EVENT_NOT_FOUND');
  return found;
};
