/** `teamEvents`, `eventSelections`, `selection` and the `eventSelections` subscription. */
import { DomainError } from '@stride/contracts/errors';
import { EVENT_SELECTIONS_READ_MODEL } from '@stride/projector/projections/events';
import { authorizeTeam } from '../../auth/event-access.ts';
import { currentContext } from '../../auth/live-viewer.ts';
import { listSelections, listTeamEvents, type EventModel } from '../../read-model/events.ts';
import type { ApiContext } from '../../context.ts';
import { idOf } from '../ids.ts';
import type { Resolver, SubscriptionResolver } from '../types.ts';
import { watchReadModel, type Update } from '../subscription/watch.ts';
import { withPlayers, type SelectionResult } from './fields.ts';
import { eventTarget } from './target.ts';

export const TEAM_EVENTS_MAX_LIMIT = 100;

export const teamEvents: Resolver<
  {
    teamId: string;
    types?: readonly string[] | null;
    from?: Date | null;
    to?: Date | null;
    offset?: number | null;
    limit?: number | null;
  },
  { items: EventModel[]; total: number; offset: number; limit: number }
> = async (_p, args, context) => {
  const teamId = idOf(args.teamId, 'TEAM_NOT_FOUND');
  await authorizeTeam(context, teamId, 'event.read');
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
    to: args.to ?? null,
    offset,
    limit,
  });
  return { ...page, offset, limit };
};

export const eventSelections: Resolver<{ eventId: string }, SelectionResult[]> = async (
  _p,
  args,
  context,
) => {
  const { eventId } = await eventTarget(context, args.eventId, 'event.read');
  return withPlayers(context.deps.db, await listSelections(context.deps.db, eventId));
};

export const selection: Resolver<{ eventId: string; playerId: string }, SelectionResult | null> = async (
  _p,
  args,
  context,
) => {
  const { eventId } = await eventTarget(context, args.eventId, 'event.read');
  const playerId = idOf(args.playerId, 'PLAYER_NOT_FOUND');
  const [found] = await withPlayers(
    context.deps.db,
    await listSelections(context.deps.db, eventId, { playerId }),
  );
  return found ?? null;
};

/**
 * An event's selections, pushed after each notice on the read model's subject for the event; the
 * caller is authorized again before every push, and `fresh` says which reads are news.
 */
export function watchSelections(
  context: ApiContext,
  eventId: string,
  readModel: string,
  fresh: (selections: SelectionResult[]) => boolean,
): AsyncIterable<Update<SelectionResult[]>> {
  const { deps } = context;
  return watchReadModel<SelectionResult[]>(
    deps,
    deps.names.changeSubject(readModel, eventId),
    async () => {
      // Asked again before every push: access may end while the stream is open.
      await eventTarget(await currentContext(context), eventId, 'event.read');
      return withPlayers(deps.db, await listSelections(deps.db, eventId));
    },
    fresh,
  );
}

export const eventSelectionsSubscription: SubscriptionResolver<
  { eventId: string },
  Update<SelectionResult[]>,
  SelectionResult[]
> = {
  async subscribe(_p, args, context) {
    const { eventId } = await eventTarget(context, args.eventId, 'event.read');
    let last = '';
    return watchSelections(context, eventId, EVENT_SELECTIONS_READ_MODEL, (selections) => {
      // Several notices for one change push one list.
      const key = JSON.stringify(selections);
      if (key === last) return false;
      last = key;
      return true;
    });
  },
  resolve(update) {
    if ('error' in update) throw update.error;
    return update.value;
  },
};
