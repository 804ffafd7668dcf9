/** The plans and their default limits; they change with a release, so they are kept for the session. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { SubscriptionPlansQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';

const SUBSCRIPTION_PLANS = graphql(/* GraphQL */ `
  query SubscriptionPlans {
    subscriptionPlans {
      id
      limits {
        ...PlanLimitsFields
      }
      tagManagement
      days
    }
  }
`);

export type SubscriptionPlan = SubscriptionPlansQuery['subscriptionPlans'][number];

export const subscriptionPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptionPlans'] as const,
    queryFn: async ({ signal }) => (await api.request(SUBSCRIPTION_PLANS, {}, { signal })).subscriptionPlans,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions());
}
