/**
 * What every resolver receives: who is calling, the metadata of the command a mutation sends,
 * and the API's dependencies. Built once per GraphQL operation (per HTTP request, per
 * WebSocket `subscribe` message).
 */
import { randomUUID } from 'node:crypto';
import type { GraphQLResolveInfo } from 'graphql';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { AccountCommands } from '@stride/command/account/handlers';
import type { ClubCommands } from '@stride/command/club/handlers';
import type { DeviceCommands } from '@stride/command/device/handlers';
import type { TagCommands } from '@stride/command/tags/handlers';
import type { AvailabilityCommands } from '@stride/command/availability/handlers';
import type { EventCommands } from '@stride/command/event/handlers';
import { derivedId, type CommandContext } from '@stride/command/handler';
import type { UploadWorker } from '@stride/command/upload/worker';
import { DomainError } from '@stride/contracts/errors';
import { ANONYMOUS_ACTOR_ID } from '@stride/contracts/metadata';
import { bearerToken, type TokenService } from './auth/tokens.ts';
import type { DownloadLinks } from './downloads/links.ts';
import { uncachedAccess, type AccessCache } from './auth/access-cache.ts';
import { demoRequested, demoViewer } from './auth/demo.ts';
import type { LoginLimiter, RegistrationLimiter } from './auth/rate-limit.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PrincipalModel } from './read-model/catalog.ts';
import type { ChangeFeed } from './read-model/changes.ts';
import type { Queryable } from './read-model/connection.ts';
import type { NatsNames } from '@stride/contracts/nats';
import type { EventStore, Position } from '@stride/streams/port';
import type { SelectionFold } from '@stride/projector/what-if/fold-pool';
import { Kind } from 'graphql';
import { argumentsFingerprint } from './fingerprint.ts';

/* ---------- dependencies ---------- */

/** Read-your-writes: resolves true once `projector` has committed `position`, false on timeout. */
export interface ProjectionProgress {
  waitFor(projector: string, position: Position, timeoutMs: number): Promise<boolean>;
}

export interface ApiDependencies {
  readonly db: Queryable;
  readonly commands: EventCommands;
  readonly accounts: AccountCommands;
  readonly clubs: ClubCommands;
  readonly devices: DeviceCommands;
  /** A team's tag mappings (issue 16). */
  readonly tags: TagCommands;
  /** Players' availability and injuries (issue 19). */
  readonly availability: AvailabilityCommands;
  /** The event store, read only: entity histories and states at an instant (issue 20). */
  readonly history: Pick<EventStore, 'readStream'>;
  /** Upload jobs: stored, then run in the background by this process's worker. */
  readonly uploads: Pick<UploadWorker, 'accept' | 'progress'>;
  readonly tokens: TokenService;
  /** Signed, expiring download links (downloads/links.ts, issue 21). */
  readonly downloads: DownloadLinks;
  readonly mailer: Mailer;
  readonly loginLimiter: LoginLimiter;
  readonly registrationLimiter: RegistrationLimiter;
  /** Who callers are, and which club a team or event belongs to (auth/access-cache.ts). */
  readonly access: AccessCache;
  /** Base URL of the web app, for links in e-mails (no trailing slash). */
  readonly publicUrl: string;
  /** The API's clock: command times, token expiry, subscription expiry. */
  now(): Date;
  readonly progress: ProjectionProgress;
  /** The event store, read (never appended to) by what-if (issue 20): events' stored samples folded again. */
  readonly store: EventStore;
  /** Where a what-if folds a selection (a worker pool's, server.ts); absent: in this thread. */
  readonly whatIfFold?: SelectionFold;
  /** Starts the pool's worker ahead of a what-if (the what-if page asks the settings first). */
  readonly whatIfWarm?: () => void;
  readonly changes: ChangeFeed;
  readonly names: NatsNames;
  readonly log: Logger;
  /** Longest a mutation waits for the read model to show its write. */
  readonly readYourWritesTimeoutMs: number;
  /** Shortest time between two `liveRecordUpdated` pushes to one subscriber. */
  readonly liveUpdateIntervalMs: number;
  /** Aborted when the API shuts down: live subscriptions end so their connections can close. */
  readonly shutdown: AbortSignal;
  /** Time a command took to handle, by mutation name and outcome. */
  observeCommand(mutation: string, outcome: 'ok' | 'rejected' | 'failed', seconds: number): void;
}

/* ---------- identity ---------- */

export interface Viewer {
  /** The user acting (the impersonated user while impersonating), or the anonymous actor. */
  readonly actorId: string;
  readonly impersonatorId: string | null;
  readonly clubId: string | null;
  /** Who the caller is, from a valid session token; null when anonymous. */
  readonly principal: PrincipalModel | null;
  /** The admin behind an impersonation, when one is in effect. */
  readonly impersonator: PrincipalModel | null;
  /** The session token as sent (for `refreshToken`), or null. */
  readonly sessionToken: string | null;
  /** A token was sent and refused: the caller is treated as anonymous. */
  readonly tokenProblem: 'invalid' | 'expired' | null;
  /** Demo mode (auth/demo.ts): the caller reads the demo club, read-only. */
  readonly demo: boolean;
}

const ANONYMOUS: Viewer = {
  actorId: ANONYMOUS_ACTOR_ID,
  impersonatorId: null,
  clubId: null,
  principal: null,
  impersonator: null,
  sessionToken: null,
  tokenProblem: null,
  demo: false,
};

/**
 * ┌──────────────────────────────────────────────────────────────────────────────────────────┐
 * │ WHERE THE CALLER'S IDENTITY ENTERS THE API. The only place: everything downstream (command │
 * │ metadata, permission checks in auth/authorize.ts) reads `context.viewer`.                  │
 * └──────────────────────────────────────────────────────────────────────────────────────────┘
 * `authorization: Bearer <session token>` names the user. An admin may add
 * `impersonate: Bearer <impersonation token>` issued to them: the caller is then the impersonated
 * user, and the admin is recorded as impersonator in every event written. A refused token makes
 * the caller anonymous (public operations such as `login` still work); a refused impersonation
 * token leaves the admin acting as themself.
 *
 * A session token issued before the user's password last changed (or their sessions were
 * revoked) is refused. `demo: true` then makes the caller the demo club's read-only viewer
 * (auth/demo.ts).
 */
export async function resolveViewer(
  headers: Headers,
  deps: Pick<ApiDependencies, 'access' | 'tokens'>,
  now: Date,
): Promise<Viewer> {
  const sessionToken = bearerToken(headers.get('authorization'));
  if (sessionToken === null) return ANONYMOUS;
  const session = await deps.tokens.verify(sessionToken, 'session', now);
  if (typeof session === 'string') return { ...ANONYMOUS, sessionToken, tokenProblem: session };
  const principal = await deps.access.principal(session.userId);
  if (principal === null || issuedBeforeCredentialsChanged(session.issuedAt, principal)) {
    return { ...ANONYMOUS, sessionToken, tokenProblem: 'invalid' };
  }
  const self: Viewer = {
    actorId: principal.userId,
    impersonatorId: null,
    clubId: principal.staff?.clubId ?? null,
    principal,
    impersonator: null,
    sessionToken,
    tokenProblem: null,
    demo: false,
  };
  const asked = await impersonated(self, principal, headers, deps, now);
  return demoRequested(headers) ? demoViewer(asked, deps.access) : asked;
}

/** `self`, or the user an admin impersonates with a valid `impersonate` token. */
async function impersonated(
  self: Viewer,
  principal: PrincipalModel,
  headers: Headers,
  deps: Pick<ApiDependencies, 'access' | 'tokens'>,
  now: Date,
): Promise<Viewer> {
  const impersonationToken = bearerToken(headers.get('impersonate'));
  if (impersonationToken === null || !principal.admin) return self;
  const impersonation = await deps.tokens.verify(impersonationToken, 'impersonation', now);
  if (typeof impersonation === 'string' || impersonation.actorId !== principal.userId) return self;
  const target = await deps.access.principal(impersonation.userId);
  if (target === null) return self;
  return {
    actorId: target.userId,
    impersonatorId: principal.userId,
    clubId: target.staff?.clubId ?? null,
    principal: target,
    impersonator: principal,
    sessionToken: self.sessionToken,
    tokenProblem: null,
    demo: false,
  };
}

/**
 * The token was issued before the user's password last changed or their sessions were revoked.
 * Tokens carry milliseconds (auth/tokens.ts); a token of whole seconds (issued before they did)
 * issued within the same second as the change counts as earlier.
 */
export function issuedBeforeCredentialsChanged(issuedAt: Date, principal: PrincipalModel): boolean {
  const changed = principal.credentialsChangedAt;
  return changed !== null && issuedAt.getTime() < changed.getTime();
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
  /**
   * From `x-command-id` when the client sent one (so it can retry safely), else random. Each
   * mutation field's command id is this one scoped by user and field (`commandContextFor`).
   */
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
  /**
   * Who the caller is now, asked again from the same headers and straight from the read model:
   * live subscriptions call it before every push (auth/live-viewer.ts).
   */
  readonly reidentify: () => Promise<Viewer>;
  readonly command: CommandMetadata;
  readonly deps: ApiDependencies;
  /** The caller's network address, for rate limits (`TRUST_PROXY`: from X-Forwarded-For). */
  readonly clientIp: string;
}

/** The fields yoga merges into its initial context (`request`, `params`). */
export type ApiContextExtension = Pick<ApiContext, 'viewer' | 'reidentify' | 'command' | 'deps' | 'clientIp'>;

/** How a context learns who the caller is (`resolveViewer`; unit tests give a fixed viewer). */
export type Identify = (headers: Headers, deps: ApiDependencies, now: Date) => Promise<Viewer>;

export async function createContext(
  headers: Headers,
  deps: ApiDependencies,
  identify: Identify = resolveViewer,
  clientIp = 'unknown',
): Promise<ApiContextExtension> {
  const now = deps.now();
  const command = commandMetadataFrom(headers, now);
  const viewer = await identify(headers, deps, now);
  const fresh: ApiDependencies = { ...deps, access: uncachedAccess(deps.db) };
  const reidentify = (): Promise<Viewer> => identify(headers, fresh, deps.now());
  return { viewer, reidentify, command, deps, clientIp };
}

/**
 * The `CommandContext` of the root mutation field being resolved. Its command id is the
 * operation's (`x-command-id`, or a random one) scoped by who sends it and by the field: the same
 * user retrying the same field gets the same id, while another user, or another mutation, sending
 * the same header value is another command and can never land on the first one's streams. One
 * operation may hold several mutation fields; each is its own command (its response key is part of
 * the scope). The fingerprint of the field's arguments goes with it: the same id with other
 * arguments is refused (`COMMAND_ID_REUSED`, command/src/handler.ts).
 */
export function commandContextFor(context: ApiContext, info: GraphQLResolveInfo): CommandContext {
  const { command, viewer } = context;
  const selections = info.operation.selectionSet.selections;
  const lone = selections.length === 1 && selections[0]?.kind === Kind.FIELD;
  const scope = `scope:${viewer.actorId}:${info.fieldName}${lone ? '' : `:${String(info.path.key)}`}`;
  const commandId = derivedId(scope, command.commandId);
  return {
    commandId,
    actorId: viewer.actorId,
    impersonatorId: viewer.impersonatorId,
    clubId: viewer.clubId,
    correlationId: command.correlationId,
    causationId: commandId,
    occurredAt: command.occurredAt,
    fingerprint: argumentsFingerprint(info),
  };
}
