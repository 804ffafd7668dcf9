import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainError } from '@stride/contracts/errors';
import { accountSchemaVersion, userStreamName } from '@stride/contracts/events/account';
import { clubStreamName } from '@stride/contracts/events/club';
import type { EventStore } from '@stride/streams/port';
import { derivedId, handleCommand } from '../handler.ts';
import { memoryCredentialStore } from '../account/credentials.ts';
import { accountCommands, type AccountCommands } from '../account/handlers.ts';
import { readState } from '../multi-stream.ts';
import {
  ctx,
  interfering,
  newUser as registered,
  openTestStore,
  streamTypes,
} from '../testing/integration.ts';
import { userDecider } from '../account/user.ts';
import { clubDecider } from './club.ts';
import { clubCommands, type ClubCommands } from './handlers.ts';

let store: EventStore;
let close: () => Promise<void>;
let accounts: AccountCommands;
let clubs: ClubCommands;

beforeAll(async () => {
  ({ store, close } = await openTestStore('club'));
  accounts = accountCommands(store, memoryCredentialStore());
  clubs = clubCommands(store);
});
afterAll(() => close());

type TestUser = Awaited<ReturnType<typeof newUser>>;
const newUser = (verified = true) => registered(accounts, verified);

async function newClub(manager?: TestUser) {
  const user = manager ?? (await newUser());
  const created = await clubs.createClub(
    { userId: user.userId, email: user.email, name: 'FC Test' },
    ctx(2_000, { actorId: user.userId }),
  );
  return { ...created, manager: user };
}

const userState = async (userId: string) =>
  (await readState(store, userStreamName(userId), userDecider)).state;
const clubState = async (clubId: string) =>
  (await readState(store, clubStreamName(clubId), clubDecider)).state;
const membershipOf = async (userId: string) => {
  const state = await userState(userId);
  return state.status === 'registered' ? state.membership : undefined;
};

describe('erasing an account', () => {
  it("refuses while it is a club's staff, and erases it once removed; it cannot be added again", async () => {
    const { clubId, manager } = await newClub();
    const member = await newUser();
    const { staffId } = await clubs.addStaff(
      clubId,
      { email: member.email, isManager: false },
      ctx(3_000, { actorId: manager.userId }),
    );
    const before = await store.headPosition();
    await expect(accounts.erase(member.email, ctx(4_000))).rejects.toMatchObject({
      code: 'IS_ALREADY_STAFF',
    });
    expect(await store.headPosition()).toEqual(before);
    await clubs.removeStaff(clubId, staffId, ctx(5_000, { actorId: manager.userId }));
    await accounts.erase(member.email, ctx(6_000));
    expect(await accounts.findUserIdByEmail(member.email)).toBeNull();
    await expect(
      clubs.addStaff(
        clubId,
        { email: member.email, isManager: false },
        ctx(7_000, { actorId: manager.userId }),
      ),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

describe('createClub', () => {
  it('writes the club with its creator as manager, and the membership on the user', async () => {
    const user = await newUser();
    const context = ctx(2_000);
    const result = await clubs.createClub(
      { userId: user.userId, email: user.email, name: ' FC One ' },
      context,
    );
    expect(result.clubId).toBe(derivedId('club', context.commandId));
    expect(result.staffId).toBe(derivedId('staff', context.commandId));
    expect(await streamTypes(store, clubStreamName(result.clubId))).toEqual(['ClubCreated', 'StaffAdded']);
    expect(await membershipOf(user.userId)).toMatchObject({ clubId: result.clubId, staffId: result.staffId });
    const club = await clubState(result.clubId);
    expect(club).toMatchObject({ name: 'FC One', sport: 'football', timeZone: 'Europe/Paris' });
    expect(club.status === 'active' && club.staff.get(result.staffId)).toMatchObject({
      userId: user.userId,
      isManager: true,
    });
    expect(await store.headPosition()).toEqual(result.position);
  });

  it('is idempotent for a retried command', async () => {
    const user = await newUser();
    const context = ctx(2_000);
    const first = await clubs.createClub(
      { userId: user.userId, email: user.email, name: 'FC Retry' },
      context,
    );
    const before = await store.headPosition();
    const again = await clubs.createClub(
      { userId: user.userId, email: user.email, name: 'FC Retry' },
      context,
    );
    expect(again.clubId).toBe(first.clubId);
    expect(await store.headPosition()).toEqual(before);
  });

  it('refuses an unverified user, a member of a club and bad input, appending nothing', async () => {
    const unverified = await newUser(false);
    const { manager } = await newClub();
    const fresh = await newUser();
    const before = await store.headPosition();
    await expect(
      clubs.createClub({ userId: unverified.userId, email: unverified.email, name: 'FC' }, ctx(2_000)),
    ).rejects.toMatchObject({ code: 'USER_NOT_VERIFIED' });
    await expect(
      clubs.createClub({ userId: manager.userId, email: manager.email, name: 'FC Two' }, ctx(3_000)),
    ).rejects.toMatchObject({ code: 'IS_ALREADY_STAFF' });
    await expect(
      clubs.createClub(
        { userId: fresh.userId, email: fresh.email, name: 'FC', timeZone: 'Atlantis/City' },
        ctx(2_000),
      ),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'timeZone' } });
    await expect(
      clubs.createClub(
        { userId: derivedId('user', 'ghost'), email: 'ghost@example.com', name: 'FC' },
        ctx(2_000),
      ),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(await store.headPosition()).toEqual(before);
  });

  it('repairs a membership a crash left without its club once it is a minute old', async () => {
    const user = await newUser();
    const ghostClub = derivedId('club', 'crashed');
    // A createClub that crashed after the user's append: the club was never written.
    await handleCommand(
      store,
      userStreamName(user.userId),
      userDecider,
      { type: 'JoinClub', data: { clubId: ghostClub, staffId: 'ghost-staff', requireVerified: true } },
      ctx(2_000),
      { schemaVersion: accountSchemaVersion },
    );
    const before = await store.headPosition();
    await expect(
      clubs.createClub({ userId: user.userId, email: user.email, name: 'FC Soon' }, ctx(2_000 + 59_000)),
    ).rejects.toMatchObject({ code: 'IS_ALREADY_STAFF' });
    expect(await store.headPosition()).toEqual(before);

    const created = await clubs.createClub(
      { userId: user.userId, email: user.email, name: 'FC Later' },
      ctx(2_000 + 60_000),
    );
    expect(await streamTypes(store, userStreamName(user.userId))).toEqual([
      'UserRegistered',
      'UserTokenIssued',
      'UserEmailVerified',
      'UserJoinedClub',
      'UserLeftClub',
      'UserJoinedClub',
    ]);
    expect(await membershipOf(user.userId)).toMatchObject({ clubId: created.clubId });
  });
});

describe('staff', () => {
  it('adds a member (even unverified) and removes them, writing both streams', async () => {
    const { clubId, manager } = await newClub();
    const member = await newUser(false);
    const added = await clubs.addStaff(
      clubId,
      { email: member.email.toUpperCase(), isManager: false },
      ctx(3_000),
    );
    expect(added.userId).toBe(member.userId);
    expect(await membershipOf(member.userId)).toMatchObject({ clubId, staffId: added.staffId });
    expect((await clubState(clubId)).status === 'active').toBe(true);
    expect(await streamTypes(store, clubStreamName(clubId))).toEqual([
      'ClubCreated',
      'StaffAdded',
      'StaffAdded',
    ]);

    const removed = await clubs.removeStaff(clubId, added.staffId, ctx(4_000, { actorId: manager.userId }));
    expect(removed.position).toEqual(await store.headPosition());
    expect(await membershipOf(member.userId)).toBeNull();
    expect(await streamTypes(store, clubStreamName(clubId))).toEqual([
      'ClubCreated',
      'StaffAdded',
      'StaffAdded',
      'StaffRemoved',
    ]);
    // Free again: another club may take them.
    const other = await newClub();
    await clubs.addStaff(other.clubId, { email: member.email, isManager: true }, ctx(5_000));
    expect(await membershipOf(member.userId)).toMatchObject({ clubId: other.clubId });
  });

  it('is idempotent for a retried addStaff, even after the member was removed', async () => {
    const { clubId, manager } = await newClub();
    const member = await newUser();
    const context = ctx(3_000);
    const first = await clubs.addStaff(clubId, { email: member.email, isManager: false }, context);
    let before = await store.headPosition();
    const again = await clubs.addStaff(clubId, { email: member.email, isManager: false }, context);
    expect(again.staffId).toBe(first.staffId);
    expect(await store.headPosition()).toEqual(before);
    await clubs.removeStaff(clubId, first.staffId, ctx(4_000, { actorId: manager.userId }));
    before = await store.headPosition();
    await clubs.addStaff(clubId, { email: member.email, isManager: false }, context);
    expect(await store.headPosition()).toEqual(before);
    expect(await membershipOf(member.userId)).toBeNull();
  });

  it('refuses, appending nothing: unknown address, member of another club, already staff, self, last manager', async () => {
    const { clubId, staffId, manager } = await newClub();
    const elsewhere = await newClub();
    const member = await newUser();
    await clubs.addStaff(clubId, { email: member.email, isManager: false }, ctx(3_000));
    const before = await store.headPosition();
    await expect(
      clubs.addStaff(clubId, { email: 'nobody@example.com', isManager: false }, ctx(4_000)),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    // Staff of another club is answered as an unknown address (issue 15: no leak of who works where).
    await expect(
      clubs.addStaff(clubId, { email: elsewhere.manager.email, isManager: false }, ctx(4_000)),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(
      clubs.addStaff(clubId, { email: member.email, isManager: true }, ctx(4_000)),
    ).rejects.toMatchObject({
      code: 'IS_ALREADY_STAFF',
    });
    await expect(
      clubs.removeStaff(clubId, staffId, ctx(4_000, { actorId: manager.userId })),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { reason: 'self' },
    });
    await expect(clubs.removeStaff(clubId, staffId, ctx(4_000, { actorId: 'admin' }))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { reason: 'lastManager' },
    });
    await expect(clubs.changeStaffAccess(clubId, staffId, false, ctx(4_000))).rejects.toMatchObject({
      details: { reason: 'lastManager' },
    });
    await expect(
      clubs.addStaff(derivedId('club', 'none'), { email: member.email, isManager: false }, ctx()),
    ).rejects.toMatchObject({
      code: 'CLUB_NOT_FOUND',
    });
    expect(await store.headPosition()).toEqual(before);
  });

  it('makes the user leave again when the club refuses after they joined', async () => {
    const { clubId } = await newClub();
    for (let i = 0; i < 3; i++)
      await clubs.addStaff(clubId, { email: (await newUser()).email, isManager: false }, ctx(3_000));
    const late = await newUser();
    const quick = await newUser();
    // Someone else takes the last place between this command's check and its club append.
    const racing = interfering(
      store,
      (streamName, events) =>
        streamName === userStreamName(late.userId) && events[0]?.type === 'UserJoinedClub',
      () => clubs.addStaff(clubId, { email: quick.email, isManager: false }, ctx(4_000)),
    );
    await expect(
      clubCommands(racing.store).addStaff(clubId, { email: late.email, isManager: false }, ctx(4_000)),
    ).rejects.toMatchObject({ code: 'MEMBER_LIMIT_REACHED' });
    expect(racing.interfered()).toBe(true);
    expect((await streamTypes(store, userStreamName(late.userId))).slice(-2)).toEqual([
      'UserJoinedClub',
      'UserLeftClub',
    ]);
    expect(await membershipOf(late.userId)).toBeNull();
    expect(await membershipOf(quick.userId)).toMatchObject({ clubId });
  });

  it('lets exactly one of many concurrent additions take the last place', async () => {
    const { clubId } = await newClub();
    // TRIAL allows 5 members: the manager and 3 more leave one place.
    for (let i = 0; i < 3; i++)
      await clubs.addStaff(clubId, { email: (await newUser()).email, isManager: false }, ctx(3_000));
    const candidates = await Promise.all(Array.from({ length: 6 }, () => newUser(false)));
    const results = await Promise.allSettled(
      candidates.map((user) => clubs.addStaff(clubId, { email: user.email, isManager: false }, ctx(4_000))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).code] : []));
    expect(codes).toEqual(Array(5).fill('MEMBER_LIMIT_REACHED'));
    const club = await clubState(clubId);
    expect(club.status === 'active' && club.staff.size).toBe(5);
    // The losers are members of no club: those who had joined were made to leave.
    const memberships = await Promise.all(candidates.map((user) => membershipOf(user.userId)));
    expect(memberships.filter((m) => m !== null)).toHaveLength(1);
  });
});

describe('teams, seasons and players', () => {
  it('creates a team, a season and players, with created ids derived from the command', async () => {
    const { clubId } = await newClub();
    const teamContext = ctx(3_000);
    const { teamId } = await clubs.createTeam(clubId, { name: 'U19' }, teamContext);
    expect(teamId).toBe(derivedId('team', teamContext.commandId));
    const { seasonId } = await clubs.createSeason(
      clubId,
      teamId,
      { name: '2026/27', league: 'PRO2', startDate: '2026-07-01', endDate: '2027-06-30' },
      ctx(4_000),
    );
    const { playerId } = await clubs.createPlayer(
      clubId,
      teamId,
      { firstName: 'Ada', lastName: 'L', number: 10 },
      ctx(5_000),
    );
    await clubs.updatePlayer(clubId, playerId, { firstName: 'Ada', lastName: 'Lovelace' }, ctx(6_000));
    const club = await clubState(clubId);
    expect(club.status === 'active' && club.teams.get(teamId)?.seasons.map((s) => s.seasonId)).toEqual([
      seasonId,
    ]);
    expect(club.status === 'active' && club.players.get(playerId)?.details).toMatchObject({
      lastName: 'Lovelace',
      number: 10,
    });

    const before = await store.headPosition();
    await expect(clubs.createTeam(clubId, { name: 'Seniors' }, ctx(7_000))).rejects.toMatchObject({
      code: 'TEAM_LIMIT_REACHED',
    });
    await expect(
      clubs.createSeason(
        clubId,
        teamId,
        { name: 'S', startDate: '2027-01-01', endDate: '2026-01-01' },
        ctx(7_000),
      ),
    ).rejects.toMatchObject({ code: 'INVALID_DATE_RANGE' });
    await expect(
      clubs.createPlayer(clubId, teamId, { firstName: 'B', lastName: 'C', maxSpeed: 80 }, ctx(7_000)),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'maxSpeed' } });
    await expect(clubs.archivePlayer(clubId, 'player-of-another-club', ctx(7_000))).rejects.toMatchObject({
      code: 'PLAYER_NOT_FOUND',
    });
    expect(await store.headPosition()).toEqual(before);
  });

  it('raises limits with a subscription change', async () => {
    const { clubId } = await newClub();
    await clubs.updateSubscription(
      clubId,
      { plan: 'PRO', active: true, expiresAt: null, limits: { teams: 2 } },
      ctx(3_000),
    );
    await clubs.createTeam(clubId, { name: 'A' }, ctx(4_000));
    await clubs.createTeam(clubId, { name: 'B' }, ctx(4_000));
    await expect(clubs.createTeam(clubId, { name: 'C' }, ctx(4_000))).rejects.toMatchObject({
      code: 'TEAM_LIMIT_REACHED',
    });
    await expect(
      clubs.updateSubscription(
        derivedId('club', 'none'),
        { plan: 'PRO', active: true, expiresAt: null },
        ctx(),
      ),
    ).rejects.toMatchObject({ code: 'CLUB_NOT_FOUND' });
  });
});
