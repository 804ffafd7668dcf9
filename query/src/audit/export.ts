/**
 * `GET|POST /audit/v1/export.csv`: a filter's audit entries as CSV, streamed page by page (1,000
 * entries at a time, waiting for the socket to drain), never held whole in memory.
 *
 * The caller is identified as for GraphQL (context.ts `resolveViewer`): `authorization: Bearer
 * <session token>` (and `impersonate`) headers on a GET, or, for a browser download, the same two
 * as fields `authorization` and `impersonate` of a `application/x-www-form-urlencoded` POST (a
 * form cannot send headers, and the token must not sit in a URL). The filter's fields are query
 * parameters or form fields named as in `AuditFilter`. Access is `auditLog`'s (`scopedFilter`):
 * 401 without a session, 403 for another club or a non-manager, 400 for a malformed filter; the
 * body then names the catalogue code.
 */
import type http from 'node:http';
import { DomainError } from '@stride/contracts/errors';
import { resolveViewer, type ApiDependencies } from '../context.ts';
import { writeAll } from '../downloads/stream.ts';
import { AUDIT_CSV_COLUMNS, auditCsvLine, csvLine } from './csv.ts';
import { auditPage, auditQueryOf, scopedFilter, type AuditQuery } from './read.ts';

export const AUDIT_EXPORT_PATH = '/audit/v1/export.csv';
const EXPORT_PAGE = 1000;
const MAX_FORM_BYTES = 16 * 1024;
const FILTER_FIELDS = ['clubId', 'actorId', 'entityType', 'entityId', 'eventType', 'from', 'to'] as const;

async function formOf(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new DomainError('BAD_USER_INPUT', { field: 'body' });
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const STATUS: Readonly<Record<string, number>> = { UNAUTHENTICATED: 401, BAD_USER_INPUT: 400 };

function refuse(res: http.ServerResponse, error: DomainError): void {
  const body = JSON.stringify({ code: error.code });
  res.writeHead(STATUS[error.code] ?? 403, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(body);
}

/** `stride-audit-2026-11-27.csv`: the export's UTC date. */
export const auditFileName = (now: Date): string => `stride-audit-${now.toISOString().slice(0, 10)}.csv`;

async function streamCsv(res: http.ServerResponse, deps: ApiDependencies, query: AuditQuery): Promise<void> {
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${auditFileName(deps.now())}"`,
    'cache-control': 'no-store',
  });
  await writeAll(res, csvLine(AUDIT_CSV_COLUMNS));
  let after: string | null = null;
  for (;;) {
    if (res.destroyed) return;
    const page = await auditPage(deps.db, query, EXPORT_PAGE, after);
    if (page.entries.length > 0) await writeAll(res, page.entries.map(auditCsvLine).join(''));
    if (!page.hasMore) break;
    after = page.endCursor;
  }
  res.end();
}

export async function handleAuditExport(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  deps: ApiDependencies,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST' }).end();
    return;
  }
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const fields = req.method === 'POST' ? await formOf(req) : url.searchParams;
    const headers = new Headers();
    for (const name of ['authorization', 'impersonate'] as const) {
      const value = req.method === 'POST' ? fields.get(name) : req.headers[name];
      if (typeof value === 'string' && value !== '') headers.set(name, value);
    }
    const viewer = await resolveViewer(headers, deps, deps.now());
    const filter = Object.fromEntries(FILTER_FIELDS.map((f) => [f, fields.get(f)]));
    const query = scopedFilter({ viewer, deps }, auditQueryOf(filter));
    await streamCsv(res, deps, query);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (res.headersSent) res.destroy(error);
    else refuse(res, error);
  }
}
