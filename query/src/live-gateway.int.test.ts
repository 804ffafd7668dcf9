/**
 * The live device gateway over HTTP (issue 18), on the real stack: receiver tokens through the
 * API (managers only), then `POST /live/v1/batches` in both forms. Accepted batches land in
 * `samples-<eventId>_<deviceId>` with their seq; resends, gaps and every refusal are checked
 * against the stream (nothing appended: the store's head is unchanged).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveAppender } from '@stride/command/live/append';
import { samplesStreamName } from '@stride/contracts/events/upload';
import { allocateBatch, decodeBatch, encodeBatch } from '@stride/contracts/samples';
import { addPlayerWearing, bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

const BURST = 40;
let s: Stack;
let a: ClubSetUp;
let b: ClubSetUp;
let m: Record<string, string>;
let token = '';
let receiverId = '';
let eventId = '';
let idleEventId = '';
let deviceId = '';
let otherDeviceId = '';
/** Just before the event starts: samples may not lie before its start (less a margin) or ahead of now. */
const T0 = Date.now() - 60_000;
const REORDER_MS = 300;

interface Answer {
  status: number;
  body: { stored?: boolean; ack?: number; code?: string; details?: Record<string, unknown> };
}

async function send(body: BodyInit, headers: Record<string, string>, with_ = token): Promise<Answer> {
  const response = await fetch(`${s.url}/live/v1/batches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${with_}`, ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const json = (payload: Record<string, unknown>, with_ = token) =>
  send(JSON.stringify(payload), { 'content-type': 'application/json' }, with_);

/** A 10 Hz batch of `n` samples from `start`. */
const samples = (seq: number, start: number, n = 10, device = deviceId, event = eventId) => ({
  eventId: event,
  deviceId: device,
  seq,
  t: Array.from({ length: n }, (_, i) => start + i * 100),
  lat: Array.from({ length: n }, (_, i) => 48.1 + i * 1e-5),
  lon: Array.from({ length: n }, () => 11.5),
  speed: Array.from({ length: n }, () => 3.5),
  hr: Array.from({ length: n }, (_, i) => (i === 3 ? null : 150)),
});

async function stream(event = eventId, device = deviceId) {
  const out: { seq: unknown; t: number[]; hr: number[] }[] = [];
  try {
    for await (const e of s.h.store.readStream(samplesStreamName(event, device))) {
      const batch = decodeBatch(e.data as Uint8Array);
      out.push({ seq: e.metadata.liveSeq, t: [...batch.t], hr: batch.hr === null ? [] : [...batch.hr] });
    }
  } catch {
    // no stream yet
  }
  return out;
}

async function issue(headers: Record<string, string>, name: string, teamId = a.teamId) {
  return s.gql<{ issueReceiverToken: { token: string; receiver: { id: string; name: string } } }>(
    'mutation ($t: ID!, $n: String!) { issueReceiverToken(teamId: $t, name: $n) { token receiver { id name } } }',
    { t: teamId, n: name },
    headers,
  );
}

beforeAll(async () => {
  s = await openStack('live', {
    api: { liveRateLimits: { burst: BURST, perSecond: 0.01 }, liveReorderMs: REORDER_MS },
  });
  a = await setUpClub(http, s.url, s.mailer, 'Live club');
  b = await setUpClub(http, s.url, s.mailer, 'Other club');
  m = bearer(a.token);
  const must = <T>(query: string, variables: Record<string, unknown> = {}) => s.must<T>(query, variables, m);
  const u = randomUUID().slice(0, 8);
  const wearer = await addPlayerWearing(
    must,
    a.teamId,
    { firstName: 'Liv', lastName: 'E' },
    { serial: `l1-${u}` },
  );
  const bench = await addPlayerWearing(
    must,
    a.teamId,
    { firstName: 'Ben', lastName: 'Ch' },
    { serial: `l2-${u}` },
  );
  deviceId = wearer.deviceId;
  otherDeviceId = bench.deviceId;
  const create = async (name: string) =>
    (
      await must<{ createEvent: { id: string } }>(
        'mutation ($t: ID!, $n: String!, $p: [ID!]) { createEvent(teamId: $t, name: $n, type: TRAINING, playerIds: $p) { id } }',
        { t: a.teamId, n: name, p: [wearer.playerId] },
      )
    ).createEvent.id;
  eventId = await create('Live training');
  idleEventId = await create('Not started');
  await must(`mutation { startEvent(eventId: "${eventId}") { id } }`);
  const issued = await issue(m, 'Touchline');
  expect(issued.errors).toBeUndefined();
  token = issued.data!.issueReceiverToken.token;
  receiverId = issued.data!.issueReceiverToken.receiver.id;
});
afterAll(async () => {
  await s?.close();
});

describe('receiver tokens', () => {
  it('are listed without their secret; a coach of the team may not issue, list or revoke them', async () => {
    const list = await s.must<{ teamReceivers: { id: string; name: string; revokedAt: string | null }[] }>(
      `{ teamReceivers(teamId: "${a.teamId}") { id name revokedAt } }`,
      {},
      m,
    );
    expect(list.teamReceivers).toEqual([{ id: receiverId, name: 'Touchline', revokedAt: null }]);
    expect(token).toMatch(/^strl_[A-Za-z0-9_-]{43}$/);
    const user = await signUp(http, s.url, s.mailer);
    const { newStaff } = await s.must<{ newStaff: { id: string } }>(
      'mutation ($e: String!) { newStaff(email: $e) { id } }',
      { e: user.email },
      m,
    );
    await s.must(
      `mutation { assignCoach(staffId: "${newStaff.id}", teamIds: ["${a.teamId}"]) { id } }`,
      {},
      m,
    );
    const head = await s.head();
    expect(codeOf(await issue(bearer(user.token), 'Coach'))).toBe('MANAGER_ONLY');
    expect(
      codeOf(await s.gql(`{ teamReceivers(teamId: "${a.teamId}") { id } }`, {}, bearer(user.token))),
    ).toBe('MANAGER_ONLY');
    expect(
      codeOf(
        await s.gql(
          'mutation ($t: ID!, $r: ID!) { revokeReceiverToken(teamId: $t, receiverId: $r) { id } }',
          { t: a.teamId, r: receiverId },
          bearer(user.token),
        ),
      ),
    ).toBe('MANAGER_ONLY');
    expect(codeOf(await issue(m, '   '))).toBe('RECEIVER_NAME_INVALID');
    expect(await s.head()).toBe(head);
  });
});

describe('POST /live/v1/batches', () => {
  it('stores a JSON batch in the samples stream with its seq, and acknowledges it', async () => {
    expect(await json(samples(1, T0))).toEqual({ status: 200, body: { stored: true, ack: 1 } });
    const stored = await stream();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.seq).toBe(1);
    expect(stored[0]!.t).toEqual(samples(1, T0).t);
    expect(stored[0]!.hr[3]).toBeNaN();
    expect(stored[0]!.hr[4]).toBe(150);
  });

  it('appends nothing for a seq already stored, and answers the same ack', async () => {
    const head = await s.head();
    expect(await json(samples(1, T0))).toEqual({ status: 200, body: { stored: false, ack: 1 } });
    expect(await s.head()).toBe(head);
  });

  it('stores a gap (seq 3 after 1) once the reorder window passed: the ack is 3 and seq 2 is no longer stored', async () => {
    expect(await json(samples(3, T0 + 2000))).toEqual({ status: 200, body: { stored: true, ack: 3 } });
    const head = await s.head();
    expect(await json(samples(2, T0 + 1000))).toEqual({ status: 200, body: { stored: false, ack: 3 } });
    expect(await s.head()).toBe(head);
    expect((await stream()).map((b) => b.seq)).toEqual([1, 3]);
  });

  it('stores the binary encoding with the event, device and seq in headers', async () => {
    const batch = allocateBatch(5, ['x', 'y', 'hr']);
    for (let i = 0; i < 5; i++) {
      batch.t[i] = T0 + 3000 + i * 100;
      batch.x![i] = 10 + i;
      batch.y![i] = 20;
      batch.hr![i] = 160;
    }
    const answer = await send(encodeBatch(batch).slice(), {
      'content-type': 'application/octet-stream',
      'x-stride-event': eventId,
      'x-stride-device': deviceId,
      'x-stride-seq': '4',
    });
    expect(answer).toEqual({ status: 200, body: { stored: true, ack: 4 } });
    expect((await stream()).at(-1)!.t).toEqual([...batch.t]);
  });

  it('stores two concurrent posts of one seq once', async () => {
    const answers = await Promise.all([json(samples(5, T0 + 4000)), json(samples(5, T0 + 4000))]);
    expect(answers.map((x) => x.body.ack)).toEqual([5, 5]);
    expect(answers.filter((x) => x.body.stored).length).toBe(1);
    expect((await stream()).filter((x) => x.seq === 5)).toHaveLength(1);
  });

  it('two API processes (two appenders on one store) store one seq once, and a later seq after it', async () => {
    const [one, two] = [liveAppender(s.h.store, { reorderMs: 0 }), liveAppender(s.h.store, { reorderMs: 0 })];
    const event = randomUUID();
    const device = randomUUID();
    const batch = (seq: number, start: number) => {
      const b = allocateBatch(3, []);
      b.t.set([start, start + 100, start + 200]);
      return { clubId: a.clubId, receiverId, eventId: event, deviceId: device, seq, batch: b };
    };
    const now = new Date();
    const answers = await Promise.all([one.append(batch(1, T0), now), two.append(batch(1, T0), now)]);
    expect(answers.map((x) => x.ack)).toEqual([1, 1]);
    // `two` still holds the stream as it was after seq 1: its append of seq 3 meets `one`'s seq 2,
    // reads the stream again and follows it; seq 2 sent to `two` again is then a resend.
    expect(await one.append(batch(2, T0 + 1000), now)).toEqual({ stored: true, ack: 2 });
    expect(await two.append(batch(3, T0 + 2000), now)).toEqual({ stored: true, ack: 3 });
    expect(await two.append(batch(2, T0 + 1000), now)).toEqual({ stored: false, ack: 3 });
    expect((await stream(event, device)).map((x) => x.seq)).toEqual([1, 2, 3]);
  });

  it('refuses bad batches with their codes and appends nothing', async () => {
    const head = await s.head();
    const refusals: [Promise<Answer>, number, string][] = [
      [
        json({ ...samples(6, T0 + 5000), t: [T0 + 5100, T0 + 5000, ...samples(6, 0).t.slice(2)] }),
        400,
        'LIVE_TIME_BACKWARDS',
      ],
      [json(samples(6, T0 + 4500)), 400, 'LIVE_TIME_BACKWARDS'],
      [json({ ...samples(6, T0 + 5000), hr: Array(10).fill(400) }), 400, 'LIVE_VALUE_IMPOSSIBLE'],
      [json({ ...samples(6, T0 + 5000), lat: Array(10).fill(91) }), 400, 'LIVE_VALUE_IMPOSSIBLE'],
      [json({ ...samples(6, T0 + 5000), seq: 0 }), 400, 'LIVE_BATCH_MALFORMED'],
      [json({ ...samples(6, T0 + 5000), lon: undefined }), 400, 'LIVE_BATCH_MALFORMED'],
      [json({ ...samples(6, T0 + 5000), hr: [150] }), 400, 'LIVE_BATCH_MALFORMED'],
      [json({ ...samples(6, T0 + 5000), t: [] }), 400, 'LIVE_BATCH_MALFORMED'],
      [send('{"eventId": ', { 'content-type': 'application/json' }), 400, 'LIVE_BATCH_MALFORMED'],
      [
        send(new Uint8Array(7), {
          'content-type': 'application/octet-stream',
          'x-stride-event': eventId,
          'x-stride-device': deviceId,
          'x-stride-seq': '6',
        }),
        400,
        'LIVE_BATCH_MALFORMED',
      ],
      [send('x'.repeat(600 * 1024), { 'content-type': 'application/json' }), 413, 'LIVE_BATCH_TOO_LARGE'],
      [json(samples(6, T0 + 5000, 5001)), 413, 'LIVE_BATCH_TOO_LARGE'],
      [json(samples(6, Date.now() + 120_000)), 400, 'LIVE_VALUE_IMPOSSIBLE'],
      [json(samples(6, T0 - 3_600_000)), 400, 'LIVE_VALUE_IMPOSSIBLE'],
    ];
    for (const [answer, status, code] of refusals) {
      const { status: got, body } = await answer;
      expect({ got, code: body.code }).toEqual({ got: status, code });
    }
    expect(await s.head()).toBe(head);
  });

  it('says which bound a time passed: ahead of the server clock, or before the event started', async () => {
    const ahead = await json(samples(6, Date.now() + 55_000, 100));
    expect(ahead.body.code).toBe('LIVE_VALUE_IMPOSSIBLE');
    expect(ahead.body.details).toMatchObject({
      channel: 't',
      reason: 'AHEAD_OF_SERVER_CLOCK',
      maxFutureMs: 60_000,
    });
    expect(Number(ahead.body.details!.index)).toBeGreaterThan(0);
    const early = await json(samples(6, T0 - 3_600_000));
    expect(early.body.details).toMatchObject({ channel: 't', index: 0, reason: 'BEFORE_EVENT_START' });
    expect(Date.parse(String(early.body.details!.eventStartedAt))).toBeGreaterThan(T0);
  });

  it('refuses a device not selected, an event not started, a wrong token, another club and a revoked token', async () => {
    const head = await s.head();
    const otherClub = await issue(bearer(b.token), 'B touchline', b.teamId);
    const bToken = otherClub.data!.issueReceiverToken.token;
    const afterIssue = await s.head();
    const cases: [Promise<Answer>, number, string][] = [
      [json(samples(6, T0 + 5000, 10, otherDeviceId)), 403, 'LIVE_DEVICE_NOT_SELECTED'],
      [json(samples(6, T0 + 5000, 10, deviceId, idleEventId)), 403, 'LIVE_DEVICE_NOT_SELECTED'],
      [json(samples(6, T0 + 5000, 10, deviceId, randomUUID())), 403, 'LIVE_DEVICE_NOT_SELECTED'],
      [json(samples(6, T0 + 5000), bToken), 403, 'LIVE_DEVICE_NOT_SELECTED'],
      [json(samples(6, T0 + 5000), `${token}x`), 401, 'RECEIVER_TOKEN_INVALID'],
      [
        send(JSON.stringify(samples(6, T0 + 5000)), {
          'content-type': 'application/json',
          authorization: '',
        }),
        401,
        'RECEIVER_TOKEN_INVALID',
      ],
    ];
    for (const [answer, status, code] of cases) {
      const { status: got, body } = await answer;
      expect({ got, code: body.code }).toEqual({ got: status, code });
    }
    expect(head).not.toBe(afterIssue);
    expect(await s.head()).toBe(afterIssue);
    // Revoked: refused from then on.
    const second = await issue(m, 'Spare');
    const spare = second.data!.issueReceiverToken;
    expect((await json(samples(6, T0 + 5000), spare.token)).body).toEqual({ stored: true, ack: 6 });
    await s.must(
      'mutation ($t: ID!, $r: ID!) { revokeReceiverToken(teamId: $t, receiverId: $r) { revokedAt } }',
      { t: a.teamId, r: spare.receiver.id },
      m,
    );
    const revoked = await s.head();
    const answer = await json(samples(7, T0 + 6000), spare.token);
    expect({ status: answer.status, code: answer.body.code }).toEqual({
      status: 401,
      code: 'RECEIVER_TOKEN_INVALID',
    });
    expect(await s.head()).toBe(revoked);
  });

  it('limits the requests of one token (429 LIVE_RATE_LIMITED); other tokens go on', async () => {
    const flood = (await issue(m, 'Flood')).data!.issueReceiverToken.token;
    const head = await s.head();
    // Each request of the burst is answered (refused: the device is not selected).
    for (let i = 0; i < BURST; i++) {
      expect((await json(samples(100, T0 + 9000, 10, otherDeviceId), flood)).status).toBe(403);
    }
    const limited = await json(samples(7, T0 + 6000), flood);
    expect({ status: limited.status, code: limited.body.code }).toEqual({
      status: 429,
      code: 'LIVE_RATE_LIMITED',
    });
    expect(await s.head()).toBe(head);
    expect((await json(samples(7, T0 + 6000))).body).toEqual({ stored: true, ack: 7 });
  });
});
