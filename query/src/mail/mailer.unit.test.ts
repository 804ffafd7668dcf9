import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, MAX_LINE_OCTETS } from './mailer.ts';
import { MAIL_LOCALES, resetMail, verificationMail } from './messages.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('mail without SMTP', () => {
  it('writes each message as an .eml file a mail client opens, with the link intact', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stride-mail-'));
    dirs.push(dir);
    const mailer = createMailer({ mailDir: path.join(dir, 'mail') });
    // A verification link as `npm start` writes it: its URL, the route and a token of this shape.
    const token = `${randomUUID()}.${randomUUID()}.${'c'.repeat(43)}`;
    const link = `http://127.0.0.1:4000/verify-email#token=${token}`;
    expect(link.length).toBeGreaterThan(76);
    await mailer.send(verificationMail('ana@example.com', 'de-DE', link, 48));
    await mailer.send(
      resetMail('ana@example.com', 'es-ES', 'http://app.test/auth/new-password#token=x.y.z', 1),
    );

    const files = (await readdir(path.join(dir, 'mail'))).sort();
    expect(files).toHaveLength(2);
    expect(files.some((f) => f.includes('-verify-ana@example.com.eml'))).toBe(true);
    expect(files.some((f) => f.includes('-reset-ana@example.com.eml'))).toBe(true);
    const verify = await readFile(
      path.join(
        dir,
        'mail',
        files.find((f) => f.includes('-verify-'))!,
      ),
      'utf8',
    );
    expect(verify).toMatch(/^To: ana@example\.com$/m);
    expect(verify).toMatch(/^Subject: /m);
    // The raw file, read as a person copying from it would: no decoding of any kind.
    const links = [...verify.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
    expect(links).toEqual([link, link, link]); // the text part, the HTML href and its caption
    const body = verify.slice(verify.indexOf('\n\n'));
    expect(body).not.toMatch(/=\r?\n/); // no quoted-printable soft break in the body
    expect(verify).toContain('Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu nutzen.');
    expect(verify.match(/^Content-Transfer-Encoding: 8bit$/gm)).toHaveLength(2);
    expect(verify.match(/^Content-Type: text\/(plain|html); charset=utf-8$/gm)).toHaveLength(2);
    const longest = Math.max(...verify.split('\n').map((line) => Buffer.byteLength(line)));
    expect(longest).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(mailer.description).toContain(path.join(dir, 'mail'));
  });

  it('refuses a message with a line longer than a mail line may be, and writes nothing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stride-mail-'));
    dirs.push(dir);
    const mailer = createMailer({ mailDir: path.join(dir, 'mail') });
    const link = `http://app.test/verify-email#token=${'t'.repeat(MAX_LINE_OCTETS)}`;
    await expect(mailer.send(verificationMail('ana@example.com', 'fr-FR', link, 48))).rejects.toThrow(
      /over 998 octets/,
    );
    expect(await readdir(path.join(dir, 'mail')).catch(() => [])).toEqual([]);
  });
});

describe('messages', () => {
  it('exist in every interface language, different from English except en-GB', () => {
    const english = verificationMail('a@b.c', 'en-US', 'http://x/verify-email/t', 48);
    for (const locale of MAIL_LOCALES) {
      const mail = verificationMail('a@b.c', locale, 'http://x/verify-email/t', 48);
      expect(mail.text, locale).toContain('http://x/verify-email/t');
      expect(mail.text, locale).toContain('48');
      if (!locale.startsWith('en')) expect(mail.subject, locale).not.toBe(english.subject);
    }
    expect(verificationMail('a@b.c', 'xx-XX', 'l', 1).subject).toBe(english.subject);
  });

  it('escapes what it puts into HTML', () => {
    const mail = resetMail('a@b.c', 'fr-FR', 'http://x/?a=1&b="2"', 1);
    expect(mail.html).toContain('http://x/?a=1&#38;b=&#34;2&#34;');
    expect(mail.html).not.toContain('"2"');
  });
});
