/**
 * The live endpoints' HTTP answers (issue 18): JSON, never cached; a refusal is the catalogue's
 * `{ code, message, details }` with its status (429 with `Retry-After`).
 */
import type http from 'node:http';
import { DomainError, errorCatalogue, type ErrorCode } from '@stride/contracts/errors';

/** Statuses of the refusals; any other catalogue code is a 400. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  RECEIVER_TOKEN_INVALID: 401,
  LIVE_DEVICE_NOT_SELECTED: 403,
  EVENT_NOT_STARTED: 403,
  METHOD_NOT_ALLOWED: 405,
  WRITE_CONFLICT: 409,
  LIVE_BATCH_TOO_LARGE: 413,
  LIVE_RATE_LIMITED: 429,
  LIVE_GATEWAY_CLOSING: 503,
};

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** A refusal with its catalogue code; the connection closes after a body too large or a flood. */
export function sendRefusal(
  res: http.ServerResponse,
  error: DomainError,
  headers: Record<string, string> = {},
): void {
  const status = STATUS[error.code] ?? 400;
  const retry: Record<string, string> =
    error.code === 'LIVE_RATE_LIMITED'
      ? { 'retry-after': String(Math.ceil(Number(error.details?.retryAfterMs ?? 1000) / 1000)) }
      : {};
  if (status === 413 || status === 429) res.setHeader('connection', 'close');
  sendJson(
    res,
    status,
    { code: error.code, message: errorCatalogue[error.code], details: error.details ?? {} },
    { ...retry, ...headers },
  );
}

/** 405 for a method the endpoint does not take. */
export function refuseMethod(res: http.ServerResponse, allow: string): void {
  sendRefusal(res, new DomainError('METHOD_NOT_ALLOWED'), { allow });
}

/** The receiver token of `Authorization: Bearer <token>`, or RECEIVER_TOKEN_INVALID. */
export function bearerOf(req: http.IncomingMessage): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (match === null) throw new DomainError('RECEIVER_TOKEN_INVALID');
  return match[1]!;
}
