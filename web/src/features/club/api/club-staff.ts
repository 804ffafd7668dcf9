/** The club's staff, kept current by the `clubStaff` subscription. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSubscription } from '../../../api/use-subscription.ts';
import { graphql } from '../../../gql/gql.ts';
import { api, queryClient } from '../../../services.ts';
import { clubKeys } from './keys.ts';

const CLUB_STAFF = graphql(/* GraphQL */ `
  query ClubStaff($clubId: ID!) {
    clubStaff(clubId: $clubId) {
      ...StaffFields
    }
  }
`);
const CLUB_STAFF_CHANGES = graphql(/* GraphQL */ `
  subscription ClubStaffChanges($clubId: ID!) {
    clubStaff(clubId: $clubId) {
      ...StaffFields
    }
  }
`);

export const clubStaffQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: clubKeys.staff(clubId),
    queryFn: async ({ signal }) => (await api.request(CLUB_STAFF, { clubId }, { signal })).clubStaff,
  });

export function useClubStaff(clubId: string) {
  const query = useQuery(clubStaffQueryOptions(clubId));
  useSubscription(CLUB_STAFF_CHANGES, { clubId }, ({ clubStaff }) =>
    queryClient.setQueryData(clubStaffQueryOptions(clubId).queryKey, clubStaff),
  );
  return query;
}
