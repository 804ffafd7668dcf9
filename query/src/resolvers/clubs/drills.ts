/**
 * The club's drill list (issue 19): `clubDrills`, `createDrill`, `renameDrill`, `deleteDrill`, and
 * a team's distinct tags (`teamTags`) for filters and the tag editor. Rules: the decider's
 * (command/src/club/decide/drills.ts).
 */
import { DomainError } from '@stride/contracts/errors';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.ts';
import { authorize } from '../../auth/authorize.ts';
import type { ApiContext } from '../../context.ts';
import { findDrill, listClubDrills, listTeamTags, type DrillModel } from '../../read-model/event-tags.ts';
import { catalogCommand } from '../command-then-read.ts';
import { idOf } from '../ids.ts';
import { teamTarget } from '../teams/target.ts';
import { clubTarget } from './access.ts';

/** The drill an argument names, once the caller may change the club's list. */
async function drillTarget(context: ApiContext, rawDrillId: string): Promise<DrillModel> {
  const drill = await findDrill(context.deps.db, idOf(rawDrillId, 'DRILL_NOT_FOUND'));
  if (drill === null) {
    authorize(context, 'account.read');
    throw new DomainError('DRILL_NOT_FOUND');
  }
  authorize(context, 'club.drills', { clubId: drill.clubId });
  return drill;
}

export const drillQueries = {
  clubDrills: (_p, args, context) =>
    listClubDrills(context.deps.db, clubTarget(context, args.clubId, 'club.read')),
  teamTags: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'event.read');
    return listTeamTags(context.deps.db, team.id);
  },
} satisfies QueryResolvers;

export const drillMutations = {
  createDrill: (_p, args, context, info) => {
    const clubId = clubTarget(context, args.clubId, 'club.drills');
    return catalogCommand(
      context,
      info,
      'createDrill',
      (command) => context.deps.clubs.createDrill(clubId, args.name, command),
      (written) => findDrill(context.deps.db, written.drillId),
    );
  },

  renameDrill: async (_p, args, context, info) => {
    const drill = await drillTarget(context, args.drillId);
    return catalogCommand(
      context,
      info,
      'renameDrill',
      (command) => context.deps.clubs.renameDrill(drill.clubId, drill.id, args.name, command),
      () => findDrill(context.deps.db, drill.id),
    );
  },

  deleteDrill: async (_p, args, context, info) => {
    const drill = await drillTarget(context, args.drillId);
    await catalogCommand(
      context,
      info,
      'deleteDrill',
      (command) => context.deps.clubs.deleteDrill(drill.clubId, drill.id, command),
      () => Promise.resolve(true),
    );
    return true;
  },
} satisfies MutationResolvers;
