/** `playerSelections`: the events a player was selected for, with the selection and its record. */
import { DomainError } from '@stride/contracts/errors';
import { authorize, signedIn } from '../../auth/authorize.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { findPlayer } from '../../read-model/catalog.ts';
import { findEvent, listSelections, type EventModel } from '../../read-model/events.ts';
import { playerEventIds } from '../../read-model/uploads.ts';
import type { SelectionResult } from '../events/selections.ts';
import { eventTarget } from '../events/target.ts';
import { idOf } from '../ids.ts';

export const PLAYER_SELECTIONS_MAX_LIMIT = 100;

export const playerSelectionQueries = {
  playerSelections: async (_p, args, context) => {
    // A default in the SDL, but a client may still send null explicitly.
    const limit = args.limit ?? 20;
    if (!Number.isInteger(limit) || limit < 1 || limit > PLAYER_SELECTIONS_MAX_LIMIT) {
      throw new DomainError('BAD_USER_INPUT', { field: 'limit', min: 1, max: PLAYER_SELECTIONS_MAX_LIMIT });
    }
    signedIn(context);
    const player = await findPlayer(context.deps.db, idOf(args.playerId, 'PLAYER_NOT_FOUND'));
    if (player === null) throw new DomainError('PLAYER_NOT_FOUND');
    authorize(context, 'event.read', { clubId: player.clubId, teamId: player.teamId });
    const found: { event: EventModel; selection: SelectionResult }[] = [];
    for (const eventId of await playerEventIds(context.deps.db, player.id, limit)) {
      // Events of the player's former teams too: each is authorized on its own.
      const allowedEvent = await eventTarget(context, eventId, 'event.read').then(
        () => true,
        (error: unknown) => {
          if (error instanceof DomainError) return false;
          throw error;
        },
      );
      if (!allowedEvent) continue;
      const [event, selections] = await Promise.all([
        findEvent(context.deps.db, eventId),
        listSelections(context.deps.db, eventId, { playerId: player.id }),
      ]);
      const selection = selections[0];
      if (event === null || selection === undefined) continue;
      found.push({ event, selection: { ...selection, player } });
    }
    return found;
  },
} satisfies QueryResolvers;
