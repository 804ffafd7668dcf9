import { DomainError } from '@stride/contracts/errors';
import { findEvent } from '../../read-model/events.ts';
import { eventIdOf } from '../ids.ts';
import type { QueryResolvers } from '../types.ts';

/** `event(eventId)`: the read model's row, or `EVENT_NOT_FOUND`. */
export const event: QueryResolvers['event'] = async (_parent, { eventId }, { deps }) => {
  const found = await findEvent(deps.db, eventIdOf(eventId));
  if (found === null) throw new DomainError('EVENT_NOT_FOUND');
  return found;
};
