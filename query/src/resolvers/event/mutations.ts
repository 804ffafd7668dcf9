/**
 * Mutations of an event's life, periods, selections, sessions and ranges, and of a team's ranges.
 * Each finds and authorizes its event (target.ts), sends one command, waits (bounded) for the
 * events projector, and answers from the read model (command-then-read.ts).
 */
import { DomainError } from '@stride/contracts/errors';
import type { EventCommands, EventResult } from '@stride/command/event/handlers';
import type { CommandContext } from '@stride/command/handler';
import { eventsProjection } from '@stride/projector/projections/events';
import type { GraphQLResolveInfo } from 'graphql';
import { authorize } from '../../auth/authorize.ts';
import { commandContextFor, isUuid, type ApiContext } from '../../context.ts';
import { teamTarget } from '../catalog/club.ts';
import { findTeam, type TeamModel } from '../../read-model/catalog.ts';
import { findEvent, listSelections, type EventModel } from '../../read-model/events.ts';
import { idOf } from '../ids.ts';
import {
  awaitProjection,
  catalogCommand,
  commandThenReadModel,
  timedCommand,
} from '../mutation/command-then-read.ts';
import type { Resolver } from '../types.ts';
import { withPlayers, type SelectionResult } from './fields.ts';
import { eventTarget, selectionTarget, sessionTarget, type EventTarget } from './target.ts';

/** What a mutation's command step gets: the event commands, the authorized target, the context. */
type Step<Args, Target> = (
  commands: EventCommands,
  args: Args,
  target: Target,
  command: CommandContext,
) => Promise<EventResult>;

/** A mutation of one event answered with the event. */
function eventMutation<Args extends { eventId: string }>(
  name: string,
  step: Step<Args, EventTarget>,
): Resolver<Args, EventModel> {
  return async (_p, args, context, info) => {
    const target = await eventTarget(context, args.eventId, 'event.manage');
    return commandThenReadModel(
      context,
      name,
      eventsProjection.name,
      () => step(context.deps.commands, args, target, commandContextFor(context, info)),
      () => findEvent(context.deps.db, target.eventId),
    );
  };
}

/** Run a command, wait for the projector, answer with the event's selections (or one of them). */
async function thenSelections(
  context: ApiContext,
  info: GraphQLResolveInfo,
  name: string,
  eventId: string,
  run: (command: CommandContext) => Promise<EventResult>,
  only: { selectionId?: string } = {},
): Promise<SelectionResult[]> {
  const result = await timedCommand(context, name, () => run(commandContextFor(context, info)));
  await awaitProjection(context, name, eventsProjection.name, result.position);
  return withPlayers(context.deps.db, await listSelections(context.deps.db, eventId, only));
}

/** A mutation of the event's selections answered with all of them. */
function selectionsMutation<Args extends { eventId: string }>(
  name: string,
  step: Step<Args, EventTarget>,
): Resolver<Args, SelectionResult[]> {
  return async (_p, args, context, info) => {
    const target = await eventTarget(context, args.eventId, 'event.manage');
    return thenSelections(context, info, name, target.eventId, (command) =>
      step(context.deps.commands, args, target, command),
    );
  };
}

function oneSelection(list: readonly SelectionResult[]): SelectionResult {
  const [selection] = list;
  if (selection === undefined) throw new DomainError('SELECTION_NOT_FOUND');
  return selection;
}

/** A mutation of one selection, found by `find` from the arguments, answered with the selection. */
function oneSelectionMutation<Args, Target extends EventTarget & { selectionId: string }>(
  name: string,
  find: (context: ApiContext, args: Args) => Promise<Target>,
  step: Step<Args, Target>,
): Resolver<Args, SelectionResult> {
  return async (_p, args, context, info) => {
    const target = await find(context, args);
    return oneSelection(
      await thenSelections(
        context,
        info,
        name,
        target.eventId,
        (command) => step(context.deps.commands, args, target, command),
        { selectionId: target.selectionId },
      ),
    );
  };
}

/** A mutation of one selection answered with it. */
function selectionMutation<Args extends { selectionId: string }>(
  name: string,
  step: Step<Args, EventTarget & { selectionId: string }>,
): Resolver<Args, SelectionResult> {
  return oneSelectionMutation(
    name,
    (context, args) => selectionTarget(context, args.selectionId, 'event.manage'),
    step,
  );
}

/** A mutation of one session answered with its selection. */
function sessionMutation<Args extends { sessionId: string }>(
  name: string,
  step: Step<Args, EventTarget & { selectionId: string; sessionId: string }>,
): Resolver<Args, SelectionResult> {
  return oneSelectionMutation(
    name,
    (context, args) => sessionTarget(context, args.sessionId, 'event.manage'),
    step,
  );
}

const periodIdOf = (raw: string): string => idOf(raw, 'PERIOD_NOT_FOUND');
const date = (value: Date | null | undefined): Date | null => value ?? null;

/* ---------- the event ---------- */

export const updateEvent = eventMutation<{
  eventId: string;
  name: string;
  type: string;
  place?: string | null;
  theme?: string | null;
  competition?: string | null;
  score?: { team: number; adv: number } | null;
  matchSystem?: string | null;
  daysToMatch?: number | null;
}>('updateEvent', (commands, args, t, command) =>
  commands.updateEvent(
    t.eventId,
    {
      name: args.name,
      eventType: args.type,
      place: args.place ?? null,
      theme: args.theme ?? null,
      competition: args.competition ?? null,
      score: args.score ?? null,
      matchSystem: args.matchSystem ?? null,
      daysToMatch: args.daysToMatch ?? null,
    },
    command,
  ),
);

export const updateEventDates = eventMutation<{
  eventId: string;
  startDate?: Date | null;
  endDate?: Date | null;
}>('updateEventDates', (commands, args, t, command) =>
  commands.updateEventDates(
    t.eventId,
    { startDate: date(args.startDate), endDate: date(args.endDate) },
    command,
  ),
);

export const startEvent = eventMutation<{ eventId: string }>('startEvent', (commands, _a, t, command) =>
  commands.startEvent(t.eventId, command),
);
export const stopEvent = eventMutation<{ eventId: string }>('stopEvent', (commands, _a, t, command) =>
  commands.stopEvent(t.eventId, command),
);
export const lockEvent = eventMutation<{ eventId: string }>('lockEvent', (commands, _a, t, command) =>
  commands.lockEvent(t.eventId, command),
);
export const unlockEvent = eventMutation<{ eventId: string }>('unlockEvent', (commands, _a, t, command) =>
  commands.unlockEvent(t.eventId, command),
);

export const deleteEvent: Resolver<{ eventId: string }, boolean> = async (_p, args, context, info) => {
  const target = await eventTarget(context, args.eventId, 'event.manage');
  const result = await timedCommand(context, 'deleteEvent', () =>
    context.deps.commands.deleteEvent(target.eventId, commandContextFor(context, info)),
  );
  await awaitProjection(context, 'deleteEvent', eventsProjection.name, result.position);
  return true;
};

/* ---------- periods ---------- */

export const createPeriod = eventMutation<{
  eventId: string;
  name: string;
  startDate?: Date | null;
  endDate?: Date | null;
  force?: boolean | null;
}>('createPeriod', (commands, args, t, command) =>
  commands.createPeriod(
    t.eventId,
    {
      name: args.name,
      startDate: date(args.startDate),
      endDate: date(args.endDate),
      force: args.force ?? false,
    },
    command,
  ),
);

export const updatePeriod = eventMutation<{
  eventId: string;
  periodId: string;
  name: string;
  startDate?: Date | null;
  endDate?: Date | null;
}>('updatePeriod', (commands, args, t, command) =>
  commands.updatePeriod(
    t.eventId,
    periodIdOf(args.periodId),
    { name: args.name, startDate: date(args.startDate), endDate: date(args.endDate) },
    command,
  ),
);

export const removePeriod = eventMutation<{ eventId: string; periodId: string }>(
  'removePeriod',
  (commands, args, t, command) => commands.removePeriod(t.eventId, periodIdOf(args.periodId), command),
);

export const startPeriod = eventMutation<{ eventId: string; periodId: string; force?: boolean | null }>(
  'startPeriod',
  (commands, args, t, command) =>
    commands.startPeriod(t.eventId, periodIdOf(args.periodId), args.force ?? true, command),
);

export const stopPeriod = eventMutation<{ eventId: string; periodId: string }>(
  'stopPeriod',
  (commands, args, t, command) => commands.stopPeriod(t.eventId, periodIdOf(args.periodId), command),
);

/* ---------- selections ---------- */

export const selectPlayers: Resolver<
  { eventId: string; playerIds: readonly string[] },
  SelectionResult[]
> = async (_p, args, context, info) => {
  const target = await eventTarget(context, args.eventId, 'event.manage');
  const playerIds = args.playerIds.map((id) => idOf(id, 'PLAYER_NOT_FOUND'));
  const all = await thenSelections(context, info, 'selectPlayers', target.eventId, (command) =>
    context.deps.commands.selectPlayers(target.eventId, target.clubId, playerIds, command),
  );
  const wanted = new Set(playerIds);
  return all.filter((selection) => wanted.has(selection.playerId));
};

export const updateSelection = selectionMutation<{
  selectionId: string;
  deviceId?: string | null;
  profile?: string | null;
  number?: number | null;
  position?: string | null;
}>('updateSelection', (commands, args, t, command) =>
  commands.updateSelection(
    t.eventId,
    t.selectionId,
    {
      deviceId: args.deviceId == null ? null : idOf(args.deviceId, 'DEVICE_NOT_FOUND'),
      profile: args.profile ?? null,
      number: args.number ?? null,
      position: args.position ?? null,
    },
    command,
  ),
);

export const selectSelection = selectionMutation<{ selectionId: string; selected: boolean }>(
  'selectSelection',
  (commands, args, t, command) => commands.selectSelection(t.eventId, t.selectionId, args.selected, command),
);

/* ---------- sessions ---------- */

export const startSession = selectionMutation<{ selectionId: string }>(
  'startSession',
  (commands, _a, t, command) => commands.startSession(t.eventId, t.selectionId, command),
);

export const stopSession = selectionMutation<{ selectionId: string }>(
  'stopSession',
  (commands, _a, t, command) => commands.stopSession(t.eventId, t.selectionId, command),
);

export const createSession = selectionMutation<{
  selectionId: string;
  periodId?: string | null;
  startDate: Date;
  endDate: Date;
}>('createSession', (commands, args, t, command) =>
  commands.createSession(
    t.eventId,
    {
      selectionId: t.selectionId,
      periodId: args.periodId == null ? null : periodIdOf(args.periodId),
      startDate: args.startDate,
      endDate: args.endDate,
    },
    command,
  ),
);

export const updateSession = sessionMutation<{ sessionId: string; startDate: Date; endDate: Date }>(
  'updateSession',
  (commands, args, t, command) =>
    commands.updateSession(
      t.eventId,
      { sessionId: t.sessionId, startDate: args.startDate, endDate: args.endDate },
      command,
    ),
);

export const deleteSession = sessionMutation<{ sessionId: string }>(
  'deleteSession',
  (commands, _a, t, command) => commands.deleteSession(t.eventId, t.sessionId, command),
);

export const setPeriodSessions = selectionsMutation<{
  eventId: string;
  periodId: string;
  startDate?: Date | null;
  endDate?: Date | null;
}>('setPeriodSessions', (commands, args, t, command) =>
  commands.setPeriodSessions(
    t.eventId,
    { periodId: periodIdOf(args.periodId), startDate: date(args.startDate), endDate: date(args.endDate) },
    command,
  ),
);

export const deletePeriodSessions = selectionsMutation<{ eventId: string; periodId: string }>(
  'deletePeriodSessions',
  (commands, args, t, command) =>
    commands.deletePeriodSessions(t.eventId, periodIdOf(args.periodId), command),
);

/* ---------- ranges ---------- */

interface RangeArgs {
  readonly name: string;
  readonly min?: number | null;
  readonly max?: number | null;
}

const rangeInput = (type: string, range: RangeArgs) => ({
  type,
  name: range.name,
  min: range.min ?? null,
  max: range.max ?? null,
});

/** A range id: a UUID; anything else names no range. */
const rangeIdOf = (raw: string): string => {
  const trimmed = raw.trim();
  if (!isUuid(trimmed)) throw new DomainError('BAD_USER_INPUT', { field: 'id', reason: 'notFound' });
  return trimmed.toLowerCase();
};

export const createEventRange = eventMutation<{ eventId: string; type: string; range: RangeArgs }>(
  'createEventRange',
  (commands, args, t, command) =>
    commands.createEventRange(t.eventId, t.clubId, rangeInput(args.type, args.range), command),
);

export const updateEventRange = eventMutation<{
  eventId: string;
  id: string;
  type: string;
  range: RangeArgs;
}>('updateEventRange', (commands, args, t, command) =>
  commands.updateEventRange(t.eventId, rangeIdOf(args.id), rangeInput(args.type, args.range), command),
);

export const deleteEventRange = eventMutation<{ eventId: string; id: string }>(
  'deleteEventRange',
  (commands, args, t, command) => commands.deleteEventRange(t.eventId, rangeIdOf(args.id), command),
);

/** The team a team-range mutation changes: its manager and coaches (`team.update`). */
async function teamRangeTarget(context: ApiContext, rawTeamId: string): Promise<TeamModel> {
  const target = await teamTarget(context, rawTeamId);
  authorize(context, 'team.update', target);
  return target.team;
}

export const createTeamRange: Resolver<{ teamId: string; type: string } & RangeArgs, TeamModel> = async (
  _p,
  args,
  context,
  info,
) => {
  const team = await teamRangeTarget(context, args.teamId);
  return catalogCommand(
    context,
    'createTeamRange',
    () =>
      context.deps.clubs.createTeamRange(
        team.clubId,
        team.id,
        rangeInput(args.type, args),
        commandContextFor(context, info),
      ),
    () => findTeam(context.deps.db, team.id),
  );
};

export const updateTeamRange: Resolver<
  { teamId: string; id: string; type: string } & RangeArgs,
  TeamModel
> = async (_p, args, context, info) => {
  const team = await teamRangeTarget(context, args.teamId);
  return catalogCommand(
    context,
    'updateTeamRange',
    () =>
      context.deps.clubs.updateTeamRange(
        team.clubId,
        team.id,
        rangeIdOf(args.id),
        rangeInput(args.type, args),
        commandContextFor(context, info),
      ),
    () => findTeam(context.deps.db, team.id),
  );
};

export const deleteTeamRange: Resolver<{ teamId: string; id: string }, TeamModel> = async (
  _p,
  args,
  context,
  info,
) => {
  const team = await teamRangeTarget(context, args.teamId);
  return catalogCommand(
    context,
    'deleteTeamRange',
    () =>
      context.deps.clubs.deleteTeamRange(
        team.clubId,
        team.id,
        rangeIdOf(args.id),
        commandContextFor(context, info),
      ),
    () => findTeam(context.deps.db, team.id),
  );
};
