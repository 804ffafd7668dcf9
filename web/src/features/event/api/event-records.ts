/**
 * Every selection of an event with its record (`eventSelections { record }`): the figures of the
 * metrics table and the charts, over the whole event and per period. Kept current while shown:
 * the records change when an upload is computed or the event's periods and sessions change.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, live, queryClient, reportError } from '../../../services.ts';
import { eventKeys } from './types.ts';

/** The figures the screens show (a subset of the API's `Metrics`). */
export interface RecordMetrics {
  readonly time: number;
  readonly distance: number;
  readonly distancePerMinute: number | null;
  readonly maxSpeed: number | null;
  readonly maxAcceleration: number | null;
  readonly minAcceleration: number | null;
  readonly hid: number;
  readonly hir: { readonly count: number };
  readonly sprint: { readonly count: number; readonly distance: number };
  readonly accelerations: {
    readonly a2: { readonly count: number };
    readonly a3: { readonly count: number };
  };
  readonly decelerations: {
    readonly d2: { readonly count: number };
    readonly d3: { readonly count: number };
  };
  readonly heartRate: { readonly avg: number | null; readonly max: number } | null;
  readonly zones: Readonly<
    Record<'z0' | 'z1' | 'z2' | 'z3' | 'z4' | 'z5' | 'z6', { readonly distance: number }>
  >;
  /** Per data range of the event. */
  readonly ranges: readonly { readonly rangeId: string; readonly time: number; readonly distance: number }[];
}

export interface SelectionRecord {
  readonly id: string;
  readonly player: { readonly id: string; readonly firstName: string; readonly lastName: string };
  readonly number: number | null;
  readonly device: { readonly id: string; readonly name: string } | null;
  readonly selected: boolean;
  readonly record: {
    readonly samples: number;
    readonly globalMetrics: RecordMetrics;
    readonly periodRecords: readonly { readonly periodId: string; readonly metrics: RecordMetrics }[];
  } | null;
}

const ZONES = ['z0', 'z1', 'z2', 'z3', 'z4', 'z5', 'z6'].map((z) => `${z} { distance }`).join(' ');
const METRICS =
  'time distance distancePerMinute maxSpeed maxAcceleration minAcceleration hid hir { count } ' +
  'sprint { count distance } accelerations { a2 { count } a3 { count } } decelerations { d2 { count } d3 { count } } ' +
  `heartRate { avg max } zones { ${ZONES} } ranges { rangeId time distance }`;
const FIELDS =
  'id player { id firstName lastName } number device { id name } selected ' +
  `record { samples globalMetrics { ${METRICS} } periodRecords { periodId metrics { ${METRICS} } } }`;

const EVENT_RECORDS = /* GraphQL */ `query EventRecords($eventId: ID!) { eventSelections(eventId: $eventId) { ${FIELDS} } }`;
const RECORD_CHANGES = /* GraphQL */ `subscription EventRecordChanges($eventId: ID!) { liveRecordUpdated(eventId: $eventId) { ${FIELDS} } }`;

export const eventRecordsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...eventKeys.selections(eventId), 'records'] as const,
    queryFn: async ({ signal }) =>
      (await api.request<{ eventSelections: SelectionRecord[] }>(EVENT_RECORDS, { eventId }, { signal }))
        .eventSelections,
  });

/** The event's records, pushed again each time records of the event are computed. */
export function useEventRecords(eventId: string, enabled: boolean) {
  const query = useQuery({ ...eventRecordsQueryOptions(eventId), enabled });
  useEffect(
    () =>
      !enabled
        ? undefined
        : live.subscribe<{ liveRecordUpdated: SelectionRecord[] }>(
            RECORD_CHANGES,
            { eventId },
            {
              next: ({ liveRecordUpdated }) => {
                queryClient.setQueryData(eventRecordsQueryOptions(eventId).queryKey, liveRecordUpdated);
                // A computation ended: the event's `computing` may have turned.
                void queryClient.invalidateQueries({ queryKey: eventKeys.all(eventId), exact: true });
              },
              error: reportError,
            },
          ),
    [eventId, enabled],
  );
  return query;
}
