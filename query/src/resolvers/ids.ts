import { DomainError, type ErrorCode } from '@stride/contracts/errors';
import { isUuid } from '../context.ts';

/**
 * The event id an argument names, normalised to lower case. Event ids are UUIDs: anything else
 * names no event, so it is `EVENT_NOT_FOUND` (never a crash, never a query with a bad key).
 */
export function eventIdOf(value: string): string {
  const trimmed = value.trim();
  if (!isUuid(trimmed)) throw new DomainError('EVENT_NOT_FOUND');
  return trimmed.toLowerCase();
}

/** An entity id argument (a UUID, normalised to lower case); anything else names nothing: `notFound`. */
export function idOf(value: string, notFound: ErrorCode): string {
  const trimmed = value.trim();
  if (!isUuid(trimmed)) throw new DomainError(notFound);
  return trimmed.toLowerCase();
}
