/**
 * One player's figures in one event: the selection's record (`selection`), the event's name and
 * start (`event`), and the extended metrics (`playerSelectionExtendedMetrics`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../services.ts';

export interface PlayerMetrics {
  readonly time: number;
  readonly distance: number;
  readonly distancePerMinute: number | null;
  readonly maxSpeed: number | null;
  readonly hid: number;
  readonly sprint: { readonly count: number; readonly distance: number };
  readonly accelerations: { readonly a2: { readonly count: number } };
  readonly decelerations: { readonly d2: { readonly count: number } };
  readonly heartRate: { readonly avg: number | null; readonly max: number } | null;
}

export interface PlayerEventMetrics {
  readonly event: { readonly id: string; readonly name: string; readonly startDate: string | null } | null;
  readonly selection: {
    readonly player: { readonly firstName: string; readonly lastName: string };
    readonly device: { readonly name: string } | null;
    readonly record: { readonly samples: number; readonly globalMetrics: PlayerMetrics } | null;
  } | null;
  readonly playerSelectionExtendedMetrics: {
    readonly heatmap: readonly { readonly ix: number; readonly iy: number; readonly count: number }[];
    readonly heatmapCellSize: number;
    readonly speed_serie: readonly { readonly ts: number; readonly value: number }[];
    readonly hr_serie: readonly { readonly ts: number; readonly value: number }[];
    readonly sprint_history: readonly { readonly start: number; readonly max: number }[];
  } | null;
}

const PLAYER_EVENT_METRICS = /* GraphQL */ `
  query PlayerEventMetrics($eventId: ID!, $playerId: ID!) {
    event(eventId: $eventId) {
      id
      name
      startDate
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
          time
          distance
          distancePerMinute
          maxSpeed
          hid
          sprint {
            count
            distance
          }
          accelerations {
            a2 {
              count
            }
          }
          decelerations {
            d2 {
              count
            }
          }
          heartRate {
            avg
            max
          }
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
`;

export const playerEventMetricsQueryOptions = (playerId: string, eventId: string) =>
  queryOptions({
    queryKey: ['player', playerId, 'metrics', eventId] as const,
    queryFn: ({ signal }) =>
      api.request<PlayerEventMetrics>(PLAYER_EVENT_METRICS, { eventId, playerId }, { signal }),
  });

export function usePlayerEventMetrics(playerId: string, eventId: string) {
  return useQuery(playerEventMetricsQueryOptions(playerId, eventId));
}
