import { describe, expect, it } from 'vitest';
import type {
  ClubCreated,
  ClubEvent,
  PlayerArchived,
  PlayerCreated,
  PlayerDeviceAssigned,
  PlayerDeviceUnassigned,
  StaffAdded,
  TeamCreated,
} from '@stride/contracts/events/club';
import { LIMIT_MAX, plans, trialSubscription } from '@stride/contracts/plans';
import type { PlayerDetails } from '@stride/contracts/player';
import { deciderSpecification } from '../testing/decider-specification.ts';
import { refusal } from '../account/testing.ts';
import { clubDecider, type ClubCommand, type PlayerInput, type SubscriptionInput } from './club.ts';

const spec = deciderSpecification(clubDecider);
const decideAfter = (events: readonly ClubEvent[], command: ClubCommand) =>
  clubDecider.decide(
    command,
    events.reduce((s, e) => clubDecider.evolve(s, e), clubDecider.initialState()),
  );
/** The details of the BAD_USER_INPUT the command gets. */
const badInput = (events: readonly ClubEvent[], command: ClubCommand) =>
  refusal(() => decideAfter(events, command), 'BAD_USER_INPUT');

const clubId = 'club-1';
const now = new Date('2026-03-01T12:00:00.000Z');

const created: ClubCreated = {
  type: 'ClubCreated',
  data: {
    clubId,
    name: 'FC Test',
    sport: 'football',
    timeZone: 'Europe/Paris',
    subscription: trialSubscription(now),
  },
};
const staff = (n: number, isManager = false): StaffAdded => ({
  type: 'StaffAdded',
  data: { clubId, staffId: `staff-${n}`, userId: `user-${n}`, email: `u${n}@example.com`, isManager },
});
const teamCreated = (n: number, name = `Team ${n}`): TeamCreated => ({
  type: 'TeamCreated',
  data: { clubId, teamId: `team-${n}`, name, logoUrl: null },
});
/** A subscription with these limits (the rest as TRIAL's). */
const limited = (limits: Partial<typeof plans.TRIAL.limits>): ClubEvent => ({
  type: 'ClubSubscriptionUpdated',
  data: { clubId, subscription: { ...trialSubscription(now), limits: { ...plans.TRIAL.limits, ...limits } } },
});

const emptyDetails: PlayerDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthdate: null,
  gender: null,
  number: null,
  position: null,
  profile: null,
  league: null,
  pictureUrl: null,
  maxHeartRate: null,
  restingHeartRate: null,
  maxSpeed: null,
  note: null,
};
const playerCreated = (n: number, teamId = 'team-1'): PlayerCreated => ({
  type: 'PlayerCreated',
  data: { clubId, playerId: `player-${n}`, teamId, ...emptyDetails },
});
const archived = (n: number): PlayerArchived => ({
  type: 'PlayerArchived',
  data: { clubId, playerId: `player-${n}` },
});
const deviceAssigned = (player: number, device: string): PlayerDeviceAssigned => ({
  type: 'PlayerDeviceAssigned',
  data: { clubId, playerId: `player-${player}`, deviceId: device },
});
const deviceUnassigned = (player: number, device: string): PlayerDeviceUnassigned => ({
  type: 'PlayerDeviceUnassigned',
  data: { clubId, playerId: `player-${player}`, deviceId: device },
});

/** A club with its manager (user-1) and one team. */
const club: ClubEvent[] = [created, staff(1, true), teamCreated(1)];
/** With more room: 3 teams allowed, team-2 too, players 1 and 2 in team-1. */
const bigClub: ClubEvent[] = [
  ...club,
  limited({ teams: 3 }),
  teamCreated(2),
  playerCreated(1),
  playerCreated(2),
];

const createClub = (
  data: Partial<Extract<ClubCommand, { type: 'CreateClub' }>['data']> = {},
): ClubCommand => ({
  type: 'CreateClub',
  data: {
    clubId,
    name: '  FC Test ',
    creator: { userId: 'user-1', email: 'U1@Example.com', staffId: 'staff-1' },
    ...data,
  },
  now,
});

describe('CreateClub', () => {
  it('creates the club on a trial, with its creator as manager, football in Paris by default', () => {
    spec
      .given([])
      .when(createClub())
      .then([created, staff(1, true)]);
    spec
      .given([])
      .when(createClub({ sport: '  ', timeZone: null }))
      .then([created, staff(1, true)]);
  });

  it('takes a sport (lowercased) and any IANA time zone', () => {
    spec
      .given([])
      .when(createClub({ sport: 'Rugby Union', timeZone: 'America/New_York' }))
      .then([
        {
          type: 'ClubCreated',
          data: { ...created.data, sport: 'rugby union', timeZone: 'America/New_York' },
        },
        staff(1, true),
      ]);
    expect(decideAfter([], createClub({ sport: 'e-sport', timeZone: 'UTC' }))[0]).toMatchObject({
      data: { sport: 'e-sport', timeZone: 'UTC' },
    });
  });

  it('refuses a bad name, sport or time zone', () => {
    expect(badInput([], createClub({ name: '   ' }))).toMatchObject({ field: 'name', reason: 'required' });
    expect(badInput([], createClub({ name: 'x'.repeat(121) }))).toMatchObject({
      field: 'name',
      reason: 'maxLength',
    });
    expect(decideAfter([], createClub({ name: 'x'.repeat(120) }))).toHaveLength(2);
    expect(badInput([], createClub({ sport: 'foot5' }))).toMatchObject({ field: 'sport' });
    expect(badInput([], createClub({ sport: 'a'.repeat(41) }))).toMatchObject({ field: 'sport' });
    expect(badInput([], createClub({ sport: 'beach  volley' }))).toMatchObject({ field: 'sport' });
    expect(badInput([], createClub({ timeZone: 'Mars/Olympus_Mons' }))).toMatchObject({ field: 'timeZone' });
    expect(badInput([], createClub({ timeZone: '+01:00' }))).toMatchObject({ field: 'timeZone' });
  });

  it('refuses a club that exists', () => {
    spec.given(club).when(createClub()).thenThrows('BAD_USER_INPUT');
  });
});

describe('UpdateClub', () => {
  const update = (data: Extract<ClubCommand, { type: 'UpdateClub' }>['data']): ClubCommand => ({
    type: 'UpdateClub',
    data,
  });

  it('changes the settings; a sport or time zone left out stays', () => {
    spec
      .given(club)
      .when(update({ name: 'FC New', sport: 'Handball', timeZone: 'Europe/Berlin' }))
      .then([
        {
          type: 'ClubUpdated',
          data: { clubId, name: 'FC New', sport: 'handball', timeZone: 'Europe/Berlin' },
        },
      ]);
    spec
      .given(club)
      .when(update({ name: 'FC New' }))
      .then([
        {
          type: 'ClubUpdated',
          data: { clubId, name: 'FC New', sport: 'football', timeZone: 'Europe/Paris' },
        },
      ]);
  });

  it('does nothing when nothing changes', () => {
    spec
      .given(club)
      .when(update({ name: ' FC Test', sport: 'football', timeZone: 'Europe/Paris' }))
      .then([]);
  });

  it('refuses bad settings, and says CLUB_NOT_FOUND for no club', () => {
    expect(badInput(club, update({ name: 'FC', timeZone: 'Nowhere/City' }))).toMatchObject({
      field: 'timeZone',
    });
    spec
      .given([])
      .when(update({ name: 'FC' }))
      .thenThrows('CLUB_NOT_FOUND');
  });
});

describe('UpdateSubscription', () => {
  const update = (subscription: Partial<SubscriptionInput> = {}): ClubCommand => ({
    type: 'UpdateSubscription',
    data: { subscription: { plan: 'PRO', active: true, expiresAt: null, ...subscription } },
  });

  it("takes the plan's limits and options unless overridden", () => {
    spec
      .given(club)
      .when(update())
      .then([
        {
          type: 'ClubSubscriptionUpdated',
          data: {
            clubId,
            subscription: {
              plan: 'PRO',
              active: true,
              expiresAt: null,
              limits: plans.PRO.limits,
              options: { tagManagement: true },
            },
          },
        },
      ]);
    spec
      .given(club)
      .when(
        update({
          plan: 'STARTER',
          active: false,
          expiresAt: new Date('2027-01-01T00:00:00Z'),
          limits: { members: 0, players: LIMIT_MAX },
          tagManagement: true,
        }),
      )
      .then([
        {
          type: 'ClubSubscriptionUpdated',
          data: {
            clubId,
            subscription: {
              plan: 'STARTER',
              active: false,
              expiresAt: '2027-01-01T00:00:00.000Z',
              limits: { ...plans.STARTER.limits, members: 0, players: LIMIT_MAX },
              options: { tagManagement: true },
            },
          },
        },
      ]);
  });

  it('refuses an unknown plan, a bad date and limits that are not integers in 0..LIMIT_MAX', () => {
    expect(badInput(club, update({ plan: 'GOLD' }))).toMatchObject({ field: 'plan' });
    expect(badInput(club, update({ expiresAt: new Date('nope') }))).toMatchObject({ field: 'expiresAt' });
    expect(badInput(club, update({ limits: { teams: -1 } }))).toMatchObject({ field: 'limits.teams' });
    expect(badInput(club, update({ limits: { players: 1.5 } }))).toMatchObject({ field: 'limits.players' });
    expect(badInput(club, update({ limits: { devices: LIMIT_MAX + 1 } }))).toMatchObject({
      field: 'limits.devices',
    });
  });

  it('says CLUB_NOT_FOUND for no club', () => {
    spec.given([]).when(update()).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('AddStaff', () => {
  const add = (n: number, isManager = false): ClubCommand => ({
    type: 'AddStaff',
    data: { staffId: `staff-${n}`, userId: `user-${n}`, email: `U${n}@example.com`, isManager },
  });

  it('adds a member with a normalized address', () => {
    spec
      .given(club)
      .when(add(2))
      .then([staff(2)]);
  });

  it('says MEMBER_LIMIT_REACHED at exactly the limit, and counts removed members out', () => {
    const four = [...club, staff(2), staff(3), staff(4)];
    spec
      .given(four)
      .when(add(5))
      .then([staff(5)]);
    spec
      .given([...four, staff(5)])
      .when(add(6))
      .thenThrows('MEMBER_LIMIT_REACHED');
    spec
      .given([
        ...four,
        staff(5),
        { type: 'StaffRemoved', data: { clubId, staffId: 'staff-5', userId: 'user-5' } },
      ])
      .when(add(6))
      .then([staff(6)]);
  });

  it('says IS_ALREADY_STAFF for a user who is staff here', () => {
    spec
      .given([...club, staff(2)])
      .when({
        type: 'AddStaff',
        data: { staffId: 'staff-9', userId: 'user-2', email: 'u2@example.com', isManager: false },
      })
      .thenThrows('IS_ALREADY_STAFF');
  });

  it('says CLUB_NOT_FOUND for no club', () => {
    spec.given([]).when(add(2)).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('RemoveStaff', () => {
  const remove = (n: number, actor = 'user-1'): ClubCommand => ({
    type: 'RemoveStaff',
    data: { staffId: `staff-${n}`, actorUserId: actor },
  });

  it('removes a member', () => {
    spec
      .given([...club, staff(2)])
      .when(remove(2))
      .then([{ type: 'StaffRemoved', data: { clubId, staffId: 'staff-2', userId: 'user-2' } }]);
  });

  it('removes a manager while another remains', () => {
    spec
      .given([...club, staff(2, true)])
      .when(remove(1, 'user-2'))
      .then([{ type: 'StaffRemoved', data: { clubId, staffId: 'staff-1', userId: 'user-1' } }]);
  });

  it('refuses removing oneself (self) and the last manager (lastManager)', () => {
    expect(badInput([...club, staff(2, true)], remove(1, 'user-1'))).toMatchObject({ reason: 'self' });
    expect(badInput([...club, staff(2)], remove(1, 'admin'))).toMatchObject({ reason: 'lastManager' });
  });

  it('says STAFF_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec.given(club).when(remove(7)).thenThrows('STAFF_NOT_FOUND');
    spec.given([]).when(remove(1)).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('ChangeStaffAccess', () => {
  const change = (n: number, isManager: boolean): ClubCommand => ({
    type: 'ChangeStaffAccess',
    data: { staffId: `staff-${n}`, isManager, actorUserId: 'user-1' },
  });
  const changed = (n: number, isManager: boolean) => ({
    type: 'StaffAccessChanged' as const,
    data: { clubId, staffId: `staff-${n}`, isManager },
  });

  it('gives and takes manager access', () => {
    spec
      .given([...club, staff(2)])
      .when(change(2, true))
      .then([changed(2, true)]);
    spec
      .given([...club, staff(2, true)])
      .when(change(1, false))
      .then([changed(1, false)]);
  });

  it('refuses taking it from the last manager (lastManager)', () => {
    expect(badInput([...club, staff(2)], change(1, false))).toMatchObject({ reason: 'lastManager' });
    expect(badInput([...club, staff(2, true), changed(2, false)], change(1, false))).toMatchObject({
      reason: 'lastManager',
    });
  });

  it('does nothing when nothing changes', () => {
    spec.given(club).when(change(1, true)).then([]);
  });

  it('says STAFF_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec.given(club).when(change(7, true)).thenThrows('STAFF_NOT_FOUND');
    spec.given([]).when(change(1, true)).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('AssignCoach', () => {
  const assign = (teamIds: string[], n = 2): ClubCommand => ({
    type: 'AssignCoach',
    data: { staffId: `staff-${n}`, teamIds },
  });
  const coached = (teamIds: string[]) => ({
    type: 'CoachAssigned' as const,
    data: { clubId, staffId: 'staff-2', teamIds },
  });

  it('sets the teams a member coaches, without duplicates', () => {
    spec
      .given([...bigClub, staff(2)])
      .when(assign(['team-2', 'team-1', 'team-2']))
      .then([coached(['team-2', 'team-1'])]);
    spec
      .given([...bigClub, staff(2), coached(['team-1'])])
      .when(assign([]))
      .then([coached([])]);
  });

  it('does nothing for the same set', () => {
    spec
      .given([...bigClub, staff(2), coached(['team-1', 'team-2'])])
      .when(assign(['team-2', 'team-1']))
      .then([]);
  });

  it('takes at most 100 teams', () => {
    const many = Array.from({ length: 101 }, (_, i) => teamCreated(100 + i));
    const ids = many.map((t) => t.data.teamId);
    expect(decideAfter([...club, staff(2), ...many], assign(ids.slice(0, 100)))).toHaveLength(1);
    expect(badInput([...club, staff(2), ...many], assign(ids))).toMatchObject({ reason: 'maxItems' });
  });

  it('says TEAM_NOT_FOUND, STAFF_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec
      .given([...club, staff(2)])
      .when(assign(['team-1', 'team-x']))
      .thenThrows('TEAM_NOT_FOUND');
    spec
      .given(club)
      .when(assign(['team-1'], 7))
      .thenThrows('STAFF_NOT_FOUND');
    spec
      .given([])
      .when(assign(['team-1']))
      .thenThrows('CLUB_NOT_FOUND');
  });
});

describe('CreateTeam and UpdateTeam', () => {
  const create = (n: number, name: string, logoUrl?: string | null): ClubCommand => ({
    type: 'CreateTeam',
    data: { teamId: `team-${n}`, name, logoUrl },
  });
  const update = (n: number, name: string, logoUrl?: string | null): ClubCommand => ({
    type: 'UpdateTeam',
    data: { teamId: `team-${n}`, name, logoUrl },
  });

  it('creates a team with a trimmed name and an optional http(s) logo', () => {
    spec
      .given([created, staff(1, true)])
      .when(create(1, ' U19 ', 'https://example.com/logo.png'))
      .then([
        {
          type: 'TeamCreated',
          data: { clubId, teamId: 'team-1', name: 'U19', logoUrl: 'https://example.com/logo.png' },
        },
      ]);
    spec
      .given([created])
      .when(create(1, 'Team 1', ''))
      .then([teamCreated(1)]);
  });

  it('says TEAM_LIMIT_REACHED at exactly the limit', () => {
    spec.given(club).when(create(2, 'Team 2')).thenThrows('TEAM_LIMIT_REACHED');
    spec
      .given([...club, limited({ teams: 2 })])
      .when(create(2, 'Team 2'))
      .then([teamCreated(2)]);
  });

  it('refuses a name a team of the club has, whatever the case (duplicate)', () => {
    expect(badInput([...club, limited({ teams: 5 })], create(2, 'TEAM 1'))).toMatchObject({
      field: 'name',
      reason: 'duplicate',
    });
    expect(badInput(bigClub, update(2, 'team 1'))).toMatchObject({ reason: 'duplicate' });
  });

  it('refuses a bad name or logo', () => {
    const roomy = [created, limited({ teams: 5 })];
    expect(badInput(roomy, create(1, ''))).toMatchObject({ field: 'name' });
    expect(badInput(roomy, create(1, 'x'.repeat(121)))).toMatchObject({ field: 'name' });
    expect(badInput(roomy, create(1, 'T', 'ftp://example.com/a.png'))).toMatchObject({ field: 'logoUrl' });
    expect(badInput(roomy, create(1, 'T', 'not a url'))).toMatchObject({ field: 'logoUrl' });
    expect(badInput(roomy, create(1, 'T', `https://example.com/${'a'.repeat(1981)}`))).toMatchObject({
      field: 'logoUrl',
      reason: 'maxLength',
    });
  });

  it('updates a team, keeping its own name in another case', () => {
    spec
      .given(club)
      .when(update(1, 'TEAM 1', 'http://example.com/l.png'))
      .then([
        {
          type: 'TeamUpdated',
          data: { clubId, teamId: 'team-1', name: 'TEAM 1', logoUrl: 'http://example.com/l.png' },
        },
      ]);
    spec.given(club).when(update(1, 'Team 1')).then([]);
  });

  it('says TEAM_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec.given(club).when(update(9, 'X')).thenThrows('TEAM_NOT_FOUND');
    spec.given([]).when(create(1, 'X')).thenThrows('CLUB_NOT_FOUND');
    spec.given([]).when(update(1, 'X')).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('CreateSeason', () => {
  const season = (
    data: Partial<Extract<ClubCommand, { type: 'CreateSeason' }>['data']> = {},
  ): ClubCommand => ({
    type: 'CreateSeason',
    data: {
      teamId: 'team-1',
      seasonId: 'season-1',
      name: ' 2026/27 ',
      league: 'PRO1',
      startDate: '2026-07-01',
      endDate: '2027-06-30',
      ...data,
    },
  });

  it('creates a season of a team', () => {
    spec
      .given(club)
      .when(season())
      .then([
        {
          type: 'SeasonCreated',
          data: {
            clubId,
            teamId: 'team-1',
            seasonId: 'season-1',
            name: '2026/27',
            league: 'PRO1',
            startDate: '2026-07-01',
            endDate: '2027-06-30',
          },
        },
      ]);
    expect(decideAfter(club, season({ league: null }))[0]).toMatchObject({ data: { league: null } });
  });

  it('says INVALID_DATE_RANGE unless the start is before the end', () => {
    spec
      .given(club)
      .when(season({ endDate: '2026-07-01' }))
      .thenThrows('INVALID_DATE_RANGE');
    spec
      .given(club)
      .when(season({ endDate: '2026-06-30' }))
      .thenThrows('INVALID_DATE_RANGE');
    expect(decideAfter(club, season({ endDate: '2026-07-02' }))).toHaveLength(1);
  });

  it('refuses dates that are not calendar dates, an unknown league, a bad name', () => {
    expect(badInput(club, season({ startDate: '2026-02-29' }))).toMatchObject({ field: 'startDate' });
    expect(badInput(club, season({ endDate: '2027-13-01' }))).toMatchObject({ field: 'endDate' });
    expect(badInput(club, season({ startDate: '1/7/2026' }))).toMatchObject({ field: 'startDate' });
    expect(badInput(club, season({ league: 'PREMIER' }))).toMatchObject({ field: 'league' });
    expect(badInput(club, season({ name: 'x'.repeat(61) }))).toMatchObject({ field: 'name' });
    expect(decideAfter(club, season({ startDate: '2028-02-29', endDate: '2028-03-01' }))).toHaveLength(1);
  });

  it('says TEAM_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec
      .given(club)
      .when(season({ teamId: 'team-9' }))
      .thenThrows('TEAM_NOT_FOUND');
    spec.given([]).when(season()).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('CreatePlayer', () => {
  const create = (
    n: number,
    details: Partial<PlayerInput> = {},
    teamId = 'team-1',
    when = now,
  ): ClubCommand => ({
    type: 'CreatePlayer',
    data: {
      playerId: `player-${n}`,
      teamId,
      details: { firstName: ' Ada', lastName: 'Lovelace ', ...details },
    },
    now: when,
  });
  const full: PlayerInput = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthdate: '2004-12-10',
    gender: 'FEMALE',
    number: 0,
    position: 'GOALKEEPER',
    profile: 'SPEED',
    league: 'ACADEMY',
    pictureUrl: 'https://example.com/ada.jpg',
    maxHeartRate: 200,
    restingHeartRate: 45,
    maxSpeed: 32.5,
    note: '  Left-footed  ',
  };

  it('creates a player; details left out are null', () => {
    spec
      .given(club)
      .when(create(1))
      .then([playerCreated(1)]);
    spec
      .given(club)
      .when(create(1, full))
      .then([
        {
          type: 'PlayerCreated',
          data: {
            clubId,
            playerId: 'player-1',
            teamId: 'team-1',
            ...full,
            note: 'Left-footed',
          } as PlayerCreated['data'],
        },
      ]);
  });

  it('says PLAYER_LIMIT_REACHED at exactly the limit, not counting archived players', () => {
    const atLimit = [...club, limited({ players: 2 }), playerCreated(1), playerCreated(2)];
    spec.given(atLimit).when(create(3)).thenThrows('PLAYER_LIMIT_REACHED');
    spec
      .given([...club, limited({ players: 2 }), playerCreated(1)])
      .when(create(3))
      .then([playerCreated(3)]);
    spec
      .given([...atLimit, archived(2)])
      .when(create(3))
      .then([playerCreated(3)]);
  });

  it('takes a birthdate up to the club’s today, in its time zone', () => {
    // 23:30 UTC on 1 March is already 2 March in Paris.
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(decideAfter(club, create(1, { birthdate: '2026-03-02' }, 'team-1', lateEvening))).toHaveLength(1);
    expect(badInput(club, create(1, { birthdate: '2026-03-03' }, 'team-1', lateEvening))).toMatchObject({
      field: 'birthdate',
      reason: 'future',
    });
  });

  it.each<[string, Partial<PlayerInput>]>([
    ['firstName', { firstName: '  ' }],
    ['firstName', { firstName: 'x'.repeat(61) }],
    ['lastName', { lastName: '' }],
    ['birthdate', { birthdate: '2001-02-29' }],
    ['birthdate', { birthdate: '10/12/2004' }],
    ['gender', { gender: 'OTHER' as never }],
    ['number', { number: -1 }],
    ['number', { number: 1000 }],
    ['number', { number: 7.5 }],
    ['position', { position: 'STRIKER' as never }],
    ['profile', { profile: 'ENDURANCE' as never }],
    ['league', { league: 'PRO3' as never }],
    ['pictureUrl', { pictureUrl: 'javascript:alert(1)' }],
    ['pictureUrl', { pictureUrl: `https://example.com/${'a'.repeat(2000)}` }],
    ['maxHeartRate', { maxHeartRate: 251 }],
    ['maxHeartRate', { maxHeartRate: 180.5 }],
    ['restingHeartRate', { restingHeartRate: 29 }],
    ['restingHeartRate', { maxHeartRate: 150, restingHeartRate: 150 }],
    ['maxSpeed', { maxSpeed: 4.9 }],
    ['maxSpeed', { maxSpeed: 45.1 }],
    ['maxSpeed', { maxSpeed: Number.NaN }],
    ['note', { note: 'x'.repeat(2001) }],
  ])('refuses a bad %s', (field, details) => {
    expect(badInput(club, create(1, details))).toMatchObject({ field });
  });

  it('accepts the bounds', () => {
    const bounds: Partial<PlayerInput> = {
      number: 999,
      maxHeartRate: 250,
      restingHeartRate: 30,
      maxSpeed: 45,
      note: 'x'.repeat(2000),
      firstName: 'x'.repeat(60),
    };
    expect(decideAfter(club, create(1, bounds))).toHaveLength(1);
    expect(decideAfter(club, create(1, { maxSpeed: 5, number: 0 }))).toHaveLength(1);
  });

  it('says TEAM_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec
      .given(club)
      .when(create(1, {}, 'team-9'))
      .thenThrows('TEAM_NOT_FOUND');
    spec.given([]).when(create(1)).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('UpdatePlayer', () => {
  const update = (n: number, details: Partial<PlayerInput> = {}, teamId?: string | null): ClubCommand => ({
    type: 'UpdatePlayer',
    data: {
      playerId: `player-${n}`,
      teamId,
      details: { firstName: 'Ada', lastName: 'Lovelace', ...details },
    },
    now,
  });
  const updated = (n: number, details: Partial<PlayerDetails> = {}, teamId = 'team-1') => ({
    type: 'PlayerUpdated' as const,
    data: { clubId, playerId: `player-${n}`, teamId, ...emptyDetails, ...details },
  });

  it('changes details: left out keeps, null clears', () => {
    spec
      .given(bigClub)
      .when(update(1, { number: 9, maxSpeed: 30 }))
      .then([updated(1, { number: 9, maxSpeed: 30 })]);
    spec
      .given([...bigClub, updated(1, { number: 9, maxSpeed: 30 })])
      .when(update(1, { number: null, lastName: 'King' }))
      .then([updated(1, { lastName: 'King', maxSpeed: 30 })]);
  });

  it('does nothing when nothing changes', () => {
    spec.given(bigClub).when(update(1)).then([]);
    spec
      .given(bigClub)
      .when(update(1, {}, 'team-1'))
      .then([]);
  });

  it('moves the player to another team, releasing their device first', () => {
    spec
      .given([...bigClub, deviceAssigned(1, 'dev-a')])
      .when(update(1, {}, 'team-2'))
      .then([deviceUnassigned(1, 'dev-a'), updated(1, {}, 'team-2')]);
    spec
      .given(bigClub)
      .when(update(1, {}, 'team-2'))
      .then([updated(1, {}, 'team-2')]);
  });

  it('checks details as on creation', () => {
    expect(badInput(bigClub, update(1, { restingHeartRate: 190, maxHeartRate: 180 }))).toMatchObject({
      field: 'restingHeartRate',
    });
    expect(
      badInput([...bigClub, updated(1, { maxHeartRate: 150 })], update(1, { restingHeartRate: 160 })),
    ).toMatchObject({ field: 'restingHeartRate' });
  });

  it('says PLAYER_NOT_FOUND (also archived), TEAM_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec.given(bigClub).when(update(9)).thenThrows('PLAYER_NOT_FOUND');
    spec
      .given([...bigClub, archived(1)])
      .when(update(1))
      .thenThrows('PLAYER_NOT_FOUND');
    spec
      .given(bigClub)
      .when(update(1, {}, 'team-9'))
      .thenThrows('TEAM_NOT_FOUND');
    spec.given([]).when(update(1)).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('ArchivePlayer', () => {
  const archive = (n: number): ClubCommand => ({ type: 'ArchivePlayer', data: { playerId: `player-${n}` } });

  it('archives a player, releasing their device first', () => {
    spec
      .given(bigClub)
      .when(archive(1))
      .then([archived(1)]);
    spec
      .given([...bigClub, deviceAssigned(1, 'dev-a')])
      .when(archive(1))
      .then([deviceUnassigned(1, 'dev-a'), archived(1)]);
  });

  it('says PLAYER_NOT_FOUND for an unknown or archived player, CLUB_NOT_FOUND for no club', () => {
    spec.given(bigClub).when(archive(9)).thenThrows('PLAYER_NOT_FOUND');
    spec
      .given([...bigClub, archived(1)])
      .when(archive(1))
      .thenThrows('PLAYER_NOT_FOUND');
    spec.given([]).when(archive(1)).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('AssignDeviceToPlayer', () => {
  const assign = (
    n: number,
    deviceId: string,
    deviceTeamId: string | null = 'team-1',
    deviceClubId = clubId,
  ): ClubCommand => ({
    type: 'AssignDeviceToPlayer',
    data: { playerId: `player-${n}`, deviceId, deviceTeamId, deviceClubId },
  });

  it('gives a device of the player’s team to the player', () => {
    spec
      .given(bigClub)
      .when(assign(1, 'dev-a'))
      .then([deviceAssigned(1, 'dev-a')]);
  });

  it('takes the device from its wearer and the player’s old device back', () => {
    spec
      .given([...bigClub, deviceAssigned(1, 'dev-a'), deviceAssigned(2, 'dev-b')])
      .when(assign(1, 'dev-b'))
      .then([deviceUnassigned(1, 'dev-a'), deviceUnassigned(2, 'dev-b'), deviceAssigned(1, 'dev-b')]);
  });

  it('does nothing for the same assignment', () => {
    spec
      .given([...bigClub, deviceAssigned(1, 'dev-a')])
      .when(assign(1, 'dev-a'))
      .then([]);
  });

  it('says DEVICE_NOT_ALLOWED for a device of another club, another team or no team', () => {
    spec
      .given(bigClub)
      .when(assign(1, 'dev-a', 'team-1', 'club-2'))
      .thenThrows('DEVICE_NOT_ALLOWED');
    spec
      .given(bigClub)
      .when(assign(1, 'dev-a', 'team-2'))
      .thenThrows('DEVICE_NOT_ALLOWED');
    spec
      .given(bigClub)
      .when(assign(1, 'dev-a', null))
      .thenThrows('DEVICE_NOT_ALLOWED');
  });

  it('says PLAYER_NOT_FOUND (a player of another club is not found) and CLUB_NOT_FOUND', () => {
    spec.given(bigClub).when(assign(9, 'dev-a')).thenThrows('PLAYER_NOT_FOUND');
    spec
      .given([...bigClub, archived(1)])
      .when(assign(1, 'dev-a'))
      .thenThrows('PLAYER_NOT_FOUND');
    spec.given([]).when(assign(1, 'dev-a')).thenThrows('CLUB_NOT_FOUND');
  });
});

describe('UnassignDeviceFromPlayer and ReleaseDevices', () => {
  const unassign = (n: number): ClubCommand => ({
    type: 'UnassignDeviceFromPlayer',
    data: { playerId: `player-${n}` },
  });
  const release = (deviceIds: string[]): ClubCommand => ({ type: 'ReleaseDevices', data: { deviceIds } });

  it('takes the device from a player; nothing when they have none', () => {
    spec
      .given([...bigClub, deviceAssigned(1, 'dev-a')])
      .when(unassign(1))
      .then([deviceUnassigned(1, 'dev-a')]);
    spec.given(bigClub).when(unassign(1)).then([]);
  });

  it('says PLAYER_NOT_FOUND and CLUB_NOT_FOUND', () => {
    spec.given(bigClub).when(unassign(9)).thenThrows('PLAYER_NOT_FOUND');
    spec.given([]).when(unassign(1)).thenThrows('CLUB_NOT_FOUND');
  });

  it('releases the devices that left their team from whoever wears them', () => {
    spec
      .given([...bigClub, deviceAssigned(1, 'dev-a'), deviceAssigned(2, 'dev-b')])
      .when(release(['dev-b', 'dev-x', 'dev-b']))
      .then([deviceUnassigned(2, 'dev-b')]);
    spec
      .given([...bigClub, deviceAssigned(1, 'dev-a'), deviceUnassigned(1, 'dev-a')])
      .when(release(['dev-a']))
      .then([]);
    spec
      .given([])
      .when(release(['dev-a']))
      .thenThrows('CLUB_NOT_FOUND');
  });

  it('keeps the device map consistent through moves, archives and releases', () => {
    const events = [
      ...bigClub,
      deviceAssigned(1, 'dev-a'),
      ...decideAfter([...bigClub, deviceAssigned(1, 'dev-a')], {
        type: 'AssignDeviceToPlayer',
        data: { playerId: 'player-2', deviceId: 'dev-a', deviceTeamId: 'team-1', deviceClubId: clubId },
      }),
    ];
    const state = events.reduce((s, e) => clubDecider.evolve(s, e), clubDecider.initialState());
    expect(state.status === 'active' && [...state.devices]).toEqual([['dev-a', 'player-2']]);
    expect(state.status === 'active' && state.players.get('player-1')?.deviceId).toBeNull();
  });
});
