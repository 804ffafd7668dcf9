/**
 * A player's profile: the API has no single-player query, so it is the club's players (archived
 * ones too: a former player's pages still open) with this one picked out; null when not among them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { PlayerProfileQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { useSession } from '../../../state/session.ts';
import { playerKeys } from './keys.ts';

const PLAYER_PROFILE = graphql(/* GraphQL */ `
  query PlayerProfile($clubId: ID!) {
    clubPlayers(clubId: $clubId, archived: true) {
      id
      teamId
      firstName
      lastName
      birthdate
      age
      number
      position
      profile
      league
      maxHeartRate
      restingHeartRate
      maxSpeed
      archived
      device {
        id
        name
      }
      availability {
        id
        status
        startDate
        endDate
      }
      injury {
        id
        status
        description
        occurredOn
        expectedReturn
      }
    }
  }
`);

export type PlayerProfile = PlayerProfileQuery['clubPlayers'][number];

export const playerProfileQueryOptions = (clubId: string, playerId: string) =>
  queryOptions({
    queryKey: [...playerKeys.profile(playerId), clubId] as const,
    queryFn: async ({ signal }) =>
      (await api.request(PLAYER_PROFILE, { clubId }, { signal })).clubPlayers.find(
        (p) => p.id === playerId,
      ) ?? null,
  });

/** The player, null when the club has no such player; pending until the session knows the club. */
export function usePlayerProfile(playerId: string) {
  const clubId = useSession().staff?.club?.id ?? null;
  return useQuery({ ...playerProfileQueryOptions(clubId ?? '', playerId), enabled: clubId !== null });
}
