/** Creating and deleting the team's events. */
import { useMutation } from '@tanstack/react-query';
import { invalidate, sendCommand } from '../../../api/command.ts';
import { graphql } from '../../../gql/gql.ts';
import type { EventType } from '../../../gql/graphql.ts';
import { teamKeys } from './keys.ts';

const CREATE_EVENT = graphql(/* GraphQL */ `
  mutation CreateEvent(
    $teamId: ID!
    $name: String!
    $type: EventType!
    $startDate: DateTime
    $endDate: DateTime
  ) {
    createEvent(teamId: $teamId, name: $name, type: $type, startDate: $startDate, endDate: $endDate) {
      id
      name
    }
  }
`);
const DELETE_EVENT = graphql(/* GraphQL */ `
  mutation DeleteEvent($eventId: ID!) {
    deleteEvent(eventId: $eventId)
  }
`);

export interface NewEvent {
  readonly name: string;
  readonly type: EventType;
  /** The planned window: both or neither. */
  readonly startDate: string | null;
  readonly endDate: string | null;
}

const eventsChanged = (teamId: string) => invalidate(teamKeys.events(teamId));

export function useCreateEvent(teamId: string) {
  return useMutation({
    mutationFn: async (event: NewEvent) =>
      (await sendCommand(CREATE_EVENT, { teamId, ...event })).createEvent,
    onSuccess: () => eventsChanged(teamId),
  });
}

export function useDeleteEvent(teamId: string) {
  return useMutation({
    mutationFn: async (eventId: string) => (await sendCommand(DELETE_EVENT, { eventId })).deleteEvent,
    onSuccess: () => eventsChanged(teamId),
  });
}
