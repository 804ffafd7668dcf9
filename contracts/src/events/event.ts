import type { DomainEvent } from '../metadata.ts';
import type { PlayerProfile, Position } from '../player.ts';
import type { DataRange } from '../ranges.ts';
import type { MetricSettings } from '../metric-settings.ts';

/**
 * Domain events of the `event-<id>` stream category: one match or training with its periods,
 * selections (a player's participation), sessions (when a selected player was on the pitch) and
 * data ranges. Every instant is an ISO-8601 string in UTC.
 */

export const eventTypes = ['MATCH', 'TRAINING', 'INDIVIDUAL_MATCH', 'INDIVIDUAL_TRAINING'] as const;
export type EventType = (typeof eventTypes)[number];

/** Where a match is played (spec: values not shown; ours). */
export const eventPlaces = ['HOME', 'AWAY', 'NEUTRAL'] as const;
export type EventPlace = (typeof eventPlaces)[number];

/** What a match is part of (spec: values not shown; ours). */
export const competitions = ['LEAGUE', 'CUP', 'FRIENDLY', 'TOURNAMENT'] as const;
export type Competition = (typeof competitions)[number];

export const eventStreamCategory = 'event';
export const eventStreamName = (eventId: string): string => `${eventStreamCategory}-${eventId}`;

export interface Score {
  /** Goals (or points) of the event's team. */
  readonly team: number;
  /** Goals (or points) of the opponent. */
  readonly adv: number;
}

/** The details `updateEvent` sets; `EventCreated` carries them too (null until set). */
export interface EventDetails {
  readonly name: string;
  readonly type: EventType;
  readonly place: EventPlace | null;
  readonly theme: string | null;
  readonly competition: Competition | null;
  readonly score: Score | null;
  readonly matchSystem: string | null;
  readonly daysToMatch: number | null;
}

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
    /**
     * Players selected at creation by events of schema version 1. Newer events leave it empty and
     * write `PlayersSelected` in the same append, with each selection's id and device.
     */
    playerIds: readonly string[];
    /** The team's ranges when the event was created (absent in schema version 1: none). */
    ranges?: readonly DataRange[];
    place?: EventPlace | null;
    theme?: string | null;
    competition?: Competition | null;
    matchSystem?: string | null;
  }
>;

export type EventUpdated = DomainEvent<'EventUpdated', { eventId: string } & EventDetails>;

/**
 * The event's window changed: the planned one before it starts, the actual start (and stop, once
 * finished) after.
 */
export type EventDatesUpdated = DomainEvent<
  'EventDatesUpdated',
  { eventId: string; startDate: string | null; endDate: string | null }
>;

export type EventStarted = DomainEvent<'EventStarted', { eventId: string; startedAt: string }>;

export type EventStopped = DomainEvent<'EventStopped', { eventId: string; stoppedAt: string }>;

/** Records are final: every change is refused until it is unlocked. */
export type EventLocked = DomainEvent<'EventLocked', { eventId: string }>;
export type EventUnlocked = DomainEvent<'EventUnlocked', { eventId: string }>;

/** The event is gone from every list and read; the stream keeps its history. */
export type EventDeleted = DomainEvent<'EventDeleted', { eventId: string }>;

export type PeriodCreated = DomainEvent<
  'PeriodCreated',
  { eventId: string; periodId: string; name: string; startDate: string | null; endDate: string | null }
>;
export type PeriodUpdated = DomainEvent<'PeriodUpdated', PeriodCreated['data']>;
/** The period is removed with its sessions. */
export type PeriodRemoved = DomainEvent<'PeriodRemoved', { eventId: string; periodId: string }>;
export type PeriodStarted = DomainEvent<
  'PeriodStarted',
  { eventId: string; periodId: string; startedAt: string }
>;
export type PeriodStopped = DomainEvent<
  'PeriodStopped',
  { eventId: string; periodId: string; stoppedAt: string }
>;

/** A player's participation, as created by `selectPlayers` (or `createEvent`'s `playerIds`). */
export interface SelectionDetails {
  readonly selectionId: string;
  readonly playerId: string;
  /** The device the player wore when selected, if any. */
  readonly deviceId: string | null;
  readonly number: number | null;
  readonly position: Position | null;
  readonly profile: PlayerProfile | null;
}

export type PlayersSelected = DomainEvent<
  'PlayersSelected',
  { eventId: string; selections: readonly SelectionDetails[] }
>;
/** A selection's details changed; its player stays. */
export type SelectionUpdated = DomainEvent<
  'SelectionUpdated',
  { eventId: string } & Omit<SelectionDetails, 'playerId'>
>;
/** A selection taken in or out of the squad (`selectSelection`); a deselected player keeps history. */
export type SelectionSelected = DomainEvent<
  'SelectionSelected',
  { eventId: string; selectionId: string; selected: boolean }
>;

export interface SessionWindow {
  readonly sessionId: string;
  readonly selectionId: string;
  /** The period the session belongs to; null for an event without periods. */
  readonly periodId: string | null;
  readonly startDate: string;
  /** Null while the session runs (live). */
  readonly endDate: string | null;
}

export type SessionCreated = DomainEvent<'SessionCreated', { eventId: string } & SessionWindow>;
export type SessionUpdated = DomainEvent<
  'SessionUpdated',
  { eventId: string; sessionId: string; selectionId: string; startDate: string; endDate: string | null }
>;
export type SessionDeleted = DomainEvent<
  'SessionDeleted',
  { eventId: string; sessionId: string; selectionId: string }
>;
/** A selected player went on the pitch now (live). */
export type SessionStarted = DomainEvent<'SessionStarted', { eventId: string } & SessionWindow>;
/** A selected player left the pitch now (live). */
export type SessionStopped = DomainEvent<
  'SessionStopped',
  { eventId: string; sessionId: string; selectionId: string; stoppedAt: string }
>;
/** Every session of the period is replaced by these (one per selected player, or none). */
export type PeriodSessionsSet = DomainEvent<
  'PeriodSessionsSet',
  { eventId: string; periodId: string; sessions: readonly SessionWindow[] }
>;

export type EventRangeCreated = DomainEvent<'EventRangeCreated', { eventId: string; range: DataRange }>;
export type EventRangeUpdated = DomainEvent<'EventRangeUpdated', EventRangeCreated['data']>;
export type EventRangeDeleted = DomainEvent<'EventRangeDeleted', { eventId: string; rangeId: string }>;

/** Staff asked for every record of the event to be computed again from the stored samples. */
export type RecordsComputeRequested = DomainEvent<'RecordsComputeRequested', { eventId: string }>;

/**
 * A player's session RPE (Foster's CR-10, 0 to 10) for the finished event, entered by staff after
 * it; a null rating removes it. Null minutes: the default, resolved where it is read (the
 * selection's time on record, else the event's duration).
 */
export type SessionRpeSet = DomainEvent<
  'SessionRpeSet',
  { eventId: string; selectionId: string; rating: number | null; minutes: number | null }
>;

/**
 * Issue 19: the event's tags ("MD-1"), or one period's ("4v4 rondo"), whole: the new list replaces
 * the old (`contracts/src/event-tags.ts` says what a tag is). Needs the plan's tag management.
 */
export type EventTagsSet = DomainEvent<'EventTagsSet', { eventId: string; tags: readonly string[] }>;
export type PeriodTagsSet = DomainEvent<
  'PeriodTagsSet',
  { eventId: string; periodId: string; tags: readonly string[] }
>;

/** A planned load target of an event for one variable, per selected player (issue 19). */
export interface PlannedTarget {
  /** A `LoadVariable` (contracts/src/workload/loads.ts). */
  readonly variable: string;
  readonly value: number;
}

/** The event's planned load per player, replacing the previous plan (empty: none). */
export type EventPlanSet = DomainEvent<
  'EventPlanSet',
  { eventId: string; targets: readonly PlannedTarget[] }
>;

/**
 * Issue 20: an analyst marks a moment of the event or cuts a span of it (a drill, a pressing
 * phase) with a label, while replaying it. Instants are whole seconds inside the event; a span's
 * figures are computed where they are read. Removal is an event of its own: history is the product.
 */
export type EventMomentMarked = DomainEvent<
  'EventMomentMarked',
  { eventId: string; markId: string; at: string; label: string }
>;
export type EventMarkRemoved = DomainEvent<'EventMarkRemoved', { eventId: string; markId: string }>;
export type EventIntervalCut = DomainEvent<
  'EventIntervalCut',
  { eventId: string; intervalId: string; startDate: string; endDate: string; label: string }
>;
export type EventIntervalRenamed = DomainEvent<
  'EventIntervalRenamed',
  { eventId: string; intervalId: string; label: string }
>;
export type EventIntervalRemoved = DomainEvent<
  'EventIntervalRemoved',
  { eventId: string; intervalId: string }
>;

/**
 * The event's metric settings (issue 20: applied from a what-if), whole: thresholds and cleaning
 * its records are computed with from now on (`contracts/src/metric-settings.ts`).
 */
export type EventMetricSettingsSet = DomainEvent<
  'EventMetricSettingsSet',
  { eventId: string; settings: MetricSettings }
>;

export type EventStreamEvent =
  | EventCreated
  | EventUpdated
  | EventDatesUpdated
  | EventStarted
  | EventStopped
  | EventLocked
  | EventUnlocked
  | EventDeleted
  | PeriodCreated
  | PeriodUpdated
  | PeriodRemoved
  | PeriodStarted
  | PeriodStopped
  | PlayersSelected
  | SelectionUpdated
  | SelectionSelected
  | SessionCreated
  | SessionUpdated
  | SessionDeleted
  | SessionStarted
  | SessionStopped
  | PeriodSessionsSet
  | EventRangeCreated
  | EventRangeUpdated
  | EventRangeDeleted
  | RecordsComputeRequested
  | SessionRpeSet
  | EventTagsSet
  | PeriodTagsSet
  | EventPlanSet
  | EventMomentMarked
  | EventMarkRemoved
  | EventIntervalCut
  | EventIntervalRenamed
  | EventIntervalRemoved
  | EventMetricSettingsSet;
export type EventStreamEventType = EventStreamEvent['type'];
export const eventStreamEventTypes: readonly EventStreamEventType[] = [
  'EventCreated',
  'EventUpdated',
  'EventDatesUpdated',
  'EventStarted',
  'EventStopped',
  'EventLocked',
  'EventUnlocked',
  'EventDeleted',
  'PeriodCreated',
  'PeriodUpdated',
  'PeriodRemoved',
  'PeriodStarted',
  'PeriodStopped',
  'PlayersSelected',
  'SelectionUpdated',
  'SelectionSelected',
  'SessionCreated',
  'SessionUpdated',
  'SessionDeleted',
  'SessionStarted',
  'SessionStopped',
  'PeriodSessionsSet',
  'EventRangeCreated',
  'EventRangeUpdated',
  'EventRangeDeleted',
  'RecordsComputeRequested',
  'SessionRpeSet',
  'EventTagsSet',
  'PeriodTagsSet',
  'EventPlanSet',
  'EventMomentMarked',
  'EventMarkRemoved',
  'EventIntervalCut',
  'EventIntervalRenamed',
  'EventIntervalRemoved',
  'EventMetricSettingsSet',
];

/**
 * Current schema version of the `event-<id>` events; bump with an upcaster when a shape changes.
 * Version 2 added the optional `EventCreated` fields and every event after `EventStopped`; version
 * 1 events read the same under version 2. `SessionRpeSet` and `EventPlanSet` (issue 19) are new, no
 * shape changed; so are the marks, cut intervals and `EventMetricSettingsSet` (issue 20).
 */
export const eventSchemaVersion = 2;
