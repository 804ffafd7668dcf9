import type { DomainEvent } from '../metadata.ts';

/** Domain events of the `event-<id>` stream category: one match or training. */

export const eventTypes = ['MATCH', 'TRAINING', 'INDIVIDUAL_MATCH', 'INDIVIDUAL_TRAINING'] as const;
export type EventType = (typeof eventTypes)[number];

export const eventStreamCategory = 'event';
export const eventStreamName = (eventId: string): string => `${eventStreamCategory}-${eventId}`;

export type EventCreated = DomainEvent<
  'EventCreated',
  {
    eventId: string;
    teamId: string;
    name: string;
    type: EventType;
    daysToMatch: number | null;
    /** Planned window (ISO-8601); both null for an event that will be recorded live. */
    startDate: string | null;
    endDate: string | null;
    playerIds: readonly string[];
  }
>;

export type EventStarted = DomainEvent<'EventStarted', { eventId: string; startedAt: string }>;

export type EventStopped = DomainEvent<'EventStopped', { eventId: string; stoppedAt: string }>;

export type EventStreamEvent = EventCreated | EventStarted | EventStopped;
export type EventStreamEventType = EventStreamEvent['type'];
export const eventStreamEventTypes: readonly EventStreamEventType[] = [
  'EventCreated',
  'EventStarted',
  'EventStopped',
];

/** Current schema version of the `event-<id>` events; bump with an upcaster when a shape changes. */
export const eventSchemaVersion = 1;
