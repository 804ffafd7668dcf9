/**
 * `setSessionRpe` and `Selection.rpe`: a player's session RPE (Foster), entered by the team's
 * staff after a finished event (`workload.rpe`), answered with the selection once the events
 * projector has it; the workload (records projector) follows within seconds.
 */
import type { MutationResolvers, SelectionResolvers } from '../../generated/resolvers.ts';
import { findSelectionRpes } from '../../read-model/workload.ts';
import type { ResolvedRpe } from '@stride/contracts/workload/rpe';
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

/**
 * The selections whose RPE a request asks for in one tick (a list of selections resolves its
 * fields together), read in one query rather than one each.
 */
class RpeBatch {
  private readonly waiting = new Map<string, Promise<ResolvedRpe | null>>();
  private readonly settle = new Map<
    string,
    { resolve: (rpe: ResolvedRpe | null) => void; reject: (error: unknown) => void }
  >();

  constructor(private readonly context: ApiContext) {
    setImmediate(() => void this.run());
  }

  get(selectionId: string): Promise<ResolvedRpe | null> {
    let promise = this.waiting.get(selectionId);
    if (promise === undefined) {
      promise = new Promise((resolve, reject) => this.settle.set(selectionId, { resolve, reject }));
      this.waiting.set(selectionId, promise);
    }
    return promise;
  }

  private async run(): Promise<void> {
    batches.delete(this.context);
    try {
      const found = await findSelectionRpes(this.context.deps.db, [...this.settle.keys()]);
      for (const [id, { resolve }] of this.settle) resolve(found.get(id) ?? null);
    } catch (error) {
      for (const { reject } of this.settle.values()) reject(error);
    }
  }
}

const batches = new WeakMap<ApiContext, RpeBatch>();

export const SelectionRpe = {
  rpe: (selection, _args, context) => {
    let batch = batches.get(context);
    if (batch === undefined) batches.set(context, (batch = new RpeBatch(context)));
    return batch.get(selection.id);
  },
} satisfies SelectionResolvers;
