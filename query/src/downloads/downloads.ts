/**
 * `GET /downloads/v1/<token>/<file name>` (links.ts): the token's file, streamed by the handler
 * registered for its kind (registry.ts). The caller is the user the token names, as they are now
 * (`downloadViewer`): the handler checks their access with the rules of the query that issued
 * the link, so a link outlives neither the user's access nor a password change.
 *
 * Refusals are JSON `{ "code": … }` with the catalogue's code: 401 `INVALID_TOKEN` (malformed,
 * foreign or expired link), 403 `FORBIDDEN`, 404 for a missing entity, 400 `BAD_USER_INPUT`.
 * A handler writes its own headers; errors thrown before it did become a refusal, errors after
 * it began streaming end the response (the client sees a cut download, never a wrong file).
 */
import type http from 'node:http';
import { DomainError, extensionCodeOf, type ErrorCode } from '@stride/contracts/errors';
import type { ApiContext, ApiDependencies, Viewer } from '../context.ts';
import { issuedBeforeCredentialsChanged } from '../context.ts';
import { demoViewer } from '../auth/demo.ts';
import { DOWNLOADS_PATH, type DownloadClaims, type DownloadLink } from './links.ts';

export interface DownloadRequest {
  readonly viewer: Viewer;
  readonly params: Readonly<Record<string, string>>;
  readonly deps: ApiDependencies;
  readonly req: http.IncomingMessage;
  readonly res: http.ServerResponse;
}

/** Streams one kind of file after checking `viewer`'s access to it (throws `DomainError` to refuse). */
export type DownloadHandler = (request: DownloadRequest) => Promise<void>;

/** A download link for the caller of a GraphQL query (who checked the caller's access first). */
export function downloadLinkFor(
  context: Pick<ApiContext, 'viewer' | 'deps'>,
  file: string,
  params: Readonly<Record<string, string>>,
  fileName: string,
): Promise<DownloadLink> {
  const { viewer, deps } = context;
  if (viewer.principal === null) throw new DomainError('UNAUTHENTICATED');
  const claims: DownloadClaims = {
    file,
    params,
    userId: viewer.actorId,
    impersonatorId: viewer.impersonatorId,
    demo: viewer.demo,
  };
  return deps.downloads.issue(claims, fileName, deps.now());
}

/** The viewer a download token stands for, as the user is now; null when refused. */
export async function downloadViewer(
  claims: DownloadClaims & { readonly issuedAt: Date },
  deps: Pick<ApiDependencies, 'access'>,
): Promise<Viewer | null> {
  const principal = await deps.access.principal(claims.userId);
  if (principal === null || issuedBeforeCredentialsChanged(claims.issuedAt, principal)) return null;
  let impersonator = null;
  if (claims.impersonatorId !== null) {
    impersonator = await deps.access.principal(claims.impersonatorId);
    if (impersonator === null || !impersonator.admin) return null;
    if (issuedBeforeCredentialsChanged(claims.issuedAt, impersonator)) return null;
  }
  const viewer: Viewer = {
    actorId: principal.userId,
    impersonatorId: impersonator?.userId ?? null,
    clubId: principal.staff?.clubId ?? null,
    principal,
    impersonator,
    sessionToken: null,
    tokenProblem: null,
    demo: false,
  };
  return claims.demo ? demoViewer(viewer, deps.access) : viewer;
}

const STATUS: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  INVALID_TOKEN: 401,
  BAD_USER_INPUT: 400,
  FORBIDDEN: 403,
};

export function refuseDownload(res: http.ServerResponse, code: ErrorCode): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const status = STATUS[code] ?? (code.endsWith('_NOT_FOUND') ? 404 : (STATUS[extensionCodeOf(code)] ?? 500));
  const body = JSON.stringify({ code });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/** `/downloads/v1/<token>/<name>` → the token; null for another path. */
export function downloadToken(pathname: string): string | null {
  if (!pathname.startsWith(DOWNLOADS_PATH)) return null;
  const [token] = pathname.slice(DOWNLOADS_PATH.length).split('/');
  return token === undefined || token === '' ? null : token;
}

export async function handleDownload(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  deps: ApiDependencies,
  handlers: Readonly<Record<string, DownloadHandler>>,
  token: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' });
    res.end();
    return;
  }
  const claims = await deps.downloads.verify(token, deps.now());
  if (typeof claims === 'string') return refuseDownload(res, 'INVALID_TOKEN');
  const handler = Object.hasOwn(handlers, claims.file) ? handlers[claims.file] : undefined;
  if (handler === undefined) return refuseDownload(res, 'INVALID_TOKEN');
  const viewer = await downloadViewer(claims, deps);
  if (viewer === null) return refuseDownload(res, 'INVALID_TOKEN');
  try {
    await handler({ viewer, params: claims.params, deps, req, res });
  } catch (error) {
    if (error instanceof DomainError) return refuseDownload(res, error.code);
    deps.log.error({ err: error, file: claims.file }, 'api: a download failed');
    if (res.headersSent) res.destroy();
    else refuseDownload(res, 'UNKNOW_ERROR');
  }
}
