/**
 * The club's settings, subscription and counts. The API has no `club(clubId)` query: a member
 * reads their own club through `staff { club }`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import { CLUB_FIELDS, clubKeys, type ClubDetails } from './types.ts';

const CLUB = /* GraphQL */ `query ClubDetails { staff { club { ${CLUB_FIELDS} } } }`;

export const clubQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: clubKeys.details(clubId),
    queryFn: async ({ signal }) =>
      (await api.request<{ staff: { club: ClubDetails | null } | null }>(CLUB, {}, { signal })).staff?.club ??
      null,
  });

export function useClub(clubId: string) {
  return useQuery(clubQueryOptions(clubId));
}
