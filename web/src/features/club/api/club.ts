/**
 * The club's settings, subscription and counts. The API has no `club(clubId)` query: a member
 * reads their own club through `staff { club }`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';
import { clubKeys } from './keys.ts';

const CLUB = graphql(/* GraphQL */ `
  query ClubDetails {
    staff {
      club {
        ...ClubFields
      }
    }
  }
`);

export const clubQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: clubKeys.details(clubId),
    queryFn: async ({ signal }) => (await api.request(CLUB, {}, { signal })).staff?.club ?? null,
  });

export function useClub(clubId: string) {
  return useQuery(clubQueryOptions(clubId));
}
