/**
 * `setSessionRpe` and `Selection.rpe`: a player's session RPE (Foster), entered by the team's
 * staff after a finished event (`workload.rpe`), answered with the selection once the events
 * projector has it; the workload (records projector) follows within seconds.
 */
import type { MutationResolvers, SelectionResolvers } from '../../generated/resolvers.ts';
import { findSelectionRpes } from '../../read-model/workload.ts';
import { thenSelections } from '../events/mutations/run.ts';
import { selectionTarget } from '../events/target.ts';
import type { EventResult } from '@stride/command/event/handlers';
import { DomainError } from '@stride/contracts/errors';
import { PROJECTIONS } from '@stride/contracts/read-models';
import type { ApiContext } from '../../context.ts';

export const rpeMutations = {
  setSessionRpe: async (_p, args, context, info) => {
    const target = await selectionTarget(context, args.selectionId, 'workload.rpe');
    let written: EventResult | null = null;
    const [selection] = await thenSelections(
      context,
      info,
      'setSessionRpe',
      target.eventId,
      async (command) =>
        (written = await context.deps.commands.setSessionRpe(
          target.eventId,
          { selectionId: target.selectionId, rating: args.rating ?? null, minutes: args.minutes ?? null },
          command,
        )),
      { selectionId: target.selectionId },
    );
    if (selection === undefined) throw new DomainError('SELECTION_NOT_FOUND');
    await workloadFollows(context, written);
    return selection;
  },
} satisfies MutationResolvers;

/**
 * Wait (bounded, as for the answer) until the records projector, which keeps the workload, has
 * the write too, so a workload read right after shows it. Not reaching it is no error: the
 * selection is answered, and the workload follows.
 */
export async function workloadFollows(context: ApiContext, written: EventResult | null): Promise<void> {
  const position = written?.position ?? null;
  const timeoutMs = context.deps.readYourWritesTimeoutMs;
  if (position === null || timeoutMs <= 0) return;
  await context.deps.progress.waitFor(PROJECTIONS.records, position, timeoutMs);
}

export const SelectionRpe = {
  rpe: async (selection, _args, context) =>
    (await findSelectionRpes(context.deps.db, [selection.id])).get(selection.id) ?? null,
} satisfies SelectionResolvers;
