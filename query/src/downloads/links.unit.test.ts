import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIMES } from '@stride/contracts/account';
import { createDownloadLinks, safeFileName } from './links.ts';
import { createTokenService } from '../auth/tokens.ts';
import { downloadToken } from './downloads.ts';

const secret = 'x'.repeat(40);
const links = createDownloadLinks(secret);
const now = new Date('2026-11-27T12:00:00Z');
const claims = {
  file: 'event-csv',
  params: { eventId: 'e1', form: 'wide' },
  userId: 'u1',
  impersonatorId: null,
  demo: false,
};

describe('download links', () => {
  it('carry the file, its parameters and the user, and expire after downloadSeconds', async () => {
    const link = await links.issue(claims, 'Match vs Lyon.csv', now);
    expect(link.fileName).toBe('Match-vs-Lyon.csv');
    expect(link.expiresAt.getTime() - now.getTime()).toBe(TOKEN_LIFETIMES.downloadSeconds * 1000);
    const token = downloadToken(new URL(link.url, 'http://x').pathname);
    expect(token).not.toBeNull();
    const verified = await links.verify(token ?? '', new Date(now.getTime() + 60_000));
    expect(verified).toMatchObject({ ...claims, issuedAt: now });
    const late = new Date(link.expiresAt.getTime() + 1000);
    expect(await links.verify(token ?? '', late)).toBe('expired');
  });

  it('refuses a token signed with another secret, a session token and a tampered one', async () => {
    const link = await links.issue(claims, 'a.csv', now);
    const token = downloadToken(link.url) ?? '';
    expect(await createDownloadLinks('y'.repeat(40)).verify(token, now)).toBe('invalid');
    const session = await createTokenService(secret).issueSession('u1', now);
    expect(await links.verify(session.token, now)).toBe('invalid');
    const [head, body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), sub: 'u2' }),
    ).toString('base64url');
    expect(await links.verify(`${head}.${forged}.${signature}`, now)).toBe('invalid');
  });

  it('keeps the impersonating admin and demo mode', async () => {
    const link = await links.issue({ ...claims, impersonatorId: 'admin', demo: true }, 'a.csv', now);
    expect(await links.verify(downloadToken(link.url) ?? '', now)).toMatchObject({
      impersonatorId: 'admin',
      demo: true,
    });
  });

  it('makes file names safe for a URL and a header', () => {
    expect(safeFileName('Équipe A / U19 "final".xlsx')).toBe('Equipe-A-U19-final-.xlsx');
    expect(safeFileName('../../etc')).toBe('etc');
    expect(safeFileName('')).toBe('download');
  });

  it('reads the token of a download path only', () => {
    expect(downloadToken('/downloads/v1/abc/file.csv')).toBe('abc');
    expect(downloadToken('/downloads/v1/')).toBeNull();
    expect(downloadToken('/graphql')).toBeNull();
  });
});
