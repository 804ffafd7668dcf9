/**
 * Commands on one event: its life (start, stop, mark as played, lock, unlock), its details and window, its periods
 * and its data ranges. Each answers with the event, which replaces the cached one when newer; the
 * commands that move sessions (starting and stopping, periods) also mark the selections stale.
 */
import { useMutation } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type { TypedDocumentString, UpdateEventMutationVariables } from '../../../gql/graphql.ts';
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
const FINISH_EVENT = graphql(/* GraphQL */ `
  mutation FinishEvent($eventId: ID!) {
    finishEvent(eventId: $eventId) {
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

/** What a command does besides answering with the event: `sessions`, it may move the players' sessions. */
interface Effect {
  readonly sessions: boolean;
}
const MOVES_SESSIONS: Effect = { sessions: true };
const EVENT_ONLY: Effect = { sessions: false };

/** The event answered replaces the cached one when newer; moved sessions make the selections stale. */
async function eventChanged(event: EventView, { sessions }: Effect): Promise<void> {
  storeEvent(event);
  if (sessions) await invalidate(eventKeys.selections(event.id));
}

/** The hook of a command on the event that needs nothing but the event (start, stop, lock…). */
function eventCommand<Field extends string>(
  document: TypedDocumentString<{ readonly [F in Field]: EventView }, { eventId: string }>,
  field: Field,
  effect: Effect,
) {
  return function useEventCommand(eventId: string) {
    return useMutation({
      mutationFn: async () => (await sendCommand(document, { eventId }))[field],
      onSuccess: (event) => eventChanged(event, effect),
    });
  };
}

/** The hook of a command on the event with more to say: the mutation takes the document's other variables. */
function eventCommandWith<Field extends string, Variables extends { eventId: string | number }>(
  document: TypedDocumentString<{ readonly [F in Field]: EventView }, Variables>,
  field: Field,
  effect: Effect,
) {
  return function useEventCommand(eventId: string) {
    return useMutation({
      mutationFn: async (input: Omit<Variables, 'eventId'>) =>
        (await sendCommand(document, { ...input, eventId } as Variables))[field],
      onSuccess: (event) => eventChanged(event, effect),
    });
  };
}

export const useStartEvent = eventCommand(START_EVENT, 'startEvent', MOVES_SESSIONS);
export const useStopEvent = eventCommand(STOP_EVENT, 'stopEvent', MOVES_SESSIONS);
/** Mark as played: a not-started event whose planned window is over becomes finished over it. */
export const useFinishEvent = eventCommand(FINISH_EVENT, 'finishEvent', MOVES_SESSIONS);
export const useLockEvent = eventCommand(LOCK_EVENT, 'lockEvent', EVENT_ONLY);
export const useUnlockEvent = eventCommand(UNLOCK_EVENT, 'unlockEvent', EVENT_ONLY);
export const useComputeRecords = eventCommand(COMPUTE_RECORDS, 'computeRecords', EVENT_ONLY);

/** What `updateEvent` sets (every detail at once; null clears one). */
export type EventDetailsInput = Omit<UpdateEventMutationVariables, 'eventId'>;

export const useUpdateEvent = eventCommandWith(UPDATE_EVENT, 'updateEvent', EVENT_ONLY);
export const useUpdateEventDates = eventCommandWith(UPDATE_EVENT_DATES, 'updateEventDates', MOVES_SESSIONS);

export const useCreatePeriod = eventCommandWith(CREATE_PERIOD, 'createPeriod', MOVES_SESSIONS);
export const useUpdatePeriod = eventCommandWith(UPDATE_PERIOD, 'updatePeriod', MOVES_SESSIONS);
export const useRemovePeriod = eventCommandWith(REMOVE_PERIOD, 'removePeriod', MOVES_SESSIONS);
export const useStartPeriod = eventCommandWith(START_PERIOD, 'startPeriod', MOVES_SESSIONS);
export const useStopPeriod = eventCommandWith(STOP_PERIOD, 'stopPeriod', MOVES_SESSIONS);

export const useCreateEventRange = eventCommandWith(CREATE_EVENT_RANGE, 'createEventRange', EVENT_ONLY);
export const useUpdateEventRange = eventCommandWith(UPDATE_EVENT_RANGE, 'updateEventRange', EVENT_ONLY);
export const useDeleteEventRange = eventCommandWith(DELETE_EVENT_RANGE, 'deleteEventRange', EVENT_ONLY);
