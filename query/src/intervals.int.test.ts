/**
 * Marks and cut intervals through the API, on the real pipeline (issue 20): a finished match with
 * an uploaded file; an analyst cuts spans (trimmed to the second), whose figures are the record's
 * series between the ends (what `eventPlayerAnalyses(to:)` shows at each end); renames and
 * removes them; marks moments. Refusals carry catalogue codes and leave the store unchanged.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '@stride/command/readers/read';
import { strideCsv } from '@stride/command/upload/testing';
import { PROJECTIONS } from '@stride/contracts/read-models';
import { sliceBatch } from '@stride/contracts/samples';
import { finish, init, push } from '@stride/projector/metrics/engine';
import { profileConfig } from '@stride/projector/metrics/profile';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { until } from '@stride/streams/testing/until';
import { addPlayerWearing, bearer, setUpClub, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let h: Record<string, string>;
let eventId = '';
const START = Date.parse('2026-05-02T18:00:00Z');
const MINUTE = 60_000;
const players: { id: string; udid: string }[] = [];
let file = '';

const must = <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
  s.must<T>(query, variables, h);
const iso = (ms: number) => new Date(ms).toISOString();

interface Figures {
  playerId: string;
  time: number;
  distance: number;
  hid: number;
  hir: number;
  sprint: number;
}
interface IntervalRow {
  id: string | null;
  kind: string;
  label: string | null;
  startDate: string;
  endDate: string | null;
}
const EVENT = 'id intervals { id kind label startDate endDate } marks { id at label }';
const CUT = `mutation ($e: ID!, $s: DateTime!, $t: DateTime!, $l: String!) {
  cutEventInterval(eventId: $e, startDate: $s, endDate: $t, label: $l) { ${EVENT} } }`;

async function cut(start: number, end: number, label: string): Promise<IntervalRow> {
  const { cutEventInterval } = await must<{ cutEventInterval: { intervals: IntervalRow[] } }>(CUT, {
    e: eventId,
    s: iso(start),
    t: iso(end),
    l: label,
  });
  // Listed in time order: the new one is found by its label (each test's labels differ).
  return cutEventInterval.intervals.find((i) => i.kind === 'CUT' && i.label === label.trim())!;
}

const intervalAnalyses = async (intervalId: string) =>
  (
    await must<{ intervalAnalyses: (Figures & { topSpeed: number | null })[] }>(
      `query ($e: ID!, $i: ID!) { intervalAnalyses(eventId: $e, intervalId: $i) {
         playerId time distance hid hir sprint topSpeed } }`,
      { e: eventId, i: intervalId },
    )
  ).intervalAnalyses;

const analysesAt = async (to: number) =>
  (
    await must<{ eventPlayerAnalyses: Figures[] }>(
      `query ($e: ID!, $to: DateTime) { eventPlayerAnalyses(eventId: $e, to: $to) {
         playerId time distance hid hir sprint } }`,
      { e: eventId, to: iso(to) },
    )
  ).eventPlayerAnalyses;

/** Until both players' records hold the file's series (after the upload, and again once finished). */
const recorded = () =>
  until(
    async () => {
      const figures = await analysesAt(START + 20 * MINUTE);
      return figures.length === players.length && figures.every((f) => f.time > 500);
    },
    { timeoutMs: 60_000, everyMs: 250 },
  );

beforeAll(async () => {
  s = await openStack('intervals');
  a = await setUpClub(http, s.url, s.mailer, 'Intervals club');
  h = bearer(a.token);
  for (let i = 0; i < 2; i++) {
    const udid = `iv-${i}-${randomUUID().slice(0, 8)}`;
    const serial = `IV-${i}-${randomUUID().slice(0, 6)}`.toUpperCase();
    const { playerId } = await addPlayerWearing(
      must,
      a.teamId,
      { firstName: `P${i}`, lastName: 'Cut' },
      {
        serial,
        udid,
      },
    );
    players.push({ id: playerId, udid });
  }
  const { createEvent } = await must<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Cut match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    { t: a.teamId, s: iso(START), e: iso(START + 20 * MINUTE), p: players.map((p) => p.id) },
  );
  eventId = createEvent.id;
  file = strideCsv(
    players.map((p, i) => ({
      key: p.udid,
      batch: syntheticPlayer({ seed: 40 + i, seconds: 600, start: START + MINUTE, dropRate: 0.05, hr: true }),
    })),
  );
  const upload = await postFile(
    s.url,
    'mutation ($file: File!, $eventId: ID!) { uploadEventFile(file: $file, eventId: $eventId) { id } }',
    { eventId },
    { name: 'match.csv', bytes: new TextEncoder().encode(file) },
    h,
  );
  expect(upload.errors).toBeUndefined();
  await recorded();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('cut intervals', () => {
  it('refuses a cut on an event not started yet (EVENT_NOT_STARTED), and stores nothing', async () => {
    const before = await s.head();
    const answer = await s.gql(CUT, { e: eventId, s: iso(START), t: iso(START + MINUTE), l: 'x' }, h);
    expect(codeOf(answer)).toBe('EVENT_NOT_STARTED');
    expect(await s.head()).toBe(before);
    await must(`mutation ($e: ID!) { finishEvent(eventId: $e) { id } }`, { e: eventId });
    // Finishing computes the records again.
    await s.pipeline.projected(PROJECTIONS.records, 60_000);
    await recorded();
  });

  it('cuts a span trimmed to the second; Event.intervals lists it after the event window', async () => {
    // A cut changes no record: the records projection passes it without computing again.
    const computed = async () =>
      (
        await s.h.pool.query<{ computed_at: Date }>(
          'SELECT computed_at FROM rm.records WHERE event_id = $1 ORDER BY selection_id',
          [eventId],
        )
      ).rows.map((r) => r.computed_at.toISOString());
    const before = await computed();
    expect(before).toHaveLength(players.length);
    const interval = await cut(START + 3 * MINUTE + 499, START + 5 * MINUTE + 999, ' Pressing phase ');
    expect(interval.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(interval).toEqual({
      id: interval.id,
      kind: 'CUT',
      label: 'Pressing phase',
      startDate: iso(START + 3 * MINUTE),
      endDate: iso(START + 5 * MINUTE),
    });
    const { event } = await must<{ event: { intervals: IntervalRow[] } }>(
      `query ($e: ID!) { event(eventId: $e) { ${EVENT} } }`,
      { e: eventId },
    );
    expect(event.intervals.map((i) => i.kind)).toEqual(['EVENT', 'CUT']);
    expect(event.intervals[0]).toMatchObject({ id: null, label: null, startDate: iso(START) });
    await s.pipeline.projected(PROJECTIONS.records);
    expect(await computed()).toEqual(before);
  });

  it("gives each player the figures between the cut's ends, as eventPlayerAnalyses shows them", async () => {
    const start = START + 2 * MINUTE;
    const end = START + 6 * MINUTE + 30_000;
    const interval = await cut(start, end, 'Rondo');
    const [figures, atStart, atEnd] = await Promise.all([
      intervalAnalyses(interval.id!),
      analysesAt(start),
      analysesAt(end),
    ]);
    expect(figures.map((f) => f.playerId).sort()).toEqual(players.map((p) => p.id).sort());
    for (const f of figures) {
      const s0 = atStart.find((x) => x.playerId === f.playerId)!;
      const s1 = atEnd.find((x) => x.playerId === f.playerId)!;
      expect(f.time).toBe(s1.time - s0.time);
      expect(f.distance).toBeCloseTo(s1.distance - s0.distance, 9);
      expect(f.hid).toBeCloseTo(s1.hid - s0.hid, 9);
      expect(f.hir).toBe(s1.hir - s0.hir);
      expect(f.sprint).toBe(s1.sprint - s0.sprint);
      expect(f.time).toBeGreaterThan(200);
      expect(f.distance).toBeGreaterThan(0);
      expect(f.topSpeed).toBeGreaterThan(0);
    }
  });

  it('two adjacent cuts add up to the cut over both', async () => {
    const [x, y, both] = [
      await cut(START + 4 * MINUTE, START + 7 * MINUTE, 'First part'),
      await cut(START + 7 * MINUTE, START + 9 * MINUTE, 'Second part'),
      await cut(START + 4 * MINUTE, START + 9 * MINUTE, 'Both parts'),
    ];
    const [fx, fy, fb] = await Promise.all([x, y, both].map((i) => intervalAnalyses(i.id!)));
    expect(fb).toHaveLength(players.length);
    // The same figures from one read for every cut of the event.
    const { eventIntervalAnalyses } = await must<{
      eventIntervalAnalyses: { intervalId: string; players: unknown[] }[];
    }>(
      `query ($e: ID!) { eventIntervalAnalyses(eventId: $e) { intervalId players {
         playerId time distance hid hir sprint topSpeed } } }`,
      { e: eventId },
    );
    for (const [interval, figures] of [
      [x, fx],
      [y, fy],
      [both, fb],
    ] as const)
      expect(eventIntervalAnalyses.find((a) => a.intervalId === interval.id)?.players).toEqual(figures);
    for (const whole of fb!) {
      const p = fx!.find((f) => f.playerId === whole.playerId)!;
      const q = fy!.find((f) => f.playerId === whole.playerId)!;
      expect(p.time + q.time).toBe(whole.time);
      expect(p.distance + q.distance).toBeCloseTo(whole.distance, 6);
      expect(p.sprint + q.sprint).toBe(whole.sprint);
      expect(Math.max(p.topSpeed ?? 0, q.topSpeed ?? 0)).toBe(whole.topSpeed ?? 0);
    }
  });

  it('refuses outside the event, reversed, a bad label, an unknown interval; the store is unchanged', async () => {
    const before = await s.head();
    const cases: [Record<string, unknown>, string][] = [
      [{ s: iso(START - 1000), t: iso(START + MINUTE), l: 'x' }, 'INVALID_DATE_RANGE'],
      [{ s: iso(START + 2 * MINUTE), t: iso(START + 21 * MINUTE), l: 'x' }, 'INVALID_DATE_RANGE'],
      [{ s: iso(START + 2 * MINUTE + 100), t: iso(START + 2 * MINUTE + 800), l: 'x' }, 'INVALID_DATE_RANGE'],
      [{ s: iso(START + MINUTE), t: iso(START + 2 * MINUTE), l: 'x'.repeat(41) }, 'BAD_USER_INPUT'],
      [{ s: iso(START + MINUTE), t: iso(START + 2 * MINUTE), l: '  ' }, 'BAD_USER_INPUT'],
    ];
    for (const [args, code] of cases) expect(codeOf(await s.gql(CUT, { e: eventId, ...args }, h))).toBe(code);
    const unknown = randomUUID();
    const q = `query ($e: ID!, $i: ID!) { intervalAnalyses(eventId: $e, intervalId: $i) { distance } }`;
    expect(codeOf(await s.gql(q, { e: eventId, i: unknown }, h))).toBe('INTERVAL_NOT_FOUND');
    const rename = `mutation ($e: ID!, $i: ID!) { renameEventInterval(eventId: $e, intervalId: $i, label: "y") { id } }`;
    expect(codeOf(await s.gql(rename, { e: eventId, i: unknown }, h))).toBe('INTERVAL_NOT_FOUND');
    expect(codeOf(await s.gql(rename, { e: eventId, i: 'not-an-id' }, h))).toBe('INTERVAL_NOT_FOUND');
    expect(await s.head()).toBe(before);
  });

  it('renames and removes a cut (a locked event too); a removed one is gone', async () => {
    const interval = await cut(START + 10 * MINUTE, START + 11 * MINUTE, 'Drill');
    await must(`mutation ($e: ID!) { lockEvent(eventId: $e) { id } }`, { e: eventId });
    const { renameEventInterval } = await must<{ renameEventInterval: { intervals: IntervalRow[] } }>(
      `mutation ($e: ID!, $i: ID!) { renameEventInterval(eventId: $e, intervalId: $i, label: "Drill 2") { ${EVENT} } }`,
      { e: eventId, i: interval.id },
    );
    expect(renameEventInterval.intervals.find((i) => i.id === interval.id)?.label).toBe('Drill 2');
    const { removeEventInterval } = await must<{ removeEventInterval: { intervals: IntervalRow[] } }>(
      `mutation ($e: ID!, $i: ID!) { removeEventInterval(eventId: $e, intervalId: $i) { ${EVENT} } }`,
      { e: eventId, i: interval.id },
    );
    expect(removeEventInterval.intervals.some((i) => i.id === interval.id)).toBe(false);
    const q = `query ($e: ID!, $i: ID!) { intervalAnalyses(eventId: $e, intervalId: $i) { distance } }`;
    expect(codeOf(await s.gql(q, { e: eventId, i: interval.id }, h))).toBe('INTERVAL_NOT_FOUND');
  });
});

describe('a cut against the engine run on its own samples', () => {
  /** The engine's global figures over the file's samples of one device in `[start, end)`. */
  async function engineOver(key: string, start: number, end: number) {
    const { devices, summary } = await readAll([new TextEncoder().encode(file)], { fileName: 'f.csv' });
    const state = init(profileConfig(summary.format, false));
    for (const batch of devices.find((d) => d.deviceKey === key)!.batches) {
      let i = 0;
      while (i < batch.t.length && batch.t[i]! < start) i++;
      let j = i;
      while (j < batch.t.length && batch.t[j]! < end) j++;
      if (j > i) push(state, sliceBatch(batch, i, j));
    }
    return finish(state).global;
  }

  it('gives the distance, time and top speed the engine gives over exactly the span, within a stated margin', async () => {
    const start = START + 3 * MINUTE;
    const end = START + 8 * MINUTE;
    const interval = await cut(start, end, 'Against the engine');
    const figures = await intervalAnalyses(interval.id!);
    for (const player of players) {
      const f = figures.find((x) => x.playerId === player.id)!;
      const engine = await engineOver(player.udid, start, end);
      // The series is cumulative over the whole record: the sample interval straddling each end
      // counts in it, and an effort running across an end is the whole record's. So: the same
      // to within one sample interval at each end (0.1 s, a few cm), an effort at most.
      expect(Math.abs(f.time - engine.time)).toBeLessThanOrEqual(1);
      expect(Math.abs(f.distance - engine.distance)).toBeLessThan(0.005 * engine.distance);
      expect(Math.abs(f.hid - (engine.hid ?? 0))).toBeLessThan(1);
      expect(Math.abs(f.hir - (engine.hir?.count ?? 0))).toBeLessThanOrEqual(1);
      expect(Math.abs(f.sprint - (engine.sprint?.count ?? 0))).toBeLessThanOrEqual(1);
      // A one-second mean never exceeds the fastest sample, and is near it.
      expect(f.topSpeed!).toBeLessThanOrEqual(engine.maxSpeed! + 1e-9);
      expect(f.topSpeed!).toBeGreaterThan(0.95 * engine.maxSpeed!);
    }
  });
});

describe('marks', () => {
  it('marks a moment trimmed to the second, lists marks in time order, removes one', async () => {
    const mark = `mutation ($e: ID!, $a: DateTime!, $l: String!) { markEventMoment(eventId: $e, at: $a, label: $l) {
      marks { id at label } } }`;
    await must(mark, { e: eventId, a: iso(START + 8 * MINUTE + 250), l: 'Goal' });
    const { markEventMoment } = await must<{
      markEventMoment: { marks: { id: string; at: string; label: string }[] };
    }>(mark, { e: eventId, a: iso(START + 2 * MINUTE), l: 'Kick-off press' });
    expect(markEventMoment.marks.map((m) => [m.at, m.label])).toEqual([
      [iso(START + 2 * MINUTE), 'Kick-off press'],
      [iso(START + 8 * MINUTE), 'Goal'],
    ]);
    const before = await s.head();
    expect(codeOf(await s.gql(mark, { e: eventId, a: iso(START + 30 * MINUTE), l: 'x' }, h))).toBe(
      'INVALID_DATE_RANGE',
    );
    expect(await s.head()).toBe(before);
    const { removeEventMark } = await must<{ removeEventMark: { marks: { id: string }[] } }>(
      `mutation ($e: ID!, $m: ID!) { removeEventMark(eventId: $e, markId: $m) { marks { id } } }`,
      { e: eventId, m: markEventMoment.marks[0]!.id },
    );
    expect(removeEventMark.marks).toEqual([{ id: markEventMoment.marks[1]!.id }]);
    const again = await s.gql(
      `mutation ($e: ID!, $m: ID!) { removeEventMark(eventId: $e, markId: $m) { id } }`,
      {
        e: eventId,
        m: markEventMoment.marks[0]!.id,
      },
      h,
    );
    expect(codeOf(again)).toBe('MARK_NOT_FOUND');
  });
});
