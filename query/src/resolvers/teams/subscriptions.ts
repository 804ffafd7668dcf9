/** The `clubTeams` subscription. */
import { CATALOG_READ_MODELS } from '@stride/contracts/read-models';
import type { SubscriptionResolvers } from '../../generated/resolvers.ts';
import { listSubscription } from '../clubs/list-subscription.ts';
import { readClubTeams } from './queries.ts';

export const teamSubscriptions = {
  clubTeams: listSubscription(CATALOG_READ_MODELS.clubTeams, readClubTeams),
} satisfies SubscriptionResolvers;
