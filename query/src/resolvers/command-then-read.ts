/**
 * The shape every mutation shares: handle the command, then read-your-writes (ARCHITECTURE.md
 * rule 8): wait, bounded, until the projector of the read model it answers from has committed the
 * write, and answer from the read model so the client sees exactly what the next query will show.
 */
import type { CommandContext } from '@stride/command/handler';
import { PROJECTIONS } from '@stride/contracts/read-models';
import { DomainError, isDomainError } from '@stride/contracts/errors';
import { formatPosition, type Position } from '@stride/streams/port';
import type { GraphQLResolveInfo } from 'graphql';
import { commandContextFor, type ApiContext } from '../context.ts';
import { findEvent, type EventModel } from '../read-model/events.ts';

export interface Written {
  /** `$all` position of the command's last event; null when it appended nothing. */
  readonly position: Position | null;
}

/** Run `handle`, timing it by outcome for the metrics. */
export async function timedCommand<Result>(
  context: ApiContext,
  mutation: string,
  handle: () => Promise<Result>,
): Promise<Result> {
  const { deps } = context;
  const started = performance.now();
  try {
    const result = await handle();
    deps.observeCommand(mutation, 'ok', (performance.now() - started) / 1000);
    return result;
  } catch (error) {
    deps.observeCommand(
      mutation,
      isDomainError(error) ? 'rejected' : 'failed',
      (performance.now() - started) / 1000,
    );
    throw error;
  }
}

/** Wait (bounded) until `projector` has committed `position`; log when it did not in time. */
export async function awaitProjection(
  context: ApiContext,
  mutation: string,
  projector: string,
  position: Position | null,
): Promise<void> {
  if (position === null) return;
  const { deps } = context;
  const timeoutMs = deps.readYourWritesTimeoutMs;
  if (!(await deps.progress.waitFor(projector, position, timeoutMs))) {
    deps.log.warn(
      { mutation, projector, position: formatPosition(position), timeoutMs },
      'read-your-writes: the projector did not reach the write in time; answering from the read model as it is',
    );
  }
}

/**
 * Send a command with this field's command context, wait for `projector`, then read the answer. A
 * missing row after the wait means the write is stored but not projected yet: `UNKNOW_ERROR`, and
 * the client may retry with the same `x-command-id` to get the row without a second append.
 */
export async function commandThenReadModel<Result extends Written, Model>(
  context: ApiContext,
  info: GraphQLResolveInfo,
  mutation: string,
  projector: string,
  run: (command: CommandContext) => Promise<Result>,
  read: (result: Result) => Promise<Model | null>,
): Promise<Model> {
  const result = await timedCommand(context, mutation, () => run(commandContextFor(context, info)));
  await awaitProjection(context, mutation, projector, result.position);
  const model = await read(result);
  if (model === null) {
    context.deps.log.warn({ mutation }, 'read-your-writes: the write is not in the read model yet');
    throw new DomainError('UNKNOW_ERROR');
  }
  return model;
}

/** A catalog mutation (accounts, clubs, teams, players, devices): answers from the catalog. */
export function catalogCommand<Result extends Written, Model>(
  context: ApiContext,
  info: GraphQLResolveInfo,
  mutation: string,
  run: (command: CommandContext) => Promise<Result>,
  read: (result: Result) => Promise<Model | null>,
): Promise<Model> {
  return commandThenReadModel(context, info, mutation, PROJECTIONS.catalog, run, read);
}

/** An event mutation: answers with the row of the event the command wrote to. */
export function commandThenRead(
  context: ApiContext,
  info: GraphQLResolveInfo,
  mutation: string,
  run: (command: CommandContext) => Promise<Written & { readonly eventId: string }>,
): Promise<EventModel> {
  return commandThenReadModel(context, info, mutation, PROJECTIONS.events, run, (written) =>
    findEvent(context.deps.db, written.eventId),
  );
}
