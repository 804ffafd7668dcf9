/**
 * Marks and cut intervals of an event (issue 20): the list (`Event.intervals` of kind CUT and
 * `Event.marks`), each cut's per-player figures, and the commands that mark,
 * cut, rename and remove. Every command answers with the event's cuts, which replace the cached
 * list; the figures of every cut come in one query (`eventIntervalAnalyses`), asked again after.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../../api/command.ts';
import { graphql } from '../../../../gql/gql.ts';
import type { EventCutsFieldsFragment, EventIntervalAnalysesQuery } from '../../../../gql/graphql.ts';
import { api, queryClient } from '../../../../services.ts';

graphql(/* GraphQL */ `
  fragment EventCutsFields on Event {
    id
    intervals {
      id
      kind
      label
      startDate
      endDate
    }
    marks {
      id
      at
      label
    }
  }
`);

const EVENT_CUTS = graphql(/* GraphQL */ `
  query EventCuts($eventId: ID!) {
    event(eventId: $eventId) {
      ...EventCutsFields
    }
  }
`);

const EVENT_INTERVAL_ANALYSES = graphql(/* GraphQL */ `
  query EventIntervalAnalyses($eventId: ID!) {
    eventIntervalAnalyses(eventId: $eventId) {
      intervalId
      players {
        selectionId
        playerId
        time
        distance
        hid
        hir
        sprint
        topSpeed
      }
    }
  }
`);

const MARK = graphql(/* GraphQL */ `
  mutation MarkEventMoment($eventId: ID!, $at: DateTime!, $label: String!) {
    markEventMoment(eventId: $eventId, at: $at, label: $label) {
      ...EventCutsFields
    }
  }
`);

const REMOVE_MARK = graphql(/* GraphQL */ `
  mutation RemoveEventMark($eventId: ID!, $markId: ID!) {
    removeEventMark(eventId: $eventId, markId: $markId) {
      ...EventCutsFields
    }
  }
`);

const CUT = graphql(/* GraphQL */ `
  mutation CutEventInterval($eventId: ID!, $startDate: DateTime!, $endDate: DateTime!, $label: String!) {
    cutEventInterval(eventId: $eventId, startDate: $startDate, endDate: $endDate, label: $label) {
      ...EventCutsFields
    }
  }
`);

const RENAME = graphql(/* GraphQL */ `
  mutation RenameEventInterval($eventId: ID!, $intervalId: ID!, $label: String!) {
    renameEventInterval(eventId: $eventId, intervalId: $intervalId, label: $label) {
      ...EventCutsFields
    }
  }
`);

const REMOVE_INTERVAL = graphql(/* GraphQL */ `
  mutation RemoveEventInterval($eventId: ID!, $intervalId: ID!) {
    removeEventInterval(eventId: $eventId, intervalId: $intervalId) {
      ...EventCutsFields
    }
  }
`);

export type EventCuts = EventCutsFieldsFragment;
/** A cut interval: an interval of kind CUT, with its id and label. */
export interface CutInterval {
  readonly id: string;
  readonly label: string;
  readonly startDate: string;
  readonly endDate: string;
}
export type Mark = EventCuts['marks'][number];

export const intervalKeys = {
  cuts: (eventId: string) => ['eventCuts', eventId] as const,
  analyses: (eventId: string) => ['eventCuts', eventId, 'analyses'] as const,
};

/** The cut intervals of the event's list, in time order. */
export function cutsOf(event: EventCuts): CutInterval[] {
  return event.intervals.flatMap((i) =>
    i.kind === 'CUT' && i.id != null && i.label != null && i.endDate != null
      ? [{ id: i.id, label: i.label, startDate: i.startDate, endDate: i.endDate }]
      : [],
  );
}

export const eventCutsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: intervalKeys.cuts(eventId),
    queryFn: async ({ signal }) => (await api.request(EVENT_CUTS, { eventId }, { signal })).event,
  });

export function useEventCuts(eventId: string) {
  return useQuery(eventCutsQueryOptions(eventId));
}

export const eventIntervalAnalysesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: intervalKeys.analyses(eventId),
    queryFn: async ({ signal }) =>
      (await api.request(EVENT_INTERVAL_ANALYSES, { eventId }, { signal })).eventIntervalAnalyses,
  });

/** Each player's figures over one cut. */
export type IntervalFigures = EventIntervalAnalysesQuery['eventIntervalAnalyses'][number]['players'];

/** The figures of every cut of the event, by interval id (one read of the records' series). */
export function useEventIntervalAnalyses(eventId: string) {
  return useQuery({
    ...eventIntervalAnalysesQueryOptions(eventId),
    select: (list) => new Map(list.map((item) => [item.intervalId, item.players])),
  });
}

/** A command's answer replaces the cached list; the figures are asked again (a cut added or gone). */
const store = async (event: EventCuts | null | undefined) => {
  if (event == null) return;
  queryClient.setQueryData(intervalKeys.cuts(event.id), event);
  await invalidate(intervalKeys.analyses(event.id));
};

/** Mark, cut, rename and remove: each answers with the event's cuts, put in the cache. */
export function useCutCommands(eventId: string) {
  const mark = useMutation({
    mutationFn: async ({ at, label }: { at: Date; label: string }) =>
      (await sendCommand(MARK, { eventId, at: at.toISOString(), label })).markEventMoment,
    onSuccess: store,
  });
  const cut = useMutation({
    mutationFn: async ({ start, end, label }: { start: Date; end: Date; label: string }) =>
      (
        await sendCommand(CUT, {
          eventId,
          startDate: start.toISOString(),
          endDate: end.toISOString(),
          label,
        })
      ).cutEventInterval,
    onSuccess: store,
  });
  const rename = useMutation({
    mutationFn: async ({ intervalId, label }: { intervalId: string; label: string }) =>
      (await sendCommand(RENAME, { eventId, intervalId, label })).renameEventInterval,
    onSuccess: store,
  });
  const removeInterval = useMutation({
    mutationFn: async (intervalId: string) =>
      (await sendCommand(REMOVE_INTERVAL, { eventId, intervalId })).removeEventInterval,
    onSuccess: store,
  });
  const removeMark = useMutation({
    mutationFn: async (markId: string) =>
      (await sendCommand(REMOVE_MARK, { eventId, markId })).removeEventMark,
    onSuccess: store,
  });
  return { mark, cut, rename, removeInterval, removeMark };
}
