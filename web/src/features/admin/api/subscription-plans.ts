/** The plans and their default limits; they change with a release, so they are kept for the session. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import { LIMIT_FIELDS, type SubscriptionPlan } from './types.ts';

const SUBSCRIPTION_PLANS = /* GraphQL */ `query SubscriptionPlans { subscriptionPlans { id ${LIMIT_FIELDS} tagManagement days } }`;

export const subscriptionPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptionPlans'] as const,
    queryFn: async ({ signal }) =>
      (await api.request<{ subscriptionPlans: SubscriptionPlan[] }>(SUBSCRIPTION_PLANS, {}, { signal }))
        .subscriptionPlans,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions());
}
