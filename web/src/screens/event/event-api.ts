/** The event slice's GraphQL operations (query/src/schema.graphql). */
export type EventStatus = 'NOT_STARTED' | 'STARTED' | 'FINISHED' | 'LOCKED';
export type EventType = 'MATCH' | 'TRAINING' | 'INDIVIDUAL_MATCH' | 'INDIVIDUAL_TRAINING';

export interface EventView {
  readonly id: string;
  readonly teamId: string;
  readonly name: string;
  readonly type: EventType;
  readonly status: EventStatus;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly plannedStartDate: string | null;
  readonly plannedEndDate: string | null;
  readonly playerIds: readonly string[];
  readonly updatedAt: string;
}

const FIELDS =
  'id teamId name type status startDate endDate plannedStartDate plannedEndDate playerIds updatedAt';

export const EVENT_QUERY = `query Event($eventId: ID!) { event(eventId: $eventId) { ${FIELDS} } }`;
export const EVENT_SUBSCRIPTION = `subscription EventChanges($eventId: ID!) { event(eventId: $eventId) { ${FIELDS} } }`;
export const START_EVENT = `mutation StartEvent($eventId: ID!) { startEvent(eventId: $eventId) { ${FIELDS} } }`;
export const STOP_EVENT = `mutation StopEvent($eventId: ID!) { stopEvent(eventId: $eventId) { ${FIELDS} } }`;

export const eventKey = (eventId: string) => ['event', eventId] as const;

/** The newer of two views of one event (a subscription push may arrive before or after a mutation's answer). */
export function newer(a: EventView | null | undefined, b: EventView): EventView {
  if (a === null || a === undefined) return b;
  return Date.parse(b.updatedAt) >= Date.parse(a.updatedAt) ? b : a;
}
