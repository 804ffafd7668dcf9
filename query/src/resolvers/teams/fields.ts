/** The `Team` type's fields the model does not hold. */
import type { TeamResolvers } from '../../generated/resolvers.ts';
import { listSeasons } from '../../read-model/catalog.ts';
import { rangesOf } from '../events/fields.ts';

export const Team = {
  seasons: (team, _a, context) => listSeasons(context.deps.db, [team.id]),
  ranges: (team) => rangesOf(team.rangeList),
} satisfies TeamResolvers;
