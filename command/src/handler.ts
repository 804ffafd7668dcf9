/**
 * The command handler (ARCHITECTURE.md rule 2): read the stream, fold, decide, append with the
 * expected revision; retry with jittered backoff, bounded, when another writer got there first
 * (`conflict.ts`), and answer `WRITE_CONFLICT` when the conflict lasts.
 * A command whose `commandId` the stream already holds is answered from the stream, never
 * appended twice.
 */
import { v5 as uuidv5 } from 'uuid';
import { DomainError } from '@stride/contracts/errors';
import type { EventMetadata } from '@stride/contracts/metadata';
import type { JsonValue } from '@stride/contracts/json';
import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type ReadStreamOptions,
  type RecordedEvent,
} from '@stride/streams/port';
import { afterConflict, type ConflictRetry } from './conflict.ts';
import type { AnyCommand, AnyEvent, Decider } from './decider.ts';

/** Who sends the command and when: everything a decider may know beyond the command itself. */
export interface CommandContext {
  readonly commandId: string;
  readonly actorId: string;
  readonly impersonatorId?: string | null;
  readonly clubId?: string | null;
  readonly correlationId: string;
  readonly causationId: string;
  readonly occurredAt: Date;
  /**
   * What the client asked, as one stable value (the API hashes the mutation's arguments). Stored
   * with the events; a repeated command id with another fingerprint is `COMMAND_ID_REUSED`.
   */
  readonly fingerprint?: string;
}

export interface CommandResult<Event> {
  /** `$all` position of the last event written (or found, for a repeated command); null if none. */
  readonly position: Position | null;
  readonly nextExpectedRevision: bigint | null;
  readonly events: readonly Event[];
  /** True when the command had already been handled: nothing was appended. */
  readonly repeated: boolean;
}

export interface HandleOptions {
  /** How version conflicts are retried (`conflict.ts`); a lasting one is `WRITE_CONFLICT`. */
  readonly retry?: ConflictRetry;
  readonly schemaVersion: number;
}

/** Fixed namespace for event ids derived from command ids. */
const EVENT_ID_NAMESPACE = '6f1c2a8e-3b7d-4f0a-9d7e-5a2b1c0d9e8f';

/**
 * Event ids come from the command: a retried command produces the same ids, and the store's
 * idempotent append keeps one copy even when two retries race. Stream and command type are part of
 * the name, so one id sent with another command or to another stream never collides with it.
 */
export function eventIdFor(
  streamName: string,
  commandType: string,
  commandId: string,
  index: number,
): string {
  return uuidv5(`${streamName}/${commandType}/${commandId}/${index}`, EVENT_ID_NAMESPACE);
}

/** Id of an aggregate a command creates: derived from the command id, so a retried create is idempotent. */
export function derivedId(kind: string, commandId: string): string {
  return uuidv5(`${kind}:${commandId}`, EVENT_ID_NAMESPACE);
}

/** What every event a command writes carries (ARCHITECTURE.md rule 3). */
export function eventMetadata(context: CommandContext, schemaVersion: number): EventMetadata {
  return {
    actorId: context.actorId,
    impersonatorId: context.impersonatorId ?? null,
    clubId: context.clubId ?? null,
    correlationId: context.correlationId,
    causationId: context.causationId,
    commandId: context.commandId,
    occurredAt: context.occurredAt.toISOString(),
    schemaVersion,
  };
}

/** A stream's events, oldest first; none when the stream does not exist (its first append creates it). */
export async function* readStreamIfAny(
  store: EventStore,
  streamName: string,
  options?: ReadStreamOptions,
): AsyncGenerator<RecordedEvent, void, undefined> {
  try {
    yield* store.readStream(streamName, options);
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
}

/** A stored event as its decider folds it: type, data, and the metadata it was written with. */
export function asStored<Event>(recorded: RecordedEvent): Event {
  return { type: recorded.type, data: recorded.data, metadata: recorded.metadata } as unknown as Event;
}

export async function handleCommand<Command extends AnyCommand, State, Event extends AnyEvent>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, State, Event>,
  command: Command,
  context: CommandContext,
  options: HandleOptions,
): Promise<CommandResult<Event>> {
  const startedAt = performance.now();
  for (let attempt = 1; ; attempt++) {
    let state = decider.initialState();
    let expected: ExpectedRevision = 'no_stream';
    const earlier: Event[] = [];
    let earlierPosition: Position | null = null;
    let earlierRevision: bigint | null = null;
    let earlierCommandType: unknown = null;
    let earlierFingerprint: unknown = undefined;
    for await (const recorded of readStreamIfAny(store, streamName)) {
      const event = asStored<Event>(recorded);
      state = decider.evolve(state, event);
      expected = recorded.revision;
      if (recorded.metadata.commandId === context.commandId) {
        earlier.push(event);
        earlierPosition = recorded.position;
        earlierRevision = recorded.revision;
        earlierCommandType = recorded.metadata.commandType;
        earlierFingerprint = recorded.metadata['commandFingerprint'];
      }
    }
    if (earlier.length > 0) {
      // The same id sent with another command, or other arguments, is a client bug, not a retry.
      const otherArguments =
        typeof earlierFingerprint === 'string' &&
        context.fingerprint !== undefined &&
        earlierFingerprint !== context.fingerprint;
      if (earlierCommandType !== command.type || otherArguments) {
        throw new DomainError('COMMAND_ID_REUSED', { field: 'x-command-id' });
      }
      return {
        position: earlierPosition,
        nextExpectedRevision: earlierRevision,
        events: earlier,
        repeated: true,
      };
    }

    const events = decider.decide(command, state);
    if (events.length === 0) {
      return { position: null, nextExpectedRevision: null, events, repeated: false };
    }
    const metadata = eventMetadata(context, options.schemaVersion);
    try {
      const result = await store.append(
        streamName,
        events.map((event, index) => ({
          id: eventIdFor(streamName, command.type, context.commandId, index),
          type: event.type,
          data: event.data as JsonValue,
          metadata: {
            ...metadata,
            commandType: command.type,
            ...(context.fingerprint === undefined ? {} : { commandFingerprint: context.fingerprint }),
          },
        })),
        { expectedRevision: expected },
      );
      return {
        position: result.position,
        nextExpectedRevision: result.nextExpectedRevision,
        events,
        repeated: false,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      await afterConflict(attempt, startedAt, options.retry);
    }
  }
}
