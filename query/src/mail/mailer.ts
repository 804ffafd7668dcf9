/**
 * Outgoing mail with nodemailer: over SMTP when `SMTP_URL` is set, otherwise each message is
 * written as an `.eml` file into `MAIL_DIR` (open it with any mail client, or read the link in
 * it), so a single machine works without a mail server.
 *
 * The `.eml` files' two parts (plain text, HTML) are `8bit`: UTF-8 as is, lines as written, so the
 * link can be copied from the raw file. nodemailer picks quoted-printable for any text with a
 * non-ASCII letter or a line over 76 characters, and quoted-printable folds lines at 76 with a soft
 * break (`=` at the end of the line): a verification link (158 characters on `npm start`'s URL)
 * came out of the raw file in three pieces; base64 would hide it whole; and nodemailer overrides a
 * `Content-Transfer-Encoding: 8bit` asked for a text part. So each part is handed over `raw`, with
 * its own headers. Our lines stay far below the 998 octets a mail line may hold
 * (`MAX_LINE_OCTETS`, checked before writing). Over SMTP nodemailer keeps its default: relays are
 * not all 8-bit clean, and the recipient's mail client decodes it.
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

/** RFC 5322 2.1.1: a line of a message is at most 998 octets, without its line break. */
export const MAX_LINE_OCTETS = 998;

/** A body part as is: UTF-8, `8bit`, never folded. */
const eightBitPart = (type: 'plain' | 'html', body: string): string =>
  `Content-Type: text/${type}; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n${body}`;

function checkLineLengths(message: MailMessage): void {
  for (const line of `${message.text}\n${message.html}`.split('\n')) {
    if (Buffer.byteLength(line) > MAX_LINE_OCTETS)
      throw new Error(`mail: a ${message.kind} message has a line of over ${MAX_LINE_OCTETS} octets`);
  }
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
      checkLineLengths(message);
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        alternatives: [
          { raw: eightBitPart('plain', message.text) },
          { raw: eightBitPart('html', message.html) },
        ],
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
