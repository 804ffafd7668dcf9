/**
 * Receiver tokens (issue 18): a random secret, shown once; the store keeps its SHA-256 (hex).
 * The prefix makes a leaked token recognisable (secret scanners, logs); it is part of the secret.
 */
import { createHash, randomBytes } from 'node:crypto';

export const RECEIVER_TOKEN_PREFIX = 'strl_';

/** 32 random bytes, base64url, after the prefix. */
export function newReceiverToken(): string {
  return RECEIVER_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function receiverTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
