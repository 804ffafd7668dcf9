/**
 * What the live gateway's integration tests share: a club with a started event and players
 * wearing devices, a receiver token, sample batches, a WebSocket client of `/live/v1/ws`, and the
 * samples stream read back.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { samplesStreamName } from '@stride/contracts/events/upload';
import { allocateBatch, decodeBatch, encodeBatch } from '@stride/contracts/samples';
import { until } from '@stride/streams/testing/until';
import { frameBatch } from '../live/batch.ts';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from './accounts.ts';
import { http } from './client.ts';
import type { Stack } from './stack.ts';

export interface LiveEvent {
  readonly club: ClubSetUp;
  readonly manager: Record<string, string>;
  readonly eventId: string;
  /** Selected in the event. */
  readonly deviceIds: readonly string[];
  /** Worn by a player who is not selected. */
  readonly benchDeviceId: string;
}

/** A club, `players` players selected in a started training (and one on the bench). */
export async function startedEvent(s: Stack, players: number): Promise<LiveEvent> {
  const club = await setUpClub(http, s.url, s.mailer, `Live ${randomUUID().slice(0, 6)}`);
  const manager = bearer(club.token);
  const must = <T>(query: string, variables: Record<string, unknown> = {}) =>
    s.must<T>(query, variables, manager);
  const wear = (i: number) =>
    addPlayerWearing(
      must,
      club.teamId,
      { firstName: `P${i}`, lastName: 'L' },
      { serial: `lv${i}-${randomUUID().slice(0, 8)}` },
    );
  const wearers = [];
  for (let i = 0; i <= players; i++) wearers.push(await wear(i));
  const bench = wearers.pop()!;
  const { createEvent } = await must<{ createEvent: { id: string } }>(
    'mutation ($t: ID!, $p: [ID!]) { createEvent(teamId: $t, name: "Live", type: TRAINING, playerIds: $p) { id } }',
    { t: club.teamId, p: wearers.map((w) => w.playerId) },
  );
  await must(`mutation { startEvent(eventId: "${createEvent.id}") { id } }`);
  return {
    club,
    manager,
    eventId: createEvent.id,
    deviceIds: wearers.map((w) => w.deviceId),
    benchDeviceId: bench.deviceId,
  };
}

/** A new receiver token of the event's team: its secret and id. */
export async function receiverToken(s: Stack, e: LiveEvent, name = 'Touchline') {
  const { issueReceiverToken } = await s.must<{
    issueReceiverToken: { token: string; receiver: { id: string } };
  }>(
    'mutation ($t: ID!, $n: String!) { issueReceiverToken(teamId: $t, name: $n) { token receiver { id } } }',
    { t: e.club.teamId, n: name },
    e.manager,
  );
  return { token: issueReceiverToken.token, receiverId: issueReceiverToken.receiver.id };
}

/** A 10 Hz batch in the JSON form: `n` samples from `start`. */
export const jsonBatch = (eventId: string, deviceId: string, seq: number, start: number, n = 10) => ({
  eventId,
  deviceId,
  seq,
  t: Array.from({ length: n }, (_, i) => start + i * 100),
  lat: Array.from({ length: n }, (_, i) => 48.1 + i * 1e-5),
  lon: Array.from({ length: n }, () => 11.5),
  speed: Array.from({ length: n }, () => 3.5),
  hr: Array.from({ length: n }, () => 150),
});

/** The same batch as a binary frame (length, JSON header, encoded batch). */
export function binaryFrame(eventId: string, deviceId: string, seq: number, start: number, n = 10) {
  const batch = allocateBatch(n, ['x', 'y', 'hr']);
  for (let i = 0; i < n; i++) {
    batch.t[i] = start + i * 100;
    batch.x![i] = i;
    batch.y![i] = 20;
    batch.hr![i] = 160;
  }
  return frameBatch({ eventId, deviceId, seq }, encodeBatch(batch));
}

/** The samples stream of a device: each batch's seq and times. */
export async function storedBatches(s: Stack, eventId: string, deviceId: string) {
  const out: { seq: number; t: number[] }[] = [];
  try {
    for await (const e of s.h.store.readStream(samplesStreamName(eventId, deviceId))) {
      out.push({ seq: e.metadata.liveSeq as number, t: [...decodeBatch(e.data as Uint8Array).t] });
    }
  } catch {
    // no stream yet
  }
  return out;
}

export type WsAnswer = Record<string, unknown> & { seq?: number | null; code?: string; ack?: number };

export interface LiveClient {
  readonly ws: WebSocket;
  readonly answers: WsAnswer[];
  readonly closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
  /** The answer for `seq` of `deviceId` (the first after `from` answers). */
  answer(deviceId: string | null, seq: number | null, from?: number): Promise<WsAnswer>;
}

/** A WebSocket to `/live/v1/ws`; rejects with the HTTP status when the upgrade is refused. */
export async function liveClient(
  baseUrl: string,
  headers: Record<string, string> = {},
  options: WebSocket.ClientOptions = {},
): Promise<LiveClient> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/live/v1/ws`, { headers, ...options });
  const answers: WsAnswer[] = [];
  ws.on('message', (data: Buffer) => answers.push(JSON.parse(data.toString('utf8')) as WsAnswer));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  ws.on('error', () => undefined);
  return {
    ws,
    answers,
    closed,
    send: (frame) =>
      ws.send(frame instanceof Uint8Array || typeof frame === 'string' ? frame : JSON.stringify(frame)),
    async answer(deviceId, seq, from = 0) {
      const find = () => answers.slice(from).find((a) => a.deviceId === deviceId && a.seq === seq);
      await until(() => find() !== undefined);
      return find()!;
    },
  };
}
