import { useMutation } from '@tanstack/react-query';
import { asCommand } from '../../../api/command-id.ts';
import { graphql } from '../../../gql/gql.ts';
import { api, queryClient } from '../../../services.ts';
import type { SubscriptionInput } from '../subscription-form.ts';
import { adminKeys } from './keys.ts';

const UPDATE_CLUB_SUBSCRIPTION = graphql(/* GraphQL */ `
  mutation UpdateClubSubscription($clubId: ID!, $subscription: ClubSubscriptionInput!) {
    updateClubSubscription(clubId: $clubId, subscription: $subscription) {
      id
    }
  }
`);

export function useUpdateClubSubscription() {
  return useMutation({
    mutationFn: async ({ clubId, subscription }: { clubId: string; subscription: SubscriptionInput }) =>
      api.request(UPDATE_CLUB_SUBSCRIPTION, { clubId, subscription }, asCommand()),
    // Every filtered list: the club may move between active and inactive.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.clubs() }),
  });
}
