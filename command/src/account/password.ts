/**
 * Password hashing with Node's scrypt at OWASP's recommended cost (N = 2^17, r = 8, p = 1: 128 MiB
 * and a few hundred milliseconds per hash). The stored form names its parameters
 * (`scrypt$<N>$<r>$<p>$<salt>$<hash>`, salt and hash base64url), so hashes of an older, cheaper
 * cost still verify; `needsRehash` says which, and a login hashes those again.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { normalizeEmail } from '@stride/contracts/account';

const COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
/** scrypt needs 128 · N · r bytes (128 MiB at today's cost); the bound leaves room for its overhead. */
const MAX_MEMORY = 256 * 1024 * 1024;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** Bounds a stored hash may name: a forged or corrupt hash must not make verification run away. */
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

function deriveKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: MAX_MEMORY,
  });
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parseHash(hash: string): ParsedHash | null {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const integer = (text: string): number | null => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);
  const N = integer(n);
  const R = integer(r);
  const P = integer(p);
  if (N === null || R === null || P === null) return null;
  if (N < 2 || N > MAX_COST || (N & (N - 1)) !== 0 || R > MAX_BLOCK_SIZE || P > MAX_PARALLELISM) return null;
  if (!BASE64URL.test(salt) || !BASE64URL.test(key)) return null;
  const saltBytes = Buffer.from(salt, 'base64url');
  const keyBytes = Buffer.from(key, 'base64url');
  if (saltBytes.length < 8 || keyBytes.length < 16 || keyBytes.length > 64) return null;
  return { N, r: R, p: P, salt: saltBytes, key: keyBytes };
}

/** True for a valid hash of a cost other than today's: hash the password again once it is known. */
export function needsRehash(hash: string): boolean {
  const parsed = parseHash(hash);
  if (parsed === null) return false;
  return parsed.N !== COST || parsed.r !== BLOCK_SIZE || parsed.p !== PARALLELISM;
}

/** False for a wrong password and for anything that is not a hash this module wrote. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parseHash(hash);
  if (parsed === null) return false;
  let key: Buffer;
  try {
    key = await deriveKey(password, parsed.salt, parsed.key.length, {
      N: parsed.N,
      r: parsed.r,
      p: parsed.p,
      maxmem: MAX_MEMORY,
    });
  } catch {
    return false;
  }
  return timingSafeEqual(key, parsed.key);
}

/**
 * A valid hash of no one's password (its password was random and thrown away): verified against
 * when an e-mail is unknown, so a login takes as long whether or not the account exists.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$131072$8$1$F6NX4HD0xXkFhmykr5CjBg$80CCTnTEIZ9Wi_2ghUgtW3xImeGLBRO4HeVlUbZRm9U';

/** Key of an address's reservation stream (`emailStreamName`): the address itself never shows. */
export function emailKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}
