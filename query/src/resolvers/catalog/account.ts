/**
 * Account resolvers: the signed-in user, registration, login, token refresh, e-mail verification,
 * password reset and the password rules.
 */
import { TOKEN_LIFETIMES, normalizeEmail, passwordRules } from '@stride/contracts/account';
import { DomainError, isDomainError } from '@stride/contracts/errors';
import { commandContextFor, type ApiContext } from '../../context.ts';
import { signedIn } from '../../auth/authorize.ts';
import { resetMail, verificationMail, mailLocale } from '../../mail/messages.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { findPrincipal, type UserModel } from '../../read-model/catalog.ts';
import { awaitProjection, catalogCommand, timedCommand } from '../mutation/command-then-read.ts';
import { catalogProjection } from '@stride/projector/projections/catalog';
import type { Resolver } from '../types.ts';

export interface SessionModel {
  readonly user: UserModel;
  readonly token: string;
  readonly expiresAt: Date;
}

const readUser = async (context: ApiContext, userId: string): Promise<UserModel | null> =>
  (await findPrincipal(context.deps.db, userId))?.user ?? null;

/** Mail is sent after the command is stored: a failure is logged and the user can ask again. */
async function sendMail(context: ApiContext, message: MailMessage): Promise<void> {
  try {
    await context.deps.mailer.send(message);
  } catch (error) {
    context.deps.log.error({ err: error, kind: message.kind }, 'mail: sending failed');
  }
}

const link = (context: ApiContext, route: string, token: string): string =>
  `${context.deps.publicUrl}/${route}/${encodeURIComponent(token)}`;

const hours = (seconds: number): number => Math.round(seconds / 3600);

async function sessionFor(context: ApiContext, user: UserModel): Promise<SessionModel> {
  const { token, expiresAt } = await context.deps.tokens.issueSession(user.id, context.deps.now());
  return { user, token, expiresAt };
}

/* ---------- queries ---------- */

export const user: Resolver<object, UserModel | null> = (_p, _a, context) =>
  context.viewer.principal?.user ?? null;

export const passwordConfig: Resolver<object, typeof passwordRules> = () => passwordRules;

/* ---------- mutations ---------- */

export const register: Resolver<
  { email: string; password: string; locale?: string | null },
  SessionModel
> = async (_p, args, context, info) => {
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
    await sendMail(
      context,
      verificationMail(
        registered.email,
        locale,
        link(context, 'verify-email', registered.verification.token),
        hours(TOKEN_LIFETIMES.verifySeconds),
      ),
    );
  }
  await awaitProjection(context, 'register', catalogProjection.name, registered.position);
  const found = await readUser(context, registered.userId);
  if (found === null) throw new DomainError('UNKNOW_ERROR');
  return sessionFor(context, found);
};

export const login: Resolver<{ email: string; password: string }, SessionModel> = async (
  _p,
  args,
  context,
) => {
  const { deps } = context;
  const key = normalizeEmail(args.email);
  const nowMs = deps.now().getTime();
  if (key !== '' && !deps.loginLimiter.allowed(key, nowMs)) throw new DomainError('TOO_MANY_ATTEMPTS');
  // An attempt counts before the password is checked, so a burst of parallel guesses (or aliased
  // login fields in one document) cannot slip past the limit while the checks run; a success
  // clears the count. Missing credentials check no password and do not count.
  if (key !== '' && args.password !== '') deps.loginLimiter.failed(key, nowMs);
  const { userId } = await timedCommand(context, 'login', () =>
    deps.accounts.authenticate(args.email, args.password),
  );
  deps.loginLimiter.succeeded(key);
  const found = await readUser(context, userId);
  // Registered a moment ago and not projected yet: the client may simply try again.
  if (found === null) throw new DomainError('UNKNOW_ERROR');
  return sessionFor(context, found);
};

export const refreshToken: Resolver<object, SessionModel> = async (_p, _a, context) => {
  const { deps, viewer } = context;
  if (viewer.sessionToken === null) throw new DomainError('REFRESH_FAILED');
  const verified = await deps.tokens.verify(
    viewer.sessionToken,
    'session',
    deps.now(),
    TOKEN_LIFETIMES.refreshGraceSeconds,
  );
  if (typeof verified === 'string') throw new DomainError('REFRESH_FAILED');
  const principal = await findPrincipal(deps.db, verified.userId);
  const changed = principal?.credentialsChangedAt ?? null;
  if (
    principal === null ||
    (changed !== null &&
      Math.floor(verified.issuedAt.getTime() / 1000) < Math.floor(changed.getTime() / 1000))
  ) {
    throw new DomainError('REFRESH_FAILED');
  }
  return sessionFor(context, principal.user);
};

export const verifyEmail: Resolver<{ token: string }, UserModel> = (_p, args, context, info) =>
  catalogCommand(
    context,
    'verifyEmail',
    () => context.deps.accounts.verifyEmail(args.token, commandContextFor(context, info)),
    (written) => readUser(context, written.userId),
  );

export const resendVerificationEmail: Resolver<object, boolean> = async (_p, _a, context, info) => {
  const principal = signedIn(context);
  const sent = await timedCommand(context, 'resendVerificationEmail', () =>
    context.deps.accounts.resendVerification(principal.userId, commandContextFor(context, info)),
  );
  await sendMail(
    context,
    verificationMail(
      sent.email,
      sent.locale,
      link(context, 'verify-email', sent.verification.token),
      hours(TOKEN_LIFETIMES.verifySeconds),
    ),
  );
  return true;
};

export const resetPassword: Resolver<{ email: string }, boolean> = (_p, args, context, info) => {
  const command = commandContextFor(context, info);
  // Answered at once, the work done after: the same answer in the same time whether or not an
  // account has this address. A failure is logged; the user can ask again.
  void timedCommand(context, 'resetPassword', () =>
    context.deps.accounts.requestPasswordReset(args.email, command),
  )
    .then(async (issued) => {
      if (issued === null) return;
      await sendMail(
        context,
        resetMail(
          issued.email,
          issued.locale,
          link(context, 'auth/new-password', issued.reset.token),
          hours(TOKEN_LIFETIMES.resetSeconds),
        ),
      );
    })
    .catch((error: unknown) => {
      if (!isDomainError(error)) context.deps.log.error({ err: error }, 'resetPassword failed');
    });
  return true;
};

export const newPassword: Resolver<{ token: string; password: string }, UserModel> = (
  _p,
  args,
  context,
  info,
) =>
  catalogCommand(
    context,
    'newPassword',
    () => context.deps.accounts.newPassword(args.token, args.password, commandContextFor(context, info)),
    (written) => readUser(context, written.userId),
  );
