/** The account mutations' e-mails: each with its link into the web app and its token's lifetime. */
import { TOKEN_LIFETIMES } from '@stride/contracts/account';
import type { ApiContext } from '../../context.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { resetMail, verificationMail } from '../../mail/messages.ts';

/** Mail is sent after the command is stored: a failure is logged and the user can ask again. */
async function sendMail(context: ApiContext, message: MailMessage): Promise<void> {
  try {
    await context.deps.mailer.send(message);
  } catch (error) {
    context.deps.log.error({ err: error, kind: message.kind }, 'mail: sending failed');
  }
}

/**
 * A link of the web app carrying a token, for an e-mail. The token is in the fragment: a browser
 * never sends it to a server, so it stays out of access logs, proxies and Referer headers.
 */
const link = (context: ApiContext, route: string, token: string): string =>
  `${context.deps.publicUrl}/${route}#token=${encodeURIComponent(token)}`;

/** A token lifetime as the e-mail states it. */
const hours = (seconds: number): number => Math.round(seconds / 3600);

/** The e-mails that carry a token: its message, the web app's route for it, and its lifetime. */
const TOKEN_MAILS = {
  verify: { message: verificationMail, route: 'verify-email', seconds: TOKEN_LIFETIMES.verifySeconds },
  reset: { message: resetMail, route: 'auth/new-password', seconds: TOKEN_LIFETIMES.resetSeconds },
} as const;

/** The e-mail with a token's link: `verify` the address `to`, or `reset` its password. */
export function sendTokenMail(
  context: ApiContext,
  kind: keyof typeof TOKEN_MAILS,
  to: string,
  locale: string,
  token: string,
): Promise<void> {
  const mail = TOKEN_MAILS[kind];
  return sendMail(context, mail.message(to, locale, link(context, mail.route, token), hours(mail.seconds)));
}
