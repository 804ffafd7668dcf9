/**
 * `POST /live/v1/batches` (issue 18, the device gateway over HTTP): a receiver or a device sends
 * one device's sample batch with `Authorization: Bearer <receiver token>`. The order of checks:
 * the token's rate (429 LIVE_RATE_LIMITED), the body's size (413 LIVE_BATCH_TOO_LARGE), its form
 * (400 LIVE_BATCH_MALFORMED, LIVE_TIME_BACKWARDS, LIVE_VALUE_IMPOSSIBLE, also for samples more
 * than `maxFutureMs` ahead of the server's clock), the token (401 RECEIVER_TOKEN_INVALID: unknown
 * or revoked), the device selected in a started event of the token's team (403
 * LIVE_DEVICE_NOT_SELECTED), samples not before the event's start less LIVE_START_MARGIN_MS (400
 * LIVE_VALUE_IMPOSSIBLE), then the append (command/src/live/append.ts, with its reorder window).
 * Every answer is JSON: `{ stored, ack }`, or `{ code, message, details }` with nothing appended.
 * The WebSocket transport (ws.ts) shares `admit` and `limit`: it takes the parsed batch and the token.
 */
import type http from 'node:http';
import type pg from 'pg';
import type { Logger } from 'pino';
import {
  LiveAppenderClosed,
  liveAppender,
  type LiveAppend,
  type LiveBatch,
} from '@stride/command/live/append';
import { DomainError, isDomainError } from '@stride/contracts/errors';
import type { EventStore } from '@stride/streams/port';
import { findReceiverByHash, liveSelection } from '../read-model/receivers.ts';
import {
  DEFAULT_LIVE_MAX_FUTURE_MS,
  LIVE_MAX_BODY_BYTES,
  LIVE_START_MARGIN_MS,
  parseBinary,
  parseJson,
  type ParsedBatch,
} from './batch.ts';
import { countBatch, countWaiting, observeStored, type LiveTransport } from './metrics.ts';
import { DEFAULT_LIVE_RATE_LIMITS, tokenBuckets, type LiveRateLimits } from './rate.ts';
import { bearerOf, refuseMethod, sendJson, sendRefusal } from './http.ts';
import { receiverTokenHash } from './token.ts';

export const LIVE_BATCHES_PATH = '/live/v1/batches';

export interface LiveGatewayOptions {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly log: Logger;
  readonly now: () => Date;
  readonly rateLimits?: Partial<LiveRateLimits>;
  /** The appender's reorder window (`LIVE_REORDER_MS`). @default 2000 */
  readonly reorderMs?: number;
  /** How far ahead of `now` a sample may lie (`LIVE_MAX_FUTURE_MS`). @default 60000 */
  readonly maxFutureMs?: number;
}

/** A batch past the checks, handed to the appender: `answer` settles once it is stored or refused. */
export interface LiveAdmitted {
  readonly answer: Promise<LiveAppend>;
}

export interface LiveGateway {
  /** One parsed batch sent with `token`: stored, or refused with a DomainError. */
  accept(token: string, parsed: ParsedBatch): Promise<LiveAppend>;
  /**
   * The checks of `accept`, then the batch handed to the appender: resolves once handed (a
   * caller that awaits it before the device's next batch keeps them in order), or rejects.
   */
  admit(token: string, parsed: ParsedBatch): Promise<LiveAdmitted>;
  /** Resolves when `token` is a receiver's and not revoked; else RECEIVER_TOKEN_INVALID. */
  verify(token: string): Promise<void>;
  /** Takes one request of `token`'s bucket: the ms to wait when there is none left, else 0. */
  limit(token: string): number;
  /** Counts one answered batch in the metrics. */
  count(transport: LiveTransport, outcome: LiveAppend | DomainError): void;
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
  /** Drops the batches waiting in reorder windows (unacknowledged: their senders resend them). */
  close(): void;
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

export function createLiveGateway(options: LiveGatewayOptions): LiveGateway {
  const appender = liveAppender(options.store, {
    ...(options.reorderMs === undefined ? {} : { reorderMs: options.reorderMs }),
    onStored: observeStored,
  });
  const uncount = countWaiting(() => appender.waiting());
  const buckets = tokenBuckets({ ...DEFAULT_LIVE_RATE_LIMITS, ...options.rateLimits });
  const maxFutureMs = options.maxFutureMs ?? DEFAULT_LIVE_MAX_FUTURE_MS;

  async function receiverOf(token: string) {
    const receiver = await findReceiverByHash(options.pool, receiverTokenHash(token));
    if (receiver === null || receiver.revoked) throw new DomainError('RECEIVER_TOKEN_INVALID');
    return receiver;
  }

  async function admit(token: string, parsed: ParsedBatch): Promise<LiveAdmitted> {
    const { eventId, deviceId, batch } = parsed;
    const now = options.now();
    const latest = now.getTime() + maxFutureMs;
    const ahead = batch.t.findIndex((time) => time > latest);
    if (ahead >= 0) {
      throw new DomainError('LIVE_VALUE_IMPOSSIBLE', {
        channel: 't',
        index: ahead,
        reason: 'AHEAD_OF_SERVER_CLOCK',
        maxFutureMs,
      });
    }
    const receiver = await receiverOf(token);
    const selection = await liveSelection(options.pool, receiver.teamId, eventId, deviceId);
    if (selection === null) throw new DomainError('LIVE_DEVICE_NOT_SELECTED', { eventId, deviceId });
    if (selection.startedAt !== null && batch.t[0]! < selection.startedAt.getTime() - LIVE_START_MARGIN_MS) {
      throw new DomainError('LIVE_VALUE_IMPOSSIBLE', {
        channel: 't',
        index: 0,
        reason: 'BEFORE_EVENT_START',
        eventStartedAt: selection.startedAt.toISOString(),
        marginMs: LIVE_START_MARGIN_MS,
      });
    }
    const live: LiveBatch = { ...parsed, clubId: receiver.clubId, receiverId: receiver.receiverId };
    return { answer: appender.append(live, now) };
  }

  async function accept(token: string, parsed: ParsedBatch): Promise<LiveAppend> {
    return (await admit(token, parsed)).answer;
  }

  const limit = (token: string) => buckets.take(receiverTokenHash(token), Date.now());

  function count(transport: LiveTransport, outcome: LiveAppend | DomainError): void {
    countBatch(transport, isDomainError(outcome) ? outcome.code : outcome.stored ? 'stored' : 'resent');
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'POST') return refuseMethod(res, 'POST');
    try {
      const token = bearerOf(req);
      const wait = limit(token);
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
      const answer = await accept(token, parsed);
      count('http', answer);
      return sendJson(res, 200, answer);
    } catch (error) {
      if (error instanceof LiveAppenderClosed)
        return sendRefusal(res, new DomainError('LIVE_GATEWAY_CLOSING'));
      if (!isDomainError(error)) throw error;
      count('http', error);
      return sendRefusal(res, error);
    }
  }

  return {
    accept,
    admit,
    verify: async (token) => void (await receiverOf(token)),
    limit,
    count,
    handle,
    close() {
      appender.close();
      uncount();
    },
  };
}
