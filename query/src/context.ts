/**
 * What every resolver receives: who is calling, the metadata of the command a mutation sends,
 * and the API's dependencies. Built once per GraphQL operation (per HTTP request, per
 * WebSocket `subscribe` message).
 */
import { randomUUID } from 'node:crypto';
import type { GraphQLResolveInfo } from 'graphql';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { EventCommands } from '@stride/command/event/handlers';
import { derivedId, type CommandContext } from '@stride/command/handler';
import { DomainError } from '@stride/contracts/errors';
import { ANONYMOUS_ACTOR_ID } from '@stride/contracts/metadata';
import type { NatsNames } from '@stride/contracts/nats';
import type { Position } from '@stride/streams/port';
import { Kind } from 'graphql';

/* ---------- dependencies ---------- */

/** The part of `pg.Pool` the read side uses. */
export interface Queryable {
  query<Row extends object>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/** Core-NATS change notices of the projectors (`names.changeSubject`). */
export interface ChangeFeed {
  /** Call `onNotice` for every notice on `subject` until `close()`. */
  watch(subject: string, onNotice: () => void): { close(): void };
}

/** Read-your-writes: resolves true once `projector` has committed `position`, false on timeout. */
export interface ProjectionProgress {
  waitFor(projector: string, position: Position, timeoutMs: number): Promise<boolean>;
}

export interface ApiDependencies {
  readonly db: Queryable;
  readonly commands: EventCommands;
  readonly progress: ProjectionProgress;
  readonly changes: ChangeFeed;
  readonly names: NatsNames;
  readonly log: Logger;
  /** Longest a mutation waits for the read model to show its write. */
  readonly readYourWritesTimeoutMs: number;
  /** Aborted when the API shuts down: live subscriptions end so their connections can close. */
  readonly shutdown: AbortSignal;
  /** Time a command took to handle, by mutation name and outcome. */
  observeCommand(mutation: string, outcome: 'ok' | 'rejected' | 'failed', seconds: number): void;
}

/* ---------- identity ---------- */

export interface Viewer {
  readonly actorId: string;
  readonly impersonatorId: string | null;
  readonly clubId: string | null;
}

/**
 * ┌──────────────────────────────────────────────────────────────────────────────────────────┐
 * │ WHERE THE CALLER'S IDENTITY ENTERS THE API. The only place: everything downstream (command │
 * │ metadata, future permission checks) reads `context.viewer`.                                │
 * └──────────────────────────────────────────────────────────────────────────────────────────┘
 * Until accounts exist every caller is the anonymous actor of no club. Accounts (#4) replace
 * this body: verify the `authorization` bearer token (and the `impersonate` one for an admin),
 * then return the user's id, the impersonator's id and the club, or throw
 * `DomainError('UNAUTHENTICATED')`.
 */
export function resolveViewer(_headers: Headers): Viewer {
  return { actorId: ANONYMOUS_ACTOR_ID, impersonatorId: null, clubId: null };
}

/* ---------- command metadata ---------- */

/** RFC 9562 UUID (versions 1 to 8), any case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export const COMMAND_ID_HEADER = 'x-command-id';
export const CORRELATION_ID_HEADER = 'x-correlation-id';
const MAX_CORRELATION_ID_LENGTH = 200;

/** What the API adds to every command of one operation. */
export interface CommandMetadata {
  /** From `x-command-id` when the client sent one (so it can retry safely), else random. */
  readonly commandId: string;
  readonly correlationId: string;
  /** The instant the API accepted the operation: the only clock the deciders see. */
  readonly occurredAt: Date;
}

export function commandMetadataFrom(headers: Headers, now: Date): CommandMetadata {
  const sentCommandId = headers.get(COMMAND_ID_HEADER)?.trim();
  let commandId: string;
  if (sentCommandId === undefined || sentCommandId === '') {
    commandId = randomUUID();
  } else if (isUuid(sentCommandId)) {
    commandId = sentCommandId.toLowerCase();
  } else {
    throw new DomainError('BAD_USER_INPUT', { field: COMMAND_ID_HEADER, reason: 'uuid' });
  }
  const sentCorrelationId = headers.get(CORRELATION_ID_HEADER)?.trim();
  let correlationId = commandId;
  if (sentCorrelationId !== undefined && sentCorrelationId !== '') {
    if (sentCorrelationId.length > MAX_CORRELATION_ID_LENGTH) {
      throw new DomainError('BAD_USER_INPUT', {
        field: CORRELATION_ID_HEADER,
        reason: 'maxLength',
        maxLength: MAX_CORRELATION_ID_LENGTH,
      });
    }
    correlationId = sentCorrelationId;
  }
  return { commandId, correlationId, occurredAt: now };
}

/* ---------- the context ---------- */

export interface ApiContext extends YogaInitialContext {
  readonly viewer: Viewer;
  readonly command: CommandMetadata;
  readonly deps: ApiDependencies;
}

/** The fields yoga merges into its initial context (`request`, `params`). */
export type ApiContextExtension = Pick<ApiContext, 'viewer' | 'command' | 'deps'>;

export function createContext(headers: Headers, deps: ApiDependencies): ApiContextExtension {
  const viewer = resolveViewer(headers);
  return { viewer, command: commandMetadataFrom(headers, new Date()), deps };
}

/**
 * The `CommandContext` of the root mutation field being resolved. One operation may hold several
 * mutation fields; each is its own command, so all but a lone field get an id derived from the
 * operation's command id and the field's response key: still the same on a retry.
 */
export function commandContextFor(context: ApiContext, info: GraphQLResolveInfo): CommandContext {
  const { command, viewer } = context;
  const selections = info.operation.selectionSet.selections;
  const lone = selections.length === 1 && selections[0]?.kind === Kind.FIELD;
  const commandId = lone ? command.commandId : derivedId(`field:${String(info.path.key)}`, command.commandId);
  return {
    commandId,
    actorId: viewer.actorId,
    impersonatorId: viewer.impersonatorId,
    clubId: viewer.clubId,
    correlationId: command.correlationId,
    causationId: commandId,
    occurredAt: command.occurredAt,
  };
}
