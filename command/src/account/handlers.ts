/** Command entry points of accounts (`user-<id>`, `email-<key>`), as the API calls them. */
import { isEmail, normalizeEmail, passwordProblems } from '@stride/contracts/account';
import { DomainError } from '@stride/contracts/errors';
import {
  accountSchemaVersion,
  emailStreamName,
  userStreamName,
  type UserEvent,
} from '@stride/contracts/events/account';
import type { EventStore, Position } from '@stride/streams/port';
import { derivedId, handleCommand, type CommandContext, type CommandResult } from '../handler.ts';
import { credentialSteps } from './credential-steps.ts';
import type { CredentialStore } from './credentials.ts';
import { findUser, findUserIdByEmail } from './find-user.ts';
import { emailDecider, type EmailCommand } from './email.ts';
import { DUMMY_PASSWORD_HASH, emailKey, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { isAbandoned, laterPosition, readState, stepContext, streamExists } from '../multi-stream.ts';
import { issueToken, parseToken } from './tokens.ts';
import type { RegisterUser, UserCommand } from './commands.ts';
import type { RegisteredUser } from './state.ts';
import { userDecider } from './user.ts';

export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: Date;
}

export interface AccountCommands {
  /**
   * Validates the e-mail and password, reserves the address (`email-<key>`, expected `no_stream`)
   * and writes the account with its first verification token. `userId` derives from the command
   * id. A reservation whose account was never written is released after a minute.
   *
   * `verification` is null when this command had already been handled (a retry): the token is
   * drawn at random and only its digest is stored, so the first attempt's token cannot be given
   * again; `resendVerification` issues a new one.
   */
  register(
    input: { email: string; password: string; locale: string },
    context: CommandContext,
  ): Promise<{ userId: string; email: string; position: Position | null; verification: IssuedToken | null }>;
  /**
   * Missing e-mail or password → MISSING_CREDENTIALS. Unknown e-mail or wrong password →
   * INVALID_CREDENTIALS, in the same time either way. The right password stored at an older cost is
   * hashed again at today's, in the credential store (no event: credentials are not history).
   */
  authenticate(email: string, password: string): Promise<{ userId: string }>;
  /** Ends every session token issued so far (`UserSessionsRevoked`). USER_NOT_FOUND. */
  revokeSessions(userId: string, context: CommandContext): Promise<{ position: Position | null }>;
  /** INVALID_TOKEN for a malformed, unknown, spent or expired token. */
  verifyEmail(token: string, context: CommandContext): Promise<{ userId: string; position: Position | null }>;
  /**
   * USER_NOT_FOUND; BAD_USER_INPUT (reason `alreadyVerified`); EMAIL_ALREADY_SENT within a minute
   * of the last one, and for a repeated command (its token cannot be given again).
   */
  resendVerification(
    userId: string,
    context: CommandContext,
  ): Promise<{ email: string; locale: string; position: Position | null; verification: IssuedToken }>;
  /**
   * Null when no account has this address (nothing appended), when a reset mail was sent less
   * than a minute ago, or when this command had already been handled.
   */
  requestPasswordReset(
    email: string,
    context: CommandContext,
  ): Promise<{
    userId: string;
    email: string;
    locale: string;
    position: Position | null;
    reset: IssuedToken;
  } | null>;
  /** BAD_USER_INPUT (field `password`) for a weak password; INVALID_TOKEN as for `verifyEmail`. */
  newPassword(
    token: string,
    password: string,
    context: CommandContext,
  ): Promise<{ userId: string; position: Position | null }>;
  /** For the CLI that makes the first admin. USER_NOT_FOUND when no account has the address. */
  setAdmin(
    email: string,
    admin: boolean,
    context: CommandContext,
  ): Promise<{ userId: string; position: Position | null }>;
  /**
   * For the operator's CLI: the account can no longer sign in or be found by its address, its
   * credentials are deleted. USER_NOT_FOUND when no account has the address; IS_ALREADY_STAFF
   * while it is a club's staff (remove it from the club first).
   */
  erase(email: string, context: CommandContext): Promise<{ userId: string; position: Position | null }>;
  /** userId for an e-mail via the reservation stream, or null (also when the account was never written). */
  findUserIdByEmail(email: string): Promise<string | null>;
}

const options = { schemaVersion: accountSchemaVersion };

function issuedAt(events: readonly UserEvent[], token: string): IssuedToken {
  const issued = events.find((event) => event.type === 'UserTokenIssued');
  if (issued?.type !== 'UserTokenIssued') throw new Error('no token was issued');
  return { token, expiresAt: new Date(issued.data.expiresAt) };
}

/** A token for an account that does not exist says no more than any other bad token. */
function asInvalidToken(error: unknown): never {
  if (error instanceof DomainError && error.code === 'USER_NOT_FOUND') throw new DomainError('INVALID_TOKEN');
  throw error;
}

/**
 * `credentials` holds the password hashes (credentials.ts): the events name them by id only.
 */
export function accountCommands(store: EventStore, credentials: CredentialStore): AccountCommands {
  const { currentHash, withCredential, rehashCurrent } = credentialSteps(credentials);
  const handleUser = (userId: string, command: UserCommand, context: CommandContext) =>
    handleCommand(store, userStreamName(userId), userDecider, command, context, options);
  const handleEmail = (email: string, command: EmailCommand, context: CommandContext) =>
    handleCommand(store, emailStreamName(emailKey(email)), emailDecider, command, context, options);

  /**
   * Reserves `email` for `userId`. A reservation held by another account stands, unless that
   * account was never written and the reservation is over a minute old (a crash between the two
   * appends of `register`): then it is released and reserved again.
   */
  async function reserveEmail(email: string, userId: string, context: CommandContext) {
    const stream = emailStreamName(emailKey(email));
    let position: Position | null = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const reserve: EmailCommand = { type: 'ReserveEmail', data: { email, userId } };
        const result = await handleEmail(email, reserve, stepContext(context, 'reserve', attempt));
        position = laterPosition(position, result.position);
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'EMAIL_ALREADY_EXISTS')) throw error;
      }
      // Read back: a repeated step may be a reservation released since.
      const { state } = await readState(store, stream, emailDecider);
      if (state.status === 'reserved') {
        if (state.userId === userId) return position;
        if (await streamExists(store, userStreamName(state.userId)))
          throw new DomainError('EMAIL_ALREADY_EXISTS');
        if (!isAbandoned(state.reservedAt, context.occurredAt)) throw new DomainError('EMAIL_ALREADY_EXISTS');
        const release: EmailCommand = { type: 'ReleaseEmail', data: { userId: state.userId } };
        const released = await handleEmail(email, release, stepContext(context, 'release', attempt));
        position = laterPosition(position, released.position);
      }
    }
    throw new DomainError('EMAIL_ALREADY_EXISTS');
  }

  return {
    async register(input, context) {
      const email = normalizeEmail(input.email);
      if (!isEmail(email)) throw new DomainError('BAD_USER_INPUT', { field: 'email', reason: 'email' });
      const [problem] = passwordProblems(input.password);
      if (problem !== undefined)
        throw new DomainError('BAD_USER_INPUT', { field: 'password', reason: problem });
      const userId = derivedId('user', context.commandId);
      const verification = issueToken(userId);
      const command = (credentialId: string): RegisterUser => ({
        type: 'RegisterUser',
        data: { userId, email, credentialId, locale: input.locale, verification },
        now: context.occurredAt,
      });
      // Every rule of the account is checked before the address is reserved: a command refused
      // later would leave a reservation behind.
      userDecider.decide(command('check'), userDecider.initialState());
      const passwordHash = await hashPassword(input.password);
      const reserved = await reserveEmail(email, userId, context);
      const result = await withCredential(userId, passwordHash, (credentialId) =>
        handleUser(userId, command(credentialId), stepContext(context, 'register')),
      );
      return {
        userId,
        email,
        position: laterPosition(reserved, result.position),
        verification: result.repeated ? null : issuedAt(result.events, verification.token),
      };
    },

    async authenticate(email, password) {
      if (typeof email !== 'string' || typeof password !== 'string')
        throw new DomainError('MISSING_CREDENTIALS');
      if (normalizeEmail(email).length === 0 || password.length === 0)
        throw new DomainError('MISSING_CREDENTIALS');
      const user = await findUser(store, email);
      const hash = user === null ? null : await currentHash(user);
      const matches = await verifyPassword(password, hash ?? DUMMY_PASSWORD_HASH);
      if (user === null || hash === null || !matches) throw new DomainError('INVALID_CREDENTIALS');
      // A hash of an older, cheaper cost is replaced by one at today's (password.ts), in the
      // credential store only: the credential id stays, so no event and sessions stay valid.
      // Best effort: the login stands, and a failed rehash is tried again at the next login.
      if (needsRehash(hash)) await rehashCurrent(user, hash, password).catch(() => undefined);
      return { userId: user.userId };
    },

    async revokeSessions(userId, context) {
      const result = await handleUser(userId, { type: 'RevokeSessions' }, context);
      return { position: result.position };
    },

    async verifyEmail(token, context) {
      const parsed = parseToken(token);
      if (parsed === null) throw new DomainError('INVALID_TOKEN');
      const { userId, tokenId, secretHash } = parsed;
      const result = await handleUser(
        userId,
        { type: 'VerifyEmail', data: { tokenId, secretHash }, now: context.occurredAt },
        context,
      ).catch(asInvalidToken);
      return { userId, position: result.position };
    },

    async resendVerification(userId, context) {
      const verification = issueToken(userId);
      const result = await handleUser(
        userId,
        { type: 'IssueToken', data: { purpose: 'verify', ...verification }, now: context.occurredAt },
        context,
      );
      if (result.repeated) throw new DomainError('EMAIL_ALREADY_SENT');
      const user = await readUser(userId);
      return {
        email: user.email,
        locale: user.locale,
        position: result.position,
        verification: issuedAt(result.events, verification.token),
      };
    },

    async requestPasswordReset(email, context) {
      const user = await findUser(store, email);
      if (user === null) return null;
      const reset = issueToken(user.userId);
      let result: CommandResult<UserEvent>;
      try {
        result = await handleUser(
          user.userId,
          { type: 'IssueToken', data: { purpose: 'reset', ...reset }, now: context.occurredAt },
          context,
        );
      } catch (error) {
        if (error instanceof DomainError && error.code === 'EMAIL_ALREADY_SENT') return null;
        throw error;
      }
      if (result.repeated) return null;
      return {
        userId: user.userId,
        email: user.email,
        locale: user.locale,
        position: result.position,
        reset: issuedAt(result.events, reset.token),
      };
    },

    async newPassword(token, password, context) {
      const parsed = parseToken(token);
      if (parsed === null) throw new DomainError('INVALID_TOKEN');
      const [problem] = passwordProblems(password);
      if (problem !== undefined)
        throw new DomainError('BAD_USER_INPUT', { field: 'password', reason: problem });
      const { userId, tokenId, secretHash } = parsed;
      const passwordHash = await hashPassword(password);
      const result = await withCredential(userId, passwordHash, (credentialId) =>
        handleUser(
          userId,
          { type: 'ChangePassword', data: { tokenId, secretHash, credentialId }, now: context.occurredAt },
          context,
        ),
      ).catch(asInvalidToken);
      return { userId, position: result.position };
    },

    async setAdmin(email, admin, context) {
      const user = await findUser(store, email);
      if (user === null) throw new DomainError('USER_NOT_FOUND');
      const result = await handleUser(user.userId, { type: admin ? 'GrantAdmin' : 'RevokeAdmin' }, context);
      return { userId: user.userId, position: result.position };
    },

    async erase(email, context) {
      const user = await findUser(store, email);
      if (user === null) throw new DomainError('USER_NOT_FOUND');
      if (user.membership !== null) throw new DomainError('IS_ALREADY_STAFF');
      const result = await handleUser(user.userId, { type: 'EraseUser' }, context);
      // After the event: were the credentials deleted first and the append then failed, the
      // account would remain without a way to sign in, and without its erasure on record.
      await credentials.erase(user.userId);
      return { userId: user.userId, position: result.position };
    },

    findUserIdByEmail: (email) => findUserIdByEmail(store, email),
  };

  async function readUser(userId: string): Promise<RegisteredUser> {
    const { state } = await readState(store, userStreamName(userId), userDecider);
    if (state.status === 'initial' || state.erased) throw new DomainError('USER_NOT_FOUND');
    return state;
  }
}
