/**
 * `teamStatistics` on the real pipeline: two players' records from uploads to three events of a
 * range and one outside it; the sums per player and per week equal the records' figures as
 * `selection` answers them, an event's week is its day in the club's time zone (Europe/Paris: a
 * Sunday 22:30 UTC is a Monday), the event type and a tag (of the event or of a period) filter,
 * a member who does not coach the team may not read them, and a reversed or too long range is
 * `INVALID_DATE_RANGE`. (Another club: isolation.int.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { until } from '@stride/streams/testing/until';
import { addPlayerWearing, bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile } from './testing/client.ts';
import { moveToPlan } from './testing/plans.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let m: Record<string, string>;
const players: { playerId: string; udid: string }[] = [];
/** The events: when, what type, who wears a device. */
const EVENTS = [
  // Sunday 3 May 22:30 UTC is Monday 4 May 00:30 in Paris: the week of 4 May.
  { at: '2026-05-03T22:30:00Z', type: 'MATCH', who: [0, 1] },
  { at: '2026-05-06T08:00:00Z', type: 'TRAINING', who: [0] },
  { at: '2026-05-12T16:00:00Z', type: 'MATCH', who: [0, 1] },
  // Outside the range.
  { at: '2026-06-20T16:00:00Z', type: 'MATCH', who: [0] },
] as const;
const eventIds: string[] = [];
const RANGE = { from: '2026-04-27', to: '2026-05-17' };

interface Figures {
  time: number;
  distance: number;
  hid: number | null;
  maxSpeed: number | null;
  sprint: { count: number; distance: number } | null;
}
/** records[event][player]: the record's global figures as `selection` answers them. */
const records: (Figures | null)[][] = [];

const STATS = `query ($t: ID!, $f: Date!, $to: Date!, $type: EventType, $tag: String) {
  teamStatistics(teamId: $t, from: $f, to: $to, eventType: $type, tag: $tag) {
    teamId from to events
    players { playerId firstName lastName events time distance hsr sprints sprintDistance topSpeed
              perMatch { matches time distance hsr sprints } }
    weeks { start events players distance hsr sprints sprintDistance playerDistance playerHsr playerSprints }
  } }`;

interface Stats {
  teamId: string;
  from: string;
  to: string;
  events: number;
  players: {
    playerId: string;
    firstName: string;
    lastName: string;
    events: number;
    time: number;
    distance: number;
    hsr: number;
    sprints: number;
    sprintDistance: number;
    topSpeed: number | null;
    perMatch: { matches: number; time: number; distance: number; hsr: number; sprints: number } | null;
  }[];
  weeks: {
    start: string;
    events: number;
    players: number;
    distance: number;
    hsr: number;
    sprints: number;
    sprintDistance: number;
    playerDistance: number | null;
    playerHsr: number | null;
    playerSprints: number | null;
  }[];
}

const statistics = async (variables: Record<string, unknown>, headers = m): Promise<Stats> =>
  (
    await s.must<{ teamStatistics: Stats }>(
      STATS,
      { t: a.teamId, f: RANGE.from, to: RANGE.to, ...variables },
      headers,
    )
  ).teamStatistics;

beforeAll(async () => {
  s = await openStack('statistics');
  a = await setUpClub(http, s.url, s.mailer, 'Statistics club');
  m = bearer(a.token);
  const must = <T>(query: string, variables: Record<string, unknown> = {}) => s.must<T>(query, variables, m);
  for (const [i, name] of [
    { firstName: 'Ada', lastName: 'Zeta' },
    { firstName: 'Bo', lastName: 'Alpha' },
  ].entries()) {
    const udid = `st-${i}-${randomUUID().slice(0, 8)}`;
    const { playerId } = await addPlayerWearing(must, a.teamId, name, { serial: udid, udid });
    players.push({ playerId, udid });
  }
  for (const [e, event] of EVENTS.entries()) {
    const start = Date.parse(event.at);
    const { createEvent } = await must<{ createEvent: { id: string } }>(
      `mutation ($t: ID!, $n: String!, $y: EventType!, $s: DateTime, $e: DateTime, $p: [ID!]) {
         createEvent(teamId: $t, name: $n, type: $y, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
      {
        t: a.teamId,
        n: `Event ${e}`,
        y: event.type,
        s: new Date(start).toISOString(),
        e: new Date(start + 60 * 60_000).toISOString(),
        p: players.map((p) => p.playerId),
      },
    );
    eventIds.push(createEvent.id);
    const file = strideCsv(
      event.who.map((w) => ({
        key: players[w]!.udid,
        batch: syntheticPlayer({ seed: 10 * e + w + 1, seconds: 180, start: start + 60_000 }),
      })),
    );
    const job = await postFile<{ uploadEventFile: { id: string } }>(
      s.url,
      'mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }',
      { e: createEvent.id },
      { name: `event-${e}.csv`, bytes: new TextEncoder().encode(file) },
      m,
    );
    expect(job.errors).toBeUndefined();
    await until(
      async () => {
        const { job: state } = await must<{ job: { state: string } }>(
          `{ job(jobId: "${job.data!.uploadEventFile.id}") { state } }`,
        );
        if (['FAILED', 'DUPLICATE'].includes(state.state)) throw new Error(`the upload is ${state.state}`);
        return state.state === 'COMPUTED';
      },
      { timeoutMs: 60_000, everyMs: 50 },
    );
    const row: (Figures | null)[] = [];
    for (const p of players) {
      const { selection } = await must<{ selection: { record: { globalMetrics: Figures } | null } }>(
        `{ selection(eventId: "${createEvent.id}", playerId: "${p.playerId}") {
             record { globalMetrics { time distance hid maxSpeed sprint { count distance } } } } }`,
      );
      row.push(selection.record?.globalMetrics ?? null);
    }
    records.push(row);
  }
}, 240_000);
afterAll(async () => {
  await s?.close();
});

/** The sum of a figure over the records of the given events, for one player (or all). */
function sum(events: number[], figure: (f: Figures) => number, player?: number): number {
  let total = 0;
  for (const e of events)
    for (const [p, record] of records[e]!.entries())
      if (record !== null && (player === undefined || p === player)) total += figure(record);
  return total;
}
const hsr = (f: Figures) => f.hid ?? 0;
const sprints = (f: Figures) => f.sprint?.count ?? 0;

describe("a team's statistics", () => {
  it('has a record for each device worn, and none for the player without one', () => {
    expect(records.map((row) => row.map((r) => r !== null))).toEqual([
      [true, true],
      [true, false],
      [true, true],
      [true, false],
    ]);
    expect(sum([0, 1, 2], (f) => f.distance)).toBeGreaterThan(0);
  });

  it("sums each player's records of the range, with per-match averages and the top speed", async () => {
    const stats = await statistics({});
    expect([stats.teamId, stats.from, stats.to, stats.events]).toEqual([a.teamId, RANGE.from, RANGE.to, 3]);
    // By last name: Alpha, then Zeta.
    expect(stats.players.map((p) => p.lastName)).toEqual(['Alpha', 'Zeta']);
    for (const [index, p] of [1, 0].entries()) {
      const row = stats.players[index]!;
      const mine = p === 0 ? [0, 1, 2] : [0, 2];
      expect(row.playerId).toBe(players[p]!.playerId);
      expect(row.events).toBe(mine.length);
      expect(row.time).toBeCloseTo(
        sum(mine, (f) => f.time, p),
        6,
      );
      expect(row.distance).toBeCloseTo(
        sum(mine, (f) => f.distance, p),
        6,
      );
      expect(row.hsr).toBeCloseTo(sum(mine, hsr, p), 6);
      expect(row.sprints).toBe(sum(mine, sprints, p));
      expect(row.sprintDistance).toBeCloseTo(
        sum(mine, (f) => f.sprint?.distance ?? 0, p),
        6,
      );
      expect(row.topSpeed).toBeCloseTo(Math.max(...mine.map((e) => records[e]![p]!.maxSpeed ?? 0)), 9);
      // Matches: events 0 and 2.
      expect(row.perMatch!.matches).toBe(2);
      expect(row.perMatch!.distance).toBeCloseTo(sum([0, 2], (f) => f.distance, p) / 2, 6);
      expect(row.perMatch!.hsr).toBeCloseTo(sum([0, 2], hsr, p) / 2, 6);
      expect(row.perMatch!.sprints).toBeCloseTo(sum([0, 2], sprints, p) / 2, 9);
      expect(row.perMatch!.time).toBeCloseTo(sum([0, 2], (f) => f.time, p) / 2, 6);
    }
  });

  it("puts an event in its week of the club's time zone, and has every week of the range", async () => {
    const { weeks } = await statistics({});
    expect(weeks.map((w) => [w.start, w.events, w.players])).toEqual([
      ['2026-04-27', 0, 0],
      ['2026-05-04', 2, 2],
      ['2026-05-11', 1, 2],
    ]);
    expect(weeks[0]).toMatchObject({ distance: 0, sprints: 0, playerDistance: null });
    const week = weeks[1]!;
    expect(week.distance).toBeCloseTo(
      sum([0, 1], (f) => f.distance),
      6,
    );
    expect(week.hsr).toBeCloseTo(sum([0, 1], hsr), 6);
    expect(week.sprints).toBe(sum([0, 1], sprints));
    expect(week.playerDistance).toBeCloseTo(week.distance / 2, 6);
    expect(weeks[2]!.sprintDistance).toBeCloseTo(
      sum([2], (f) => f.sprint?.distance ?? 0),
      6,
    );
  });

  it('counts only the events of the type asked for', async () => {
    const trainings = await statistics({ type: 'TRAINING' });
    expect(trainings.events).toBe(1);
    expect(trainings.players.map((p) => [p.playerId, p.events, p.perMatch])).toEqual([
      [players[0]!.playerId, 1, null],
    ]);
    expect(trainings.players[0]!.distance).toBeCloseTo(
      sum([1], (f) => f.distance),
      6,
    );
    const matches = await statistics({ type: 'MATCH' });
    expect(matches.players.map((p) => p.events)).toEqual([2, 2]);
  });

  it('counts only the events carrying the tag, themselves or on a period, without case', async () => {
    await moveToPlan(s, a.clubId, 'PRO');
    await s.must(
      'mutation ($e: ID!) { setEventTags(eventId: $e, tags: ["MD-3"]) { id } }',
      { e: eventIds[1] },
      m,
    );
    const start = Date.parse(EVENTS[2].at);
    const { createPeriod } = await s.must<{ createPeriod: { periods: { id: string }[] } }>(
      `mutation ($e: ID!, $s: DateTime, $f: DateTime) {
         createPeriod(eventId: $e, name: "Rondo", startDate: $s, endDate: $f) { periods { id } } }`,
      {
        e: eventIds[2],
        s: new Date(start + 10 * 60_000).toISOString(),
        f: new Date(start + 20 * 60_000).toISOString(),
      },
      m,
    );
    await s.must(
      'mutation ($e: ID!, $p: ID!) { setPeriodTags(eventId: $e, periodId: $p, tags: ["4v4 rondo"]) { id } }',
      { e: eventIds[2], p: createPeriod.periods[0]!.id },
      m,
    );
    const md3 = await statistics({ tag: 'md-3' });
    expect([md3.events, md3.players.map((p) => p.playerId)]).toEqual([1, [players[0]!.playerId]]);
    expect(md3.players[0]!.distance).toBeCloseTo(
      sum([1], (f) => f.distance),
      6,
    );
    // A period's tag brings its whole event.
    const rondo = await statistics({ tag: '4V4 Rondo' });
    expect(rondo.events).toBe(1);
    expect(rondo.players.map((p) => p.events)).toEqual([1, 1]);
    expect(rondo.weeks.map((w) => w.distance)).toEqual([
      0,
      0,
      expect.closeTo(
        sum([2], (f) => f.distance),
        6,
      ),
    ]);
    expect((await statistics({ tag: 'nothing' })).events).toBe(0);
    // Blank: every event.
    expect((await statistics({ tag: ' ' })).events).toBe(3);
  });

  it('is empty for a range without events', async () => {
    const stats = await statistics({ f: '2026-01-05', to: '2026-01-11' });
    expect([stats.events, stats.players, stats.weeks.map((w) => w.start)]).toEqual([0, [], ['2026-01-05']]);
  });

  it('refuses a member who does not coach the team, and a reversed or too long range', async () => {
    const user = await signUp(http, s.url, s.mailer);
    await s.must('mutation ($e: String!) { newStaff(email: $e) { id } }', { e: user.email }, m);
    const refused = await s.gql(STATS, { t: a.teamId, f: RANGE.from, to: RANGE.to }, bearer(user.token));
    expect(codeOf(refused)).toBe('COACH_ONLY');
    for (const [f, to] of [
      ['2026-05-17', '2026-04-27'],
      ['2024-01-01', '2026-01-01'],
    ]) {
      const answer = await s.gql(STATS, { t: a.teamId, f, to }, m);
      expect(codeOf(answer)).toBe('INVALID_DATE_RANGE');
    }
  });
});
