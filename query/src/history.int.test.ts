/**
 * Entity history and state at an instant through the API, on the real pipeline (issue 20, items 3
 * and 4): changes made by real commands read back from the store, newest first and paged, with
 * the actor's e-mail and the impersonating admin; "as of" an instant between two changes answers
 * the earlier state; an event stored at schema version 1 reads through its upcaster; another club
 * is refused for every kind of entity; a team's coach reads the team's side, not the club's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCredentialStore } from '@stride/command/account/credentials';
import { accountCommands } from '@stride/command/account/handlers';
import { eventStreamName } from '@stride/contracts/events/event';
import { bearer, setUpClub, signUp, type ClubSetUp } from './testing/accounts.ts';
import { http } from './testing/client.ts';
import { codeOf, openStack, type Stack } from './testing/stack.ts';

let s: Stack;
let a: ClubSetUp;
let b: ClubSetUp;
const MINUTE = 60_000;

interface Entry {
  id: string;
  occurredAt: string;
  actor: { id: string; email: string | null } | null;
  impersonator: { id: string; email: string | null } | null;
  commandType: string | null;
  eventType: string;
  schemaVersion: number;
  upcast: boolean;
  changes: { path: string; before: string | null; after: string | null }[];
}
interface Page {
  entries: Entry[];
  total: number;
  hasMore: boolean;
}
interface AsOf {
  exists: boolean;
  fields: { path: string; value: string }[];
  state: string | null;
  lastChange: { eventType: string } | null;
}

const ENTRY = `id occurredAt actor { id email } impersonator { id email } commandType eventType schemaVersion upcast
  changes { path before after }`;
const HISTORY = `query ($type: HistoryEntityType!, $id: ID!, $first: Int, $after: ID) {
  entityHistory(entityType: $type, entityId: $id, first: $first, after: $after) { entries { ${ENTRY} } total hasMore } }`;
const AS_OF = `query ($type: HistoryEntityType!, $id: ID!, $at: DateTime!) {
  entityAsOf(entityType: $type, entityId: $id, at: $at) { exists fields { path value } state lastChange { eventType } } }`;

const history = (
  type: string,
  id: string,
  headers: Record<string, string>,
  page: { first?: number; after?: string } = {},
) => s.gql<{ entityHistory: Page }>(HISTORY, { type, id, ...page }, headers);
const asOf = (type: string, id: string, at: Date, headers: Record<string, string>) =>
  s.gql<{ entityAsOf: AsOf }>(AS_OF, { type, id, at: at.toISOString() }, headers);

let eventId = '';
let playerId = '';
let deviceId = '';

beforeAll(async () => {
  s = await openStack('history', { frozenClock: true });
  a = await setUpClub(http, s.url, s.mailer, 'History A');
  b = await setUpClub(http, s.url, s.mailer, 'History B');
  const m = bearer(a.token);
  s.advance(MINUTE);
  await s.must(`mutation { updateTeam(teamId: "${a.teamId}", name: "Rovers XI") { id } }`, {}, m);
  s.advance(MINUTE);
  await s.must(`mutation { updateTeam(teamId: "${a.teamId}", name: "Rovers Firsts") { id } }`, {}, m);
  s.advance(MINUTE);
  eventId = (
    await s.must<{ createEvent: { id: string } }>(
      `mutation { createEvent(teamId: "${a.teamId}", name: "Derby", type: MATCH) { id } }`,
      {},
      m,
    )
  ).createEvent.id;
  s.advance(MINUTE);
  await s.must(
    `mutation { updateEvent(eventId: "${eventId}", name: "Derby day", type: MATCH) { id } }`,
    {},
    m,
  );
  playerId = (
    await s.must<{ createPlayer: { id: string } }>(
      `mutation { createPlayer(teamId: "${a.teamId}", player: { firstName: "Ann", lastName: "Lee" }) { id } }`,
      {},
      m,
    )
  ).createPlayer.id;
  deviceId = (
    await s.must<{ addDevice: { id: string } }>(
      'mutation { addDevice(serial: "HIST-1", udid: "h-1") { id } }',
      {},
      m,
    )
  ).addDevice.id;
});
afterAll(async () => {
  await s?.close();
});

describe('entityHistory', () => {
  it("lists a team's changes newest first, field by field, with who and which command", async () => {
    const page = (await history('TEAM', a.teamId, bearer(a.token))).data?.entityHistory;
    expect(page?.total).toBe(3);
    expect(page?.entries.map((e) => e.eventType)).toEqual(['TeamUpdated', 'TeamUpdated', 'TeamCreated']);
    expect(page?.entries[0]).toMatchObject({
      actor: { id: a.userId, email: a.email },
      impersonator: null,
      commandType: 'UpdateTeam',
      changes: [{ path: 'name', before: '"Rovers XI"', after: '"Rovers Firsts"' }],
    });
    expect(page?.entries[2]?.changes).toContainEqual({ path: 'name', before: null, after: '"First team"' });
    // Each later change one minute after the one before (the API's clock, advanced by the test).
    const [newest, middle] = page!.entries;
    expect(Date.parse(newest!.occurredAt) - Date.parse(middle!.occurredAt)).toBe(MINUTE);
  });

  it('pages with first and after, and refuses a cursor that is not an entry', async () => {
    const m = bearer(a.token);
    const first = (await history('TEAM', a.teamId, m, { first: 2 })).data?.entityHistory;
    expect(first?.entries).toHaveLength(2);
    expect(first?.hasMore).toBe(true);
    const next = (await history('TEAM', a.teamId, m, { first: 2, after: first!.entries[1]!.id })).data
      ?.entityHistory;
    expect(next?.entries.map((e) => e.eventType)).toEqual(['TeamCreated']);
    expect(next?.hasMore).toBe(false);
    expect(codeOf(await history('TEAM', a.teamId, m, { after: '1:2' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await history('TEAM', a.teamId, m, { first: 0 }))).toBe('BAD_USER_INPUT');
  });

  it("lists an event's and the club's changes", async () => {
    const m = bearer(a.token);
    const event = (await history('EVENT', eventId, m)).data?.entityHistory;
    expect(event?.entries[0]).toMatchObject({
      eventType: 'EventUpdated',
      changes: [{ path: 'name', before: '"Derby"', after: '"Derby day"' }],
    });
    const player = (await history('PLAYER', playerId, m)).data?.entityHistory;
    expect(player?.entries.map((e) => e.eventType)).toEqual(['PlayerCreated']);
    expect(player?.entries[0]?.changes).toContainEqual({ path: 'firstName', before: null, after: '"Ann"' });
    const device = (await history('DEVICE', deviceId, m)).data?.entityHistory;
    expect(device?.entries[0]?.changes).toContainEqual({ path: 'serial', before: null, after: '"HIST-1"' });
    const club = (await history('CLUB', a.clubId, m)).data?.entityHistory;
    expect(club?.entries.map((e) => e.eventType)).toEqual([
      'TeamUpdated',
      'TeamUpdated',
      'TeamCreated',
      'StaffAdded',
      'ClubCreated',
    ]);
    expect(club?.entries[0]?.changes).toEqual([
      { path: `teams.${a.teamId}`, before: '"Rovers XI"', after: '"Rovers Firsts"' },
    ]);
    expect(club?.entries[3]?.changes).toContainEqual({
      path: `staff.${a.staffId}.email`,
      before: null,
      after: JSON.stringify(a.email),
    });
  });

  it('names the admin who acted as a manager', async () => {
    const admin = await signUp(http, s.url, s.mailer);
    const commandId = randomUUID();
    await accountCommands(s.h.store, postgresCredentialStore(s.h.pool)).setAdmin(admin.email, true, {
      commandId,
      actorId: 'cli',
      correlationId: commandId,
      causationId: commandId,
      occurredAt: new Date(),
    });
    await s.pipeline.projected('catalog');
    const session = await s.must<{ impersonate: { token: string } }>(
      `mutation { impersonate(userId: "${a.userId}") { token } }`,
      {},
      bearer(admin.token),
    );
    const both = { ...bearer(admin.token), impersonate: `Bearer ${session.impersonate.token}` };
    s.advance(MINUTE);
    await s.must(`mutation { updateTeam(teamId: "${a.teamId}", name: "Rovers") { id } }`, {}, both);
    const newest = (await history('TEAM', a.teamId, bearer(a.token), { first: 1 })).data?.entityHistory
      .entries[0];
    expect(newest).toMatchObject({
      actor: { id: a.userId, email: a.email },
      impersonator: { id: admin.userId, email: admin.email },
      changes: [{ path: 'name', before: '"Rovers Firsts"', after: '"Rovers"' }],
    });
    // The admin's own account: its history is the admin's and the user's, not a manager's.
    expect(codeOf(await history('ACCOUNT', admin.userId, bearer(a.token)))).toBe('ADMIN_ONLY');
    const own = (await history('ACCOUNT', admin.userId, bearer(admin.token))).data?.entityHistory;
    expect(own?.entries[0]?.changes).toEqual([{ path: 'admin', before: 'false', after: 'true' }]);
  });
});

describe('entityAsOf', () => {
  it('answers the earlier state at an instant between two changes, and nothing before creation', async () => {
    const m = bearer(a.token);
    const entries = (await history('TEAM', a.teamId, m)).data!.entityHistory.entries;
    const renamed = entries.find((e) => e.changes[0]?.after === '"Rovers XI"')!;
    const between = new Date(Date.parse(renamed.occurredAt) + MINUTE / 2);
    const then = (await asOf('TEAM', a.teamId, between, m)).data?.entityAsOf;
    expect(then?.exists).toBe(true);
    expect(then?.fields).toContainEqual({ path: 'name', value: '"Rovers XI"' });
    expect(then?.lastChange?.eventType).toBe('TeamUpdated');
    expect(JSON.parse(then!.state!)).toMatchObject({ name: 'Rovers XI' });
    const created = entries[entries.length - 1]!;
    const before = (await asOf('TEAM', a.teamId, new Date(Date.parse(created.occurredAt) - 1), m)).data
      ?.entityAsOf;
    expect(before).toMatchObject({ exists: false, fields: [], state: null, lastChange: null });
  });

  it('reads an event stored at schema version 1 through its upcaster', async () => {
    const oldId = randomUUID();
    const commandId = randomUUID();
    await s.h.store.append(eventStreamName(oldId), [
      {
        id: randomUUID(),
        type: 'EventCreated',
        // Version 1: no ranges, place, theme, competition or match system.
        data: {
          eventId: oldId,
          teamId: a.teamId,
          name: 'Old friendly',
          type: 'MATCH',
          daysToMatch: null,
          startDate: null,
          endDate: null,
          playerIds: [],
        },
        metadata: {
          actorId: a.userId,
          clubId: a.clubId,
          correlationId: commandId,
          causationId: commandId,
          commandId,
          occurredAt: '2024-03-01T10:00:00.000Z',
          schemaVersion: 1,
        },
      },
    ]);
    const m = bearer(a.token);
    const entry = (await history('EVENT', oldId, m)).data?.entityHistory.entries[0];
    expect(entry).toMatchObject({
      eventType: 'EventCreated',
      schemaVersion: 1,
      upcast: true,
      commandType: null,
    });
    const state = (await asOf('EVENT', oldId, new Date('2024-03-02T00:00:00Z'), m)).data?.entityAsOf;
    expect(state?.fields).toEqual(
      expect.arrayContaining([
        { path: 'name', value: '"Old friendly"' },
        { path: 'place', value: 'null' },
        { path: 'matchSystem', value: 'null' },
      ]),
    );
  });
});

describe('who may read a history', () => {
  it('refuses another club every kind of entity, and the store stays unchanged', async () => {
    const other = bearer(b.token);
    const before = await s.head();
    for (const [type, id] of [
      ['TEAM', a.teamId],
      ['CLUB', a.clubId],
      ['EVENT', eventId],
      ['PLAYER', playerId],
      ['AVAILABILITY', playerId],
      ['DEVICE', deviceId],
    ] as const) {
      expect(codeOf(await history(type, id, other)), type).toBe('FORBIDDEN');
      expect(codeOf(await asOf(type, id, new Date(), other)), type).toBe('FORBIDDEN');
    }
    expect(codeOf(await history('ACCOUNT', a.userId, other))).toBe('ADMIN_ONLY');
    expect(codeOf(await history('TEAM', a.teamId, {}))).toBe('UNAUTHENTICATED');
    expect(await s.head()).toBe(before);
  });

  it("lets a team's coach read the team's and its events' history, not the club's; plain staff none", async () => {
    const member = await signUp(http, s.url, s.mailer);
    const m = bearer(a.token);
    const { newStaff } = await s.must<{ newStaff: { id: string } }>(
      'mutation ($e: String!) { newStaff(email: $e) { id } }',
      { e: member.email },
      m,
    );
    const c = bearer(member.token);
    expect(codeOf(await history('TEAM', a.teamId, c))).toBe('COACH_ONLY');
    expect(codeOf(await history('EVENT', eventId, c))).toBe('COACH_ONLY');
    await s.must(
      `mutation { assignCoach(staffId: "${newStaff.id}", teamIds: ["${a.teamId}"]) { id } }`,
      {},
      m,
    );
    expect((await history('TEAM', a.teamId, c)).data?.entityHistory.total).toBeGreaterThan(0);
    expect((await history('EVENT', eventId, c)).data?.entityHistory.total).toBe(2);
    expect((await history('PLAYER', playerId, c)).data?.entityHistory.total).toBe(1);
    expect(codeOf(await history('CLUB', a.clubId, c))).toBe('MANAGER_ONLY');
    expect(codeOf(await history('DEVICE', deviceId, c))).toBe('MANAGER_ONLY');
    expect(codeOf(await asOf('CLUB', a.clubId, new Date(), c))).toBe('MANAGER_ONLY');
  });
});
