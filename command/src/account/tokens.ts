/**
 * Single-use tokens sent by e-mail (verification, password reset): `<userId>.<tokenId>.<secret>`.
 * Only the SHA-256 of the secret is stored, so the event store never holds a usable token. The
 * random parts are drawn here, in the handler, never in a decider.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export interface IssuedTokenParts {
  /** What goes into the e-mail. */
  readonly token: string;
  readonly tokenId: string;
  /** SHA-256 (hex) of the secret: what the user stream stores. */
  readonly secretHash: string;
}

export interface ParsedToken {
  readonly userId: string;
  readonly tokenId: string;
  readonly secretHash: string;
}

const SECRET_BYTES = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 32 bytes in base64url without padding. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function issueToken(userId: string): IssuedTokenParts {
  const tokenId = randomUUID();
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { token: `${userId}.${tokenId}.${secret}`, tokenId, secretHash: hashSecret(secret) };
}

/** Null for anything that is not a token `issueToken` could have made. */
export function parseToken(token: string): ParsedToken | null {
  if (typeof token !== 'string') return null;
  const parts = token.trim().split('.');
  if (parts.length !== 3) return null;
  const [userId, tokenId, secret] = parts as [string, string, string];
  if (!UUID.test(userId) || !UUID.test(tokenId) || !SECRET.test(secret)) return null;
  return { userId, tokenId, secretHash: hashSecret(secret) };
}
