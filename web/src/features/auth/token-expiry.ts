/**
 * When a session token needs refreshing. The token is a JWT; its payload's `exp` (seconds since
 * the epoch) is read without checking the signature: the server checks tokens, the client only
 * decides when to ask for a new one.
 */

/** Refresh a token that expires within this long (the server's tokens live 24 h). */
export const REFRESH_WINDOW_MS = 12 * 3600 * 1000;

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The token's expiry in milliseconds since the epoch, or null when it is not a JWT with an `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null) return null;
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Milliseconds to wait before refreshing `token` (0: now), or null when its expiry cannot be read
 * (then it is never refreshed; a failing request says so in time).
 */
export function refreshDelayMs(
  token: string,
  now: number,
  windowMs: number = REFRESH_WINDOW_MS,
): number | null {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return null;
  return Math.max(0, expiresAt - windowMs - now);
}

/** Milliseconds until `token` expires (0 once it has), or null when its expiry cannot be read. */
export function msUntilExpiry(token: string, now: number): number | null {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null ? null : Math.max(0, expiresAt - now);
}
