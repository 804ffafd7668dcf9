/**
 * The players of the event's team who may be selected (not archived). The API has no team players
 * query: the club's players, filtered by team (a coach sees only their teams' anyway).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { api } from '../../../services.ts';
import { eventKeys } from './keys.ts';

const TEAM_PLAYERS = graphql(/* GraphQL */ `
  query EventTeamPlayers($clubId: ID!) {
    clubPlayers(clubId: $clubId) {
      id
      teamId
      firstName
      lastName
      number
      archived
    }
  }
`);

export const teamPlayersQueryOptions = (clubId: string, teamId: string) =>
  queryOptions({
    queryKey: eventKeys.teamPlayers(teamId),
    queryFn: async ({ signal }) =>
      (await api.request(TEAM_PLAYERS, { clubId }, { signal })).clubPlayers.filter(
        (player) => player.teamId === teamId && !player.archived,
      ),
  });

export function useTeamPlayers(clubId: string, teamId: string) {
  return useQuery(teamPlayersQueryOptions(clubId, teamId));
}
