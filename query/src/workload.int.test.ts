/**
 * The workload through the API, on the real pipeline: a file uploaded for a finished event reaches
 * `playerWorkload` and `teamWorkload` (the day's distance is the record's); a selected player
 * without a device is missing (null, counted), not 0; `setSessionRpe` sets `Selection.rpe` and the
 * sRPE load; a recomputed record (the team's tracking profile) changes the day; bad ranges, events
 * not finished and callers outside the team are refused; a plan (`setEventPlan`) shows as
 * `planned`. (Another club: isolation.int.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { addDays, calendarDay } from '@stride/contracts/workload/calendar';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { gnssNoise } from '@stride/projector/testing/gnss-noise';
import { until } from '@stride/streams/testing/until';
import { addPlayerWearing, bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let m: Record<string, string>;
let member: Record<string, string>;
let wearing = '';
let bare = '';
let eventId = '';
let bareSelection = '';
let day = '';
const START = Date.parse('2026-05-02T18:00:00Z');
const udid = `wl-${randomUUID().slice(0, 8)}`;
const file = strideCsv([
  {
    key: udid,
    batch: gnssNoise(syntheticPlayer({ seed: 5, seconds: 600, start: START, dropRate: 0.05 }), 0.5),
  },
]);

const POINTS = `points { date load acute chronic ratio ratioStatus acuteMissingDays chronicMissingDays planned }
  weeks { start load monotony strain change missingDays planned }
  days { date events missingDevice missingRpe distance srpe duration ranges { rangeId distance } }`;

interface Point {
  date: string;
  planned: number | null;
  load: number | null;
  acute: number | null;
  chronic: number | null;
  ratio: number | null;
  ratioStatus: string;
  acuteMissingDays: number;
}
interface Workload {
  playerId: string;
  points: Point[];
  weeks: { start: string; load: number | null; missingDays: number; planned: number | null }[];
  days: {
    date: string;
    events: number;
    missingDevice: number;
    distance: number | null;
    srpe: number | null;
  }[];
}

const playerWorkload = async (
  playerId: string,
  variable = 'DISTANCE',
  from = '2026-04-20',
  to = '2026-05-10',
) =>
  (
    await s.must<{ playerWorkload: Workload }>(
      `query ($p: ID!, $f: Date!, $t: Date!, $v: LoadVariable) {
         playerWorkload(playerId: $p, from: $f, to: $t, variable: $v) { playerId ${POINTS} } }`,
      { p: playerId, f: from, t: to, v: variable },
      m,
    )
  ).playerWorkload;

async function recordDistance(): Promise<number> {
  const { selection } = await s.must<{ selection: { record: { globalMetrics: { distance: number } } } }>(
    `{ selection(eventId: "${eventId}", playerId: "${wearing}") { record { globalMetrics { distance } } } }`,
    {},
    m,
  );
  return selection.record.globalMetrics.distance;
}

beforeAll(async () => {
  s = await openStack('workload');
  a = await setUpClub(http, s.url, s.mailer, 'Workload club');
  m = bearer(a.token);
  const must = <T>(query: string, variables: Record<string, unknown> = {}) => s.must<T>(query, variables, m);
  ({ playerId: wearing } = await addPlayerWearing(
    must,
    a.teamId,
    { firstName: 'Ada', lastName: 'Alpha' },
    { serial: udid, udid },
  ));
  bare = (
    await must<{ createPlayer: { id: string } }>(
      `mutation { createPlayer(teamId: "${a.teamId}", player: { firstName: "Bo", lastName: "Beta" }) { id } }`,
    )
  ).createPlayer.id;
  const { createEvent } = await must<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: a.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 90 * 60_000).toISOString(),
      p: [wearing, bare],
    },
  );
  eventId = createEvent.id;
  const { eventSelections } = await must<{ eventSelections: { id: string; player: { id: string } }[] }>(
    `{ eventSelections(eventId: "${eventId}") { id player { id } } }`,
  );
  bareSelection = eventSelections.find((sel) => sel.player.id === bare)!.id;
  const { staff } = await must<{ staff: { club: { timeZone: string } } }>('{ staff { club { timeZone } } }');
  day = calendarDay(START, staff.club.timeZone);
  const user = await signUp(http, s.url, s.mailer);
  await must('mutation ($e: String!) { newStaff(email: $e) { id } }', { e: user.email });
  member = bearer(user.token);
});
afterAll(async () => {
  await s?.close();
});

describe('session RPE', () => {
  it('is refused before the event is finished (EVENT_NOT_FINISHED)', async () => {
    const response = await s.gql(
      `mutation { setSessionRpe(selectionId: "${bareSelection}", rating: 7) { id } }`,
      {},
      m,
    );
    expect(codeOf(response)).toBe('EVENT_NOT_FINISHED');
  });

  it('is set on a finished event and shown on the selection, minutes defaulting to the event’s', async () => {
    await s.must(`mutation { finishEvent(eventId: "${eventId}") { id } }`, {}, m);
    const { setSessionRpe } = await s.must<{
      setSessionRpe: { rpe: { rating: number; minutes: number; load: number } };
    }>(
      `mutation { setSessionRpe(selectionId: "${bareSelection}", rating: 7) { id rpe { rating minutes load } } }`,
      {},
      m,
    );
    expect(setSessionRpe.rpe).toEqual({ rating: 7, minutes: 90, load: 630 });
    // Read together for a list: one with an RPE, one without.
    const { eventSelections } = await s.must<{
      eventSelections: { id: string; rpe: { load: number } | null }[];
    }>(`{ eventSelections(eventId: "${eventId}") { id rpe { load } } }`, {}, m);
    expect(Object.fromEntries(eventSelections.map((sel) => [sel.id, sel.rpe?.load ?? null]))).toEqual({
      [bareSelection]: 630,
      [eventSelections.find((sel) => sel.id !== bareSelection)!.id]: null,
    });
    for (const [rating, minutes] of [
      [11, 60],
      [5, 0],
    ] as const) {
      const bad = await s.gql(
        `mutation { setSessionRpe(selectionId: "${bareSelection}", rating: ${rating}, minutes: ${minutes}) { id } }`,
        {},
        m,
      );
      expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('the workload', () => {
  it('shows a selected player without device data as missing, and the sRPE entered', async () => {
    await until(async () => (await playerWorkload(bare, 'SRPE')).days.some((d) => d.srpe === 630), {
      timeoutMs: 10_000,
    });
    const distance = await playerWorkload(bare);
    const theDay = distance.points.find((p) => p.date === day)!;
    expect(theDay.load).toBeNull();
    expect(theDay.acuteMissingDays).toBe(1);
    expect(theDay.ratioStatus).toBe('NOT_ENOUGH_HISTORY');
    expect(distance.days.find((d) => d.date === day)).toMatchObject({
      events: 1,
      missingDevice: 1,
      distance: null,
    });
    // Every day of the range, rest days at 0; weeks from Monday.
    expect(distance.points).toHaveLength(21);
    expect(distance.points[0]).toMatchObject({ date: '2026-04-20', load: 0 });
    expect(distance.weeks.map((w) => w.start)).toEqual(['2026-04-20', '2026-04-27', '2026-05-04']);
  });

  it("brings an uploaded file's record to the day", async () => {
    const job = await postFile<{ uploadEventFile: { id: string } }>(
      s.url,
      'mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }',
      { e: eventId },
      { name: 'match.csv', bytes: new TextEncoder().encode(file) },
      m,
    );
    expect(job.errors).toBeUndefined();
    await until(
      async () => (await playerWorkload(wearing)).points.find((p) => p.date === day)?.load != null,
      { timeoutMs: 30_000, everyMs: 50 },
    );
    const distance = await recordDistance();
    const workload = await playerWorkload(wearing);
    expect(workload.points.find((p) => p.date === day)!.load).toBeCloseTo(distance, 6);
    expect(workload.days.find((d) => d.date === day)).toMatchObject({ events: 1, missingDevice: 0 });
    // The acute mean counts the rest days before it as 0 within the player's history (one day).
    expect(workload.points.find((p) => p.date === day)!.acute).toBeCloseTo(distance, 6);
  });

  it('follows a recomputed record (the team’s tracking profile)', async () => {
    const before = await recordDistance();
    await s.must(
      `mutation { setTeamTrackingProfile(teamId: "${a.teamId}", profile: "GNSS_10HZ", input: { lowPassOff: true }) { profile } }`,
      {},
      m,
    );
    await until(async () => (await recordDistance()) !== before, { timeoutMs: 20_000 });
    await until(
      async () => (await playerWorkload(wearing)).points.find((p) => p.date === day)?.load !== before,
      { timeoutMs: 10_000 },
    );
    expect((await playerWorkload(wearing)).points.find((p) => p.date === day)!.load).toBeCloseTo(
      await recordDistance(),
      6,
    );
  });

  it('gives the team its players by last name and their mean', async () => {
    const { teamWorkload } = await s.must<{
      teamWorkload: { players: { playerId: string }[]; average: { date: string; load: number | null }[] };
    }>(
      `{ teamWorkload(teamId: "${a.teamId}", from: "2026-04-27", to: "2026-05-03") { players { playerId } average { date load } } }`,
      {},
      m,
    );
    expect(teamWorkload.players.map((p) => p.playerId)).toEqual([wearing, bare]);
    // The bare player's day is missing: the mean is the wearing player's alone.
    const mean = teamWorkload.average.find((p) => p.date === day);
    expect(mean?.load).toBeCloseTo(await recordDistance(), 6);
  });

  it('shows the planned load beside the recorded one (setEventPlan)', async () => {
    const { setEventPlan } = await s.must<{ setEventPlan: { plan: { variable: string; value: number }[] } }>(
      `mutation { setEventPlan(eventId: "${eventId}", targets: [{ variable: DISTANCE, value: 6000 }, { variable: SRPE, value: 400 }]) { plan { variable value } } }`,
      {},
      m,
    );
    expect(setEventPlan.plan).toEqual([
      { variable: 'DISTANCE', value: 6000 },
      { variable: 'SRPE', value: 400 },
    ]);
    await until(async () => (await playerWorkload(wearing)).points.some((p) => p.planned === 6000));
    const workload = await playerWorkload(wearing);
    expect(workload.points.filter((p) => p.planned !== null).map((p) => p.date)).toEqual([day]);
    const week = workload.weeks.find((w) => w.start <= day && day <= addDays(w.start, 6))!;
    expect(week.planned).toBe(6000);
    expect((await playerWorkload(bare, 'SRPE')).points.find((p) => p.date === day)!.planned).toBe(400);
    const bad = await s.gql(
      `mutation { setEventPlan(eventId: "${eventId}", targets: [{ variable: HSR, value: -5 }]) { id } }`,
      {},
      m,
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('refuses a range backwards or over 400 days (INVALID_DATE_RANGE), and a member outside the team', async () => {
    for (const [from, to] of [
      ['2026-05-10', '2026-05-01'],
      ['2025-01-01', '2026-02-05'],
    ]) {
      const response = await s.gql(
        `{ playerWorkload(playerId: "${wearing}", from: "${from}", to: "${to}") { playerId } }`,
        {},
        m,
      );
      expect(codeOf(response)).toBe('INVALID_DATE_RANGE');
    }
    const team = await s.gql(
      `{ teamWorkload(teamId: "${a.teamId}", from: "2026-05-01", to: "2026-05-03") { teamId } }`,
      {},
      member,
    );
    expect(codeOf(team)).toBe('COACH_ONLY');
    const rpe = await s.gql(
      `mutation { setSessionRpe(selectionId: "${bareSelection}", rating: 3) { id } }`,
      {},
      member,
    );
    expect(codeOf(rpe)).toBe('COACH_ONLY');
  });
});
