/** Data ranges: an event's own (`createEventRange`, …) and a team's, which new events copy. */
import { DomainError } from '@stride/contracts/errors';
import { authorize } from '../../../auth/authorize.ts';
import { commandContextFor, isUuid, type ApiContext } from '../../../context.ts';
import type { MutationResolvers } from '../../../generated/resolvers.ts';
import { findTeam, type TeamModel } from '../../../read-model/catalog.ts';
import { catalogCommand } from '../../command-then-read.ts';
import { teamTarget } from '../../teams/target.ts';
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
const rangeIdOf = (raw: string): string => {
  const trimmed = raw.trim();
  if (!isUuid(trimmed)) throw new DomainError('BAD_USER_INPUT', { field: 'id', reason: 'notFound' });
  return trimmed.toLowerCase();
};

/** The team a team-range mutation changes: its manager and coaches (`team.update`). */
async function teamRangeTarget(context: ApiContext, rawTeamId: string): Promise<TeamModel> {
  const target = await teamTarget(context, rawTeamId);
  authorize(context, 'team.update', target);
  return target.team;
}

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

  createTeamRange: async (_p, args, context, info) => {
    const team = await teamRangeTarget(context, args.teamId);
    return catalogCommand(
      context,
      'createTeamRange',
      () =>
        context.deps.clubs.createTeamRange(
          team.clubId,
          team.id,
          rangeInput(args.type, args),
          commandContextFor(context, info),
        ),
      () => findTeam(context.deps.db, team.id),
    );
  },

  updateTeamRange: async (_p, args, context, info) => {
    const team = await teamRangeTarget(context, args.teamId);
    return catalogCommand(
      context,
      'updateTeamRange',
      () =>
        context.deps.clubs.updateTeamRange(
          team.clubId,
          team.id,
          rangeIdOf(args.id),
          rangeInput(args.type, args),
          commandContextFor(context, info),
        ),
      () => findTeam(context.deps.db, team.id),
    );
  },

  deleteTeamRange: async (_p, args, context, info) => {
    const team = await teamRangeTarget(context, args.teamId);
    return catalogCommand(
      context,
      'deleteTeamRange',
      () =>
        context.deps.clubs.deleteTeamRange(
          team.clubId,
          team.id,
          rangeIdOf(args.id),
          commandContextFor(context, info),
        ),
      () => findTeam(context.deps.db, team.id),
    );
  },
} satisfies MutationResolvers;
