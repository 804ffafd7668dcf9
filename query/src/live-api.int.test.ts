/**
 * Live figures through the API (issue 18), on the real stack: batches posted to the gateway are
 * folded by the live projection; `liveRecordUpdated` pushes every selection first, then only the
 * selections whose figures changed; at the stop the last push holds final live figures equal to
 * the record computed from the same samples (`recordSource` LIVE).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, subscribeSse, type SseStream } from './testing/client.ts';
import { openStack, type Stack } from './testing/stack.ts';

interface Figures {
  readonly samples: number;
  readonly globalMetrics: { readonly distance: number; readonly time: number };
}
interface Shown {
  readonly id: string;
  readonly player: { readonly id: string };
  readonly recordSource: 'LIVE' | 'FILE' | 'BOTH' | null;
  readonly record: Figures | null;
  readonly live:
    | (Figures & {
        readonly final: boolean;
        readonly speed: number | null;
        readonly heartRate: number | null;
        readonly heartRatePercent: number | null;
        readonly lastSampleAt: string | null;
        readonly trail: { readonly start: string | null; readonly speeds: (number | null)[] };
      })
    | null;
}
type Push = { data?: { liveRecordUpdated: Shown[] }; errors?: unknown };

const FIELDS = `id player { id } recordSource
  record { samples globalMetrics { distance time } }
  live { samples final speed heartRate heartRatePercent lastSampleAt trail { start speeds } globalMetrics { distance time } }`;

let s: Stack;
let a: ClubSetUp;
let m: Record<string, string>;
let token = '';
let eventId = '';
const wearers: { playerId: string; deviceId: string }[] = [];

beforeAll(async () => {
  s = await openStack('liveapi');
  a = await setUpClub(http, s.url, s.mailer, 'Live API club');
  m = bearer(a.token);
  const must = <T>(query: string, variables: Record<string, unknown> = {}) => s.must<T>(query, variables, m);
  const u = randomUUID().slice(0, 8);
  for (const [i, name] of ['Ada', 'Bo'].entries()) {
    wearers.push(
      await addPlayerWearing(
        must,
        a.teamId,
        { firstName: name, lastName: 'Live', maxHeartRate: 200 },
        { serial: `la${i}-${u}` },
      ),
    );
  }
  eventId = (
    await must<{ createEvent: { id: string } }>(
      'mutation ($t: ID!, $p: [ID!]) { createEvent(teamId: $t, name: "Live", type: TRAINING, playerIds: $p) { id } }',
      { t: a.teamId, p: wearers.map((w) => w.playerId) },
    )
  ).createEvent.id;
  await must(`mutation { startEvent(eventId: "${eventId}") { id } }`);
  token = (
    await must<{ issueReceiverToken: { token: string } }>(
      'mutation ($t: ID!) { issueReceiverToken(teamId: $t, name: "Touchline") { token } }',
      { t: a.teamId },
    )
  ).issueReceiverToken.token;
});
afterAll(async () => {
  await s?.close();
});

/** Pushes until one satisfies `done` (each push checked by `each`); the last one. */
async function until(
  stream: SseStream<Push>,
  done: (shown: Shown[]) => boolean,
  each: (shown: Shown[]) => void,
) {
  for (;;) {
    const push = await stream.next(20_000);
    expect(push.errors).toBeUndefined();
    const shown = push.data!.liveRecordUpdated;
    each(shown);
    if (done(shown)) return shown;
  }
}

describe('live figures', () => {
  let stream: SseStream<Push>;
  let sent = 0;

  it('pushes every selection first, then only the one whose device sends', async () => {
    stream = await subscribeSse<Push>(
      http,
      `subscription ($e: ID!) { liveRecordUpdated(eventId: $e) { ${FIELDS} } }`,
      { e: eventId },
      s.url,
      m,
    );
    const first = (await stream.next(20_000)).data!.liveRecordUpdated;
    expect(first).toHaveLength(2);
    expect(first.every((shown) => shown.live === null && shown.record === null)).toBe(true);

    // 20 s of a player jogging north at ~2.2 m/s with a heart rate, one batch a second.
    const start = Date.now() + 1000;
    const { deviceId } = wearers[0]!;
    for (let second = 0; second < 20; second++) {
      const t = Array.from({ length: 10 }, (_, i) => start + second * 1000 + i * 100);
      const response = await fetch(`${s.url}/live/v1/batches`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId,
          deviceId,
          seq: second + 1,
          t,
          lat: t.map((_, i) => 48.1 + (second * 10 + i) * 2e-6),
          lon: t.map(() => 11.5),
          hr: t.map(() => 150),
        }),
      });
      expect(response.status).toBe(200);
      sent += 10;
    }
    const last = await until(
      stream,
      (shown) => shown[0]?.live?.samples === sent,
      (shown) => expect(shown.map((one) => one.player.id)).toEqual([wearers[0]!.playerId]),
    );
    const live = last[0]!.live!;
    expect(live.final).toBe(false);
    expect(live.globalMetrics.distance).toBeGreaterThan(20);
    expect(live.heartRate).toBe(150);
    expect(live.heartRatePercent).toBeCloseTo(75, 5);
    expect(live.speed).toBeGreaterThan(1.5);
    expect(live.trail.speeds.length).toBeGreaterThan(10);
    expect(Date.parse(live.lastSampleAt!)).toBe(start + 19_900);
  });

  it('ends with final live figures equal to the record once the event stops', async () => {
    const stopped = await s.gql(`mutation { stopEvent(eventId: "${eventId}") { id } }`, {}, m);
    expect(stopped.errors).toBeUndefined();
    const last = await until(
      stream,
      (shown) => shown.some((one) => one.live?.final === true && one.record !== null),
      () => undefined,
    );
    const mine = last.find((one) => one.player.id === wearers[0]!.playerId)!;
    expect(mine.recordSource).toBe('LIVE');
    expect(mine.live!.samples).toBe(sent);
    expect(mine.record!.samples).toBe(sent);
    expect(mine.live!.globalMetrics).toEqual(mine.record!.globalMetrics);
    await stream.close();
  });
});
