/** Data ranges: an event's own (`createEventRange`, …) and a team's, which new events copy. */
import type { MutationResolvers } from '../../../generated/resolvers.ts';
import { idOf } from '../../ids.ts';
import { onTeam } from '../../teams/target.ts';
import { eventMutation } from './run.ts';

interface RangeArgs {
  readonly name: string;
  readonly min?: number | null;
  readonly max?: number | null;
}

const rangeInput = (type: string, range: RangeArgs) => ({
  type,
  name: range.name,
  min: range.min ?? null,
  max: range.max ?? null,
});

/** A range id: a UUID; anything else names no range. */
const rangeIdOf = (raw: string): string => idOf(raw, 'BAD_USER_INPUT', { field: 'id', reason: 'notFound' });

export const rangeMutations = {
  createEventRange: eventMutation('createEventRange', (commands, args, t, command) =>
    commands.createEventRange(t.eventId, t.clubId, rangeInput(args.type, args.range), command),
  ),

  updateEventRange: eventMutation('updateEventRange', (commands, args, t, command) =>
    commands.updateEventRange(t.eventId, rangeIdOf(args.id), rangeInput(args.type, args.range), command),
  ),

  deleteEventRange: eventMutation('deleteEventRange', (commands, args, t, command) =>
    commands.deleteEventRange(t.eventId, rangeIdOf(args.id), command),
  ),

  // A team's ranges are its manager's and coaches' to change (`team.update`).
  createTeamRange: (_p, args, context, info) =>
    onTeam(context, info, args.teamId, 'team.update', 'createTeamRange', (team, command) =>
      context.deps.clubs.createTeamRange(team.clubId, team.id, rangeInput(args.type, args), command),
    ),

  updateTeamRange: (_p, args, context, info) =>
    onTeam(context, info, args.teamId, 'team.update', 'updateTeamRange', (team, command) =>
      context.deps.clubs.updateTeamRange(
        team.clubId,
        team.id,
        rangeIdOf(args.id),
        rangeInput(args.type, args),
        command,
      ),
    ),

  deleteTeamRange: (_p, args, context, info) =>
    onTeam(context, info, args.teamId, 'team.update', 'deleteTeamRange', (team, command) =>
      context.deps.clubs.deleteTeamRange(team.clubId, team.id, rangeIdOf(args.id), command),
    ),
} satisfies MutationResolvers;
