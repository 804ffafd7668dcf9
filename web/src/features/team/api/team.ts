/** One team with its name, logo and data ranges (`team(teamId)`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';
import { teamKeys } from './keys.ts';

const TEAM = graphql(/* GraphQL */ `
  query TeamDetails($teamId: ID!) {
    team(teamId: $teamId) {
      ...TeamDetailsFields
    }
  }
`);

export const teamQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.details(teamId),
    queryFn: async ({ signal }) => (await api.request(TEAM, { teamId }, { signal })).team,
  });

export function useTeam(teamId: string) {
  return useQuery(teamQueryOptions(teamId));
}
