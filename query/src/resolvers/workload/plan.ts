/**
 * `setEventPlan` and `Event.plan`: an event's planned load per selected player (issue 19), set by
 * the team's staff (`event.manage`), answered with the event once the events projector has it;
 * the workload's `planned` (records projector) follows within seconds.
 */
import type { EventResolvers, MutationResolvers } from '../../generated/resolvers.ts';
import { findEventPlan } from '../../read-model/workload.ts';
import { eventMutation } from '../events/mutations/run.ts';

export const planMutations = {
  setEventPlan: eventMutation('setEventPlan', (commands, args, target, command) =>
    commands.setEventPlan(
      target.eventId,
      args.targets.map((t) => ({ variable: t.variable, value: t.value })),
      command,
    ),
  ),
} satisfies MutationResolvers;

export const EventPlan = {
  plan: (event, _args, context) => findEventPlan(context.deps.db, event.id),
} satisfies EventResolvers;
