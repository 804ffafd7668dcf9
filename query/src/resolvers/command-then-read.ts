/**
 * The shape every mutation shares: handle the command, then read-your-writes (ARCHITECTURE.md
 * rule 8): wait, bounded, until the projector of the read model it answers from has committed the
 * write, and answer from the read model so the client sees exactly what the next query will show.
 */
import type { CommandContext } from '@stride/command/handler';
import { PROJECTIONS } from '@stride/contracts/read-models';
import { DomainError, isDomainError } from '@stride/contracts/errors';
import { formatPosition, type Position } from '@stride/streams/port';
import { Kind, type GraphQLResolveInfo } from 'graphql';
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

/**
 * The write is stored but the read model does not show it yet (the projector or relay is slow or
 * down): the answer says so, with the id of what was written, so the client does not take it for
 * a failure and retries with the same `x-command-id` (which appends nothing) until it is visible.
 */
export function pendingWrite(id: string | null): DomainError {
  return new DomainError('WRITE_PENDING', { stored: true, visible: false, id });
}

/**
 * Wait (bounded) until `projector` has committed `position`. When it has not in time, the write is
 * answered `WRITE_PENDING` (with `id`, what the command wrote), unless the API is set not to wait
 * (`READ_YOUR_WRITES_TIMEOUT_MS=0`: answered from the read model as it is).
 */
export async function awaitProjection(
  context: ApiContext,
  mutation: string,
  projector: string,
  position: Position | null,
  id: string | null,
): Promise<void> {
  if (position === null) return;
  const { deps } = context;
  const timeoutMs = deps.readYourWritesTimeoutMs;
  if (timeoutMs <= 0) return;
  if (!(await deps.progress.waitFor(projector, position, timeoutMs))) {
    deps.log.warn(
      { mutation, projector, position: formatPosition(position), timeoutMs },
      'read-your-writes: the projector did not reach the write in time; answered WRITE_PENDING',
    );
    throw pendingWrite(id);
  }
}

/**
 * The id of what a command's result is about: the last `…Id` it names (`eventId`, or `periodId`
 * after it for a new period), or null.
 */
export function writtenId(result: object): string | null {
  let id: string | null = null;
  for (const [key, value] of Object.entries(result)) {
    if (key.endsWith('Id') && typeof value === 'string') id = value;
  }
  return id;
}

/**
 * Send a command with this field's command context, wait for `projector`, then read the answer. A
 * missing row after the wait means the write is stored but not projected yet: `WRITE_PENDING`, and
 * the client retries with the same `x-command-id` to get the row without a second append.
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
  const id = writtenId(result) ?? targetIdOf(info);
  await awaitProjection(context, mutation, projector, result.position, id);
  const model = await read(result);
  if (model === null) {
    context.deps.log.warn({ mutation }, 'read-your-writes: the write is not in the read model yet');
    throw pendingWrite(id);
  }
  return model;
}

/** The id a mutation names first in its arguments (`eventId`, `playerId`, …), for a pending answer. */
export function targetIdOf(info: GraphQLResolveInfo): string | null {
  const variables = info.variableValues;
  for (const argument of info.fieldNodes[0]?.arguments ?? []) {
    if (!argument.name.value.endsWith('Id')) continue;
    const node = argument.value;
    if (node.kind === Kind.STRING) return node.value;
    if (node.kind === Kind.VARIABLE) {
      const value = variables[node.name.value];
      if (typeof value === 'string') return value;
    }
  }
  return null;
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
