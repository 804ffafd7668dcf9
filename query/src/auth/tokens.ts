/**
 * Session and impersonation tokens: JWTs signed with HS256 and `JWT_SECRET` (jose), each with an
 * expiry (`TOKEN_LIFETIMES`). A session token names the user (`sub`) and the instant of the login
 * it descends from (`auth_time`): refreshing keeps it, and no session outlives
 * `sessionMaxSeconds` after it. An impersonation token names the impersonated user (`sub`) and
 * the admin acting (`act`), and is only accepted beside that admin's own session token.
 *
 * `iat` keeps milliseconds (a NumericDate may be fractional, RFC 7519 §2), so a token issued just
 * after a revocation or a password change is told apart from one issued just before. A token
 * issued later than the API's clock (beyond `clockSkewSeconds`) is refused.
 */
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { TOKEN_LIFETIMES } from '@stride/contracts/account';

const ISSUER = 'stride';
const AUDIENCE = 'stride-api';

export type TokenKind = 'session' | 'impersonation';

export interface IssuedJwt {
  readonly token: string;
  readonly expiresAt: Date;
}

export interface VerifiedToken {
  readonly userId: string;
  readonly kind: TokenKind;
  /** The admin acting, for an impersonation token. */
  readonly actorId: string | null;
  readonly expiresAt: Date;
  readonly issuedAt: Date;
  /** The login the session descends from (its `auth_time`; `iat` for tokens without one). */
  readonly signedInAt: Date;
}

export type TokenProblem = 'invalid' | 'expired';

export interface TokenService {
  /** A session of the login at `signedInAt` (default `now`: a new login); ends by `sessionMaxSeconds` after it. */
  issueSession(userId: string, now: Date, signedInAt?: Date): Promise<IssuedJwt>;
  issueImpersonation(adminId: string, userId: string, now: Date): Promise<IssuedJwt>;
  /**
   * The token's claims, or why it is refused. `graceSeconds` accepts a token that expired that
   * long ago (refresh).
   */
  verify(
    token: string,
    kind: TokenKind,
    now: Date,
    graceSeconds?: number,
  ): Promise<VerifiedToken | TokenProblem>;
}

export const MIN_SECRET_LENGTH = 32;

export function createTokenService(secret: string): TokenService {
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`JWT secret must have at least ${MIN_SECRET_LENGTH} characters`);
  const key = new TextEncoder().encode(secret);

  async function sign(claims: JWTPayload, subject: string, now: Date, expiresAt: number): Promise<IssuedJwt> {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(subject)
      .setIssuedAt(now.getTime() / 1000)
      .setExpirationTime(expiresAt)
      .sign(key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }
  const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

  return {
    issueSession(userId, now, signedInAt = now) {
      const authTime = seconds(signedInAt);
      const expiresAt = Math.min(
        seconds(now) + TOKEN_LIFETIMES.sessionSeconds,
        authTime + TOKEN_LIFETIMES.sessionMaxSeconds,
      );
      return sign({ kind: 'session', auth_time: authTime }, userId, now, expiresAt);
    },
    issueImpersonation: (adminId, userId, now) =>
      sign(
        { kind: 'impersonation', act: adminId },
        userId,
        now,
        seconds(now) + TOKEN_LIFETIMES.impersonationSeconds,
      ),
    async verify(token, kind, now, graceSeconds = 0) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          clockTolerance: graceSeconds,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (payload.kind !== kind || typeof payload.sub !== 'string' || typeof payload.exp !== 'number')
          return 'invalid';
        const issuedAtMs = (payload.iat ?? 0) * 1000;
        // Dated in the future: not a token this API issued (or its clock was wrong): refused.
        if (issuedAtMs > now.getTime() + TOKEN_LIFETIMES.clockSkewSeconds * 1000) return 'invalid';
        const authTime = typeof payload['auth_time'] === 'number' ? payload['auth_time'] * 1000 : issuedAtMs;
        if (authTime > issuedAtMs) return 'invalid';
        const actorId = kind === 'impersonation' ? payload.act : null;
        if (kind === 'impersonation' && typeof actorId !== 'string') return 'invalid';
        return {
          userId: payload.sub,
          kind,
          actorId: typeof actorId === 'string' ? actorId : null,
          expiresAt: new Date(payload.exp * 1000),
          issuedAt: new Date(issuedAtMs),
          signedInAt: new Date(authTime),
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return 'expired';
        return 'invalid';
      }
    },
  };
}

/** The token of an `authorization`-style header value (`Bearer <token>`), or null. */
export function bearerToken(value: string | null): string | null {
  if (value === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value.trim());
  return match?.[1] ?? null;
}
