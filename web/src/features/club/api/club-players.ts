/** The club's players (archived ones on request), kept current by the `clubPlayers` subscription. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, live, queryClient, reportError } from '../../../services.ts';
import { clubKeys, PLAYER_FIELDS, type Player } from './types.ts';

const CLUB_PLAYERS = /* GraphQL */ `query ClubPlayers($clubId: ID!, $archived: Boolean) { clubPlayers(clubId: $clubId, archived: $archived) { ${PLAYER_FIELDS} } }`;
const CLUB_PLAYERS_CHANGES = /* GraphQL */ `subscription ClubPlayersChanges($clubId: ID!, $archived: Boolean) { clubPlayers(clubId: $clubId, archived: $archived) { ${PLAYER_FIELDS} } }`;

export const clubPlayersQueryOptions = (clubId: string, archived: boolean) =>
  queryOptions({
    queryKey: clubKeys.playerList(clubId, archived),
    queryFn: async ({ signal }) =>
      (await api.request<{ clubPlayers: Player[] }>(CLUB_PLAYERS, { clubId, archived }, { signal }))
        .clubPlayers,
  });

export function useClubPlayers(
  clubId: string,
  { archived = false, live: following = false }: { archived?: boolean; live?: boolean } = {},
) {
  // Switching archived players on or off keeps the current list on screen until the other arrives.
  const query = useQuery({ ...clubPlayersQueryOptions(clubId, archived), placeholderData: keepPreviousData });
  useEffect(() => {
    if (!following) return;
    return live.subscribe<{ clubPlayers: Player[] }>(
      CLUB_PLAYERS_CHANGES,
      { clubId, archived },
      {
        next: ({ clubPlayers }) =>
          queryClient.setQueryData(clubPlayersQueryOptions(clubId, archived).queryKey, clubPlayers),
        error: reportError,
      },
    );
  }, [clubId, archived, following]);
  return query;
}
