/**
 * One player's figures in one event: the selection's record (`selection`), the event's name and
 * start (`event`), and the extended metrics (`playerSelectionExtendedMetrics`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { PlayerEventMetricsQuery } from '../../../gql/graphql.ts';
import { api } from '../../../services.ts';

const PLAYER_EVENT_METRICS = graphql(/* GraphQL */ `
  query PlayerEventMetrics($eventId: ID!, $playerId: ID!) {
    event(eventId: $eventId) {
      id
      name
      startDate
      ranges {
        speed {
          id
          type
          name
          min
          max
        }
        accel {
          id
          type
          name
          min
          max
        }
      }
    }
    selection(eventId: $eventId, playerId: $playerId) {
      player {
        firstName
        lastName
      }
      device {
        name
      }
      record {
        samples
        globalMetrics {
          ...RecordMetricsFields
        }
      }
    }
    playerSelectionExtendedMetrics(eventId: $eventId, playerId: $playerId) {
      heatmap {
        ix
        iy
        count
      }
      heatmapCellSize
      speed_serie {
        ts
        value
      }
      hr_serie {
        ts
        value
      }
      sprint_history {
        start
        max
      }
    }
  }
`);

export type PlayerEventMetrics = PlayerEventMetricsQuery;
export type PlayerMetrics = NonNullable<
  NonNullable<PlayerEventMetrics['selection']>['record']
>['globalMetrics'];

export const playerEventMetricsQueryOptions = (playerId: string, eventId: string) =>
  queryOptions({
    queryKey: ['player', playerId, 'metrics', eventId] as const,
    queryFn: ({ signal }) => api.request(PLAYER_EVENT_METRICS, { eventId, playerId }, { signal }),
  });

export function usePlayerEventMetrics(playerId: string, eventId: string) {
  return useQuery(playerEventMetricsQueryOptions(playerId, eventId));
}
