/** One team with its name, logo and data ranges (`team(teamId)`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';
import { TEAM_DETAILS_FIELDS, teamKeys, type TeamDetails } from './types.ts';

const TEAM = /* GraphQL */ `query TeamDetails($teamId: ID!) { team(teamId: $teamId) { ${TEAM_DETAILS_FIELDS} } }`;

export const teamQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.details(teamId),
    queryFn: async ({ signal }) =>
      (await api.request<{ team: TeamDetails | null }>(TEAM, { teamId }, { signal })).team,
  });

export function useTeam(teamId: string) {
  return useQuery(teamQueryOptions(teamId));
}
