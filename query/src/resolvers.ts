/** The resolver map of `schema.graphql`: one resolver per file, assembled here. */
import { DateTimeScalar } from './scalars/date-time.ts';
import { createEvent } from './resolvers/mutation/create-event.ts';
import { startEvent } from './resolvers/mutation/start-event.ts';
import { stopEvent } from './resolvers/mutation/stop-event.ts';
import { event as eventQuery } from './resolvers/query/event.ts';
import { event as eventSubscription } from './resolvers/subscription/event.ts';
import type { Resolvers } from './resolvers/types.ts';

export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: { event: eventQuery },
  Mutation: { createEvent, startEvent, stopEvent },
  Subscription: { event: eventSubscription },
};
