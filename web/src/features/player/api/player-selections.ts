/**
 * The events a player played, latest first, with the selection's record (`playerSelections`):
 * the overview's last events, the selections table, the analyses' histories and the compare
 * page's choice of events.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { PlayerSelectionsQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';
import { playerKeys } from './keys.ts';

const PLAYER_SELECTIONS = graphql(/* GraphQL */ `
  query PlayerSelections($playerId: ID!, $limit: Int) {
    playerSelections(playerId: $playerId, limit: $limit) {
      event {
        id
        teamId
        name
        type
        status
        startDate
      }
      selection {
        id
        record {
          globalMetrics {
            ...RecordMetricsFields
          }
        }
      }
    }
  }
`);

export type PlayerEventSelection = PlayerSelectionsQuery['playerSelections'][number];

/** The most the API gives (PLAYER_SELECTIONS_MAX_LIMIT). */
export const MOST_SELECTIONS = 100;

/** The "last N events" a page offers. */
export const SELECTION_LIMITS = [10, 20, 50, MOST_SELECTIONS] as const;

export const playerSelectionsQueryOptions = (playerId: string, limit: number) =>
  queryOptions({
    queryKey: playerKeys.selections(playerId, limit),
    queryFn: async ({ signal }) =>
      (await api.request(PLAYER_SELECTIONS, { playerId, limit }, { signal })).playerSelections,
  });

/** The player's last `limit` events; a new limit keeps the current rows until the others arrive. */
export function usePlayerSelections(playerId: string, limit: number) {
  return useQuery({ ...playerSelectionsQueryOptions(playerId, limit), placeholderData: keepPreviousData });
}
