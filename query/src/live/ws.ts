/**
 * `GET /live/v1/ws` (issue 18, the device gateway over WebSocket): one connection carries the
 * batches of any number of devices, each answered by one text frame.
 *
 * Auth: `Authorization: Bearer <receiver token>` on the upgrade (a wrong or revoked token gets
 * HTTP 401 and no connection), or, where headers cannot be set (browsers), a first text frame
 * `{"type":"auth","token":"strl_…"}`, answered `{"type":"ready"}` or refused with the code and
 * closed (1008). Frames sent before `ready` wait for it. The token is checked again for every
 * batch: a revoked one gets `RECEIVER_TOKEN_INVALID` and the connection closes (1008).
 *
 * Frames: a text frame is one batch in the JSON form of `POST /live/v1/batches`; a binary frame is
 * a 4-byte big-endian length, a UTF-8 JSON header `{"eventId","deviceId","seq"}` and the encoded
 * batch (batch.ts `parseFramed`). Answers: `{ eventId, deviceId, seq, stored, ack }`, or `{ eventId,
 * deviceId, seq, code, message, details }` (ids and seq null when the frame did not name them),
 * with the HTTP form's codes and checks (gateway.ts `admit`, the same token buckets). A batch is
 * answered when stored, so a batch waiting in the reorder window is answered after later ones.
 * A frame over 512 KiB is answered `LIVE_BATCH_TOO_LARGE`; one over 1 MiB closes the connection
 * (1009). The server pings every 30 s and drops a connection that did not answer the last ping.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { LiveAppenderClosed, type LiveAppend } from '@stride/command/live/append';
import { DomainError, errorCatalogue, isDomainError } from '@stride/contracts/errors';
import { LIVE_MAX_BODY_BYTES, parseFramed, parseJsonValue, type ParsedBatch } from './batch.ts';
import type { LiveGateway } from './gateway.ts';
import { liveWsConnections } from './metrics.ts';

export const LIVE_WS_PATH = '/live/v1/ws';
/** Largest frame read at all; larger ones close the connection with 1009. */
const MAX_FRAME_BYTES = 2 * LIVE_MAX_BODY_BYTES;
/** Batches one connection may have unanswered; past it, `LIVE_RATE_LIMITED`. */
const MAX_IN_FLIGHT = 1000;

export interface LiveWsOptions {
  readonly gateway: LiveGateway;
  readonly log: Logger;
  /** Between two pings; a connection that missed the previous pong is dropped. @default 30000 */
  readonly pingIntervalMs?: number;
  /** How long a connection without a token may wait for its auth frame. @default 10000 */
  readonly authTimeoutMs?: number;
}

export interface LiveWs {
  /** Open connections. */
  clients(): number;
  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Stops accepting; lets each connection's batches be answered, then says "going away" (1001). */
  close(graceMs: number): Promise<void>;
}

interface Connection {
  /** The token once known (header or auth frame); rejects when the auth frame was refused. */
  token: Promise<string> | null;
  inFlight: number;
  alive: boolean;
  /** Per device: settles once its latest batch was handed to the appender (keeps their order). */
  readonly chains: Map<string, Promise<void>>;
}

type Answer = Record<string, unknown>;

const refusal = (error: DomainError): Answer => ({
  code: error.code,
  message: errorCatalogue[error.code],
  details: error.details ?? {},
});

function rejectUpgrade(socket: Duplex, status: number, reason: string, body?: Answer) {
  const text = body === undefined ? '' : JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

function bytesOf(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

export function attachLiveWs(options: LiveWsOptions): LiveWs {
  const { gateway, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Map<WebSocket, Connection>();
  let closing = false;

  const ping = setInterval(() => {
    for (const [socket, connection] of connections) {
      if (!connection.alive) socket.terminate();
      else {
        connection.alive = false;
        socket.ping();
      }
    }
  }, options.pingIntervalMs ?? 30_000);
  ping.unref();

  const send = (socket: WebSocket, answer: Answer) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(answer));
  };

  /** The token's rate, then the token itself (known and not revoked). */
  async function authorize(token: string): Promise<string> {
    const wait = gateway.limit(token);
    if (wait > 0) throw new DomainError('LIVE_RATE_LIMITED', { retryAfterMs: wait });
    await gateway.verify(token);
    return token;
  }

  function onAuth(socket: WebSocket, connection: Connection, token: unknown) {
    const checked =
      typeof token === 'string' && token.length > 0
        ? authorize(token)
        : Promise.reject(new DomainError('RECEIVER_TOKEN_INVALID'));
    connection.token = checked;
    checked.then(
      () => send(socket, { type: 'ready' }),
      (error: unknown) => {
        send(socket, isDomainError(error) ? refusal(error) : { code: 'UNKNOW_ERROR' });
        socket.close(1008, 'receiver token refused');
      },
    );
    checked.catch(() => undefined);
  }

  async function onBatch(socket: WebSocket, connection: Connection, parsed: ParsedBatch): Promise<Answer> {
    const token = await connection.token!;
    const wait = gateway.limit(token);
    if (wait > 0) throw new DomainError('LIVE_RATE_LIMITED', { retryAfterMs: wait });
    const key = `${parsed.eventId}/${parsed.deviceId}`;
    const admitted = (connection.chains.get(key) ?? Promise.resolve()).then(() =>
      gateway.admit(token, parsed),
    );
    const link = admitted.then(
      () => undefined,
      () => undefined,
    );
    connection.chains.set(key, link);
    void link.then(() => {
      if (connection.chains.get(key) === link) connection.chains.delete(key);
    });
    const answer: LiveAppend = await (await admitted).answer;
    gateway.count('ws', answer);
    return { stored: answer.stored, ack: answer.ack };
  }

  function onMessage(socket: WebSocket, connection: Connection, data: RawData, isBinary: boolean) {
    const bytes = bytesOf(data);
    let parsed: ParsedBatch | null = null;
    let ids: Answer = { eventId: null, deviceId: null, seq: null };
    const answered = (async (): Promise<Answer> => {
      if (bytes.length > LIVE_MAX_BODY_BYTES) {
        throw new DomainError('LIVE_BATCH_TOO_LARGE', { maxBytes: LIVE_MAX_BODY_BYTES });
      }
      if (isBinary) parsed = parseFramed(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
      else {
        let value: unknown;
        try {
          value = JSON.parse(bytes.toString('utf8'));
        } catch {
          throw new DomainError('LIVE_BATCH_MALFORMED', { reason: 'the frame is not JSON' });
        }
        if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'auth') {
          onAuth(socket, connection, (value as { token?: unknown }).token);
          return {};
        }
        parsed = parseJsonValue(value);
      }
      ids = { eventId: parsed.eventId, deviceId: parsed.deviceId, seq: parsed.seq };
      if (connection.token === null) throw new DomainError('RECEIVER_TOKEN_INVALID');
      if (connection.inFlight > MAX_IN_FLIGHT) {
        throw new DomainError('LIVE_RATE_LIMITED', { retryAfterMs: 1000, inFlight: connection.inFlight });
      }
      return onBatch(socket, connection, parsed);
    })();
    connection.inFlight++;
    answered
      .then(
        (answer) => {
          if (Object.keys(answer).length > 0) send(socket, { ...ids, ...answer });
        },
        (error: unknown) => {
          if (error instanceof LiveAppenderClosed) return; // shutting down: the sender resends
          if (!isDomainError(error)) {
            log.error({ err: error }, 'live ws: batch failed');
            return send(socket, { ...ids, code: 'UNKNOW_ERROR', message: errorCatalogue.UNKNOW_ERROR });
          }
          gateway.count('ws', error);
          send(socket, { ...ids, ...refusal(error) });
          if (error.code === 'RECEIVER_TOKEN_INVALID') socket.close(1008, 'receiver token refused');
        },
      )
      .finally(() => {
        connection.inFlight--;
        if (closing && connection.inFlight === 0) socket.close(1001, 'going away');
      });
  }

  function connected(socket: WebSocket, token: string | null) {
    const connection: Connection = {
      token: token === null ? null : Promise.resolve(token),
      inFlight: 0,
      alive: true,
      chains: new Map(),
    };
    connections.set(socket, connection);
    liveWsConnections.inc();
    const authTimer =
      token === null
        ? setTimeout(() => {
            if (connection.token === null) socket.close(1008, 'no auth frame');
          }, options.authTimeoutMs ?? 10_000)
        : null;
    authTimer?.unref();
    socket.on('pong', () => {
      connection.alive = true;
    });
    // A bad frame (not masked, too large, invalid UTF-8) closes this connection only.
    socket.on('error', (error) => log.debug({ err: error }, 'live ws: connection error'));
    socket.on('message', (data, isBinary) => onMessage(socket, connection, data, isBinary));
    socket.on('close', () => {
      if (authTimer !== null) clearTimeout(authTimer);
      connections.delete(socket);
      liveWsConnections.dec();
    });
  }

  return {
    clients: () => connections.size,
    handleUpgrade(req, socket, head) {
      socket.on('error', () => undefined);
      if (closing) return rejectUpgrade(socket, 503, 'Service Unavailable');
      const header = req.headers.authorization;
      if (header === undefined) {
        return wss.handleUpgrade(req, socket, head, (ws) => connected(ws, null));
      }
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const checked =
        match === null ? Promise.reject(new DomainError('RECEIVER_TOKEN_INVALID')) : authorize(match[1]!);
      checked.then(
        (token) => {
          if (closing) return rejectUpgrade(socket, 503, 'Service Unavailable');
          wss.handleUpgrade(req, socket, head, (ws) => connected(ws, token));
        },
        (error: unknown) => {
          if (!isDomainError(error)) {
            log.error({ err: error }, 'live ws: upgrade failed');
            return rejectUpgrade(socket, 500, 'Internal Server Error');
          }
          const status =
            error.code === 'LIVE_RATE_LIMITED' ? [429, 'Too Many Requests'] : [401, 'Unauthorized'];
          rejectUpgrade(socket, status[0] as number, status[1] as string, refusal(error));
        },
      );
    },
    async close(graceMs) {
      closing = true;
      clearInterval(ping);
      const open = [...connections.keys()];
      for (const socket of open)
        if (connections.get(socket)?.inFlight === 0) socket.close(1001, 'going away');
      const deadline = Date.now() + graceMs;
      while (open.some((socket) => socket.readyState !== socket.CLOSED) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const socket of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
      wss.close();
    },
  };
}
