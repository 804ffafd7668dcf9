/**
 * Commands on one event: its life (start, stop, lock, unlock), its details and window, its periods
 * and its data ranges. Each answers with the event, which replaces the cached one when newer; the
 * commands that move sessions (starting and stopping, periods) also mark the selections stale.
 */
import { useMutation } from '@tanstack/react-query';
import { asCommand } from '../../../api/command-id.ts';
import type { RangeInput } from '../../../forms/ranges.ts';
import { api, queryClient } from '../../../services.ts';
import { storeEvent } from './event.ts';
import {
  EVENT_FIELDS,
  eventKeys,
  type Competition,
  type EventPlace,
  type EventType,
  type EventView,
} from './types.ts';

const mutation = (signature: string, call: string) => `mutation ${signature} { ${call} { ${EVENT_FIELDS} } }`;

const START_EVENT = mutation('StartEvent($eventId: ID!)', 'startEvent(eventId: $eventId)');
const STOP_EVENT = mutation('StopEvent($eventId: ID!)', 'stopEvent(eventId: $eventId)');
const LOCK_EVENT = mutation('LockEvent($eventId: ID!)', 'lockEvent(eventId: $eventId)');
const UNLOCK_EVENT = mutation('UnlockEvent($eventId: ID!)', 'unlockEvent(eventId: $eventId)');
const COMPUTE_RECORDS = mutation('ComputeRecords($eventId: ID!)', 'computeRecords(eventId: $eventId)');
const UPDATE_EVENT = mutation(
  'UpdateEvent($eventId: ID!, $name: String!, $type: EventType!, $place: EventPlace, $theme: String, $competition: Competition, $score: ScoreInput, $matchSystem: String, $daysToMatch: Int)',
  'updateEvent(eventId: $eventId, name: $name, type: $type, place: $place, theme: $theme, competition: $competition, score: $score, matchSystem: $matchSystem, daysToMatch: $daysToMatch)',
);
const UPDATE_EVENT_DATES = mutation(
  'UpdateEventDates($eventId: ID!, $startDate: DateTime, $endDate: DateTime)',
  'updateEventDates(eventId: $eventId, startDate: $startDate, endDate: $endDate)',
);
const CREATE_PERIOD = mutation(
  'CreatePeriod($eventId: ID!, $name: String!, $startDate: DateTime, $endDate: DateTime, $force: Boolean)',
  'createPeriod(eventId: $eventId, name: $name, startDate: $startDate, endDate: $endDate, force: $force)',
);
const UPDATE_PERIOD = mutation(
  'UpdatePeriod($eventId: ID!, $periodId: ID!, $name: String!, $startDate: DateTime, $endDate: DateTime)',
  'updatePeriod(eventId: $eventId, periodId: $periodId, name: $name, startDate: $startDate, endDate: $endDate)',
);
const REMOVE_PERIOD = mutation(
  'RemovePeriod($eventId: ID!, $periodId: ID!)',
  'removePeriod(eventId: $eventId, periodId: $periodId)',
);
const START_PERIOD = mutation(
  'StartPeriod($eventId: ID!, $periodId: ID!)',
  'startPeriod(eventId: $eventId, periodId: $periodId)',
);
const STOP_PERIOD = mutation(
  'StopPeriod($eventId: ID!, $periodId: ID!)',
  'stopPeriod(eventId: $eventId, periodId: $periodId)',
);
const CREATE_EVENT_RANGE = mutation(
  'CreateEventRange($eventId: ID!, $type: String!, $range: RangeInput!)',
  'createEventRange(eventId: $eventId, type: $type, range: $range)',
);
const UPDATE_EVENT_RANGE = mutation(
  'UpdateEventRange($eventId: ID!, $id: ID!, $type: String!, $range: RangeInput!)',
  'updateEventRange(eventId: $eventId, id: $id, type: $type, range: $range)',
);
const DELETE_EVENT_RANGE = mutation(
  'DeleteEventRange($eventId: ID!, $id: ID!)',
  'deleteEventRange(eventId: $eventId, id: $id)',
);

/** A command on the event answering with it; `sessions`: it may move the players' sessions. */
function useEventCommand<V extends Record<string, unknown> | void>(
  eventId: string,
  document: string,
  sessions: boolean,
) {
  return useMutation({
    mutationFn: async (variables: V) => {
      const data = await api.request<Record<string, EventView>>(
        document,
        { eventId, ...(variables ?? {}) },
        asCommand(),
      );
      const event = Object.values(data)[0];
      if (event === undefined) throw new Error('no event in the answer');
      return event;
    },
    onSuccess: async (event) => {
      storeEvent(event);
      if (sessions) await queryClient.invalidateQueries({ queryKey: eventKeys.selections(eventId) });
    },
  });
}

export const useStartEvent = (eventId: string) => useEventCommand<void>(eventId, START_EVENT, true);
export const useStopEvent = (eventId: string) => useEventCommand<void>(eventId, STOP_EVENT, true);
export const useLockEvent = (eventId: string) => useEventCommand<void>(eventId, LOCK_EVENT, false);
export const useUnlockEvent = (eventId: string) => useEventCommand<void>(eventId, UNLOCK_EVENT, false);
export const useComputeRecords = (eventId: string) => useEventCommand<void>(eventId, COMPUTE_RECORDS, false);

/** What `updateEvent` sets (every detail at once; null clears one). */
export type EventDetailsInput = {
  readonly name: string;
  readonly type: EventType;
  readonly place: EventPlace | null;
  readonly theme: string | null;
  readonly competition: Competition | null;
  readonly score: { readonly team: number; readonly adv: number } | null;
  readonly matchSystem: string | null;
  readonly daysToMatch: number | null;
};

export const useUpdateEvent = (eventId: string) =>
  useEventCommand<EventDetailsInput>(eventId, UPDATE_EVENT, false);

export type WindowInput = {
  readonly startDate: string | null;
  readonly endDate: string | null;
};

export const useUpdateEventDates = (eventId: string) =>
  useEventCommand<WindowInput>(eventId, UPDATE_EVENT_DATES, true);

export const useCreatePeriod = (eventId: string) =>
  useEventCommand<WindowInput & { readonly name: string; readonly force: boolean }>(
    eventId,
    CREATE_PERIOD,
    true,
  );

export const useUpdatePeriod = (eventId: string) =>
  useEventCommand<WindowInput & { readonly periodId: string; readonly name: string }>(
    eventId,
    UPDATE_PERIOD,
    true,
  );

export const useRemovePeriod = (eventId: string) =>
  useEventCommand<{ readonly periodId: string }>(eventId, REMOVE_PERIOD, true);
export const useStartPeriod = (eventId: string) =>
  useEventCommand<{ readonly periodId: string }>(eventId, START_PERIOD, true);
export const useStopPeriod = (eventId: string) =>
  useEventCommand<{ readonly periodId: string }>(eventId, STOP_PERIOD, true);

export const useCreateEventRange = (eventId: string) =>
  useEventCommand<{ readonly type: string; readonly range: RangeInput }>(eventId, CREATE_EVENT_RANGE, false);
export const useUpdateEventRange = (eventId: string) =>
  useEventCommand<{ readonly id: string; readonly type: string; readonly range: RangeInput }>(
    eventId,
    UPDATE_EVENT_RANGE,
    false,
  );
export const useDeleteEventRange = (eventId: string) =>
  useEventCommand<{ readonly id: string }>(eventId, DELETE_EVENT_RANGE, false);
