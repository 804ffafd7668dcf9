/**
 * A team's tracking profiles through the API, on the real pipeline: the manager turns the GNSS
 * low-pass off and the record of a noisy 10 Hz file is computed again (the noise becomes
 * distance), a reset brings the first figures back; the team's coach may change them, a member
 * who does not coach the team may not even read them; bad values get their catalogue codes and
 * append nothing. (Another club: isolation.int.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '@stride/command/readers/read';
import { strideCsv } from '@stride/command/upload/testing';
import { NO_TRACKING_OVERRIDES, type TeamTrackingOverrides } from '@stride/contracts/tracking';
import { finish, init, push } from '@stride/projector/metrics/engine';
import { profileConfig } from '@stride/projector/metrics/profile';
import { syntheticPlayer } from '@stride/projector/metrics/synthetic';
import { gnssNoise } from '@stride/projector/testing/gnss-noise';
import { until } from '@stride/streams/testing/until';
import { addPlayerWearing, bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let m: Record<string, string>;
let coach: Record<string, string>;
let member: Record<string, string>;
let playerId = '';
let eventId = '';
const START = Date.parse('2026-05-02T18:00:00Z');
const udid = `trk-${randomUUID().slice(0, 8)}`;
const file = strideCsv([
  {
    key: udid,
    batch: gnssNoise(syntheticPlayer({ seed: 31, seconds: 300, start: START, dropRate: 0.1 }), 0.5),
  },
]);

const PROFILE = `profile rateHz updatedAt
  defaults { lowPassCutoffHz filterReachSeconds spikeSpeed maxGapSeconds }
  overrides { lowPassOff lowPassCutoffHz filterReachSeconds spikeSpeed maxGapSeconds }
  effective { lowPassCutoffHz filterReachSeconds spikeSpeed maxGapSeconds }`;
const SET = `mutation ($t: ID!, $p: String!, $i: TrackingProfileInput!) {
  setTeamTrackingProfile(teamId: $t, profile: $p, input: $i) { ${PROFILE} } }`;
const RESET = `mutation ($t: ID!, $p: String!) { resetTeamTrackingProfile(teamId: $t, profile: $p) { ${PROFILE} } }`;
const LIST = `query ($t: ID!) { teamTrackingProfiles(teamId: $t) { ${PROFILE} } }`;

interface Settings {
  lowPassCutoffHz: number | null;
  filterReachSeconds: number;
  spikeSpeed: number;
  maxGapSeconds: number;
}
interface Profile {
  profile: string;
  rateHz: number;
  updatedAt: string | null;
  defaults: Settings;
  overrides: Record<string, unknown> | null;
  effective: Settings;
}

/** The distance of the player's record, as the API answers it. */
async function distance(): Promise<number> {
  const { selection } = await s.must<{
    selection: { record: { globalMetrics: { distance: number } } | null };
  }>(
    `{ selection(eventId: "${eventId}", playerId: "${playerId}") { record { globalMetrics { distance } } } }`,
    {},
    m,
  );
  return selection.record!.globalMetrics.distance;
}

/** What `npm run metrics` computes for the file, with a team's overrides. */
async function engineDistance(overrides: TeamTrackingOverrides | null): Promise<number> {
  const { devices, summary } = await readAll([new TextEncoder().encode(file)], { fileName: 'f.csv' });
  const state = init(profileConfig(summary.format, false, undefined, overrides));
  for (const batch of devices[0]!.batches) push(state, batch);
  return finish(state).global.distance;
}

beforeAll(async () => {
  s = await openStack('tracking');
  a = await setUpClub(http, s.url, s.mailer, 'Tracking club');
  m = bearer(a.token);
  const must = <T>(query: string, variables: Record<string, unknown> = {}) => s.must<T>(query, variables, m);
  ({ playerId } = await addPlayerWearing(
    must,
    a.teamId,
    { firstName: 'Noa', lastName: 'Noise' },
    { serial: udid, udid },
  ));
  const { createEvent } = await must<{ createEvent: { id: string } }>(
    `mutation ($t: ID!, $s: DateTime, $e: DateTime, $p: [ID!]) {
       createEvent(teamId: $t, name: "Noisy match", type: MATCH, startDate: $s, endDate: $e, playerIds: $p) { id } }`,
    {
      t: a.teamId,
      s: new Date(START).toISOString(),
      e: new Date(START + 60 * 60_000).toISOString(),
      p: [playerId],
    },
  );
  eventId = createEvent.id;
  // A member who coaches the team, and one who does not.
  for (const [i, assigned] of [true, false].entries()) {
    const user = await signUp(http, s.url, s.mailer);
    const { newStaff } = await must<{ newStaff: { id: string } }>(
      'mutation ($e: String!) { newStaff(email: $e) { id } }',
      { e: user.email },
    );
    if (assigned)
      await must(`mutation { assignCoach(staffId: "${newStaff.id}", teamIds: ["${a.teamId}"]) { id } }`);
    if (i === 0) coach = bearer(user.token);
    else member = bearer(user.token);
  }
  const job = await postFile<{ uploadEventFile: { id: string } }>(
    s.url,
    'mutation ($file: File!, $e: ID!) { uploadEventFile(file: $file, eventId: $e) { id } }',
    { e: eventId },
    { name: 'noisy.csv', bytes: new TextEncoder().encode(file) },
    m,
  );
  expect(job.errors).toBeUndefined();
  // The job runs in the background: wait until its records are computed.
  await until(
    async () => {
      const { job: state } = await must<{ job: { state: string } }>(
        `{ job(jobId: "${job.data!.uploadEventFile.id}") { state } }`,
      );
      if (['FAILED', 'DUPLICATE'].includes(state.state)) throw new Error(`the upload is ${state.state}`);
      return state.state === 'COMPUTED';
    },
    { timeoutMs: 30_000, everyMs: 50 },
  );
});
afterAll(async () => {
  await s?.close();
});

describe("a team's tracking profiles", () => {
  it('lists every profile with its defaults, and no values of the team yet', async () => {
    const { teamTrackingProfiles } = await s.must<{ teamTrackingProfiles: Profile[] }>(
      LIST,
      { t: a.teamId },
      m,
    );
    expect(teamTrackingProfiles.map((p) => [p.profile, p.rateHz])).toEqual([
      ['GNSS_10HZ', 10],
      ['INDOOR_20HZ', 20],
      ['WATCH_1HZ', 1],
    ]);
    const gnss = teamTrackingProfiles[0]!;
    expect(gnss.defaults).toEqual({
      lowPassCutoffHz: 1,
      filterReachSeconds: 0.8,
      spikeSpeed: 12.5,
      maxGapSeconds: 1,
    });
    expect([gnss.overrides, gnss.updatedAt]).toEqual([null, null]);
    expect(gnss.effective).toEqual(gnss.defaults);
    expect(teamTrackingProfiles[2]!.defaults).toMatchObject({ lowPassCutoffHz: null, maxGapSeconds: 10 });
  });

  it('recomputes the records with the low-pass off, and with the defaults again after a reset', async () => {
    const before = await distance();
    expect(before).toBe(await engineDistance(null));

    const set = await s.must<{ setTeamTrackingProfile: Profile }>(
      SET,
      { t: a.teamId, p: 'GNSS_10HZ', i: { lowPassOff: true } },
      m,
    );
    expect(set.setTeamTrackingProfile.overrides).toEqual({ ...NO_TRACKING_OVERRIDES, lowPassOff: true });
    expect(set.setTeamTrackingProfile.effective).toEqual({
      lowPassCutoffHz: null,
      filterReachSeconds: 0.8,
      spikeSpeed: 12.5,
      maxGapSeconds: 1,
    });
    expect(set.setTeamTrackingProfile.updatedAt).not.toBeNull();
    await s.pipeline.projected('records');
    const off = await distance();
    expect(off).toBe(await engineDistance({ GNSS_10HZ: { ...NO_TRACKING_OVERRIDES, lowPassOff: true } }));
    // ±0.5 m of noise at 10 Hz: unfiltered, it adds far more than the 10 % the filter is said to remove.
    expect(off).toBeGreaterThan(before * 1.2);

    const reset = await s.must<{ resetTeamTrackingProfile: Profile }>(
      RESET,
      { t: a.teamId, p: 'GNSS_10HZ' },
      m,
    );
    expect([reset.resetTeamTrackingProfile.overrides, reset.resetTeamTrackingProfile.updatedAt]).toEqual([
      null,
      null,
    ]);
    await s.pipeline.projected('records');
    expect(await distance()).toBe(before);
  });

  it("lets the team's coach change them; a member who does not coach the team may not read them", async () => {
    const byCoach = await s.gql<{ setTeamTrackingProfile: Profile }>(
      SET,
      { t: a.teamId, p: 'WATCH_1HZ', i: { maxGapSeconds: 20 } },
      coach,
    );
    expect(byCoach.data?.setTeamTrackingProfile.effective.maxGapSeconds).toBe(20);
    const head = await s.head();
    expect(codeOf(await s.gql(SET, { t: a.teamId, p: 'WATCH_1HZ', i: { maxGapSeconds: 5 } }, member))).toBe(
      'COACH_ONLY',
    );
    expect(codeOf(await s.gql(RESET, { t: a.teamId, p: 'WATCH_1HZ' }, member))).toBe('COACH_ONLY');
    expect(codeOf(await s.gql(LIST, { t: a.teamId }, member))).toBe('COACH_ONLY');
    expect(await s.head()).toBe(head);
  });

  it('refuses values out of bounds, contradictions and unknown profiles with their codes, appending nothing', async () => {
    const head = await s.head();
    const cases: [string, Record<string, unknown>, string][] = [
      ['GNSS_10HZ', { lowPassCutoffHz: 0.1 }, 'TRACKING_VALUE_OUT_OF_RANGE'],
      ['GNSS_10HZ', { filterReachSeconds: 1 }, 'TRACKING_VALUE_OUT_OF_RANGE'],
      ['GNSS_10HZ', { spikeSpeed: 45 }, 'TRACKING_VALUE_OUT_OF_RANGE'],
      ['GNSS_10HZ', { maxGapSeconds: -1 }, 'TRACKING_VALUE_OUT_OF_RANGE'],
      ['GNSS_10HZ', { lowPassOff: true, lowPassCutoffHz: 1 }, 'TRACKING_SETTINGS_CONFLICT'],
      ['WATCH_1HZ', { lowPassCutoffHz: 0.5 }, 'TRACKING_SETTINGS_CONFLICT'],
      ['GPS_5HZ', { spikeSpeed: 10 }, 'INVALID_TRACKING_PROFILE'],
    ];
    for (const [profile, input, code] of cases) {
      const answer = await s.gql(SET, { t: a.teamId, p: profile, i: input }, m);
      expect(codeOf(answer), JSON.stringify(input)).toBe(code);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await s.gql(RESET, { t: a.teamId, p: 'GPS_5HZ' }, m))).toBe('INVALID_TRACKING_PROFILE');
    expect(await s.head()).toBe(head);
  });
});
