/** The club's players (archived ones on request), kept current by the `clubPlayers` subscription. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSubscription } from '../../../api/use-subscription.ts';
import { graphql } from '../../../gql/gql.ts';
import { api, queryClient } from '../../../services.ts';
import { clubKeys } from './keys.ts';

const CLUB_PLAYERS = graphql(/* GraphQL */ `
  query ClubPlayers($clubId: ID!, $archived: Boolean) {
    clubPlayers(clubId: $clubId, archived: $archived) {
      ...PlayerFields
    }
  }
`);
const CLUB_PLAYERS_CHANGES = graphql(/* GraphQL */ `
  subscription ClubPlayersChanges($clubId: ID!, $archived: Boolean) {
    clubPlayers(clubId: $clubId, archived: $archived) {
      ...PlayerFields
    }
  }
`);

export const clubPlayersQueryOptions = (clubId: string, archived: boolean) =>
  queryOptions({
    queryKey: clubKeys.playerList(clubId, archived),
    queryFn: async ({ signal }) =>
      (await api.request(CLUB_PLAYERS, { clubId, archived }, { signal })).clubPlayers,
  });

export function useClubPlayers(
  clubId: string,
  { archived = false, live: following = false }: { archived?: boolean; live?: boolean } = {},
) {
  // Switching archived players on or off keeps the current list on screen until the other arrives.
  const query = useQuery({ ...clubPlayersQueryOptions(clubId, archived), placeholderData: keepPreviousData });
  useSubscription(
    CLUB_PLAYERS_CHANGES,
    { clubId, archived },
    ({ clubPlayers }) =>
      queryClient.setQueryData(clubPlayersQueryOptions(clubId, archived).queryKey, clubPlayers),
    following,
  );
  return query;
}
