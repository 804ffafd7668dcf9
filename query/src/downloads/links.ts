/**
 * Download links (issue 21, docs/exports.md): a file the API streams (an event's data as CSV or
 * XLSX, its raw archive, a season export, a PDF report) is fetched from
 * `GET /downloads/v1/<token>/<file name>`. The token is a JWT signed with the API's secret
 * (HS256, its own audience, so a session token is never a download token and back), expiring
 * `TOKEN_LIFETIMES.downloadSeconds` after it was issued. It names who asked (`sub`, and the admin
 * impersonating them as `act`), the file's kind and its parameters; nothing else.
 *
 * A link is issued by a GraphQL query that checks the caller's access first; the download checks
 * it again for the user the token names, as they are now (a user removed from the club, or whose
 * password changed, gets no file), with the same rules (downloads.ts).
 */
import { SignJWT, errors, jwtVerify } from 'jose';
import { TOKEN_LIFETIMES } from '@stride/contracts/account';

const ISSUER = 'stride';
const AUDIENCE = 'stride-download';
export const DOWNLOADS_PATH = '/downloads/v1/';
/** The metrics' route label of every download. */
export const DOWNLOADS_ROUTE = '/downloads/v1/:token/:name';

/** What a download token carries. */
export interface DownloadClaims {
  /** The kind of file (a key of the download handlers: `event-csv`, `team-xlsx`, …). */
  readonly file: string;
  /** The file's parameters (ids, dates, options), as strings. */
  readonly params: Readonly<Record<string, string>>;
  /** The user the file is for (the impersonated user while impersonating). */
  readonly userId: string;
  /** The admin impersonating `userId` when the link was asked for. */
  readonly impersonatorId: string | null;
  /** The link was asked for in demo mode (auth/demo.ts). */
  readonly demo: boolean;
}

export interface VerifiedDownload extends DownloadClaims {
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

export interface DownloadLink {
  /** Relative to the API's origin (the web app's too): `/downloads/v1/<token>/<fileName>`. */
  readonly url: string;
  readonly fileName: string;
  readonly expiresAt: Date;
}

export interface DownloadLinks {
  issue(claims: DownloadClaims, fileName: string, now: Date): Promise<DownloadLink>;
  /** The token's claims, or why it is refused. */
  verify(token: string, now: Date): Promise<VerifiedDownload | 'invalid' | 'expired'>;
}

/** A file name safe in a URL path and a `content-disposition` header: letters, digits, `._-`. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return cleaned.length === 0 ? 'download' : cleaned.slice(0, 120);
}

export function createDownloadLinks(secret: string): DownloadLinks {
  const key = new TextEncoder().encode(`download:${secret}`);
  return {
    async issue(claims, fileName, now) {
      const expiresAt = Math.floor(now.getTime() / 1000) + TOKEN_LIFETIMES.downloadSeconds;
      const token = await new SignJWT({
        kind: 'download',
        file: claims.file,
        params: claims.params,
        ...(claims.impersonatorId === null ? {} : { act: claims.impersonatorId }),
        ...(claims.demo ? { demo: true } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(claims.userId)
        .setIssuedAt(now.getTime() / 1000)
        .setExpirationTime(expiresAt)
        .sign(key);
      const name = safeFileName(fileName);
      return {
        url: `${DOWNLOADS_PATH}${token}/${name}`,
        fileName: name,
        expiresAt: new Date(expiresAt * 1000),
      };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const { file, params, act, demo } = payload;
        if (payload.kind !== 'download' || typeof file !== 'string' || typeof payload.sub !== 'string')
          return 'invalid';
        if (typeof params !== 'object' || params === null || Array.isArray(params)) return 'invalid';
        const strings = Object.entries(params as Record<string, unknown>);
        if (!strings.every(([, value]) => typeof value === 'string')) return 'invalid';
        const issuedAtMs = (payload.iat ?? 0) * 1000;
        if (issuedAtMs > now.getTime() + TOKEN_LIFETIMES.clockSkewSeconds * 1000) return 'invalid';
        return {
          file,
          params: Object.fromEntries(strings) as Record<string, string>,
          userId: payload.sub,
          impersonatorId: typeof act === 'string' ? act : null,
          demo: demo === true,
          issuedAt: new Date(issuedAtMs),
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return 'expired';
        return 'invalid';
      }
    },
  };
}
