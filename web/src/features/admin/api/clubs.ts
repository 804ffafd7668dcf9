/** Every club, or only the active or inactive ones (admin only). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { ClubsQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { adminKeys } from './keys.ts';

const CLUBS = graphql(/* GraphQL */ `
  query Clubs($active: Boolean) {
    clubs(active: $active) {
      id
      name
      sport
      teamsCount
      playersCount
      staffCount
      createdAt
      subscription {
        ...ClubSubscriptionFields
        devices
      }
    }
  }
`);

export type AdminClub = ClubsQuery['clubs'][number];

/** `active`: true or false to filter, null for every club. */
export const clubsQueryOptions = (active: boolean | null) =>
  queryOptions({
    queryKey: adminKeys.clubList(active),
    queryFn: async ({ signal }) =>
      (await api.request(CLUBS, active === null ? {} : { active }, { signal })).clubs,
  });

export function useClubs(active: boolean | null) {
  // Changing the filter keeps the current list on screen until the other arrives.
  return useQuery({ ...clubsQueryOptions(active), placeholderData: keepPreviousData });
}
