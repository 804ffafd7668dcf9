/**
 * The shapes the event mutations share. Each finds and authorizes its event (target.ts), sends
 * one command, waits (bounded) for the events projector, and answers from the read model
 * (command-then-read.ts): with the event, its selections, or one selection.
 *
 * A builder's `Args` are inferred from where its result goes: given to a field of a map typed
 * `MutationResolvers`, they are that field's generated arguments.
 */
import { PROJECTIONS } from '@stride/contracts/read-models';
import type { EventCommands, EventResult } from '@stride/command/event/handlers';
import type { CommandContext } from '@stride/command/handler';
import { DomainError } from '@stride/contracts/errors';
import type { GraphQLResolveInfo } from 'graphql';
import { commandContextFor, type ApiContext } from '../../../context.ts';
import type { MutationResolvers, ResolverFn } from '../../../generated/resolvers.ts';
import { findEvent, listSelections, type EventModel } from '../../../read-model/events.ts';
import { awaitProjection, commandThenReadModel, timedCommand } from '../../command-then-read.ts';
import { idOf } from '../../ids.ts';
import { withPlayers, type SelectionResult } from '../selections.ts';
import { eventTarget, selectionTarget, sessionTarget, type EventTarget } from '../target.ts';

/** What a mutation's command step gets: the event commands, its arguments, the authorized target. */
type Step<Args, Target> = (
  commands: EventCommands,
  args: Args,
  target: Target,
  command: CommandContext,
) => Promise<EventResult>;

type MutationFn<Args, Result> = ResolverFn<Result, unknown, ApiContext, Args>;

/** A mutation's name: its metrics' label and log field. */
type MutationField = keyof MutationResolvers;

export const periodIdOf = (raw: string): string => idOf(raw, 'PERIOD_NOT_FOUND');
export const date = (value: Date | null | undefined): Date | null => value ?? null;

/** A mutation of one event answered with the event. */
export function eventMutation<Args extends { eventId: string }>(
  name: MutationField,
  step: Step<Args, EventTarget>,
): MutationFn<Args, EventModel> {
  return async (_p, args, context, info) => {
    const target = await eventTarget(context, args.eventId, 'event.manage');
    return commandThenReadModel(
      context,
      info,
      name,
      PROJECTIONS.events,
      (command) => step(context.deps.commands, args, target, command),
      () => findEvent(context.deps.db, target.eventId),
    );
  };
}

/** Run a command, wait for the projector, answer with the event's selections (or one of them). */
export async function thenSelections(
  context: ApiContext,
  info: GraphQLResolveInfo,
  name: MutationField,
  eventId: string,
  run: (command: CommandContext) => Promise<EventResult>,
  only: { selectionId?: string } = {},
): Promise<SelectionResult[]> {
  const result = await timedCommand(context, name, () => run(commandContextFor(context, info)));
  await awaitProjection(context, name, PROJECTIONS.events, result.position, only.selectionId ?? eventId);
  return withPlayers(context.deps.db, await listSelections(context.deps.db, eventId, only));
}

/** A mutation of the event's selections answered with all of them. */
export function selectionsMutation<Args extends { eventId: string }>(
  name: MutationField,
  step: Step<Args, EventTarget>,
): MutationFn<Args, SelectionResult[]> {
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
  name: MutationField,
  find: (context: ApiContext, args: Args) => Promise<Target>,
  step: Step<Args, Target>,
): MutationFn<Args, SelectionResult> {
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
export function selectionMutation<Args extends { selectionId: string }>(
  name: MutationField,
  step: Step<Args, EventTarget & { selectionId: string }>,
): MutationFn<Args, SelectionResult> {
  return oneSelectionMutation(
    name,
    (context, args) => selectionTarget(context, args.selectionId, 'event.manage'),
    step,
  );
}

/** A mutation of one session answered with its selection. */
export function sessionMutation<Args extends { sessionId: string }>(
  name: MutationField,
  step: Step<Args, EventTarget & { selectionId: string; sessionId: string }>,
): MutationFn<Args, SelectionResult> {
  return oneSelectionMutation(
    name,
    (context, args) => sessionTarget(context, args.sessionId, 'event.manage'),
    step,
  );
}
