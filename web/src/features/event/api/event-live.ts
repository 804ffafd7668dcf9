/**
 * Every selection's live figures (`Selection.live`) for the live screen, kept current by
 * `liveRecordUpdated`: all selections first, then deltas, merged by selection id at most once a
 * second (`DeltaBatcher`), so 50 players at 10 Hz draw once a second and only the tiles whose
 * selection changed draw again. The squad itself (numbers, names, sessions) comes from
 * `eventSelections` (event-selections.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSubscription } from '../../../api/use-subscription.ts';
import { graphql } from '../../../gql/gql.ts';
import type { EventLiveQuery } from '../../../gql/graphql.ts';
import { api, queryClient } from '../../../services.ts';
import { DeltaBatcher, mergeById } from '../live-merge.ts';
import { eventKeys } from './keys.ts';

graphql(/* GraphQL */ `
  fragment LiveFields on LiveRecord {
    samples
    lastSampleAt
    speed
    heartRate
    heartRatePercent
    final
    updatedAt
    globalMetrics {
      time
      distance
      maxSpeed
      hid
      sprint {
        count
      }
      accelerations {
        a2 {
          count
        }
      }
    }
    periodRecords {
      periodId
      metrics {
        time
        distance
        maxSpeed
        hid
        sprint {
          count
        }
        accelerations {
          a2 {
            count
          }
        }
      }
    }
    trail {
      start
      speeds
      heartRates
    }
  }
`);

const EVENT_LIVE = graphql(/* GraphQL */ `
  query EventLive($eventId: ID!) {
    eventSelections(eventId: $eventId) {
      id
      player {
        id
        maxHeartRate
      }
      live {
        ...LiveFields
      }
    }
  }
`);
const LIVE_CHANGES = graphql(/* GraphQL */ `
  subscription EventLiveChanges($eventId: ID!) {
    liveRecordUpdated(eventId: $eventId) {
      id
      player {
        id
        maxHeartRate
      }
      live {
        ...LiveFields
      }
    }
  }
`);

export type SelectionLive = EventLiveQuery['eventSelections'][number];
export type Live = NonNullable<SelectionLive['live']>;
export type LiveMetrics = Live['globalMetrics'];

export const eventLiveQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...eventKeys.selections(eventId), 'live'] as const,
    // mergeById keeps the unchanged selections' objects already: no deep comparison of every
    // player's trail (minutes of values) on each merge.
    structuralSharing: false,
    queryFn: async ({ signal }) => (await api.request(EVENT_LIVE, { eventId }, { signal })).eventSelections,
  });

export function prefetchEventLive(eventId: string): void {
  void queryClient.prefetchQuery(eventLiveQueryOptions(eventId));
}

/** The selections' live figures, merged with the pushed deltas at most once a second. */
export function useEventLive(eventId: string, enabled: boolean) {
  const query = useQuery({ ...eventLiveQueryOptions(eventId), enabled });
  const batcher = useRef<DeltaBatcher<SelectionLive> | null>(null);
  useEffect(() => {
    const key = eventLiveQueryOptions(eventId).queryKey;
    const created = new DeltaBatcher<SelectionLive>((items) =>
      queryClient.setQueryData(key, (current) => mergeById(current, items)),
    );
    batcher.current = created;
    return () => {
      created.dispose();
      batcher.current = null;
    };
  }, [eventId]);
  useSubscription(
    LIVE_CHANGES,
    { eventId },
    ({ liveRecordUpdated }) => batcher.current?.push(liveRecordUpdated),
    enabled,
  );
  return query;
}
