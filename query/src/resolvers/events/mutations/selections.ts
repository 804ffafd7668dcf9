/** `selectPlayers`, `updateSelection` and `selectSelection`: who plays in an event, and with what. */
import type { MutationResolvers } from '../../../generated/resolvers.ts';
import { idOf } from '../../ids.ts';
import { eventTarget } from '../target.ts';
import { selectionMutation, thenSelections } from './run.ts';

export const selectionMutations = {
  selectPlayers: async (_p, args, context, info) => {
    const target = await eventTarget(context, args.eventId, 'event.manage');
    const playerIds = args.playerIds.map((id) => idOf(id, 'PLAYER_NOT_FOUND'));
    const all = await thenSelections(context, info, 'selectPlayers', target.eventId, (command) =>
      context.deps.commands.selectPlayers(target.eventId, target.clubId, playerIds, command),
    );
    const wanted = new Set(playerIds);
    return all.filter((selection) => wanted.has(selection.playerId));
  },

  updateSelection: selectionMutation('updateSelection', (commands, args, t, command) =>
    commands.updateSelection(
      t.eventId,
      t.selectionId,
      {
        deviceId: args.deviceId == null ? null : idOf(args.deviceId, 'DEVICE_NOT_FOUND'),
        profile: args.profile ?? null,
        number: args.number ?? null,
        position: args.position ?? null,
      },
      command,
    ),
  ),

  selectSelection: selectionMutation('selectSelection', (commands, args, t, command) =>
    commands.selectSelection(t.eventId, t.selectionId, args.selected, command),
  ),
} satisfies MutationResolvers;
