/**
 * Commands of the `event-<id>` aggregate. Facts from other streams (the team's players, devices
 * and ranges, the club's range limit) come in the command: the handler reads them, so `decide`
 * stays pure.
 */
import type { PlayerProfile, Position } from '@stride/contracts/player';
import type { DataRange } from '@stride/contracts/ranges';
import type { MetricSettings } from '@stride/contracts/metric-settings';
import type { TimedCommand } from '../decider.ts';

/* ---------- facts from other streams ---------- */

/** A player of the event's team as the club stream knows them. */
export interface TeamPlayer {
  readonly teamId: string;
  readonly archived: boolean;
  /** The device the player wears, if any. */
  readonly deviceId: string | null;
  readonly number: number | null;
  readonly position: Position | null;
  readonly profile: PlayerProfile | null;
}

/** A device as its `device-<id>` stream knows it. */
export interface DeviceFact {
  readonly clubId: string;
  /** The team it is assigned to; null when unassigned. */
  readonly teamId: string | null;
}

/* ---------- commands ---------- */

interface Base<Type extends string, Data> extends TimedCommand<Type, Data> {
  /** Ids of new periods, sessions and ranges derive from it, so a retried command makes the same. */
  readonly commandId: string;
}

export type CreateEvent = Base<
  'CreateEvent',
  {
    readonly eventId: string;
    readonly teamId: string;
    readonly name: string;
    readonly eventType: string;
    readonly daysToMatch?: number | null;
    readonly startDate?: Date | null;
    readonly endDate?: Date | null;
    readonly playerIds?: readonly string[] | null;
    /** The team's ranges, copied into the event. */
    readonly teamRanges?: readonly DataRange[];
    /** The team's players (for `playerIds`); absent: only an empty list is accepted. */
    readonly players?: ReadonlyMap<string, TeamPlayer>;
    /** The devices the players wear. */
    readonly devices?: ReadonlyMap<string, DeviceFact>;
    /**
     * The event was played already (made from device files: a quick import): it is created
     * finished, started and stopped at its window's ends, which it then needs.
     */
    readonly recorded?: boolean;
  }
>;

export type UpdateEvent = Base<
  'UpdateEvent',
  {
    readonly name: string;
    readonly eventType: string;
    readonly place?: string | null;
    readonly theme?: string | null;
    readonly competition?: string | null;
    readonly score?: { readonly team: number; readonly adv: number } | null;
    readonly matchSystem?: string | null;
    readonly daysToMatch?: number | null;
  }
>;

export type UpdateEventDates = Base<
  'UpdateEventDates',
  { readonly startDate: Date | null; readonly endDate: Date | null }
>;

export type StartEvent = Base<'StartEvent', Record<string, never>>;
export type StopEvent = Base<'StopEvent', Record<string, never>>;
export type DeleteEvent = Base<'DeleteEvent', Record<string, never>>;
/** A not-started event whose planned window is over was played: finished over that window. */
export type FinishEvent = Base<'FinishEvent', Record<string, never>>;
export type LockEvent = Base<'LockEvent', Record<string, never>>;
export type UnlockEvent = Base<'UnlockEvent', Record<string, never>>;

export type CreatePeriod = Base<
  'CreatePeriod',
  {
    readonly name: string;
    readonly startDate: Date | null;
    readonly endDate: Date | null;
    readonly force: boolean;
  }
>;

export type UpdatePeriod = Base<
  'UpdatePeriod',
  {
    readonly periodId: string;
    readonly name: string;
    readonly startDate: Date | null;
    readonly endDate: Date | null;
  }
>;

export type RemovePeriod = Base<'RemovePeriod', { readonly periodId: string }>;
export type StartPeriod = Base<'StartPeriod', { readonly periodId: string; readonly force: boolean }>;
export type StopPeriod = Base<'StopPeriod', { readonly periodId: string }>;

export type SelectPlayers = Base<
  'SelectPlayers',
  {
    readonly playerIds: readonly string[];
    readonly players: ReadonlyMap<string, TeamPlayer>;
    readonly devices: ReadonlyMap<string, DeviceFact>;
  }
>;

export type UpdateSelection = Base<
  'UpdateSelection',
  {
    readonly selectionId: string;
    readonly deviceId: string | null;
    readonly profile: string | null;
    readonly number: number | null;
    readonly position: string | null;
    /** The device named by `deviceId`, or null when no such device exists. */
    readonly device: DeviceFact | null;
  }
>;

export type SelectSelection = Base<
  'SelectSelection',
  { readonly selectionId: string; readonly selected: boolean }
>;

export type StartSession = Base<'StartSession', { readonly selectionId: string }>;
export type StopSession = Base<'StopSession', { readonly selectionId: string }>;

export type CreateSession = Base<
  'CreateSession',
  {
    readonly selectionId: string;
    readonly periodId: string | null;
    readonly startDate: Date;
    readonly endDate: Date;
  }
>;

export type UpdateSession = Base<
  'UpdateSession',
  { readonly sessionId: string; readonly startDate: Date; readonly endDate: Date }
>;

export type DeleteSession = Base<'DeleteSession', { readonly sessionId: string }>;

export type SetPeriodSessions = Base<
  'SetPeriodSessions',
  { readonly periodId: string; readonly startDate: Date | null; readonly endDate: Date | null }
>;

export type DeletePeriodSessions = Base<'DeletePeriodSessions', { readonly periodId: string }>;

export type CreateEventRange = Base<
  'CreateEventRange',
  {
    readonly rangeType: string;
    readonly name: string;
    readonly min: number | null;
    readonly max: number | null;
    /** The club plan's ranges limit. */
    readonly limit: number;
  }
>;

export type UpdateEventRange = Base<
  'UpdateEventRange',
  {
    readonly rangeId: string;
    readonly rangeType: string;
    readonly name: string;
    readonly min: number | null;
    readonly max: number | null;
  }
>;

export type DeleteEventRange = Base<'DeleteEventRange', { readonly rangeId: string }>;
/**
 * The event's or one period's tags, whole (issue 19). `tagManagement`: the club plan's option,
 * read by the handler from `club-<id>`.
 */
export type SetEventTags = Base<
  'SetEventTags',
  { readonly tags: readonly string[]; readonly tagManagement: boolean }
>;
export type SetPeriodTags = Base<
  'SetPeriodTags',
  { readonly periodId: string; readonly tags: readonly string[]; readonly tagManagement: boolean }
>;

export type ComputeRecords = Base<'ComputeRecords', Record<string, never>>;

/** A player's session RPE (rating null removes it; minutes null: the default, see decide/rpe.ts). */
export type SetSessionRpe = Base<
  'SetSessionRpe',
  { readonly selectionId: string; readonly rating: number | null; readonly minutes: number | null }
>;

/** The event's planned load per player: targets per load variable (replacing the previous plan). */
export type SetEventPlan = Base<
  'SetEventPlan',
  { readonly targets: readonly { readonly variable: string; readonly value: number }[] }
>;

/** Issue 20: a moment marked, a span cut, renamed or removed, on the event's timeline (decide/intervals.ts). */
export type MarkEventMoment = Base<'MarkEventMoment', { readonly at: Date; readonly label: string }>;
export type RemoveEventMark = Base<'RemoveEventMark', { readonly markId: string }>;
export type CutEventInterval = Base<
  'CutEventInterval',
  { readonly startDate: Date; readonly endDate: Date; readonly label: string }
>;
export type RenameEventInterval = Base<
  'RenameEventInterval',
  { readonly intervalId: string; readonly label: string }
>;
export type RemoveEventInterval = Base<'RemoveEventInterval', { readonly intervalId: string }>;

/** The event's metric settings, whole (issue 20: applied from a what-if). */
export type SetEventMetricSettings = Base<'SetEventMetricSettings', { readonly settings: MetricSettings }>;

export type EventCommand =
  | CreateEvent
  | UpdateEvent
  | UpdateEventDates
  | StartEvent
  | StopEvent
  | FinishEvent
  | DeleteEvent
  | LockEvent
  | UnlockEvent
  | CreatePeriod
  | UpdatePeriod
  | RemovePeriod
  | StartPeriod
  | StopPeriod
  | SelectPlayers
  | UpdateSelection
  | SelectSelection
  | StartSession
  | StopSession
  | CreateSession
  | UpdateSession
  | DeleteSession
  | SetPeriodSessions
  | DeletePeriodSessions
  | CreateEventRange
  | UpdateEventRange
  | DeleteEventRange
  | ComputeRecords
  | SetSessionRpe
  | SetEventTags
  | SetPeriodTags
  | SetEventPlan
  | MarkEventMoment
  | RemoveEventMark
  | CutEventInterval
  | RenameEventInterval
  | RemoveEventInterval
  | SetEventMetricSettings;
