/**
 * A team's live alert thresholds through the API, on the real pipeline: the defaults until set,
 * the manager's and the team's coach's changes (one event each, with who made it), the same
 * values again append nothing; a member who does not coach the team may neither read nor change
 * them, nor may the manager of another club; values out of range get `LIVE_ALERT_INVALID` and
 * append nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { codeOf, extensionOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let other: ClubSetUp;
let m: Record<string, string>;
let coach: Record<string, string>;
let coachUserId = '';
let member: Record<string, string>;

const FIELDS = 'teamId hsrTarget sprintTarget distanceTarget heartRatePercent heartRateSeconds';
const GET = `query ($t: ID!) { teamLiveAlerts(teamId: $t) { ${FIELDS} } }`;
const SET = `mutation ($t: ID!, $a: TeamLiveAlertsInput!) { setTeamLiveAlerts(teamId: $t, alerts: $a) { ${FIELDS} } }`;

interface Alerts {
  teamId: string;
  hsrTarget: number | null;
  sprintTarget: number | null;
  distanceTarget: number | null;
  heartRatePercent: number | null;
  heartRateSeconds: number | null;
}

/** The stored `TeamLiveAlertsSet` events, oldest first. */
async function storedEvents(): Promise<
  { data: { teamId: string; alerts: unknown }; metadata: { actorId: string } }[]
> {
  const { rows } = await s.h.pool.query<{ data: Buffer | string | object; metadata: { actorId: string } }>(
    `SELECT data, metadata FROM es.events WHERE type = 'TeamLiveAlertsSet' ORDER BY global_position`,
  );
  return rows.map((row) => ({
    data: (typeof row.data === 'object' && !Buffer.isBuffer(row.data)
      ? row.data
      : JSON.parse(row.data.toString())) as { teamId: string; alerts: unknown },
    metadata: row.metadata,
  }));
}

beforeAll(async () => {
  s = await openStack('alerts');
  a = await setUpClub(http, s.url, s.mailer, 'Alerts club');
  other = await setUpClub(http, s.url, s.mailer, 'Other club');
  m = bearer(a.token);
  // A member who coaches the team, and one who does not.
  for (const assigned of [true, false]) {
    const user = await signUp(http, s.url, s.mailer);
    const { newStaff } = await s.must<{ newStaff: { id: string } }>(
      'mutation ($e: String!) { newStaff(email: $e) { id } }',
      { e: user.email },
      m,
    );
    if (assigned) {
      await s.must(
        `mutation { assignCoach(staffId: "${newStaff.id}", teamIds: ["${a.teamId}"]) { id } }`,
        {},
        m,
      );
      coach = bearer(user.token);
      coachUserId = user.userId;
    } else member = bearer(user.token);
  }
});
afterAll(async () => {
  await s?.close();
});

describe("a team's live alerts", () => {
  it('are the defaults until set: the heart-rate alert at 90 % for 120 s, no targets', async () => {
    const { teamLiveAlerts } = await s.must<{ teamLiveAlerts: Alerts }>(GET, { t: a.teamId }, m);
    expect(teamLiveAlerts).toEqual({
      teamId: a.teamId,
      hsrTarget: null,
      sprintTarget: null,
      distanceTarget: null,
      heartRatePercent: 90,
      heartRateSeconds: 120,
    });
  });

  it("are set whole by the manager, one event with the manager's id; the same values again append nothing", async () => {
    const values = {
      hsrTarget: 850.5,
      sprintTarget: 14,
      distanceTarget: 9500,
      heartRatePercent: 92,
      heartRateSeconds: 90,
    };
    const { setTeamLiveAlerts } = await s.must<{ setTeamLiveAlerts: Alerts }>(
      SET,
      { t: a.teamId, a: values },
      m,
    );
    expect(setTeamLiveAlerts).toEqual({ teamId: a.teamId, ...values });
    expect((await s.must<{ teamLiveAlerts: Alerts }>(GET, { t: a.teamId }, coach)).teamLiveAlerts).toEqual(
      setTeamLiveAlerts,
    );
    const events = await storedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({ clubId: a.clubId, teamId: a.teamId, alerts: values });
    expect(events[0]!.metadata.actorId).toBe(a.userId);

    const head = await s.head();
    const again = await s.must<{ setTeamLiveAlerts: Alerts }>(SET, { t: a.teamId, a: values }, m);
    expect(again.setTeamLiveAlerts).toEqual(setTeamLiveAlerts);
    expect(await s.head()).toBe(head);
  });

  it("lets the team's coach turn alerts off: a field left out or null is off", async () => {
    const { setTeamLiveAlerts } = await s.must<{ setTeamLiveAlerts: Alerts }>(
      SET,
      { t: a.teamId, a: { distanceTarget: 10000, heartRatePercent: null } },
      coach,
    );
    expect(setTeamLiveAlerts).toEqual({
      teamId: a.teamId,
      hsrTarget: null,
      sprintTarget: null,
      distanceTarget: 10000,
      heartRatePercent: null,
      heartRateSeconds: null,
    });
    expect((await storedEvents()).at(-1)!.metadata.actorId).toBe(coachUserId);
  });

  it('refuses a member who does not coach the team, even to read them, appending nothing', async () => {
    const head = await s.head();
    expect(codeOf(await s.gql(GET, { t: a.teamId }, member))).toBe('COACH_ONLY');
    expect(codeOf(await s.gql(SET, { t: a.teamId, a: { hsrTarget: 1 } }, member))).toBe('COACH_ONLY');
    expect(await s.head()).toBe(head);
  });

  it('refuses the manager of another club, for reading and changing, appending nothing', async () => {
    const head = await s.head();
    const o = bearer(other.token);
    for (const answer of [
      await s.gql(GET, { t: a.teamId }, o),
      await s.gql(SET, { t: a.teamId, a: { hsrTarget: 1 } }, o),
    ]) {
      expect(answer.data).toBeNull();
      expect(codeOf(answer)).toBe('FORBIDDEN');
      expect(extensionOf(answer)).toBe('FORBIDDEN');
    }
    // Their own team is theirs: the defaults, untouched by club A's changes.
    const own = await s.must<{ teamLiveAlerts: Alerts }>(GET, { t: other.teamId }, o);
    expect(own.teamLiveAlerts).toMatchObject({
      teamId: other.teamId,
      distanceTarget: null,
      heartRatePercent: 90,
    });
    expect(await s.head()).toBe(head);
  });

  it('says LIVE_ALERT_INVALID for a value out of range or half a heart-rate alert, appending nothing', async () => {
    const head = await s.head();
    const cases: Record<string, unknown>[] = [
      { hsrTarget: -1 },
      { hsrTarget: 20001 },
      { sprintTarget: 501 },
      { distanceTarget: 30000.5 },
      { heartRatePercent: 49, heartRateSeconds: 60 },
      { heartRatePercent: 101, heartRateSeconds: 60 },
      { heartRatePercent: 90, heartRateSeconds: 9 },
      { heartRatePercent: 90, heartRateSeconds: 1801 },
      { heartRatePercent: 90 },
    ];
    for (const input of cases) {
      const answer = await s.gql(SET, { t: a.teamId, a: input }, m);
      expect(codeOf(answer), JSON.stringify(input)).toBe('LIVE_ALERT_INVALID');
      expect(extensionOf(answer)).toBe('BAD_USER_INPUT');
    }
    expect(await s.head()).toBe(head);
    expect(
      (await s.must<{ teamLiveAlerts: Alerts }>(GET, { t: a.teamId }, m)).teamLiveAlerts.distanceTarget,
    ).toBe(10000);
  });
});
