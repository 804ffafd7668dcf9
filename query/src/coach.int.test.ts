/**
 * The coach dashboard (`coachDashboard`): a coach of two of the club's three teams reads those two
 * teams, their events of the coming week and the started ones, and their latest uploads; the
 * manager reads every team; bad ranges are refused; another club's manager reads nothing of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { until } from '@stride/streams/testing/until';
import { bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http, postFile } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let club: ClubSetUp;
let coach: Record<string, string>;
const teams = { first: '', reserves: '', youth: '' };
const events = { live: '', tomorrow: '', later: '', youth: '', past: '' };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.now();

const DASHBOARD = `query ($c: ID!, $from: DateTime!, $to: DateTime!, $jobs: Int) {
  coachDashboard(clubId: $c, from: $from, to: $to, jobs: $jobs) {
    teams { id name } events { id status } jobs { id teamId fileName }
  }
}`;

interface Dashboard {
  coachDashboard: {
    teams: { id: string; name: string }[];
    events: { id: string; status: string }[];
    jobs: { id: string; teamId: string; fileName: string }[];
  };
}

const week = (jobs?: number) => ({
  c: club.clubId,
  from: new Date(NOW - HOUR).toISOString(),
  to: new Date(NOW + 7 * DAY).toISOString(),
  ...(jobs === undefined ? {} : { jobs }),
});

beforeAll(async () => {
  s = await openStack('coach');
  club = await setUpClub(http, s.url, s.mailer, 'Coached FC');
  const m = bearer(club.token);
  // Three teams need a plan above the trial: an admin gives the club one.
  const admin = await signUp(http, s.url, s.mailer);
  const commandId = crypto.randomUUID();
  await accountCommands(s.h.store, postgresCredentialStore(s.h.pool)).setAdmin(admin.email, true, {
    commandId,
    actorId: 'cli',
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date(),
  });
  await s.pipeline.projected('catalog');
  await s.must(
    `mutation { updateClubSubscription(clubId: "${club.clubId}", subscription: { plan: PRO, active: true }) { id } }`,
    {},
    bearer(admin.token),
  );
  teams.first = club.teamId;
  const create = async (name: string) =>
    (
      await s.must<{ createTeam: { id: string } }>(
        `mutation { createTeam(clubId: "${club.clubId}", name: "${name}") { id } }`,
        {},
        m,
      )
    ).createTeam.id;
  teams.reserves = await create('Reserves');
  teams.youth = await create('U19');

  const user = await signUp(http, s.url, s.mailer);
  const { newStaff } = await s.must<{ newStaff: { id: string } }>(
    'mutation ($e: String!) { newStaff(email: $e) { id } }',
    { e: user.email },
    m,
  );
  await s.must(
    `mutation { assignCoach(staffId: "${newStaff.id}", teamIds: ["${teams.first}", "${teams.reserves}"]) { id } }`,
    {},
    m,
  );
  coach = bearer(user.token);

  const event = async (teamId: string, name: string, start: number | null) =>
    (
      await s.must<{ createEvent: { id: string } }>(
        'mutation ($t: ID!, $n: String!, $s: DateTime, $e: DateTime) { createEvent(teamId: $t, name: $n, type: TRAINING, startDate: $s, endDate: $e) { id } }',
        {
          t: teamId,
          n: name,
          s: start === null ? null : new Date(start).toISOString(),
          e: start === null ? null : new Date(start + HOUR).toISOString(),
        },
        m,
      )
    ).createEvent.id;
  events.tomorrow = await event(teams.reserves, 'Tomorrow', NOW + DAY);
  events.later = await event(teams.first, 'In ten days', NOW + 10 * DAY);
  events.youth = await event(teams.youth, 'Youth tomorrow', NOW + DAY);
  events.past = await event(teams.first, 'Last week', NOW - 7 * DAY);
  // Planned for last week and started now: live, so shown whenever it was planned.
  events.live = await event(teams.first, 'Live', NOW - 7 * DAY);
  await s.must(`mutation { startEvent(eventId: "${events.live}") { id } }`, {}, m);

  for (const [eventId, name] of [
    [events.tomorrow, 'reserves.csv'],
    [events.youth, 'youth.csv'],
  ] as const) {
    const job = await postFile(
      s.url,
      `mutation ($file: File!) { uploadEventFile(eventId: "${eventId}", file: $file) { id } }`,
      {},
      { name, bytes: new TextEncoder().encode('device,time,hr\nnone,1700000000000,150\n') },
      m,
    );
    if (job.errors !== undefined) throw new Error(JSON.stringify(job.errors));
  }
  await s.pipeline.projected('events');
});
afterAll(async () => {
  await s?.close();
});

describe('coachDashboard', () => {
  it("gives a coach their two teams, their week's and live events, and their uploads", async () => {
    let dashboard: Dashboard['coachDashboard'] | undefined;
    await until(async () => {
      dashboard = (await s.must<Dashboard>(DASHBOARD, week(), coach)).coachDashboard;
      return dashboard.jobs.length > 0;
    });
    expect(dashboard?.teams).toEqual([
      { id: teams.first, name: 'First team' },
      { id: teams.reserves, name: 'Reserves' },
    ]);
    // By start: the live one started now, after its planned start, but before tomorrow.
    expect(dashboard?.events).toEqual([
      { id: events.live, status: 'STARTED' },
      { id: events.tomorrow, status: 'NOT_STARTED' },
    ]);
    expect(dashboard?.jobs).toEqual([
      expect.objectContaining({ teamId: teams.reserves, fileName: 'reserves.csv' }),
    ]);
  });

  it('gives the manager every team of the club', async () => {
    await until(
      async () =>
        (await s.must<Dashboard>(DASHBOARD, week(), bearer(club.token))).coachDashboard.jobs.length === 2,
    );
    const { coachDashboard } = await s.must<Dashboard>(DASHBOARD, week(1), bearer(club.token));
    expect(coachDashboard.teams.map((t) => t.name)).toEqual(['First team', 'Reserves', 'U19']);
    expect(coachDashboard.events.map((e) => e.id).sort()).toEqual(
      [events.live, events.tomorrow, events.youth].sort(),
    );
    expect(coachDashboard.jobs).toHaveLength(1);
  });

  it('refuses a range that is empty, reversed or longer than a month, and a bad number of jobs', async () => {
    const ask = (variables: Record<string, unknown>) => s.gql(DASHBOARD, { ...week(), ...variables }, coach);
    const at = (ms: number) => new Date(ms).toISOString();
    expect(codeOf(await ask({ from: at(NOW), to: at(NOW) }))).toBe('INVALID_DATE_RANGE');
    expect(codeOf(await ask({ from: at(NOW), to: at(NOW - DAY) }))).toBe('INVALID_DATE_RANGE');
    expect(codeOf(await ask({ from: at(NOW), to: at(NOW + 32 * DAY) }))).toBe('INVALID_DATE_RANGE');
    expect(codeOf(await ask({ jobs: 0 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask({ jobs: 51 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask({ c: 'not-a-club' }))).not.toBeNull();
  });

  it("shows another club's manager nothing of this club", async () => {
    const other = await setUpClub(http, s.url, s.mailer, 'Other FC');
    const o = bearer(other.token);
    expect(codeOf(await s.gql(DASHBOARD, week(), o))).toBe('FORBIDDEN');
    const own = await s.must<Dashboard>(DASHBOARD, { ...week(), c: other.clubId }, o);
    expect(own.coachDashboard).toEqual({
      teams: [{ id: other.teamId, name: 'First team' }],
      events: [],
      jobs: [],
    });
  });
});
