/** The `clubStaff` subscription. */
import { CATALOG_READ_MODELS } from '@stride/contracts/read-models';
import type { SubscriptionResolvers } from '../../generated/resolvers.ts';
import { listSubscription } from './list-subscription.ts';
import { readClubStaff } from './queries.ts';

export const clubSubscriptions = {
  clubStaff: listSubscription(CATALOG_READ_MODELS.clubStaff, readClubStaff),
} satisfies SubscriptionResolvers;
