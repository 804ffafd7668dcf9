/**
 * The simulator's HTTP client of the live gateway: the event's devices
 * (`GET /live/v1/events/:eventId/devices`) and one batch per request in the binary form
 * (`POST /live/v1/batches`, event, device and seq in headers).
 */
import { encodeBatch, type SampleBatch } from '@stride/contracts/samples';
import type { Send, SendResult } from './link.ts';

export interface LiveDevice {
  readonly deviceId: string;
  readonly playerId: string;
  readonly number: number | null;
  readonly name: string;
}

export interface EventDevices {
  readonly eventId: string;
  readonly startedAt: string;
  readonly devices: readonly LiveDevice[];
}

/** A refusal of the devices list, or a server that does not answer. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_MS = 10_000;

async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function fetchDevices(url: string, token: string, eventId: string): Promise<EventDevices> {
  let response: Response;
  try {
    response = await fetch(new URL(`/live/v1/events/${encodeURIComponent(eventId)}/devices`, url), {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayError(`${url} does not answer (${(error as Error).message}): is Stride running?`, null);
  }
  const body = await bodyOf(response);
  if (!response.ok) {
    const code = typeof body.code === 'string' ? body.code : null;
    const message = typeof body.message === 'string' ? body.message : response.statusText;
    throw new GatewayError(`${response.status} ${code ?? ''} ${message}`.replace(/\s+/g, ' '), code);
  }
  return body as unknown as EventDevices;
}

/** Seconds of a Retry-After header in ms; null when absent or not a number of seconds. */
export function retryAfterMs(header: string | null): number | null {
  if (header === null || !/^\d{1,6}$/.test(header.trim())) return null;
  return Number(header.trim()) * 1000;
}

/** A `Send` to the gateway at `url` with `token`, for the devices of `eventId`. */
export function httpSender(url: string, token: string, eventId: string): Send {
  const endpoint = new URL('/live/v1/batches', url);
  return async (deviceId, seq, batch: SampleBatch): Promise<SendResult> => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/octet-stream',
          'x-stride-event': eventId,
          'x-stride-device': deviceId,
          'x-stride-seq': String(seq),
        },
        body: encodeBatch(batch).slice(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      return { kind: 'retry', afterMs: null, reason: `no answer (${(error as Error).message})` };
    }
    const body = await bodyOf(response);
    if (response.ok && typeof body.ack === 'number') {
      return { kind: 'ok', stored: body.stored === true, ack: body.ack };
    }
    const code = typeof body.code === 'string' ? body.code : `HTTP ${response.status}`;
    if (response.status === 429) {
      return {
        kind: 'retry',
        afterMs: retryAfterMs(response.headers.get('retry-after')) ?? 1000,
        reason: code,
      };
    }
    if (response.status >= 500 || response.status === 409 || response.ok) {
      return { kind: 'retry', afterMs: null, reason: code };
    }
    const details =
      typeof body.details === 'object' && body.details !== null
        ? (body.details as Record<string, unknown>)
        : {};
    return { kind: 'refused', status: response.status, code, details };
  };
}
