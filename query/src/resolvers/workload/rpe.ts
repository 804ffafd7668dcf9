/**
 * `setSessionRpe` and `Selection.rpe`: a player's session RPE (Foster), entered by the team's
 * staff after a finished event (`workload.rpe`), answered with the selection once the events
 * projector has it; the workload (records projector) follows within seconds.
 */
import type { MutationResolvers, SelectionResolvers } from '../../generated/resolvers.ts';
import { findSelectionRpes } from '../../read-model/workload.ts';
import { thenSelections } from '../events/mutations/run.ts';
import { selectionTarget } from '../events/target.ts';
import { DomainError } from '@stride/contracts/errors';

export const rpeMutations = {
  setSessionRpe: async (_p, args, context, info) => {
    const target = await selectionTarget(context, args.selectionId, 'workload.rpe');
    const [selection] = await thenSelections(
      context,
      info,
      'setSessionRpe',
      target.eventId,
      (command) =>
        context.deps.commands.setSessionRpe(
          target.eventId,
          { selectionId: target.selectionId, rating: args.rating ?? null, minutes: args.minutes ?? null },
          command,
        ),
      { selectionId: target.selectionId },
    );
    if (selection === undefined) throw new DomainError('SELECTION_NOT_FOUND');
    return selection;
  },
} satisfies MutationResolvers;

export const SelectionRpe = {
  rpe: async (selection, _args, context) =>
    (await findSelectionRpes(context.deps.db, [selection.id])).get(selection.id) ?? null,
} satisfies SelectionResolvers;
