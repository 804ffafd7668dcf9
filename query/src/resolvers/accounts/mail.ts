/** What the account mutations need to send their e-mails. */
import type { ApiContext } from '../../context.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** Mail is sent after the command is stored: a failure is logged and the user can ask again. */
export async function sendMail(context: ApiContext, message: MailMessage): Promise<void> {
  try {
    await context.deps.mailer.send(message);
  } catch (error) {
    context.deps.log.error({ err: error, kind: message.kind }, 'mail: sending failed');
  }
}

/** A link of the web app carrying a token, for an e-mail. */
export const link = (context: ApiContext, route: string, token: string): string =>
  `${context.deps.publicUrl}/${route}/${encodeURIComponent(token)}`;

/** A token lifetime as the e-mail states it. */
export const hours = (seconds: number): number => Math.round(seconds / 3600);
