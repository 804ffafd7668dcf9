/**
 * What-if re-projection through the API, on the real pipeline (issue 20): an event's records
 * computed again with other metric settings beside the stored ones, changing nothing; applied by
 * the manager, the records projection stores exactly the what-if figures (byte for byte, every
 * JSON column of the record); a team's what-if over a date range streams its progress; the
 * coach may try settings but not apply them; bad settings get their codes and append nothing.
 * (Another club: isolation.int.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strideCsv } from '@stride/command/upload/testing';
import { eventStreamName } from '@stride/contracts/events/event';
import type { MetricSettings } from '@stride/contracts/metric-settings';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { whatIfEvent, type WhatIfEvent } from '@stride/projector/what-if';
import { createFoldPool, WhatIfFoldError, type FoldPool } from '@stride/projector/what-if/fold-pool';
import { until } from '@stride/streams/testing/until';
import { typedSql } from './read-model/connection.ts';
import { addPlayerWearing, bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile, readSse, type GraphQLResponse } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let m: Record<string, string>;
let coach: Record<string, string>;
let eventId = '';
let selectionIds: string[] = [];
/** A what-if fold pool of the test's own (the API's is inside it), one worker as on a 2-core machine. */
let pool: FoldPool;
const START = Date.parse('2026-05-09T18:00:00Z');
const udids = [0, 1].map((i) => `wif-${i}-${randomUUID().slice(0, 8)}`);
const file = strideCsv(
  udids.map((key, i) => ({
    key,
    batch: syntheticPlayer({ seed: 40 + i, seconds: 600, start: START, dropRate: 0.05, hr: true }),
  })),
);

/** Settings far from the defaults: every kind of figure moves. */
const TRIED = {
  speedZoneEdgesKmh: [3, 6, 10, 14, 18, 22],
  hidThresholdKmh: 12,
  sprintThresholdKmh: 16,
  accelerationBands: [0.5, 1.5, 2.5],
  heartRateZonePercents: [40, 50, 60, 70, 80, 95],
  effortMinDurationSeconds: 0.5,
  accelerationMinDurationSeconds: 0.3,
  cleaning: { spikeSpeed: 9, maxGapSeconds: 2 },
};
const AS_SETTINGS: MetricSettings = {
  ...TRIED,
  cleaning: {
    lowPassOff: false,
    lowPassCutoffHz: null,
    filterReachSeconds: null,
    spikeSpeed: 9,
    maxGapSeconds: 2,
  },
};

interface Figure {
  metric: string;
  current: number | null;
  whatIf: number | null;
  difference: number | null;
}
interface WhatIf {
  eventId: string;
  name: string;
  players: { selectionId: string; playerId: string; playerName: string; figures: Figure[] }[];
}
const WHAT_IF = `query ($e: ID!, $s: MetricSettingsInput!) { eventWhatIf(eventId: $e, settings: $s) {
  eventId name players { selectionId playerId playerName figures { metric current whatIf difference } } } }`;
const APPLY = `mutation ($e: ID!, $s: MetricSettingsInput!) { applyEventMetricSettings(eventId: $e, settings: $s) {
  hidThresholdKmh sprintThresholdKmh accelerationBands cleaning { spikeSpeed maxGapSeconds lowPassOff } } }`;

const figure = (w: WhatIf, player: number, metric: string): Figure =>
  w.players[player]!.figures.find((f) => f.metric === metric)!;

/** The stored record's JSON columns as PostgreSQL prints them. */
async function storedRecord(selectionId: string): Promise<string[]> {
  const { rows } = await s.h.pool.query<Record<string, string>>(
    'SELECT global::text, periods::text, sessions::text, extended::text, cleaning::text FROM rm.records WHERE selection_id = $1',
    [selectionId],
  );
  return Object.values(rows[0] ?? {});
}

beforeAll(async () => {
  s = await openStack('whatif');
  pool = createFoldPool(s.h.store, { size: 1 });
  a = await setUpClub(http, s.url, s.mailer, 'What-if club');
  m = bearer(a.token);
  const must = <T>(query: string, variables: Record<string, unknown> = {}) => s.must<T>(query, variables, m);
  const playerIds: string[] = [];
  for (const [i, udid] of udids.entries()) {
    const { playerId } = await addPlayerWearing(
      must,
      a.teamId,
      { firstName: `Wif${i}`, lastName: 'Player', maxHeartRate: 195 },
      { serial: udid, udid },
    );
    playerIds.push(playerId);
  }
  const { createEvent } = await must<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "What-if match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: a.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 60 * 60_000).toISOString(),
      p: playerIds,
    },
  );
  eventId = createEvent.id;
  const user = await signUp(http, s.url, s.mailer);
  const { newStaff } = await must<{ newStaff: { id: string } }>(
    'mutation ($e: String!) { newStaff(email: $e) { id } }',
    { e: user.email },
  );
  await must(`mutation { assignCoach(staffId: "${newStaff.id}", teamIds: ["${a.teamId}"]) { id } }`);
  coach = bearer(user.token);
  const job = await postFile<{ uploadEventFile: { id: string } }>(
    s.url,
    'mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }',
    { e: eventId },
    { name: 'match.csv', bytes: new TextEncoder().encode(file) },
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
  const { rows } = await s.h.pool.query<{ selection_id: string }>(
    'SELECT selection_id FROM rm.records WHERE event_id = $1 ORDER BY selection_id',
    [eventId],
  );
  selectionIds = rows.map((row) => row.selection_id);
});
afterAll(async () => {
  await pool?.close();
  await s?.close();
});

describe('what-if', () => {
  it("shows every player's figures with the settings beside the records, and changes nothing", async () => {
    const head = await s.head();
    const before = await storedRecord(selectionIds[0]!);
    const { eventWhatIf } = await s.must<{ eventWhatIf: WhatIf }>(WHAT_IF, { e: eventId, s: TRIED }, coach);
    expect(eventWhatIf.name).toBe('What-if match');
    expect(eventWhatIf.players.map((p) => p.playerName).sort()).toEqual(['Wif0 Player', 'Wif1 Player']);
    for (const player of eventWhatIf.players)
      for (const f of player.figures)
        if (f.current !== null && f.whatIf !== null)
          expect(f.difference, f.metric).toBe(f.whatIf - f.current);
    // A lower threshold counts at least as much high-intensity distance, and here more.
    for (const i of [0, 1]) {
      const hid = figure(eventWhatIf, i, 'hid');
      expect(hid.whatIf!).toBeGreaterThan(hid.current!);
      expect(figure(eventWhatIf, i, 'accelerations.a1.count').difference).not.toBe(0);
      expect(figure(eventWhatIf, i, 'heartRate.zones.1').difference).not.toBe(0);
    }
    expect(await s.head()).toBe(head);
    expect(await storedRecord(selectionIds[0]!)).toEqual(before);
  });

  it('applied by the manager, records exactly the what-if figures (every JSON column, byte for byte)', async () => {
    // Folded in a worker thread, as the API does, and in this one: the same bytes.
    const folded = await whatIfEvent(typedSql(s.h.pool), s.h.store, eventId, AS_SETTINGS, {
      fold: pool.fold,
    });
    expect(folded!.selections).toHaveLength(2);
    const inThread = await whatIfEvent(typedSql(s.h.pool), s.h.store, eventId, AS_SETTINGS);
    expect(JSON.stringify(folded)).toBe(JSON.stringify(inThread));
    const applied = await s.must<{ applyEventMetricSettings: Record<string, unknown> }>(
      APPLY,
      { e: eventId, s: TRIED },
      m,
    );
    expect(applied.applyEventMetricSettings).toMatchObject({
      hidThresholdKmh: 12,
      accelerationBands: [0.5, 1.5, 2.5],
    });
    await s.pipeline.projected('records');
    const types: string[] = [];
    for await (const e of s.h.store.readStream(eventStreamName(eventId))) types.push(e.type);
    expect(types.at(-1)).toBe('EventMetricSettingsSet');
    for (const selection of folded!.selections) {
      const r = selection.whatIf;
      const { rows } = await s.h.pool.query<Record<string, string>>(
        'SELECT $1::jsonb::text AS g, $2::jsonb::text AS p, $3::jsonb::text AS s, $4::jsonb::text AS x, $5::jsonb::text AS c',
        [r.global, r.periods, r.sessions, r.extended, r.cleaning].map((v) => JSON.stringify(v)),
      );
      expect(await storedRecord(selection.selectionId)).toEqual(Object.values(rows[0]!));
    }
    // The same settings tried again: the records already hold them, no difference left.
    const again = await s.must<{ eventWhatIf: WhatIf }>(WHAT_IF, { e: eventId, s: TRIED }, m);
    for (const player of again.eventWhatIf.players)
      for (const f of player.figures) expect([f.metric, f.current]).toEqual([f.metric, f.whatIf]);
    const { eventMetricSettings } = await s.must<{ eventMetricSettings: { sprintThresholdKmh: number } }>(
      `{ eventMetricSettings(eventId: "${eventId}") { sprintThresholdKmh } }`,
      {},
      coach,
    );
    expect(eventMetricSettings.sprintThresholdKmh).toBe(16);
  });

  it("streams a team's what-if over a date range, event by event, with its progress", async () => {
    const head = await s.head();
    const response = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...coach },
      body: JSON.stringify({
        query: `subscription ($t: ID!, $f: DateTime!, $to: DateTime!, $s: MetricSettingsInput!) {
          teamWhatIf(teamId: $t, from: $f, to: $to, settings: $s) { done total event { eventId players { figures { metric current whatIf } } } } }`,
        variables: {
          t: a.teamId,
          f: '2026-05-01T00:00:00Z',
          to: '2026-06-01T00:00:00Z',
          s: { hidThresholdKmh: 18 },
        },
      }),
    });
    const stream =
      readSse<GraphQLResponse<{ teamWhatIf: { done: number; total: number; event: WhatIf | null } }>>(
        response,
      );
    const first = await stream.next(30_000);
    expect(first.data?.teamWhatIf).toEqual({ done: 0, total: 1, event: null });
    const second = await stream.next(30_000);
    expect(second.data?.teamWhatIf.done).toBe(1);
    expect(second.data?.teamWhatIf.event?.eventId).toBe(eventId);
    expect(second.data?.teamWhatIf.event?.players).toHaveLength(2);
    await stream.completed;
    await stream.close();
    expect(await s.head()).toBe(head);
  });

  it('applies settings to a team over a date range: the records follow', async () => {
    const range = { t: a.teamId, f: '2026-05-01T00:00:00Z', to: '2026-06-01T00:00:00Z' };
    const tried = await s.must<{ eventWhatIf: WhatIf }>(
      WHAT_IF,
      { e: eventId, s: { sprintThresholdKmh: 14 } },
      m,
    );
    const { applyTeamMetricSettings } = await s.must<{ applyTeamMetricSettings: number }>(
      `mutation ($t: ID!, $f: DateTime!, $to: DateTime!, $s: MetricSettingsInput!) {
         applyTeamMetricSettings(teamId: $t, from: $f, to: $to, settings: $s) }`,
      { ...range, s: { sprintThresholdKmh: 14 } },
      m,
    );
    expect(applyTeamMetricSettings).toBe(1);
    await s.pipeline.projected('records');
    const after = await s.must<{ eventWhatIf: WhatIf }>(
      WHAT_IF,
      { e: eventId, s: { sprintThresholdKmh: 14 } },
      m,
    );
    for (const [i, player] of after.eventWhatIf.players.entries())
      for (const f of player.figures) {
        expect(f.current, f.metric).toBe(f.whatIf);
        expect(f.current, f.metric).toBe(figure(tried.eventWhatIf, i, f.metric).whatIf);
      }
  });

  it("lets the team's coach try settings but not apply them; bad settings get their codes, appending nothing", async () => {
    const head = await s.head();
    expect(codeOf(await s.gql(APPLY, { e: eventId, s: TRIED }, coach))).toBe('MANAGER_ONLY');
    const cases: [Record<string, unknown>, string][] = [
      [{ speedZoneEdgesKmh: [1, 2, 3] }, 'BAD_USER_INPUT'],
      [{ accelerationBands: [2, 1, 3] }, 'BAD_USER_INPUT'],
      [{ heartRateZonePercents: [50, 60, 70, 80, 90, 90] }, 'BAD_USER_INPUT'],
      [{ effortMinDurationSeconds: 60 }, 'BAD_USER_INPUT'],
      [{ hidThresholdKmh: -1 }, 'BAD_USER_INPUT'],
      [{ cleaning: { spikeSpeed: 100 } }, 'TRACKING_VALUE_OUT_OF_RANGE'],
      [{ cleaning: { lowPassOff: true, lowPassCutoffHz: 1 } }, 'TRACKING_SETTINGS_CONFLICT'],
    ];
    for (const [settings, code] of cases) {
      expect(codeOf(await s.gql(WHAT_IF, { e: eventId, s: settings }, m)), JSON.stringify(settings)).toBe(
        code,
      );
      expect(codeOf(await s.gql(APPLY, { e: eventId, s: settings }, m)), JSON.stringify(settings)).toBe(code);
    }
    expect(await s.head()).toBe(head);
  });

  it('folds in worker threads: an error there reaches the caller, a dead worker is replaced', async () => {
    const db = typedSql(s.h.pool);
    const inThread = await whatIfEvent(db, s.h.store, eventId, AS_SETTINGS);
    const same = (folded: WhatIfEvent | null) =>
      expect(JSON.stringify(folded)).toBe(JSON.stringify(inThread));
    // A source whose stream is not in the store: the read fails on this side, the fold in the worker.
    const missing = whatIfEvent(db, s.h.store, eventId, AS_SETTINGS, {
      fold: (event, plan, tracking) =>
        pool.fold(
          event,
          {
            ...plan,
            sources: plan.sources.map((source) => ({ ...source, stream_name: 'samples-not-there' })),
          },
          tracking,
        ),
    });
    await expect(missing).rejects.toThrow(WhatIfFoldError);
    await expect(missing).rejects.toThrow(/samples-not-there/);
    same(await whatIfEvent(db, s.h.store, eventId, AS_SETTINGS, { fold: pool.fold }));
    // The worker stopped in the middle of a fold: that fold fails, the next runs in a new worker.
    const [before] = pool.threads();
    const killed = whatIfEvent(db, s.h.store, eventId, AS_SETTINGS, {
      foldsAtOnce: 1,
      fold: async (event, plan, tracking) => {
        const folding = pool.fold(event, plan, tracking);
        await pool.threads()[0]!.terminate();
        return folding;
      },
    });
    await expect(killed).rejects.toThrow(/what-if fold worker stopped/);
    same(await whatIfEvent(db, s.h.store, eventId, AS_SETTINGS, { fold: pool.fold }));
    expect(pool.running()).toBe(1);
    expect(pool.threads()[0]).not.toBe(before);
    // A pool starts no worker until a fold or warm(); warmed, it folds the same.
    const cold = createFoldPool(s.h.store, { size: 1 });
    try {
      expect(cold.running()).toBe(0);
      cold.warm();
      expect(cold.running()).toBe(1);
      same(await whatIfEvent(db, s.h.store, eventId, AS_SETTINGS, { fold: cold.fold }));
      expect(cold.running()).toBe(1);
    } finally {
      await cold.close();
    }
    // The API's own pool answers as before.
    const { eventWhatIf } = await s.must<{ eventWhatIf: WhatIf }>(WHAT_IF, { e: eventId, s: TRIED }, m);
    expect(eventWhatIf.players).toHaveLength(2);
  });
});
