/**
 * Killing the live gateway mid-stream (issue 18, "Bad input and faults"): a receiver streams two
 * devices over WebSocket with several batches unanswered at any time; the API is cut off (its
 * listener closed, every socket destroyed, no goodbye) while batches are in flight, and a new API
 * starts on the same port. The sender reconnects and resends from its last ack: every seq is
 * stored exactly once, so no acknowledged sample is lost and none is counted twice.
 */
import type net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { until } from '@stride/streams/testing/until';
import { createApi, type Api } from './server.ts';
import {
  jsonBatch,
  liveClient,
  receiverToken,
  startedEvent,
  storedBatches,
  type LiveClient,
  type LiveEvent,
  type WsAnswer,
} from './testing/live.ts';
import { openStack, type Stack } from './testing/stack.ts';

const BATCHES = 60;
const SAMPLES = 10;
const WINDOW = 6;
const KILL_AT_ACK = 20;
const T0 = Date.now() - 60_000;
let s: Stack;
let e: LiveEvent;
let token = '';
const apis: Api[] = [];

beforeAll(async () => {
  s = await openStack('livekill', { api: { liveReorderMs: 300 } });
  e = await startedEvent(s, 2);
  ({ token } = await receiverToken(s, e));
});
afterAll(async () => {
  for (const api of apis) await api.close();
  await s?.close();
});

async function startGateway(port = 0) {
  const api = createApi(s.apiOptions);
  apis.push(api);
  const sockets = new Set<net.Socket>();
  api.server.on('connection', (socket: net.Socket) => sockets.add(socket));
  const { url } = await api.listen(port, '127.0.0.1');
  return {
    url,
    port: Number(new URL(url).port),
    /** Gone at once, as a killed process: no close frames, no answers for what is in flight. */
    kill() {
      api.server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

it('a sender resending from its last ack after a restart loses no acknowledged sample and duplicates none', async () => {
  const devices = e.deviceIds;
  const acked = new Map(devices.map((d) => [d, 0]));
  const sent = new Map(devices.map((d) => [d, 0]));
  const refusals: WsAnswer[] = [];

  /** Keeps `WINDOW` batches of each device unanswered, until all are sent. */
  const pump = (c: LiveClient) => {
    for (const d of devices) {
      while (sent.get(d)! < BATCHES && sent.get(d)! - acked.get(d)! < WINDOW) {
        const seq = sent.get(d)! + 1;
        c.send(jsonBatch(e.eventId, d, seq, T0 + (seq - 1) * SAMPLES * 100, SAMPLES));
        sent.set(d, seq);
      }
    }
  };
  const attach = (c: LiveClient) => {
    c.ws.on('message', (data: Buffer) => {
      const answer = JSON.parse(data.toString('utf8')) as WsAnswer;
      const device = String(answer.deviceId);
      if (typeof answer.ack !== 'number') return void refusals.push(answer);
      acked.set(device, Math.max(acked.get(device)!, answer.ack));
      if (killAt !== null && Math.min(...acked.values()) >= KILL_AT_ACK) {
        killAt();
        killAt = null;
        return;
      }
      pump(c);
    });
    pump(c);
  };

  const first = await startGateway();
  const auth = { authorization: `Bearer ${token}` };
  let unansweredAtKill: number[] = [];
  // Killed from the answer that brings every device to KILL_AT_ACK: mid-stream by construction.
  let killAt: (() => void) | null = () => {
    unansweredAtKill = devices.map((d) => sent.get(d)! - acked.get(d)!);
    first.kill();
  };
  const before = await liveClient(first.url, auth);
  attach(before);
  await before.closed;
  expect(unansweredAtKill.length).toBe(devices.length);
  expect(unansweredAtKill.some((n) => n > 0)).toBe(true);
  expect(Math.max(...acked.values())).toBeLessThan(BATCHES);

  const second = await startGateway(first.port);
  let after: LiveClient | null = null;
  await until(async () => {
    after = await liveClient(second.url, auth).catch(() => null);
    return after !== null;
  });
  // Resend from the last ack: what was sent and not answered is sent again.
  for (const d of devices) sent.set(d, acked.get(d)!);
  attach(after!);
  await until(() => devices.every((d) => acked.get(d) === BATCHES), { timeoutMs: 30_000 });

  expect(refusals).toEqual([]);
  for (const d of devices) {
    const stored = await storedBatches(s, e.eventId, d);
    expect(stored.map((b) => b.seq)).toEqual(Array.from({ length: BATCHES }, (_, i) => i + 1));
    const times = stored.flatMap((b) => b.t);
    expect(times).toHaveLength(BATCHES * SAMPLES);
    expect(new Set(times).size).toBe(BATCHES * SAMPLES);
    expect(times.every((t, i) => i === 0 || t > times[i - 1]!)).toBe(true);
  }
  after!.ws.close();
});
