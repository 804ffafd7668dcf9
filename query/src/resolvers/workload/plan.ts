/**
 * `setEventPlan` and `Event.plan`: an event's planned load per selected player (issue 19), set by
 * the team's staff (`event.manage`), answered with the event once the events projector has it
 * and the workload's `planned` once the records projector has it too (bounded, rpe.ts).
 */
import type { EventResult } from '@stride/command/event/handlers';
import { PROJECTIONS } from '@stride/contracts/read-models';
import type { EventResolvers, MutationResolvers } from '../../generated/resolvers.ts';
import { findEvent } from '../../read-model/events.ts';
import { findEventPlan } from '../../read-model/workload.ts';
import { commandThenReadModel } from '../command-then-read.ts';
import { eventTarget } from '../events/target.ts';
import { workloadFollows } from './rpe.ts';

export const planMutations = {
  setEventPlan: async (_p, args, context, info) => {
    const target = await eventTarget(context, args.eventId, 'event.manage');
    let written: EventResult | null = null;
    const event = await commandThenReadModel(
      context,
      info,
      'setEventPlan',
      PROJECTIONS.events,
      async (command) =>
        (written = await context.deps.commands.setEventPlan(
          target.eventId,
          args.targets.map((t) => ({ variable: t.variable, value: t.value })),
          command,
        )),
      () => findEvent(context.deps.db, target.eventId),
    );
    await workloadFollows(context, written);
    return event;
  },
} satisfies MutationResolvers;

export const EventPlan = {
  plan: (event, _args, context) => findEventPlan(context.deps.db, event.id),
} satisfies EventResolvers;
