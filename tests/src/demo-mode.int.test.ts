/**
 * Demo mode's security (issue 19): a signed-in user sending `demo: true` reads the demo club that
 * `npm run demo` generates (its records, session RPE and availability), as its manager, and nothing else: not their own club, not another's;
 * and writes nothing (DEMO_READ_ONLY, the store's head unchanged), but for their own session's
 * `refreshToken`. Before the demo club exists, the same user has no club at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB_ID, DEMO_CLUB_NAME, DEMO_STAFF_ID } from '@stride/contracts/demo';
import { demoCommands } from '@stride/deploy/demo/commands';
import { demoExists, generateDemo } from '@stride/deploy/demo/generate';
import { bearer, setUpClub, type ClubSetUp } from '@stride/query/testing/accounts';
import { http, postFile } from '@stride/query/testing/client';
import { codeOf, openStack, type Stack } from '@stride/query/testing/stack';
import { until } from '@stride/streams/testing/until';

let s: Stack;
let a: ClubSetUp;
let b: ClubSetUp;
let aEventId: string;

const demo = (club: ClubSetUp) => ({ ...bearer(club.token), demo: 'true' });

beforeAll(async () => {
  s = await openStack('demo-mode');
  a = await setUpClub(http, s.url, s.mailer, 'Club A');
  b = await setUpClub(http, s.url, s.mailer, 'Club B');
  const { createEvent } = await s.must<{ createEvent: { id: string } }>(
    `mutation { createEvent(teamId: "${a.teamId}", name: "A match", type: MATCH) { id } }`,
    {},
    bearer(a.token),
  );
  aEventId = createEvent.id;
}, 60_000);
afterAll(async () => {
  await s?.close();
});

/** Club A's data, asked in demo mode: always refused. */
async function expectNothingOfA(headers: Record<string, string>): Promise<void> {
  for (const query of [
    `{ clubTeams(clubId: "${a.clubId}") { id } }`,
    `{ clubStaff(clubId: "${a.clubId}") { id } }`,
    `{ team(teamId: "${a.teamId}") { id } }`,
    `{ teamEvents(teamId: "${a.teamId}") { total } }`,
    `{ event(eventId: "${aEventId}") { id } }`,
    '{ clubs { id } }',
  ]) {
    const answer = await s.gql(query, {}, headers);
    const data = JSON.stringify(answer.data ?? null);
    for (const id of [a.clubId, a.teamId, aEventId]) expect(data, query).not.toContain(id);
    expect(['FORBIDDEN', 'ADMIN_ONLY', 'EVENT_NOT_FOUND'], query).toContain(codeOf(answer));
  }
}

describe('demo mode', () => {
  it('without a demo club, leaves the user no club, and refuses writes', async () => {
    const staff = await s.must<{ staff: unknown }>('{ staff { id } }', {}, demo(a));
    expect(staff.staff).toBeNull();
    await expectNothingOfA(demo(a));
    const head = await s.head();
    const write = await s.gql(
      `mutation { createPlayer(teamId: "${a.teamId}", player: { firstName: "X", lastName: "Y" }) { id } }`,
      {},
      demo(a),
    );
    expect(codeOf(write)).toBe('DEMO_READ_ONLY');
    expect(await s.head()).toBe(head);
  });

  it('shows the generated demo club to any user, read-only, and none of their own', async () => {
    const now = new Date();
    const commands = demoCommands(s.h.store, s.h.pool);
    const summary = await generateDemo(commands, { now, weeks: 1, maxEvents: 1 });
    expect(summary.uploaded).toBe(1);
    expect(await demoExists(s.h.store, now, 1)).toBe(true);
    // A second run finds everything done and appends nothing.
    const head = await s.head();
    expect((await generateDemo(commands, { now, weeks: 1, maxEvents: 1 })).uploaded).toBe(0);
    expect(await s.head()).toBe(head);

    let teamId = '';
    await until(
      async () => {
        const answer = await s.gql<{
          staff: { id: string; isManager: boolean; club: { id: string; name: string } };
        }>('{ staff { id isManager club { id name } } }', {}, demo(b));
        if (answer.data?.staff?.club.id !== DEMO_CLUB_ID) return false;
        expect(answer.data.staff).toEqual({
          id: DEMO_STAFF_ID,
          isManager: true,
          club: { id: DEMO_CLUB_ID, name: DEMO_CLUB_NAME },
        });
        const teams = await s.must<{ clubTeams: { id: string }[] }>(
          `{ clubTeams(clubId: "${DEMO_CLUB_ID}") { id } }`,
          {},
          demo(b),
        );
        teamId = teams.clubTeams[0]?.id ?? '';
        return teamId !== '';
      },
      { timeoutMs: 30_000, everyMs: 100 },
    );
    // The demo event's records, computed by the records projection from the uploaded samples.
    const { teamEvents } = await s.must<{ teamEvents: { items: { id: string; selectedCount: number }[] } }>(
      `{ teamEvents(teamId: "${teamId}") { items { id selectedCount } } }`,
      {},
      demo(b),
    );
    expect(teamEvents.items).toHaveLength(1);
    const event = teamEvents.items[0]!;
    expect(event.selectedCount).toBeGreaterThanOrEqual(14);
    await until(
      async () => {
        const { eventSelections } = await s.must<{
          eventSelections: {
            record: { metrics: { distance: number } } | null;
            rpe: { rating: number } | null;
          }[];
        }>(
          `{ eventSelections(eventId: "${event.id}") { record { metrics { distance } } rpe { rating } } }`,
          {},
          demo(b),
        );
        return eventSelections.every(
          (sel) =>
            sel.record !== null &&
            sel.record.metrics.distance > 1000 &&
            sel.rpe !== null &&
            sel.rpe.rating >= 3,
        );
      },
      { timeoutMs: 60_000, everyMs: 250 },
    );
    // The ankle sprain of nine days ago is still in rehab: the team's availability today says so.
    await until(
      async () => {
        const { teamAvailability } = await s.must<{
          teamAvailability: { status: string; note: string | null }[];
        }>(`{ teamAvailability(teamId: "${teamId}") { status note } }`, {}, demo(b));
        return teamAvailability.some(
          (a) => a.status === 'INJURED' && a.note === 'Ankle sprain, rehab with the physio',
        );
      },
      { timeoutMs: 30_000, everyMs: 100 },
    );
    await expectNothingOfA(demo(b));
    await expectNothingOfA(demo(a));
    // Without the header (or with another value), the user is back in their own club.
    for (const headers of [bearer(a.token), { ...bearer(a.token), demo: 'false' }]) {
      const own = await s.must<{ staff: { club: { id: string } } }>('{ staff { club { id } } }', {}, headers);
      expect(own.staff.club.id).toBe(a.clubId);
    }
  }, 120_000);

  it('refuses every write to the demo club, a file upload too, and keeps the session alive', async () => {
    const { clubTeams } = await s.must<{ clubTeams: { id: string }[] }>(
      `{ clubTeams(clubId: "${DEMO_CLUB_ID}") { id } }`,
      {},
      demo(a),
    );
    const teamId = clubTeams[0]!.id;
    const { teamEvents } = await s.must<{ teamEvents: { items: { id: string }[] } }>(
      `{ teamEvents(teamId: "${teamId}") { items { id } } }`,
      {},
      demo(a),
    );
    const eventId = teamEvents.items[0]!.id;
    const head = await s.head();
    for (const mutation of [
      `mutation { createPlayer(teamId: "${teamId}", player: { firstName: "X", lastName: "Y" }) { id } }`,
      `mutation { createEvent(teamId: "${teamId}", name: "Mine now", type: TRAINING) { id } }`,
      `mutation { deleteEvent(eventId: "${eventId}") }`,
      `mutation { updateClub(clubId: "${DEMO_CLUB_ID}", name: "Taken", sport: "football", timeZone: "UTC") { id } }`,
      `mutation { newStaff(email: "${a.email}", isManager: true) { id } }`,
      'mutation { addDevice(serial: "DEMO-X", udid: "x") { id } }',
      `mutation { createClub(name: "Another") { id } }`,
    ]) {
      expect(codeOf(await s.gql(mutation, {}, demo(a))), mutation).toBe('DEMO_READ_ONLY');
    }
    const upload = await postFile(
      s.url,
      `mutation ($file: File!) { uploadEventFile(eventId: "${eventId}", file: $file) { id } }`,
      {},
      { name: 'x.csv', bytes: new TextEncoder().encode('device,time,hr\nSDF-1001,1700000000000,150\n') },
      demo(a),
    );
    expect(upload.errors?.[0]?.message).toBe('DEMO_READ_ONLY');
    expect(await s.head()).toBe(head);
    const refreshed = await s.must<{ refreshToken: { token: string } }>(
      'mutation { refreshToken { token } }',
      {},
      demo(a),
    );
    expect(refreshed.refreshToken.token).toMatch(/\./);
  });
});
