import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, emailKey, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { hashSecret, issueToken, parseToken } from './tokens.ts';

// Each hash costs scrypt at N = 2^17 (a few hundred ms, seconds on a loaded machine).
describe('password hashes', { timeout: 30_000 }, () => {
  it('verify the password they were made from, and no other', async () => {
    const hash = await hashPassword('Correct horse 1');
    expect(await verifyPassword('Correct horse 1', hash)).toBe(true);
    expect(await verifyPassword('Correct horse 2', hash)).toBe(false);
    expect(await verifyPassword('correct horse 1', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it("name their parameters: scrypt$N$r$p$salt$hash at OWASP's cost (N = 2^17, r = 8, p = 1)", async () => {
    const hash = await hashPassword('Secret123');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
  });

  it('differ for the same password (random salt)', async () => {
    const [a, b] = await Promise.all([hashPassword('Same1234'), hashPassword('Same1234')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same1234', a)).toBe(true);
    expect(await verifyPassword('Same1234', b)).toBe(true);
  });

  it('verify false, without throwing, against anything malformed', async () => {
    const good = await hashPassword('Secret123');
    const parts = good.split('$');
    const malformed = [
      '',
      'plain-text',
      good.replace('scrypt$', 'bcrypt$'),
      parts.slice(0, 5).join('$'),
      [...parts, 'extra'].join('$'),
      [parts[0], '1000', ...parts.slice(2)].join('$'), // N not a power of two
      [parts[0], String(2 ** 30), ...parts.slice(2)].join('$'), // N beyond the bound
      [parts[0], parts[1], '0', ...parts.slice(3)].join('$'),
      [...parts.slice(0, 4), 'not base64!', parts[5]].join('$'),
      [...parts.slice(0, 5), ''].join('$'),
      [...parts.slice(0, 5), 'AAAA'].join('$'), // key too short
    ];
    for (const hash of malformed) expect(await verifyPassword('Secret123', hash)).toBe(false);
  });

  it('keep a dummy hash that verifies nothing but costs a real verification', async () => {
    expect(DUMMY_PASSWORD_HASH.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Secret123', DUMMY_PASSWORD_HASH)).toBe(false);
  });

  it('still verify hashes of the older, cheaper cost, and say those need hashing again', async () => {
    // A hash written before the cost was raised (N = 2^15): its password is 'Secret123'.
    const old = 'scrypt$32768$8$1$qKJ4b1n5s2c9kGm8uQe9VQ$areTm2JSs4T8J-XLKonqs79En4nXlHYYfmkGgZygfUo';
    expect(await verifyPassword('Secret123', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('Secret123'))).toBe(false);
    expect(needsRehash('garbage')).toBe(false);
  });
});

describe('emailKey', () => {
  it('is the SHA-256 of the normalized address', () => {
    const expected = createHash('sha256').update('ada@example.com').digest('hex');
    expect(emailKey('  Ada@Example.COM ')).toBe(expected);
    expect(emailKey('ada@example.com')).toBe(expected);
    expect(emailKey('bob@example.com')).not.toBe(expected);
  });
});

describe('mail tokens', () => {
  const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('carry the user, the token id and a secret whose hash is what gets stored', () => {
    const issued = issueToken(userId);
    const [user, tokenId, secret] = issued.token.split('.');
    expect(user).toBe(userId);
    expect(tokenId).toBe(issued.tokenId);
    expect(Buffer.from(secret!, 'base64url')).toHaveLength(32);
    expect(issued.secretHash).toBe(createHash('sha256').update(secret!).digest('hex'));
    expect(issued.token).not.toContain(issued.secretHash);
    expect(parseToken(issued.token)).toEqual({
      userId,
      tokenId: issued.tokenId,
      secretHash: issued.secretHash,
    });
  });

  it('are random each time', () => {
    const a = issueToken(userId);
    const b = issueToken(userId);
    expect(a.tokenId).not.toBe(b.tokenId);
    expect(a.secretHash).not.toBe(b.secretHash);
  });

  it('parse to null when malformed', () => {
    const { token, tokenId } = issueToken(userId);
    const secret = token.split('.')[2]!;
    for (const bad of [
      '',
      'garbage',
      `${userId}.${tokenId}`,
      `${token}.extra`,
      `not-a-uuid.${tokenId}.${secret}`,
      `${userId}.not-a-uuid.${secret}`,
      `${userId}.${tokenId}.${secret.slice(1)}`,
      `${userId}.${tokenId}.${secret.slice(1)}!`,
    ]) {
      expect(parseToken(bad)).toBeNull();
    }
  });

  it('hash secrets with SHA-256 hex', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
