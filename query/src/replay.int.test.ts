/**
 * Replay (issue 20) through the real API: a docking station's file of three players becomes
 * records; `eventReplay` serves them as columns, and the figures the replay screen reads from
 * them at any instant t (`replayFiguresAt`) equal `eventPlayerAnalyses(eventId, to: t)`, and at
 * the end the records'. Another club is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import {
  decodeReplayColumns,
  replayFiguresAt,
  replaySpan,
  type ReplayColumns,
} from '@stride/contracts/replay';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { openStack, type Stack } from './testing/stack.ts';
import { uploadCalls } from './testing/upload-calls.ts';

let s: Stack;
let a: ClubSetUp;
let b: ClubSetUp;
let eventId = '';
const START = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;
const SERIALS = ['RPL-1', 'RPL-2', 'RPL-3'];

interface Replay extends ReplayColumns {
  selectionId: string;
  playerId: string;
}
interface Analysis {
  playerId: string;
  time: number;
  distance: number;
  hid: number;
  hir: number;
  sprint: number;
}

const REPLAY = 'query ($e: ID!) { eventReplay(eventId: $e) { selectionId playerId start steps columns } }';

/** The API's answer, each selection's columns decoded as the web app does. */
async function replays(): Promise<Replay[]> {
  const { eventReplay } = await s.must<{
    eventReplay: { selectionId: string; playerId: string; start: number; steps: number; columns: string }[];
  }>(REPLAY, { e: eventId }, bearer(a.token));
  return eventReplay.map(({ selectionId, playerId, start, steps, columns }) => {
    const decoded = decodeReplayColumns(Buffer.from(columns, 'base64'));
    expect(decoded.start).toBe(start);
    expect(decoded.steps).toHaveLength(steps);
    return { selectionId, playerId, ...decoded };
  });
}

const analysesAt = async (to: number | null): Promise<Analysis[]> =>
  (
    await s.must<{ eventPlayerAnalyses: Analysis[] }>(
      'query ($e: ID!, $to: DateTime) { eventPlayerAnalyses(eventId: $e, to: $to) { playerId time distance hid hir sprint } }',
      { e: eventId, to: to === null ? null : new Date(to).toISOString() },
      bearer(a.token),
    )
  ).eventPlayerAnalyses;

beforeAll(async () => {
  s = await openStack('replay');
  a = await setUpClub(http, s.url, s.mailer, 'Replay A');
  b = await setUpClub(http, s.url, s.mailer, 'Replay B');
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    s.must<T>(query, variables, bearer(a.token));
  const playerIds: string[] = [];
  for (const [i, serial] of SERIALS.entries()) {
    const player = { firstName: `R${i}`, lastName: 'Replay', maxHeartRate: 195 };
    playerIds.push((await addPlayerWearing(gql, a.teamId, player, { serial, udid: serial })).playerId);
  }
  const { createEvent } = await gql<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Replayed match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: a.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 20 * MINUTE).toISOString(),
      p: playerIds,
    },
  );
  eventId = createEvent.id;
  const csv = strideCsv(
    SERIALS.map((key, i) => ({
      key,
      batch: syntheticPlayer({
        seed: 70 + i,
        seconds: 8 * 60 + 30 * i,
        start: START + MINUTE + i * 7_000,
        hr: true,
        dropRate: 0.05,
      }),
    })),
  );
  const calls = uploadCalls(s, a.teamId, bearer(a.token));
  const job = calls.jobOf(await calls.dock(csv));
  expect((await calls.follow(job.id)).state).toBe('COMPUTED');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('eventReplay', () => {
  it('gives at every instant the figures of eventPlayerAnalyses(to:), and at the end the records', async () => {
    const eventReplay = await replays();
    expect(eventReplay).toHaveLength(3);
    for (const replay of eventReplay) {
      expect(replay.steps.length).toBeGreaterThan(400);
      for (const column of [replay.speeds, replay.distances, replay.hids, replay.hirs, replay.sprints])
        expect(column).toHaveLength(replay.steps.length);
      expect(replay.heartRates).toHaveLength(replay.hrSteps.length);
    }
    const span = replaySpan(eventReplay)!;
    // Instants before, across (off the second and on it, 37 s apart) and after the data.
    const instants = [span.from - 5_000, span.from, span.from + 999, span.from + 1_000];
    for (let t = span.from + 1_500; t < span.to; t += 37_000) instants.push(t, t + 500);
    instants.push(span.to - 1, span.to, span.to + 60_000);
    let compared = 0;
    for (const t of instants) {
      const analyses = await analysesAt(t);
      expect(analyses).toHaveLength(3);
      for (const analysis of analyses) {
        const replay = eventReplay.find((r) => r.playerId === analysis.playerId)!;
        const f = replayFiguresAt(replay, t);
        expect(
          { time: f.time, distance: f.distance, hid: f.hid, hir: f.hir, sprint: f.sprint },
          `${analysis.playerId} at ${t - span.from} ms`,
        ).toEqual({
          time: analysis.time,
          distance: analysis.distance,
          hid: analysis.hid,
          hir: analysis.hir,
          sprint: analysis.sprint,
        });
        if (f.distance > 0) compared++;
      }
    }
    expect(compared).toBeGreaterThan(30);

    // The end of the replay: the whole event's analyses and the records.
    const whole = await analysesAt(null);
    const { eventSelections } = await s.must<{
      eventSelections: {
        id: string;
        record: {
          globalMetrics: {
            distance: number;
            hid: number;
            hir: { count: number };
            sprint: { count: number };
            accelerations: { a2: { count: number } };
          };
        } | null;
      }[];
    }>(
      `query ($e: ID!) { eventSelections(eventId: $e) { id record { globalMetrics {
         distance hid hir { count } sprint { count } accelerations { a2 { count } } } } } }`,
      { e: eventId },
      bearer(a.token),
    );
    for (const replay of eventReplay) {
      const end = replayFiguresAt(replay, span.to);
      const analysis = whole.find((w) => w.playerId === replay.playerId)!;
      expect(end.distance).toBe(analysis.distance);
      const record = eventSelections.find((e) => e.id === replay.selectionId)!.record!.globalMetrics;
      // The series adds interval by interval, the record zone by zone (METRICS: zones add up
      // exactly): the same metres to the last bit or two of a double.
      expect(end.distance).toBeCloseTo(record.distance, 6);
      expect(end.hid).toBeCloseTo(record.hid, 6);
      expect(end.hir).toBe(record.hir.count);
      expect(end.sprint).toBe(record.sprint.count);
      expect(end.accelerations).toBe(record.accelerations.a2.count);
    }
  });

  it("refuses another club's staff and leaves the store unchanged", async () => {
    const before = await s.head();
    const response = await s.gql(REPLAY, { e: eventId }, bearer(b.token));
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.message).toBe('FORBIDDEN');
    expect(await s.head()).toBe(before);
    // An id that is no event: the catalogue's code, not a crash.
    const unknown = await s.gql(REPLAY, { e: 'not-an-event' }, bearer(a.token));
    expect(unknown.errors?.[0]?.message).toMatch(/^[A-Z_]+$/);
  });
});
