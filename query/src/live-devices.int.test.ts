/**
 * `GET /live/v1/events/:eventId/devices` (issue 18) on the real stack: a receiver token lists the
 * selected devices of a started event of its team, and nothing else: an event not started,
 * another club's token, a wrong or revoked token are refused with the catalogue's codes; one
 * token's flood is limited (429) without limiting another's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { LIVE_DEVICES_RATE_LIMITS } from './live/devices.ts';
import { openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let b: ClubSetUp;
let token = '';
let bToken = '';
let eventId = '';
let idleEventId = '';
let wearer: { playerId: string; deviceId: string };

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function devices(event: string, authorization: string | null = `Bearer ${token}`): Promise<Answer> {
  const response = await fetch(`${s.url}/live/v1/events/${event}/devices`, {
    headers: authorization === null ? {} : { authorization },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function issue(club: ClubSetUp, name: string) {
  const { issueReceiverToken } = await s.must<{
    issueReceiverToken: { token: string; receiver: { id: string } };
  }>(
    'mutation ($t: ID!, $n: String!) { issueReceiverToken(teamId: $t, name: $n) { token receiver { id } } }',
    { t: club.teamId, n: name },
    bearer(club.token),
  );
  return issueReceiverToken;
}

beforeAll(async () => {
  s = await openStack('livedevices');
  a = await setUpClub(http, s.url, s.mailer, 'Live club');
  b = await setUpClub(http, s.url, s.mailer, 'Other club');
  const must = <T>(query: string, variables: Record<string, unknown> = {}) =>
    s.must<T>(query, variables, bearer(a.token));
  const u = randomUUID().slice(0, 8);
  wearer = await addPlayerWearing(
    must,
    a.teamId,
    { firstName: 'Liv', lastName: 'Eley', number: 9 },
    { serial: `d1-${u}` },
  );
  const bench = await addPlayerWearing(
    must,
    a.teamId,
    { firstName: 'Ben', lastName: 'Ch' },
    { serial: `d2-${u}` },
  );
  const { createPlayer } = await must<{ createPlayer: { id: string } }>(
    'mutation ($t: ID!) { createPlayer(teamId: $t, player: { firstName: "No", lastName: "Device" }) { id } }',
    { t: a.teamId },
  );
  const create = async (name: string, playerIds: string[]) =>
    (
      await must<{ createEvent: { id: string } }>(
        'mutation ($t: ID!, $n: String!, $p: [ID!]) { createEvent(teamId: $t, name: $n, type: TRAINING, playerIds: $p) { id } }',
        { t: a.teamId, n: name, p: playerIds },
      )
    ).createEvent.id;
  eventId = await create('Live training', [wearer.playerId, createPlayer.id]);
  idleEventId = await create('Not started', [wearer.playerId, bench.playerId]);
  await must(`mutation { startEvent(eventId: "${eventId}") { id } }`);
  token = (await issue(a, 'Touchline')).token;
  bToken = (await issue(b, 'Their touchline')).token;
});
afterAll(async () => {
  await s?.close();
});

describe('GET /live/v1/events/:eventId/devices', () => {
  it('lists the selections that wear a device in the started event, with number and name', async () => {
    const answer = await devices(eventId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      eventId,
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      devices: [{ deviceId: wearer.deviceId, playerId: wearer.playerId, number: 9, name: 'Liv Eley' }],
    });
    expect((await devices(eventId.toUpperCase())).body.eventId).toBe(eventId);
  });

  it('refuses an event not started, a missing one, and another club’s token (the same code)', async () => {
    for (const [event, auth] of [
      [idleEventId, `Bearer ${token}`],
      [randomUUID(), `Bearer ${token}`],
      [eventId, `Bearer ${bToken}`],
    ] as const) {
      const answer = await devices(event, auth);
      expect({ status: answer.status, code: answer.body.code }).toEqual({
        status: 403,
        code: 'EVENT_NOT_STARTED',
      });
      expect(answer.body).not.toHaveProperty('devices');
    }
  });

  it('refuses no token, a wrong one and a revoked one (401 RECEIVER_TOKEN_INVALID)', async () => {
    const spare = await issue(a, 'Spare');
    expect((await devices(eventId, `Bearer ${spare.token}`)).status).toBe(200);
    await s.must(
      'mutation ($t: ID!, $r: ID!) { revokeReceiverToken(teamId: $t, receiverId: $r) { revokedAt } }',
      { t: a.teamId, r: spare.receiver.id },
      bearer(a.token),
    );
    for (const auth of [null, 'Basic x', `Bearer ${token}x`, `Bearer ${spare.token}`]) {
      const answer = await devices(eventId, auth);
      expect({ status: answer.status, code: answer.body.code }).toEqual({
        status: 401,
        code: 'RECEIVER_TOKEN_INVALID',
      });
    }
  });

  it('limits the requests of one token (429 LIVE_RATE_LIMITED with Retry-After); another token goes on', async () => {
    const flood = (await issue(a, 'Flood')).token;
    const ask = () =>
      fetch(`${s.url}/live/v1/events/${eventId}/devices`, { headers: { authorization: `Bearer ${flood}` } });
    // The burst is answered; then, a second refilling one request, the limit is met long before
    // another burst's worth of requests.
    let response = await ask();
    let answered = 0;
    while (response.status === 200 && answered < 2 * LIVE_DEVICES_RATE_LIMITS.burst) {
      answered++;
      response = await ask();
    }
    expect(answered).toBeGreaterThanOrEqual(LIVE_DEVICES_RATE_LIMITS.burst);
    expect(response.status).toBe(429);
    expect(((await response.json()) as { code: string }).code).toBe('LIVE_RATE_LIMITED');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await devices(eventId)).status).toBe(200);
  });
});
