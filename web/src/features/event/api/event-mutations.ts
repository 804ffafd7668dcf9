/**
 * Commands on one event: its life (start, stop, lock, unlock), its details and window, its periods
 * and its data ranges. Each answers with the event, which replaces the cached one when newer; the
 * commands that move sessions (starting and stopping, periods) also mark the selections stale.
 */
import { useMutation } from '@tanstack/react-query';
import { asCommand } from '../../../api/command-id.ts';
import type { RangeInput } from '../../../forms/ranges.ts';
import { graphql } from '../../../gql/gql.ts';
import type { UpdateEventMutationVariables } from '../../../gql/graphql.ts';
import { api, queryClient } from '../../../services.ts';
import { storeEvent } from './event.ts';
import type { EventView } from './fragments.ts';
import { eventKeys } from './keys.ts';

const START_EVENT = graphql(/* GraphQL */ `
  mutation StartEvent($eventId: ID!) {
    startEvent(eventId: $eventId) {
      ...EventFields
    }
  }
`);
const STOP_EVENT = graphql(/* GraphQL */ `
  mutation StopEvent($eventId: ID!) {
    stopEvent(eventId: $eventId) {
      ...EventFields
    }
  }
`);
const LOCK_EVENT = graphql(/* GraphQL */ `
  mutation LockEvent($eventId: ID!) {
    lockEvent(eventId: $eventId) {
      ...EventFields
    }
  }
`);
const UNLOCK_EVENT = graphql(/* GraphQL */ `
  mutation UnlockEvent($eventId: ID!) {
    unlockEvent(eventId: $eventId) {
      ...EventFields
    }
  }
`);
const COMPUTE_RECORDS = graphql(/* GraphQL */ `
  mutation ComputeRecords($eventId: ID!) {
    computeRecords(eventId: $eventId) {
      ...EventFields
    }
  }
`);
const UPDATE_EVENT = graphql(/* GraphQL */ `
  mutation UpdateEvent(
    $eventId: ID!
    $name: String!
    $type: EventType!
    $place: EventPlace
    $theme: String
    $competition: Competition
    $score: ScoreInput
    $matchSystem: String
    $daysToMatch: Int
  ) {
    updateEvent(
      eventId: $eventId
      name: $name
      type: $type
      place: $place
      theme: $theme
      competition: $competition
      score: $score
      matchSystem: $matchSystem
      daysToMatch: $daysToMatch
    ) {
      ...EventFields
    }
  }
`);
const UPDATE_EVENT_DATES = graphql(/* GraphQL */ `
  mutation UpdateEventDates($eventId: ID!, $startDate: DateTime, $endDate: DateTime) {
    updateEventDates(eventId: $eventId, startDate: $startDate, endDate: $endDate) {
      ...EventFields
    }
  }
`);
const CREATE_PERIOD = graphql(/* GraphQL */ `
  mutation CreatePeriod(
    $eventId: ID!
    $name: String!
    $startDate: DateTime
    $endDate: DateTime
    $force: Boolean
  ) {
    createPeriod(eventId: $eventId, name: $name, startDate: $startDate, endDate: $endDate, force: $force) {
      ...EventFields
    }
  }
`);
const UPDATE_PERIOD = graphql(/* GraphQL */ `
  mutation UpdatePeriod(
    $eventId: ID!
    $periodId: ID!
    $name: String!
    $startDate: DateTime
    $endDate: DateTime
  ) {
    updatePeriod(
      eventId: $eventId
      periodId: $periodId
      name: $name
      startDate: $startDate
      endDate: $endDate
    ) {
      ...EventFields
    }
  }
`);
const REMOVE_PERIOD = graphql(/* GraphQL */ `
  mutation RemovePeriod($eventId: ID!, $periodId: ID!) {
    removePeriod(eventId: $eventId, periodId: $periodId) {
      ...EventFields
    }
  }
`);
const START_PERIOD = graphql(/* GraphQL */ `
  mutation StartPeriod($eventId: ID!, $periodId: ID!) {
    startPeriod(eventId: $eventId, periodId: $periodId) {
      ...EventFields
    }
  }
`);
const STOP_PERIOD = graphql(/* GraphQL */ `
  mutation StopPeriod($eventId: ID!, $periodId: ID!) {
    stopPeriod(eventId: $eventId, periodId: $periodId) {
      ...EventFields
    }
  }
`);
const CREATE_EVENT_RANGE = graphql(/* GraphQL */ `
  mutation CreateEventRange($eventId: ID!, $type: String!, $range: RangeInput!) {
    createEventRange(eventId: $eventId, type: $type, range: $range) {
      ...EventFields
    }
  }
`);
const UPDATE_EVENT_RANGE = graphql(/* GraphQL */ `
  mutation UpdateEventRange($eventId: ID!, $id: ID!, $type: String!, $range: RangeInput!) {
    updateEventRange(eventId: $eventId, id: $id, type: $type, range: $range) {
      ...EventFields
    }
  }
`);
const DELETE_EVENT_RANGE = graphql(/* GraphQL */ `
  mutation DeleteEventRange($eventId: ID!, $id: ID!) {
    deleteEventRange(eventId: $eventId, id: $id) {
      ...EventFields
    }
  }
`);

/** A command on the event answering with it; `sessions`: it may move the players' sessions. */
function useEventCommand<Input = void>(
  eventId: string,
  sessions: boolean,
  send: (input: Input) => Promise<EventView>,
) {
  return useMutation({
    mutationFn: send,
    onSuccess: async (event) => {
      storeEvent(event);
      if (sessions) await queryClient.invalidateQueries({ queryKey: eventKeys.selections(eventId) });
    },
  });
}

export const useStartEvent = (eventId: string) =>
  useEventCommand(
    eventId,
    true,
    async () => (await api.request(START_EVENT, { eventId }, asCommand())).startEvent,
  );
export const useStopEvent = (eventId: string) =>
  useEventCommand(
    eventId,
    true,
    async () => (await api.request(STOP_EVENT, { eventId }, asCommand())).stopEvent,
  );
export const useLockEvent = (eventId: string) =>
  useEventCommand(
    eventId,
    false,
    async () => (await api.request(LOCK_EVENT, { eventId }, asCommand())).lockEvent,
  );
export const useUnlockEvent = (eventId: string) =>
  useEventCommand(
    eventId,
    false,
    async () => (await api.request(UNLOCK_EVENT, { eventId }, asCommand())).unlockEvent,
  );
export const useComputeRecords = (eventId: string) =>
  useEventCommand(
    eventId,
    false,
    async () => (await api.request(COMPUTE_RECORDS, { eventId }, asCommand())).computeRecords,
  );

/** What `updateEvent` sets (every detail at once; null clears one). */
export type EventDetailsInput = Omit<UpdateEventMutationVariables, 'eventId'>;

export const useUpdateEvent = (eventId: string) =>
  useEventCommand(
    eventId,
    false,
    async (input: EventDetailsInput) =>
      (await api.request(UPDATE_EVENT, { eventId, ...input }, asCommand())).updateEvent,
  );

export type WindowInput = {
  readonly startDate: string | null;
  readonly endDate: string | null;
};

export const useUpdateEventDates = (eventId: string) =>
  useEventCommand(
    eventId,
    true,
    async (input: WindowInput) =>
      (await api.request(UPDATE_EVENT_DATES, { eventId, ...input }, asCommand())).updateEventDates,
  );

export const useCreatePeriod = (eventId: string) =>
  useEventCommand(
    eventId,
    true,
    async (input: WindowInput & { readonly name: string; readonly force: boolean }) =>
      (await api.request(CREATE_PERIOD, { eventId, ...input }, asCommand())).createPeriod,
  );

export const useUpdatePeriod = (eventId: string) =>
  useEventCommand(
    eventId,
    true,
    async (input: WindowInput & { readonly periodId: string; readonly name: string }) =>
      (await api.request(UPDATE_PERIOD, { eventId, ...input }, asCommand())).updatePeriod,
  );

export const useRemovePeriod = (eventId: string) =>
  useEventCommand(
    eventId,
    true,
    async (input: { readonly periodId: string }) =>
      (await api.request(REMOVE_PERIOD, { eventId, ...input }, asCommand())).removePeriod,
  );
export const useStartPeriod = (eventId: string) =>
  useEventCommand(
    eventId,
    true,
    async (input: { readonly periodId: string }) =>
      (await api.request(START_PERIOD, { eventId, ...input }, asCommand())).startPeriod,
  );
export const useStopPeriod = (eventId: string) =>
  useEventCommand(
    eventId,
    true,
    async (input: { readonly periodId: string }) =>
      (await api.request(STOP_PERIOD, { eventId, ...input }, asCommand())).stopPeriod,
  );

export const useCreateEventRange = (eventId: string) =>
  useEventCommand(
    eventId,
    false,
    async (input: { readonly type: string; readonly range: RangeInput }) =>
      (await api.request(CREATE_EVENT_RANGE, { eventId, ...input }, asCommand())).createEventRange,
  );
export const useUpdateEventRange = (eventId: string) =>
  useEventCommand(
    eventId,
    false,
    async (input: { readonly id: string; readonly type: string; readonly range: RangeInput }) =>
      (await api.request(UPDATE_EVENT_RANGE, { eventId, ...input }, asCommand())).updateEventRange,
  );
export const useDeleteEventRange = (eventId: string) =>
  useEventCommand(
    eventId,
    false,
    async (input: { readonly id: string }) =>
      (await api.request(DELETE_EVENT_RANGE, { eventId, ...input }, asCommand())).deleteEventRange,
  );
