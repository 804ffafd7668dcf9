/** The `clubPlayers` subscription. */
import { CATALOG_READ_MODELS } from '@stride/contracts/read-models';
import type { SubscriptionResolvers } from '../../generated/resolvers.ts';
import { listSubscription } from '../clubs/list-subscription.ts';
import { readClubPlayers } from './queries.ts';

export const playerSubscriptions = {
  clubPlayers: listSubscription(
    CATALOG_READ_MODELS.clubPlayers,
    (context, clubId, args: { readonly clubId: string; readonly archived?: boolean | null }) =>
      readClubPlayers(context, clubId, args.archived ?? false),
  ),
} satisfies SubscriptionResolvers;
