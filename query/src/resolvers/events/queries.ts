/** `event`, `teamEvents`, `eventSelections` and `selection`. */
import { DomainError } from '@stride/contracts/errors';
import { authorizeEvent, authorizeTeam } from '../../auth/event-access.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { findEvent, listSelections, listTeamEvents } from '../../read-model/events.ts';
import { eventIdOf, idOf } from '../ids.ts';
import { withPlayers } from './selections.ts';
import { eventTarget } from './target.ts';

export const TEAM_EVENTS_MAX_LIMIT = 100;

export const eventQueries = {
  /** The read model's row, or `EVENT_NOT_FOUND`. */
  event: async (_p, { eventId }, context) => {
    const id = eventIdOf(eventId);
    await authorizeEvent(context, id, 'event.read');
    const found = await findEvent(context.deps.db, id);
    if (found === null) throw new DomainError('EVENT_NOT_FOUND');
    return found;
  },

  teamEvents: async (_p, args, context) => {
    const teamId = idOf(args.teamId, 'TEAM_NOT_FOUND');
    await authorizeTeam(context, teamId, 'event.read');
    // Defaults in the SDL, but a client may still send null explicitly.
    const offset = args.offset ?? 0;
    const limit = args.limit ?? 20;
    if (!Number.isInteger(offset) || offset < 0)
      throw new DomainError('BAD_USER_INPUT', { field: 'offset', reason: 'range', min: 0 });
    if (!Number.isInteger(limit) || limit < 1 || limit > TEAM_EVENTS_MAX_LIMIT)
      throw new DomainError('BAD_USER_INPUT', {
        field: 'limit',
        reason: 'range',
        min: 1,
        max: TEAM_EVENTS_MAX_LIMIT,
      });
    const page = await listTeamEvents(context.deps.db, {
      teamId,
      types: args.types ?? [],
      from: args.from ?? null,
      tag: args.tag ?? null,
      to: args.to ?? null,
      offset,
      limit,
    });
    return { ...page, offset, limit };
  },

  eventSelections: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    return withPlayers(context.deps.db, await listSelections(context.deps.db, eventId));
  },

  selection: async (_p, args, context) => {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    const playerId = idOf(args.playerId, 'PLAYER_NOT_FOUND');
    const [found] = await withPlayers(
      context.deps.db,
      await listSelections(context.deps.db, eventId, { playerId }),
    );
    return found ?? null;
  },
} satisfies QueryResolvers;
