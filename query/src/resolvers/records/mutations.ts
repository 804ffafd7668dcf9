/** `computeRecords`: every record of an event computed again from its stored samples. */
import { PROJECTIONS } from '@stride/contracts/read-models';
import { DomainError } from '@stride/contracts/errors';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { findEvent } from '../../read-model/events.ts';
import { eventComputing } from '../../read-model/uploads.ts';
import { commandThenReadModel } from '../command-then-read.ts';
import { eventTarget } from '../events/target.ts';

export const recordMutations = {
  computeRecords: async (_p, args, context, info) => {
    const target = await eventTarget(context, args.eventId, 'event.manage');
    // Read side: the records projection has not yet computed past the last request.
    if (await eventComputing(context.deps.db, target.eventId)) throw new DomainError('EVENT_COMPUTE_RUNNING');
    return commandThenReadModel(
      context,
      info,
      'computeRecords',
      PROJECTIONS.events,
      (command) => context.deps.commands.computeRecords(target.eventId, command),
      () => findEvent(context.deps.db, target.eventId),
    );
  },
} satisfies MutationResolvers;
