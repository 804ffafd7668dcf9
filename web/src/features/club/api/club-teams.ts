/** The club's teams, kept current by the `clubTeams` subscription. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSubscription } from '../../../api/use-subscription.ts';
import { graphql } from '../../../gql/gql.ts';
import { api, queryClient } from '../../../services.ts';
import { rememberClubTeams } from '../../../state/session.ts';
import { clubKeys } from './keys.ts';

const CLUB_TEAMS = graphql(/* GraphQL */ `
  query ClubTeams($clubId: ID!) {
    clubTeams(clubId: $clubId) {
      ...TeamFields
    }
  }
`);
const CLUB_TEAMS_CHANGES = graphql(/* GraphQL */ `
  subscription ClubTeamsChanges($clubId: ID!) {
    clubTeams(clubId: $clubId) {
      ...TeamFields
    }
  }
`);

export const clubTeamsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: clubKeys.teams(clubId),
    queryFn: async ({ signal }) => {
      const teams = (await api.request(CLUB_TEAMS, { clubId }, { signal })).clubTeams;
      rememberClubTeams(teams.map((team) => team.id));
      return teams;
    },
  });

/** The teams; `live` also follows changes (the teams screen), other screens only read them. */
export function useClubTeams(clubId: string, { live: following = false }: { live?: boolean } = {}) {
  const query = useQuery(clubTeamsQueryOptions(clubId));
  useSubscription(
    CLUB_TEAMS_CHANGES,
    { clubId },
    ({ clubTeams }) => {
      queryClient.setQueryData(clubTeamsQueryOptions(clubId).queryKey, clubTeams);
      // A team another manager just created opens like the others (the team guard).
      rememberClubTeams(clubTeams.map((team) => team.id));
    },
    following,
  );
  return query;
}
