import { authorizeEvent } from '../../auth/event-access.ts';
import { commandContextFor } from '../../context.ts';
import { eventIdOf } from '../ids.ts';
import type { MutationResolvers } from '../types.ts';
import { commandThenRead } from './command-then-read.ts';

/** `stopEvent`: the `StopEvent` command, at the instant the API accepted it. */
export const stopEvent: MutationResolvers['stopEvent'] = async (_parent, args, context, info) => {
  const eventId = eventIdOf(args.eventId);
  await authorizeEvent(context, eventId, 'event.manage');
  return commandThenRead(context, 'stopEvent', async () => {
    const { position } = await context.deps.commands.stopEvent(eventId, commandContextFor(context, info));
    return { eventId, position };
  });
};
