/**
 * The live device gateway over WebSocket (issue 18), on the real stack: auth by header or by an
 * auth frame, one answer per batch in both forms, the HTTP form's codes, a malformed or oversized
 * frame that leaves other connections untouched, a revoked token, the rate limit, keepalive and
 * the gateway's metrics.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '@stride/streams/testing/until';
import {
  binaryFrame,
  jsonBatch,
  liveClient,
  receiverToken,
  startedEvent,
  storedBatches,
  type LiveEvent,
} from './testing/live.ts';
import { openStack, type Stack } from './testing/stack.ts';

const BURST = 150;
const PING_MS = 150;
let s: Stack;
let e: LiveEvent;
let token = '';
const T0 = Date.now() - 60_000;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  s = await openStack('livews', {
    api: {
      liveRateLimits: { burst: BURST, perSecond: 1 },
      liveReorderMs: 300,
      livePingIntervalMs: PING_MS,
    },
  });
  e = await startedEvent(s, 3);
  ({ token } = await receiverToken(s, e));
});
afterAll(async () => {
  await s?.close();
});

describe('GET /live/v1/ws', () => {
  it('takes the token in the upgrade header and answers each batch, JSON or binary, with its ack', async () => {
    const c = await liveClient(s.url, auth());
    const device = e.deviceIds[0]!;
    c.send(jsonBatch(e.eventId, device, 1, T0));
    expect(await c.answer(device, 1)).toEqual({
      eventId: e.eventId,
      deviceId: device,
      seq: 1,
      stored: true,
      ack: 1,
    });
    c.send(binaryFrame(e.eventId, device, 2, T0 + 1000));
    expect(await c.answer(device, 2)).toMatchObject({ stored: true, ack: 2 });
    c.send(jsonBatch(e.eventId, device, 1, T0));
    expect(await c.answer(device, 1, 2)).toMatchObject({ stored: false, ack: 2 });
    const stored = await storedBatches(s, e.eventId, device);
    expect(stored.map((b) => b.seq)).toEqual([1, 2]);
    expect(stored[1]!.t).toEqual(Array.from({ length: 10 }, (_, i) => T0 + 1000 + i * 100));
    c.ws.close();
  });

  it('takes the token in a first auth frame (browsers), batches sent with it waiting for it', async () => {
    const c = await liveClient(s.url);
    const device = e.deviceIds[1]!;
    c.send({ type: 'auth', token });
    c.send(jsonBatch(e.eventId, device, 1, T0));
    expect(await c.answer(device, 1)).toMatchObject({ stored: true, ack: 1 });
    expect(c.answers[0]).toEqual({ type: 'ready' });
    c.ws.close();
  });

  it('refuses a wrong token at the upgrade (401), in an auth frame, or no auth at all (1008)', async () => {
    await expect(liveClient(s.url, { authorization: `Bearer ${token}x` })).rejects.toThrow('HTTP 401');
    const wrong = await liveClient(s.url);
    wrong.send({ type: 'auth', token: `${token}x` });
    expect((await wrong.closed).code).toBe(1008);
    expect(wrong.answers[0]).toMatchObject({ code: 'RECEIVER_TOKEN_INVALID' });
    const none = await liveClient(s.url);
    const head = await s.head();
    none.send(jsonBatch(e.eventId, e.deviceIds[2]!, 1, T0));
    expect(await none.answer(e.deviceIds[2]!, 1)).toMatchObject({ code: 'RECEIVER_TOKEN_INVALID' });
    expect((await none.closed).code).toBe(1008);
    expect(await s.head()).toBe(head);
  });

  it("answers bad frames with the HTTP form's codes; another connection is unaffected", async () => {
    const bad = await liveClient(s.url, auth());
    const good = await liveClient(s.url, auth());
    const device = e.deviceIds[2]!;
    const head = await s.head();
    const frames: [unknown, string][] = [
      ['{"eventId": ', 'LIVE_BATCH_MALFORMED'],
      [new Uint8Array([0, 0, 0, 200, 1, 2]), 'LIVE_BATCH_MALFORMED'],
      [new Uint8Array(2), 'LIVE_BATCH_MALFORMED'],
      [{ ...jsonBatch(e.eventId, device, 1, T0), hr: Array(10).fill(400) }, 'LIVE_VALUE_IMPOSSIBLE'],
      [jsonBatch(e.eventId, device, 1, Date.now() + 600_000), 'LIVE_VALUE_IMPOSSIBLE'],
      [
        { ...jsonBatch(e.eventId, device, 1, T0), t: [T0 + 100, T0, ...jsonBatch('', '', 1, 0).t.slice(2)] },
        'LIVE_TIME_BACKWARDS',
      ],
      [jsonBatch(e.eventId, e.benchDeviceId, 1, T0), 'LIVE_DEVICE_NOT_SELECTED'],
      [jsonBatch(e.eventId, device, 1, T0, 5001), 'LIVE_BATCH_TOO_LARGE'],
      ['x'.repeat(600 * 1024), 'LIVE_BATCH_TOO_LARGE'],
    ];
    for (const [frame, code] of frames) {
      const from = bad.answers.length;
      bad.send(frame);
      await until(() => bad.answers.length > from);
      expect({ code: bad.answers[from]!.code, frame: String(frame).slice(0, 40) }).toEqual({
        code,
        frame: String(frame).slice(0, 40),
      });
    }
    expect(await s.head()).toBe(head);
    // A frame over 1 MiB closes that connection (1009); the other one goes on.
    bad.send('x'.repeat(1100 * 1024));
    expect((await bad.closed).code).toBe(1009);
    good.send(jsonBatch(e.eventId, device, 1, T0));
    expect(await good.answer(device, 1)).toMatchObject({ stored: true, ack: 1 });
    good.ws.close();
  });

  it('closes a connection that breaks the WebSocket protocol (1002), and only that one', async () => {
    const good = await liveClient(s.url, auth());
    const { port } = new URL(s.url);
    const raw = net.connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => received.push(chunk));
    const ended = new Promise<void>((resolve) => raw.on('close', () => resolve()));
    raw.write(
      [
        'GET /live/v1/ws HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        `Authorization: Bearer ${token}`,
        '',
        '',
      ].join('\r\n'),
    );
    await until(() => Buffer.concat(received).toString('latin1').includes('\r\n\r\n'));
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 101 /);
    const upgraded = Buffer.concat(received).length;
    raw.write(Buffer.from([0x81, 0x05, ...Buffer.from('hello')])); // a client frame must be masked
    await ended;
    // The server's frames (unmasked, short): pings maybe, then the close frame with its code.
    const frames = Buffer.concat(received).subarray(upgraded);
    const closeCodes: number[] = [];
    for (let at = 0; at + 1 < frames.length; at += 2 + (frames[at + 1]! & 0x7f)) {
      if ((frames[at]! & 0x0f) === 0x8) closeCodes.push(frames.readUInt16BE(at + 2));
    }
    expect(closeCodes).toEqual([1002]);
    good.send(jsonBatch(e.eventId, e.deviceIds[1]!, 3, T0 + 2000));
    expect(await good.answer(e.deviceIds[1]!, 3)).toMatchObject({ stored: true, ack: 3 });
    good.ws.close();
  });

  it('refuses the next batch once the token is revoked, and closes the connection', async () => {
    const spare = await receiverToken(s, e, 'Spare');
    const c = await liveClient(s.url, { authorization: `Bearer ${spare.token}` });
    const device = e.deviceIds[0]!;
    c.send(jsonBatch(e.eventId, device, 3, T0 + 2000));
    expect(await c.answer(device, 3)).toMatchObject({ stored: true, ack: 3 });
    await s.must(
      'mutation ($t: ID!, $r: ID!) { revokeReceiverToken(teamId: $t, receiverId: $r) { revokedAt } }',
      { t: e.club.teamId, r: spare.receiverId },
      e.manager,
    );
    const head = await s.head();
    c.send(jsonBatch(e.eventId, device, 4, T0 + 3000));
    expect(await c.answer(device, 4)).toMatchObject({ code: 'RECEIVER_TOKEN_INVALID' });
    expect((await c.closed).code).toBe(1008);
    expect(await s.head()).toBe(head);
  });

  it("limits one token's batches (LIVE_RATE_LIMITED); another token goes on", async () => {
    const flood = await receiverToken(s, e, 'Flood');
    const c = await liveClient(s.url, { authorization: `Bearer ${flood.token}` });
    for (let i = 1; i <= BURST + 5; i++) c.send(jsonBatch(e.eventId, e.benchDeviceId, i, T0));
    await until(() => c.answers.length === BURST + 5);
    expect(c.answers.filter((a) => a.code === 'LIVE_RATE_LIMITED').length).toBeGreaterThanOrEqual(5);
    expect(c.answers.filter((a) => a.code === 'LIVE_DEVICE_NOT_SELECTED').length).toBeLessThanOrEqual(BURST);
    const other = await liveClient(s.url, auth());
    other.send(jsonBatch(e.eventId, e.deviceIds[1]!, 4, T0 + 3000));
    expect(await other.answer(e.deviceIds[1]!, 4)).toMatchObject({ stored: true, ack: 4 });
    c.ws.close();
    other.ws.close();
  });

  it('pings: a client that answers stays, one that does not is dropped', async () => {
    const answering = await liveClient(s.url, auth());
    const silent = await liveClient(s.url, auth(), { autoPong: false });
    let pings = 0;
    answering.ws.on('ping', () => pings++);
    const { code } = await silent.closed;
    expect(code).toBe(1006); // terminated, no close frame
    await until(() => pings >= 3);
    expect(answering.ws.readyState).toBe(answering.ws.OPEN);
    answering.ws.close();
  });

  it('counts batches, samples, connections and append times at /metrics', async () => {
    const c = await liveClient(s.url, auth());
    await until(async () =>
      /stride_live_ws_connections [1-9]/.test(await (await fetch(`${s.url}/metrics`)).text()),
    );
    const text = await (await fetch(`${s.url}/metrics`)).text();
    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 'NaN');
    expect(
      value(/stride_live_batches_total\{transport="ws",outcome="stored"\} (\d+)/),
    ).toBeGreaterThanOrEqual(5);
    expect(
      value(/stride_live_batches_total\{transport="ws",outcome="LIVE_BATCH_MALFORMED"\} (\d+)/),
    ).toBeGreaterThanOrEqual(3);
    expect(value(/stride_live_samples_stored_total (\d+)/)).toBeGreaterThanOrEqual(50);
    expect(value(/stride_live_append_seconds_count (\d+)/)).toBeGreaterThanOrEqual(5);
    expect(text).toContain('stride_live_waiting_batches 0');
    c.ws.close();
  });
});
