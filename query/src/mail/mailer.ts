/**
 * Outgoing mail with nodemailer: over SMTP when `SMTP_URL` is set, otherwise each message is
 * written as an `.eml` file into `MAIL_DIR` (open it with any mail client, or read the link in
 * it), so a single machine works without a mail server.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Short name of the kind of message (`verify`, `reset`), used in `.eml` file names. */
  readonly kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly description: string;
}

export interface MailerOptions {
  readonly smtpUrl?: string | undefined;
  readonly mailDir: string;
  /** @default 'Stride <no-reply@stride.local>' */
  readonly from?: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? 'Stride <no-reply@stride.local>';
  if (options.smtpUrl !== undefined && options.smtpUrl !== '') {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      description: `SMTP ${new URL(options.smtpUrl).host}`,
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    description: `.eml files in ${options.mailDir}`,
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const recipient = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const name = `${stamp}-${String(sequence++).padStart(4, '0')}-${message.kind}-${recipient}.eml`;
      const file = path.join(options.mailDir, name);
      // Written then renamed: a reader polling the folder never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    },
  };
}
