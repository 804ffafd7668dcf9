/**
 * Helpers for commands that read or write more than one stream (account, club, device handlers):
 * each step is its own idempotent command (`stepContext` derives its command id), undone steps
 * run again, abandoned reservations are recognised by their age.
 */
import { comparePositions, type EventStore, type Position } from '@stride/streams/port';
import type { AnyCommand, AnyEvent, Decider } from './decider.ts';
import { asStored, derivedId, handleCommand, readStreamIfAny, type CommandContext } from './handler.ts';

/** How long a half-written multi-stream command may stay unfinished before others repair it. */
export const ABANDONED_AFTER_MS = 60_000;

export interface LoadedState<State> {
  readonly state: State;
  /** Revision of the last event read; null when the stream does not exist. */
  readonly revision: bigint | null;
}

/**
 * Reads a stream and folds it (metadata included, as `handleCommand` does). Given an earlier
 * result (`from`), it folds only what was appended since.
 */
export async function readState<State, Event extends AnyEvent>(
  store: EventStore,
  streamName: string,
  decider: Pick<Decider<never, State, Event>, 'evolve' | 'initialState'>,
  from?: LoadedState<State>,
): Promise<LoadedState<State>> {
  let state = from?.state ?? decider.initialState();
  let revision: bigint | null = from?.revision ?? null;
  const options = revision === null ? {} : { fromRevision: revision + 1n };
  for await (const recorded of readStreamIfAny(store, streamName, options)) {
    state = decider.evolve(state, asStored<Event>(recorded));
    revision = recorded.revision;
  }
  return { state, revision };
}

export async function streamExists(store: EventStore, streamName: string): Promise<boolean> {
  for await (const _ of readStreamIfAny(store, streamName, { maxCount: 1 })) return true;
  return false;
}

/**
 * The context of one step of a multi-stream command: its own command id, derived from the
 * original, so that a retried command (same id) is idempotent on every stream it touches.
 */
export function stepContext(context: CommandContext, step: string, index = 0): CommandContext {
  return {
    ...context,
    commandId: derivedId(`${step}:${index}`, context.commandId),
    causationId: context.commandId,
  };
}

export function laterPosition(a: Position | null, b: Position | null): Position | null {
  if (a === null) return b;
  if (b === null) return a;
  return comparePositions(a, b) >= 0 ? a : b;
}

/** True when `occurredAt` (ISO) is known and at least `ABANDONED_AFTER_MS` before `now`. */
export function isAbandoned(occurredAt: string | null, now: Date): boolean {
  if (occurredAt === null) return false;
  const at = Date.parse(occurredAt);
  return !Number.isNaN(at) && now.getTime() - at >= ABANDONED_AFTER_MS;
}

/** The `occurredAt` of an event's metadata, when it came from the store. */
export function occurredAtOf(event: { readonly metadata?: { readonly occurredAt?: string } }): string | null {
  return event.metadata?.occurredAt ?? null;
}

/**
 * Runs one step of a multi-stream command until `done(state)` holds. A step whose command id the
 * stream already holds is a retry and changes nothing; but its effect may have been undone since
 * (a compensation, a repair), so then the step runs again under the next index.
 */
export async function runStep<Command extends AnyCommand, State, Event extends AnyEvent>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, State, Event>,
  command: Command,
  context: CommandContext,
  step: string,
  done: (state: State) => boolean,
  schemaVersion: number,
): Promise<Position | null> {
  let position: Position | null = null;
  for (let index = 0; index < MAX_STEP_RUNS; index++) {
    const result = await handleCommand(
      store,
      streamName,
      decider,
      command,
      stepContext(context, step, index),
      {
        schemaVersion,
      },
    );
    position = laterPosition(position, result.position);
    if (!result.repeated) return position;
    const { state } = await readState(store, streamName, decider);
    if (done(state)) return position;
  }
  throw new Error(`step ${step} on ${streamName} did not settle after ${MAX_STEP_RUNS} runs`);
}

const MAX_STEP_RUNS = 8;
