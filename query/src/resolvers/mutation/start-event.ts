import { authorizeEvent } from '../../auth/event-access.ts';
import { commandContextFor } from '../../context.ts';
import { eventIdOf } from '../ids.ts';
import type { MutationResolvers } from '../types.ts';
import { commandThenRead } from './command-then-read.ts';

/** `startEvent`: the `StartEvent` command, at the instant the API accepted it. */
export const startEvent: MutationResolvers['startEvent'] = async (_parent, args, context, info) => {
  const eventId = eventIdOf(args.eventId);
  await authorizeEvent(context, eventId, 'event.manage');
  return commandThenRead(context, 'startEvent', async () => {
    const { position } = await context.deps.commands.startEvent(eventId, commandContextFor(context, info));
    return { eventId, position };
  });
};
