/** The event's life: `createEvent`, its details and window, start, stop, finish, lock, unlock, delete. */
import { PROJECTIONS } from '@stride/contracts/read-models';
import { authorizeTeam } from '../../../auth/event-access.ts';
import { commandContextFor } from '../../../context.ts';
import type { MutationResolvers } from '../../../generated/resolvers.ts';
import { awaitProjection, commandThenRead, timedCommand } from '../../command-then-read.ts';
import { idOf } from '../../ids.ts';
import { eventTarget } from '../target.ts';
import { date, eventMutation } from './run.ts';

export const eventMutations = {
  /** The `CreateEvent` command; the new event's id derives from the command id. */
  createEvent: async (_p, args, context, info) => {
    const teamId = idOf(args.teamId, 'TEAM_NOT_FOUND');
    const team = await authorizeTeam(context, teamId, 'event.manage');
    return commandThenRead(context, info, 'createEvent', (command) =>
      context.deps.commands.createEvent(
        {
          clubId: team.clubId,
          teamId,
          name: args.name,
          eventType: args.type,
          daysToMatch: args.daysToMatch ?? null,
          startDate: args.startDate ?? null,
          endDate: args.endDate ?? null,
          playerIds: (args.playerIds ?? []).map((id) => idOf(id, 'PLAYER_NOT_FOUND')),
        },
        command,
      ),
    );
  },

  updateEvent: eventMutation('updateEvent', (commands, args, t, command) =>
    commands.updateEvent(
      t.eventId,
      {
        name: args.name,
        eventType: args.type,
        place: args.place ?? null,
        theme: args.theme ?? null,
        competition: args.competition ?? null,
        score: args.score ?? null,
        matchSystem: args.matchSystem ?? null,
        daysToMatch: args.daysToMatch ?? null,
      },
      command,
    ),
  ),

  updateEventDates: eventMutation('updateEventDates', (commands, args, t, command) =>
    commands.updateEventDates(
      t.eventId,
      { startDate: date(args.startDate), endDate: date(args.endDate) },
      command,
    ),
  ),

  startEvent: eventMutation('startEvent', (commands, _a, t, command) =>
    commands.startEvent(t.eventId, command),
  ),
  stopEvent: eventMutation('stopEvent', (commands, _a, t, command) => commands.stopEvent(t.eventId, command)),
  finishEvent: eventMutation('finishEvent', (commands, _a, t, command) =>
    commands.finishEvent(t.eventId, command),
  ),
  lockEvent: eventMutation('lockEvent', (commands, _a, t, command) => commands.lockEvent(t.eventId, command)),
  unlockEvent: eventMutation('unlockEvent', (commands, _a, t, command) =>
    commands.unlockEvent(t.eventId, command),
  ),

  deleteEvent: async (_p, args, context, info) => {
    const target = await eventTarget(context, args.eventId, 'event.manage');
    const result = await timedCommand(context, 'deleteEvent', () =>
      context.deps.commands.deleteEvent(target.eventId, commandContextFor(context, info)),
    );
    await awaitProjection(context, 'deleteEvent', PROJECTIONS.events, result.position, target.eventId);
    return true;
  },
} satisfies MutationResolvers;
