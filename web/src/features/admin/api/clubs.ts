/** Every club, or only the active or inactive ones (admin only). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import { adminKeys, LIMIT_FIELDS, type AdminClub } from './types.ts';

const CLUBS = /* GraphQL */ `query Clubs($active: Boolean) { clubs(active: $active) { id name sport teamsCount playersCount staffCount createdAt subscription { active plan expiresAt ${LIMIT_FIELDS} options { tagManagement } devices } } }`;

/** `active`: true or false to filter, null for every club. */
export const clubsQueryOptions = (active: boolean | null) =>
  queryOptions({
    queryKey: adminKeys.clubList(active),
    queryFn: async ({ signal }) =>
      (await api.request<{ clubs: AdminClub[] }>(CLUBS, active === null ? {} : { active }, { signal })).clubs,
  });

export function useClubs(active: boolean | null) {
  // Changing the filter keeps the current list on screen until the other arrives.
  return useQuery({ ...clubsQueryOptions(active), placeholderData: keepPreviousData });
}
