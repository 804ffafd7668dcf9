/** The club's teams, kept current by the `clubTeams` subscription. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, live, queryClient, reportError } from '../../../services.ts';
import { rememberClubTeams } from '../../../state/session-loader.ts';
import { clubKeys, TEAM_FIELDS, type Team } from './types.ts';

const CLUB_TEAMS = /* GraphQL */ `query ClubTeams($clubId: ID!) { clubTeams(clubId: $clubId) { ${TEAM_FIELDS} } }`;
const CLUB_TEAMS_CHANGES = /* GraphQL */ `subscription ClubTeamsChanges($clubId: ID!) { clubTeams(clubId: $clubId) { ${TEAM_FIELDS} } }`;

export const clubTeamsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: clubKeys.teams(clubId),
    queryFn: async ({ signal }) => {
      const teams = (await api.request<{ clubTeams: Team[] }>(CLUB_TEAMS, { clubId }, { signal })).clubTeams;
      rememberClubTeams(teams.map((team) => team.id));
      return teams;
    },
  });

/** The teams; `live` also follows changes (the teams screen), other screens only read them. */
export function useClubTeams(clubId: string, { live: following = false }: { live?: boolean } = {}) {
  const query = useQuery(clubTeamsQueryOptions(clubId));
  useEffect(() => {
    if (!following) return;
    return live.subscribe<{ clubTeams: Team[] }>(
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
