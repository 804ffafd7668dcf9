/**
 * `POST /live/v1/batches` (issue 18, the device gateway over HTTP): a receiver or a device sends
 * one device's sample batch with `Authorization: Bearer <receiver token>`. The order of checks:
 * the token's rate (429 LIVE_RATE_LIMITED), the body's size (413 LIVE_BATCH_TOO_LARGE), its form
 * (400 LIVE_BATCH_MALFORMED, LIVE_TIME_BACKWARDS, LIVE_VALUE_IMPOSSIBLE), the token (401
 * RECEIVER_TOKEN_INVALID: unknown or revoked), the device selected in a started event of the
 * token's team (403 LIVE_DEVICE_NOT_SELECTED), then the append (command/src/live/append.ts).
 * Every answer is JSON: `{ stored, ack }`, or `{ code, message, details }` with nothing appended.
 * The WebSocket transport can share `accept`: it takes the parsed batch and the token.
 */
import type http from 'node:http';
import type pg from 'pg';
import type { Logger } from 'pino';
import { liveAppender, type LiveAppend } from '@stride/command/live/append';
import { DomainError, errorCatalogue, isDomainError, type ErrorCode } from '@stride/contracts/errors';
import type { EventStore } from '@stride/streams/port';
import { findReceiverByHash, isSelectedInStartedEvent } from '../read-model/receivers.ts';
import { LIVE_MAX_BODY_BYTES, parseBinary, parseJson, type ParsedBatch } from './batch.ts';
import { DEFAULT_LIVE_RATE_LIMITS, tokenBuckets, type LiveRateLimits } from './rate.ts';
import { receiverTokenHash } from './token.ts';

export const LIVE_BATCHES_PATH = '/live/v1/batches';

const STATUS: Partial<Record<ErrorCode, number>> = {
  RECEIVER_TOKEN_INVALID: 401,
  LIVE_DEVICE_NOT_SELECTED: 403,
  LIVE_BATCH_TOO_LARGE: 413,
  LIVE_RATE_LIMITED: 429,
  WRITE_CONFLICT: 409,
};

export interface LiveGatewayOptions {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly log: Logger;
  readonly now: () => Date;
  readonly rateLimits?: Partial<LiveRateLimits>;
}

export interface LiveGateway {
  /** One parsed batch sent with `token`: stored, or refused with a DomainError. */
  accept(token: string, parsed: ParsedBatch): Promise<LiveAppend>;
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** The body, or LIVE_BATCH_TOO_LARGE as soon as it passes the limit. */
async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > LIVE_MAX_BODY_BYTES)
    throw new DomainError('LIVE_BATCH_TOO_LARGE', { maxBytes: LIVE_MAX_BODY_BYTES });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIVE_MAX_BODY_BYTES)
      throw new DomainError('LIVE_BATCH_TOO_LARGE', { maxBytes: LIVE_MAX_BODY_BYTES });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function bearerOf(req: http.IncomingMessage): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (match === null) throw new DomainError('RECEIVER_TOKEN_INVALID');
  return match[1]!;
}

export function createLiveGateway(options: LiveGatewayOptions): LiveGateway {
  const appender = liveAppender(options.store);
  const buckets = tokenBuckets({ ...DEFAULT_LIVE_RATE_LIMITS, ...options.rateLimits });

  async function accept(token: string, parsed: ParsedBatch): Promise<LiveAppend> {
    const receiver = await findReceiverByHash(options.pool, receiverTokenHash(token));
    if (receiver === null || receiver.revoked) throw new DomainError('RECEIVER_TOKEN_INVALID');
    const { eventId, deviceId } = parsed;
    if (!(await isSelectedInStartedEvent(options.pool, receiver.teamId, eventId, deviceId))) {
      throw new DomainError('LIVE_DEVICE_NOT_SELECTED', { eventId, deviceId });
    }
    return appender.append(
      { ...parsed, clubId: receiver.clubId, receiverId: receiver.receiverId },
      options.now(),
    );
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, { code: 'METHOD_NOT_ALLOWED' }, { allow: 'POST' });
    try {
      const token = bearerOf(req);
      const wait = buckets.take(receiverTokenHash(token), Date.now());
      if (wait > 0) {
        req.resume();
        throw new DomainError('LIVE_RATE_LIMITED', { retryAfterMs: wait });
      }
      const body = await readBody(req);
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const parsed =
        type === 'application/json'
          ? parseJson(body.toString('utf8'))
          : type === 'application/octet-stream'
            ? parseBinary(new Uint8Array(body.buffer, body.byteOffset, body.length), req.headers)
            : (() => {
                throw new DomainError('LIVE_BATCH_MALFORMED', {
                  reason: 'content-type must be application/json or application/octet-stream',
                });
              })();
      return sendJson(res, 200, await accept(token, parsed));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const status = STATUS[error.code] ?? 400;
      const retry: Record<string, string> =
        error.code === 'LIVE_RATE_LIMITED'
          ? { 'retry-after': String(Math.ceil(Number(error.details?.retryAfterMs ?? 1000) / 1000)) }
          : {};
      if (status === 413 || status === 429) res.setHeader('connection', 'close');
      return sendJson(
        res,
        status,
        { code: error.code, message: errorCatalogue[error.code], details: error.details ?? {} },
        retry,
      );
    }
  }

  return { accept, handle };
}
