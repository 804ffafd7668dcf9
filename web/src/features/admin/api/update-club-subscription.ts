import { useMutation } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
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
      sendCommand(UPDATE_CLUB_SUBSCRIPTION, { clubId, subscription }),
    // Every filtered list: the club may move between active and inactive.
    onSuccess: () => invalidate(adminKeys.clubs()),
  });
}
