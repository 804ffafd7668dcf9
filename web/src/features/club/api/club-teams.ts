/** The club's teams, kept current by the `clubTeams` subscription. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { api, live, queryClient, reportError } from '../../../services.ts';
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
  useEffect(() => {
    if (!following) return;
    return live.subscribe(
      CLUB_TEAMS_CHANGES,
      { clubId },
      {
        next: ({ clubTeams }) => {
          queryClient.setQueryData(clubTeamsQueryOptions(clubId).queryKey, clubTeams);
          // A team another manager just created opens like the others (the team guard).
          rememberClubTeams(clubTeams.map((team) => team.id));
        },
        error: reportError,
      },
    );
  }, [clubId, following]);
  return query;
}
