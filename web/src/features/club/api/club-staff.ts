/** The club's staff, kept current by the `clubStaff` subscription. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, live, queryClient, reportError } from '../../../services.ts';
import { clubKeys, STAFF_FIELDS, type StaffMember } from './types.ts';

const CLUB_STAFF = /* GraphQL */ `query ClubStaff($clubId: ID!) { clubStaff(clubId: $clubId) { ${STAFF_FIELDS} } }`;
const CLUB_STAFF_CHANGES = /* GraphQL */ `subscription ClubStaffChanges($clubId: ID!) { clubStaff(clubId: $clubId) { ${STAFF_FIELDS} } }`;

export const clubStaffQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: clubKeys.staff(clubId),
    queryFn: async ({ signal }) =>
      (await api.request<{ clubStaff: StaffMember[] }>(CLUB_STAFF, { clubId }, { signal })).clubStaff,
  });

export function useClubStaff(clubId: string) {
  const query = useQuery(clubStaffQueryOptions(clubId));
  useEffect(
    () =>
      live.subscribe<{ clubStaff: StaffMember[] }>(
        CLUB_STAFF_CHANGES,
        { clubId },
        {
          next: ({ clubStaff }) =>
            queryClient.setQueryData(clubStaffQueryOptions(clubId).queryKey, clubStaff),
          error: reportError,
        },
      ),
    [clubId],
  );
  return query;
}
