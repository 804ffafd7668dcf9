import { DomainError, type ErrorCode } from '@stride/contracts/errors';
import { isUuid } from '../context.ts';

/**
 * An entity id argument, normalised to lower case. Ids are UUIDs: anything else names nothing, so
 * it is `notFound` (never a crash, never a query with a bad key).
 */
export function idOf(
  value: string,
  notFound: ErrorCode,
  details?: Readonly<Record<string, unknown>>,
): string {
  const trimmed = value.trim();
  if (!isUuid(trimmed)) throw new DomainError(notFound, details);
  return trimmed.toLowerCase();
}

/** The event id an argument names: `EVENT_NOT_FOUND` when it is no UUID. */
export const eventIdOf = (value: string): string => idOf(value, 'EVENT_NOT_FOUND');
