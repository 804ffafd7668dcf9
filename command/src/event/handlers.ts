/**
 * Command entry points of the `event-<id>` aggregate, as the API calls them. Commands that need
 * facts from other streams (the team's players and ranges from `club-<id>`, a device's team from
 * `device-<id>`) read them first and pass them in the command, so the decider stays pure. A fact
 * may change between that read and the append (a player archived meanwhile): the event keeps what
 * was true when the command was decided, as a person doing it by hand would.
 */
import { DomainError } from '@stride/contracts/errors';
import { clubStreamName } from '@stride/contracts/events/club';
import { deviceStreamName } from '@stride/contracts/events/device';
import { eventSchemaVersion, eventStreamName, type EventStreamEvent } from '@stride/contracts/events/event';
import type { EventStore } from '@stride/streams/port';
import type { MetricSettings } from '@stride/contracts/metric-settings';
import { clubDecider } from '../club/club.ts';
import type { RangeInput } from '../club/handlers.ts';
import type { ActiveClub, ClubState } from '../club/state.ts';
import { deviceDecider } from '../device/device.ts';
import { derivedId, handleCommand, type CommandContext, type CommandResult } from '../handler.ts';
import { readState, type LoadedState } from '../multi-stream.ts';
import type {
  CreateEvent,
  DeviceFact,
  EventCommand,
  TeamPlayer,
  UpdateEvent,
  UpdatePeriod,
  UpdateSelection,
} from './commands.ts';
import { eventDecider } from './event.ts';

export type EventResult = CommandResult<EventStreamEvent>;

const CLUB_CACHE_SIZE = 500;

export type CreateEventInput = Omit<CreateEvent['data'], 'eventId' | 'teamRanges' | 'players' | 'devices'> & {
  /** The team's club: its stream holds the team's players and ranges. */
  readonly clubId: string;
};

export type EventDetailsInput = UpdateEvent['data'];
export type PeriodInput = Omit<UpdatePeriod['data'], 'periodId'>;
/** The device is named by its id; the handler reads what its stream knows. */
export type SelectionInput = Omit<UpdateSelection['data'], 'selectionId' | 'device'>;

export type EventRangeInput = RangeInput;

export interface EventCommands {
  createEvent(input: CreateEventInput, context: CommandContext): Promise<EventResult & { eventId: string }>;
  updateEvent(eventId: string, input: EventDetailsInput, context: CommandContext): Promise<EventResult>;
  updateEventDates(
    eventId: string,
    dates: { startDate: Date | null; endDate: Date | null },
    context: CommandContext,
  ): Promise<EventResult>;
  startEvent(eventId: string, context: CommandContext): Promise<EventResult>;
  stopEvent(eventId: string, context: CommandContext): Promise<EventResult>;
  /** Mark a not-started event whose planned window is over as played (decide/played.ts). */
  finishEvent(eventId: string, context: CommandContext): Promise<EventResult>;
  deleteEvent(eventId: string, context: CommandContext): Promise<EventResult>;
  lockEvent(eventId: string, context: CommandContext): Promise<EventResult>;
  unlockEvent(eventId: string, context: CommandContext): Promise<EventResult>;
  createPeriod(
    eventId: string,
    input: PeriodInput & { force: boolean },
    context: CommandContext,
  ): Promise<EventResult & { periodId: string | null }>;
  updatePeriod(
    eventId: string,
    periodId: string,
    input: PeriodInput,
    context: CommandContext,
  ): Promise<EventResult>;
  removePeriod(eventId: string, periodId: string, context: CommandContext): Promise<EventResult>;
  startPeriod(
    eventId: string,
    periodId: string,
    force: boolean,
    context: CommandContext,
  ): Promise<EventResult>;
  stopPeriod(eventId: string, periodId: string, context: CommandContext): Promise<EventResult>;
  selectPlayers(
    eventId: string,
    clubId: string,
    playerIds: readonly string[],
    context: CommandContext,
  ): Promise<EventResult>;
  updateSelection(
    eventId: string,
    selectionId: string,
    input: SelectionInput,
    context: CommandContext,
  ): Promise<EventResult>;
  selectSelection(
    eventId: string,
    selectionId: string,
    selected: boolean,
    context: CommandContext,
  ): Promise<EventResult>;
  startSession(eventId: string, selectionId: string, context: CommandContext): Promise<EventResult>;
  stopSession(eventId: string, selectionId: string, context: CommandContext): Promise<EventResult>;
  createSession(
    eventId: string,
    input: { selectionId: string; periodId: string | null; startDate: Date; endDate: Date },
    context: CommandContext,
  ): Promise<EventResult>;
  updateSession(
    eventId: string,
    input: { sessionId: string; startDate: Date; endDate: Date },
    context: CommandContext,
  ): Promise<EventResult>;
  deleteSession(eventId: string, sessionId: string, context: CommandContext): Promise<EventResult>;
  setPeriodSessions(
    eventId: string,
    input: { periodId: string; startDate: Date | null; endDate: Date | null },
    context: CommandContext,
  ): Promise<EventResult>;
  deletePeriodSessions(eventId: string, periodId: string, context: CommandContext): Promise<EventResult>;
  createEventRange(
    eventId: string,
    clubId: string,
    input: EventRangeInput,
    context: CommandContext,
  ): Promise<EventResult>;
  updateEventRange(
    eventId: string,
    rangeId: string,
    input: EventRangeInput,
    context: CommandContext,
  ): Promise<EventResult>;
  deleteEventRange(eventId: string, rangeId: string, context: CommandContext): Promise<EventResult>;
  computeRecords(eventId: string, context: CommandContext): Promise<EventResult>;
  /** The event's metric settings, whole (decide/metric-settings.ts): its records are computed again. */
  setEventMetricSettings(
    eventId: string,
    settings: MetricSettings,
    context: CommandContext,
  ): Promise<EventResult>;
  /** The event's planned load per player (decide/rpe.ts); an empty list removes it. */
  setEventPlan(
    eventId: string,
    targets: readonly { variable: string; value: number }[],
    context: CommandContext,
  ): Promise<EventResult>;
  /** A player's session RPE (decide/rpe.ts); a null rating removes it. */
  setSessionRpe(
    eventId: string,
    input: { selectionId: string; rating: number | null; minutes: number | null },
    context: CommandContext,
  ): Promise<EventResult>;
  /** Issue 20: a moment marked on the event's timeline (decide/intervals.ts); its id in the result. */
  markEventMoment(
    eventId: string,
    input: { at: Date; label: string },
    context: CommandContext,
  ): Promise<EventResult & { markId: string }>;
  removeEventMark(eventId: string, markId: string, context: CommandContext): Promise<EventResult>;
  /** A span of the event cut as an interval; its id in the result. */
  cutEventInterval(
    eventId: string,
    input: { startDate: Date; endDate: Date; label: string },
    context: CommandContext,
  ): Promise<EventResult & { intervalId: string }>;
  renameEventInterval(
    eventId: string,
    intervalId: string,
    label: string,
    context: CommandContext,
  ): Promise<EventResult>;
  removeEventInterval(eventId: string, intervalId: string, context: CommandContext): Promise<EventResult>;
  /** The event's tags, whole (issue 19). TAG_MANAGEMENT_NOT_IN_PLAN under the club's plan. */
  setEventTags(
    eventId: string,
    clubId: string,
    tags: readonly string[],
    context: CommandContext,
  ): Promise<EventResult>;
  /** One period's tags, whole. PERIOD_NOT_FOUND, TAG_MANAGEMENT_NOT_IN_PLAN. */
  setPeriodTags(
    eventId: string,
    clubId: string,
    periodId: string,
    tags: readonly string[],
    context: CommandContext,
  ): Promise<EventResult>;
}

/** A command without the fields every command gets from its context. */
type Bare<C extends EventCommand> = C extends EventCommand ? Omit<C, 'now' | 'commandId'> : never;

export function eventCommands(store: EventStore): EventCommands {
  const handle = (eventId: string, command: Bare<EventCommand>, context: CommandContext) =>
    handleCommand(
      store,
      eventStreamName(eventId),
      eventDecider,
      { ...command, now: context.occurredAt, commandId: context.commandId },
      context,
      { schemaVersion: eventSchemaVersion },
    );
  const empty = {} as Record<string, never>;

  // The club's state, caught up from the revision last folded: a club stream grows with every
  // player and staff change, and event commands read it often. States are immutable, so sharing
  // one between commands is safe; a few hundred clubs at most are kept.
  const clubs = new Map<string, LoadedState<ClubState>>();
  async function readClub(clubId: string): Promise<ActiveClub> {
    const loaded = await readState(store, clubStreamName(clubId), clubDecider, clubs.get(clubId));
    if (loaded.state.status === 'initial') throw new DomainError('CLUB_NOT_FOUND');
    if (clubs.size >= CLUB_CACHE_SIZE && !clubs.has(clubId)) clubs.delete(clubs.keys().next().value!);
    clubs.delete(clubId);
    clubs.set(clubId, loaded);
    return loaded.state;
  }

  async function readDevice(deviceId: string): Promise<DeviceFact | null> {
    const { state } = await readState(store, deviceStreamName(deviceId), deviceDecider);
    if (state.status === 'initial') return null;
    return { clubId: state.clubId, teamId: state.status === 'assigned' ? state.teamId : null };
  }

  /** The players of the club (by id) and the devices the listed ones wear. */
  async function teamFacts(
    club: ActiveClub,
    playerIds: readonly string[],
  ): Promise<{ players: Map<string, TeamPlayer>; devices: Map<string, DeviceFact> }> {
    const players = new Map<string, TeamPlayer>();
    const devices = new Map<string, DeviceFact>();
    for (const playerId of playerIds) {
      const player = club.players.get(playerId);
      if (player === undefined) continue;
      players.set(playerId, {
        teamId: player.teamId,
        archived: player.archived,
        deviceId: player.deviceId,
        number: player.details.number,
        position: player.details.position,
        profile: player.details.profile,
      });
      if (player.deviceId !== null && !devices.has(player.deviceId)) {
        const device = await readDevice(player.deviceId);
        if (device !== null) devices.set(player.deviceId, device);
      }
    }
    return { players, devices };
  }

  return {
    async createEvent(input, context) {
      // A repeated command (same commandId) must find the same stream: derive the id from it.
      const eventId = derivedId('event', context.commandId);
      const { clubId, ...data } = input;
      const club = await readClub(clubId);
      const team = club.teams.get(data.teamId);
      if (team === undefined) throw new DomainError('TEAM_NOT_FOUND');
      const { players, devices } = await teamFacts(club, data.playerIds ?? []);
      const result = await handle(
        eventId,
        {
          type: 'CreateEvent',
          data: { ...data, eventId, teamRanges: team.ranges, players, devices },
        },
        context,
      );
      return { ...result, eventId };
    },
    updateEvent: (eventId, input, context) => handle(eventId, { type: 'UpdateEvent', data: input }, context),
    updateEventDates: (eventId, dates, context) =>
      handle(eventId, { type: 'UpdateEventDates', data: dates }, context),
    startEvent: (eventId, context) => handle(eventId, { type: 'StartEvent', data: empty }, context),
    stopEvent: (eventId, context) => handle(eventId, { type: 'StopEvent', data: empty }, context),
    finishEvent: (eventId, context) => handle(eventId, { type: 'FinishEvent', data: empty }, context),
    deleteEvent: (eventId, context) => handle(eventId, { type: 'DeleteEvent', data: empty }, context),
    lockEvent: (eventId, context) => handle(eventId, { type: 'LockEvent', data: empty }, context),
    unlockEvent: (eventId, context) => handle(eventId, { type: 'UnlockEvent', data: empty }, context),

    async createPeriod(eventId, input, context) {
      const result = await handle(eventId, { type: 'CreatePeriod', data: input }, context);
      const created = result.events.find((event) => event.type === 'PeriodCreated');
      return { ...result, periodId: created?.type === 'PeriodCreated' ? created.data.periodId : null };
    },
    updatePeriod: (eventId, periodId, input, context) =>
      handle(eventId, { type: 'UpdatePeriod', data: { periodId, ...input } }, context),
    removePeriod: (eventId, periodId, context) =>
      handle(eventId, { type: 'RemovePeriod', data: { periodId } }, context),
    startPeriod: (eventId, periodId, force, context) =>
      handle(eventId, { type: 'StartPeriod', data: { periodId, force } }, context),
    stopPeriod: (eventId, periodId, context) =>
      handle(eventId, { type: 'StopPeriod', data: { periodId } }, context),

    async selectPlayers(eventId, clubId, playerIds, context) {
      const club = await readClub(clubId);
      const { players, devices } = await teamFacts(club, playerIds);
      return handle(eventId, { type: 'SelectPlayers', data: { playerIds, players, devices } }, context);
    },
    async updateSelection(eventId, selectionId, input, context) {
      const device = input.deviceId === null ? null : await readDevice(input.deviceId);
      return handle(eventId, { type: 'UpdateSelection', data: { selectionId, ...input, device } }, context);
    },
    selectSelection: (eventId, selectionId, selected, context) =>
      handle(eventId, { type: 'SelectSelection', data: { selectionId, selected } }, context),

    startSession: (eventId, selectionId, context) =>
      handle(eventId, { type: 'StartSession', data: { selectionId } }, context),
    stopSession: (eventId, selectionId, context) =>
      handle(eventId, { type: 'StopSession', data: { selectionId } }, context),
    createSession: (eventId, input, context) =>
      handle(eventId, { type: 'CreateSession', data: input }, context),
    updateSession: (eventId, input, context) =>
      handle(eventId, { type: 'UpdateSession', data: input }, context),
    deleteSession: (eventId, sessionId, context) =>
      handle(eventId, { type: 'DeleteSession', data: { sessionId } }, context),
    setPeriodSessions: (eventId, input, context) =>
      handle(eventId, { type: 'SetPeriodSessions', data: input }, context),
    deletePeriodSessions: (eventId, periodId, context) =>
      handle(eventId, { type: 'DeletePeriodSessions', data: { periodId } }, context),

    async createEventRange(eventId, clubId, input, context) {
      const club = await readClub(clubId);
      const { type, ...range } = input;
      return handle(
        eventId,
        {
          type: 'CreateEventRange',
          data: { rangeType: type, ...range, limit: club.subscription.limits.ranges },
        },
        context,
      );
    },
    updateEventRange: (eventId, rangeId, input, context) => {
      const { type, ...range } = input;
      return handle(
        eventId,
        { type: 'UpdateEventRange', data: { rangeId, rangeType: type, ...range } },
        context,
      );
    },
    deleteEventRange: (eventId, rangeId, context) =>
      handle(eventId, { type: 'DeleteEventRange', data: { rangeId } }, context),
    computeRecords: (eventId, context) => handle(eventId, { type: 'ComputeRecords', data: empty }, context),
    setEventMetricSettings: (eventId, settings, context) =>
      handle(eventId, { type: 'SetEventMetricSettings', data: { settings } }, context),
    async setEventTags(eventId, clubId, tags, context) {
      const { tagManagement } = (await readClub(clubId)).subscription.options;
      return handle(eventId, { type: 'SetEventTags', data: { tags, tagManagement } }, context);
    },
    async setPeriodTags(eventId, clubId, periodId, tags, context) {
      const { tagManagement } = (await readClub(clubId)).subscription.options;
      return handle(eventId, { type: 'SetPeriodTags', data: { periodId, tags, tagManagement } }, context);
    },
    setEventPlan: (eventId, targets, context) =>
      handle(eventId, { type: 'SetEventPlan', data: { targets } }, context),
    setSessionRpe: (eventId, input, context) =>
      handle(eventId, { type: 'SetSessionRpe', data: input }, context),
    async markEventMoment(eventId, input, context) {
      const result = await handle(eventId, { type: 'MarkEventMoment', data: input }, context);
      return { ...result, markId: derivedId('MarkEventMoment:mark', context.commandId) };
    },
    removeEventMark: (eventId, markId, context) =>
      handle(eventId, { type: 'RemoveEventMark', data: { markId } }, context),
    async cutEventInterval(eventId, input, context) {
      const result = await handle(eventId, { type: 'CutEventInterval', data: input }, context);
      return { ...result, intervalId: derivedId('CutEventInterval:interval', context.commandId) };
    },
    renameEventInterval: (eventId, intervalId, label, context) =>
      handle(eventId, { type: 'RenameEventInterval', data: { intervalId, label } }, context),
    removeEventInterval: (eventId, intervalId, context) =>
      handle(eventId, { type: 'RemoveEventInterval', data: { intervalId } }, context),
  };
}
