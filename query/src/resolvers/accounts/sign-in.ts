/**
 * `register`, `login`, `refreshToken` and `impersonate`: the mutations that answer with a sign-in
 * `Session` (not a player's session on the pitch: those are in events/mutations/sessions.ts).
 */
import { PROJECTIONS } from '@stride/contracts/read-models';
import { TOKEN_LIFETIMES, normalizeEmail } from '@stride/contracts/account';
import { DomainError } from '@stride/contracts/errors';
import { authorize, signedIn } from '../../auth/authorize.ts';
import { commandContextFor, issuedBeforeCredentialsChanged, type ApiContext } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { mailLocale } from '../../mail/messages.ts';
import { findPrincipal, type UserModel } from '../../read-model/catalog.ts';
import { awaitProjection, pendingWrite, timedCommand } from '../command-then-read.ts';
import { idOf } from '../ids.ts';
import { sendTokenMail } from './mail.ts';
import { readUser } from './user.ts';

export interface SessionModel {
  readonly user: UserModel;
  readonly token: string;
  readonly expiresAt: Date;
}

/** A session token for `user`: of a new login, or of the one at `signedInAt` (refresh). */
async function sessionFor(context: ApiContext, user: UserModel, signedInAt?: Date): Promise<SessionModel> {
  const { token, expiresAt } = await context.deps.tokens.issueSession(
    user.id,
    context.deps.now(),
    signedInAt,
  );
  return { user, token, expiresAt };
}

export const signInMutations = {
  register: async (_p, args, context, info) => {
    // Every attempt counts, refused ones too: EMAIL_ALREADY_EXISTS must not be asked in bulk.
    if (!context.deps.registrationLimiter.attempt(context.clientIp, context.deps.now().getTime()))
      throw new DomainError('TOO_MANY_ATTEMPTS');
    const locale = mailLocale(args.locale ?? context.request.headers.get('locale'));
    const registered = await timedCommand(context, 'register', () =>
      context.deps.accounts.register(
        { email: args.email, password: args.password, locale },
        commandContextFor(context, info),
      ),
    );
    // A retried registration (same x-command-id) cannot send the first token again: the user
    // asks for a new mail with resendVerificationEmail.
    if (registered.verification !== null) {
      await sendTokenMail(context, 'verify', registered.email, locale, registered.verification.token);
    }
    await awaitProjection(context, 'register', PROJECTIONS.catalog, registered.position, registered.userId);
    const found = await readUser(context, registered.userId);
    if (found === null) throw pendingWrite(registered.userId);
    return sessionFor(context, found);
  },

  login: async (_p, args, context) => {
    const { deps } = context;
    const key = normalizeEmail(args.email);
    const nowMs = deps.now().getTime();
    const ip = context.clientIp;
    if (key !== '' && !deps.loginLimiter.allowed(key, ip, nowMs)) throw new DomainError('TOO_MANY_ATTEMPTS');
    // An attempt counts before the password is checked, so a burst of parallel guesses (or aliased
    // login fields in one document) cannot slip past the limit while the checks run; a success
    // clears the count. Missing credentials check no password and do not count.
    if (key !== '' && args.password !== '') deps.loginLimiter.failed(key, ip, nowMs);
    const { userId } = await timedCommand(context, 'login', () =>
      deps.accounts.authenticate(args.email, args.password),
    );
    deps.loginLimiter.succeeded(key, ip, nowMs);
    const found = await readUser(context, userId);
    // Registered a moment ago and not projected yet: the client may simply try again.
    if (found === null) throw new DomainError('UNKNOW_ERROR');
    return sessionFor(context, found);
  },

  refreshToken: async (_p, _a, context) => {
    const { deps, viewer } = context;
    if (viewer.sessionToken === null) throw new DomainError('REFRESH_FAILED');
    const verified = await deps.tokens.verify(
      viewer.sessionToken,
      'session',
      deps.now(),
      TOKEN_LIFETIMES.refreshGraceSeconds,
    );
    if (typeof verified === 'string') throw new DomainError('REFRESH_FAILED');
    const now = deps.now();
    // However often refreshed, a session ends `sessionMaxSeconds` after its login.
    if (now.getTime() - verified.signedInAt.getTime() >= TOKEN_LIFETIMES.sessionMaxSeconds * 1000)
      throw new DomainError('REFRESH_FAILED');
    const principal = await findPrincipal(deps.db, verified.userId);
    if (principal === null || issuedBeforeCredentialsChanged(verified.issuedAt, principal))
      throw new DomainError('REFRESH_FAILED');
    return sessionFor(context, principal.user, verified.signedInAt);
  },

  revokeSessions: async (_p, _a, context, info) => {
    const principal = signedIn(context);
    const { position } = await timedCommand(context, 'revokeSessions', () =>
      context.deps.accounts.revokeSessions(principal.userId, commandContextFor(context, info)),
    );
    // Answered once the read model refuses the old tokens (a refusal here is a read-your-writes
    // timeout: the revocation is stored and takes effect moments later).
    await awaitProjection(context, 'revokeSessions', PROJECTIONS.catalog, position, principal.userId);
    return true;
  },

  revokeUserSessions: async (_p, args, context, info) => {
    authorize(context, 'admin.sessions');
    const userId = idOf(args.userId, 'USER_NOT_FOUND');
    const { position } = await timedCommand(context, 'revokeUserSessions', () =>
      context.deps.accounts.revokeSessions(userId, commandContextFor(context, info)),
    );
    await awaitProjection(context, 'revokeUserSessions', PROJECTIONS.catalog, position, userId);
    const user = await readUser(context, userId);
    if (user === null) throw new DomainError('USER_NOT_FOUND');
    return user;
  },

  impersonate: async (_p, args, context) => {
    const admin = authorize(context, 'admin.impersonate');
    const target = await findPrincipal(context.deps.db, idOf(args.userId, 'USER_NOT_FOUND'));
    if (target === null) throw new DomainError('USER_NOT_FOUND');
    const { token, expiresAt } = await context.deps.tokens.issueImpersonation(
      admin.userId,
      target.userId,
      context.deps.now(),
    );
    context.deps.log.info(
      { adminId: admin.userId, userId: target.userId },
      'admin: impersonation token issued',
    );
    return { user: target.user, token, expiresAt };
  },
} satisfies MutationResolvers;
