/**
 * `verifyEmail`, `resendVerificationEmail`, `resetPassword` and `newPassword`: the mutations an
 * e-mail's link or token leads to.
 */
import { isDomainError } from '@stride/contracts/errors';
import { signedIn } from '../../auth/authorize.ts';
import { commandContextFor } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { catalogCommand, timedCommand } from '../command-then-read.ts';
import { sendTokenMail } from './mail.ts';
import { readUser } from './user.ts';

export const emailMutations = {
  verifyEmail: (_p, args, context, info) =>
    catalogCommand(
      context,
      info,
      'verifyEmail',
      (command) => context.deps.accounts.verifyEmail(args.token, command),
      (written) => readUser(context, written.userId),
    ),

  resendVerificationEmail: async (_p, _a, context, info) => {
    const principal = signedIn(context);
    const sent = await timedCommand(context, 'resendVerificationEmail', () =>
      context.deps.accounts.resendVerification(principal.userId, commandContextFor(context, info)),
    );
    await sendTokenMail(context, 'verify', sent.email, sent.locale, sent.verification.token);
    return true;
  },

  resetPassword: (_p, args, context, info) => {
    const command = commandContextFor(context, info);
    // Answered at once, the work done after: the same answer in the same time whether or not an
    // account has this address. A failure is logged; the user can ask again.
    void timedCommand(context, 'resetPassword', () =>
      context.deps.accounts.requestPasswordReset(args.email, command),
    )
      .then(async (issued) => {
        if (issued !== null)
          await sendTokenMail(context, 'reset', issued.email, issued.locale, issued.reset.token);
      })
      .catch((error: unknown) => {
        if (!isDomainError(error)) context.deps.log.error({ err: error }, 'resetPassword failed');
      });
    return true;
  },

  newPassword: (_p, args, context, info) =>
    catalogCommand(
      context,
      info,
      'newPassword',
      (command) => context.deps.accounts.newPassword(args.token, args.password, command),
      (written) => readUser(context, written.userId),
    ),
} satisfies MutationResolvers;
