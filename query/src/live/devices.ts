/**
 * `GET /live/v1/events/:eventId/devices` (issue 18): what a receiver (or the simulator) may send
 * for, with its receiver token: the event's selections that wear a device, with the player's
 * number and name. Refusals are the gateway's: no, a wrong or a revoked token (401
 * RECEIVER_TOKEN_INVALID); an event that is not started, or not of the token's team, or no event
 * at all (403 EVENT_NOT_STARTED: another team's event is not told apart from a missing one);
 * more than a few requests of one token (429 LIVE_RATE_LIMITED, Retry-After): a sender asks once.
 */
import type http from 'node:http';
import type pg from 'pg';
import { DomainError, isDomainError } from '@stride/contracts/errors';
import { listLiveDevices } from '../read-model/live-devices.ts';
import { findReceiverByHash } from '../read-model/receivers.ts';
import { bearerOf, refuseMethod, sendJson, sendRefusal } from './http.ts';
import { tokenBuckets, type LiveRateLimits } from './rate.ts';
import { receiverTokenHash } from './token.ts';

/** The route's label in the metrics. */
export const LIVE_DEVICES_ROUTE = '/live/v1/events/:eventId/devices';
const PATH = /^\/live\/v1\/events\/([0-9A-Za-z-]{1,64})\/devices$/;

/** Requests of one token: a sender lists the devices when it starts, not per batch. */
export const LIVE_DEVICES_RATE_LIMITS: LiveRateLimits = { burst: 20, perSecond: 1 };

export interface LiveDevicesAnswer {
  readonly eventId: string;
  readonly startedAt: string;
  readonly devices: readonly {
    readonly deviceId: string;
    readonly playerId: string;
    readonly number: number | null;
    readonly name: string;
  }[];
}

/** The event id of a devices path, or null when `pathname` is another route. */
export function liveDevicesEventId(pathname: string): string | null {
  const match = PATH.exec(pathname);
  return match === null ? null : match[1]!.toLowerCase();
}

/** The answer for `token` and `eventId`, or a DomainError. */
export async function liveDevicesOf(
  pool: pg.Pool,
  token: string,
  eventId: string,
): Promise<LiveDevicesAnswer> {
  const receiver = await findReceiverByHash(pool, receiverTokenHash(token));
  if (receiver === null || receiver.revoked) throw new DomainError('RECEIVER_TOKEN_INVALID');
  const event = await listLiveDevices(pool, receiver.teamId, eventId);
  if (event === null) throw new DomainError('EVENT_NOT_STARTED', { eventId });
  return { eventId, startedAt: event.startedAt.toISOString(), devices: event.devices };
}

export interface LiveDevices {
  handle(req: http.IncomingMessage, res: http.ServerResponse, eventId: string): Promise<void>;
}

export function createLiveDevices(
  pool: pg.Pool,
  limits: LiveRateLimits = LIVE_DEVICES_RATE_LIMITS,
): LiveDevices {
  const buckets = tokenBuckets(limits);
  return {
    async handle(req, res, eventId) {
      if (req.method !== 'GET') return refuseMethod(res, 'GET');
      try {
        const token = bearerOf(req);
        const wait = buckets.take(receiverTokenHash(token), Date.now());
        if (wait > 0) throw new DomainError('LIVE_RATE_LIMITED', { retryAfterMs: wait });
        return sendJson(res, 200, await liveDevicesOf(pool, token, eventId));
      } catch (error) {
        if (!isDomainError(error)) throw error;
        return sendRefusal(res, error);
      }
    },
  };
}
