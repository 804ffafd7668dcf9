/** `playerAvailability`, `teamAvailability` and the `playerAvailability` subscription. */
import { AVAILABILITY_READ_MODEL } from '@stride/contracts/read-models';
import { currentContext } from '../../auth/live-viewer.ts';
import type { ApiContext } from '../../context.ts';
import type { QueryResolvers, SubscriptionResolvers } from '../../generated/resolvers.ts';
import {
  teamAvailabilityOn,
  todayInClub,
  type PlayerAvailabilityModel,
} from '../../read-model/availability.ts';
import { playerTarget } from '../players/target.ts';
import { teamTarget } from '../teams/target.ts';
import { valueOf, watchReadModel, type Update } from '../watch.ts';

async function readPlayerAvailability(
  context: ApiContext,
  playerId: string,
  date: string | null | undefined,
): Promise<PlayerAvailabilityModel> {
  const player = await playerTarget(context, playerId, 'availability.read');
  const day = date ?? (await todayInClub(context.deps.db, player.clubId, context.deps.now()));
  return { playerId: player.id, clubId: player.clubId, teamId: player.teamId, date: day };
}

export const availabilityQueries = {
  playerAvailability: (_p, args, context) => readPlayerAvailability(context, args.playerId, args.date),

  teamAvailability: async (_p, args, context) => {
    const team = await teamTarget(context, args.teamId, 'availability.read');
    const day = args.date ?? (await todayInClub(context.deps.db, team.clubId, context.deps.now()));
    return teamAvailabilityOn(context.deps.db, team.id, day);
  },
} satisfies QueryResolvers;

export const availabilitySubscriptions = {
  playerAvailability: {
    async subscribe(_p, args, context) {
      // Refused at once (an error result, not an empty stream) when the caller may not read.
      const first = await readPlayerAvailability(context, args.playerId, args.date);
      const { deps } = context;
      return watchReadModel<PlayerAvailabilityModel>(
        deps,
        deps.names.changeSubject(AVAILABILITY_READ_MODEL, first.playerId),
        async () => readPlayerAvailability(await currentContext(context), first.playerId, args.date),
        // The fields are read when pushed: every notice is news.
        () => true,
      );
    },
    resolve: (update: Update<PlayerAvailabilityModel>) => valueOf(update),
  },
} satisfies SubscriptionResolvers;
