/**
 * What the specifications of the `club-<id>` decider (decide/*.unit.test.ts) share: the decider
 * under test, a club with its manager and teams, players, and builders of its events.
 */
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
import { plans, trialSubscription } from '@stride/contracts/plans';
import type { PlayerDetails } from '@stride/contracts/player';
import { deciderSpecification } from '../testing/decider-specification.ts';
import { clubDecider } from './club.ts';
import type { ClubCommand } from './commands.ts';

export const spec = deciderSpecification(clubDecider);
export const decideAfter = (events: readonly ClubEvent[], command: ClubCommand) =>
  clubDecider.decide(
    command,
    events.reduce((s, e) => clubDecider.evolve(s, e), clubDecider.initialState()),
  );
/** The details of the BAD_USER_INPUT the command gets. */
export const badInput = (events: readonly ClubEvent[], command: ClubCommand) =>
  spec.given(events).when(command).thenThrows('BAD_USER_INPUT');

export const clubId = 'club-1';
export const now = new Date('2026-03-01T12:00:00.000Z');

export const created: ClubCreated = {
  type: 'ClubCreated',
  data: {
    clubId,
    name: 'FC Test',
    sport: 'football',
    timeZone: 'Europe/Paris',
    subscription: trialSubscription(now),
  },
};
export const staff = (n: number, isManager = false): StaffAdded => ({
  type: 'StaffAdded',
  data: { clubId, staffId: `staff-${n}`, userId: `user-${n}`, email: `u${n}@example.com`, isManager },
});
export const teamCreated = (n: number, name = `Team ${n}`): TeamCreated => ({
  type: 'TeamCreated',
  data: { clubId, teamId: `team-${n}`, name, logoUrl: null },
});
/** A subscription with these limits (the rest as TRIAL's). */
export const limited = (limits: Partial<typeof plans.TRIAL.limits>): ClubEvent => ({
  type: 'ClubSubscriptionUpdated',
  data: { clubId, subscription: { ...trialSubscription(now), limits: { ...plans.TRIAL.limits, ...limits } } },
});

export const emptyDetails: PlayerDetails = {
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
export const playerCreated = (n: number, teamId = 'team-1'): PlayerCreated => ({
  type: 'PlayerCreated',
  data: { clubId, playerId: `player-${n}`, teamId, ...emptyDetails },
});
export const archived = (n: number): PlayerArchived => ({
  type: 'PlayerArchived',
  data: { clubId, playerId: `player-${n}` },
});
export const deviceAssigned = (player: number, device: string): PlayerDeviceAssigned => ({
  type: 'PlayerDeviceAssigned',
  data: { clubId, playerId: `player-${player}`, deviceId: device },
});
export const deviceUnassigned = (player: number, device: string): PlayerDeviceUnassigned => ({
  type: 'PlayerDeviceUnassigned',
  data: { clubId, playerId: `player-${player}`, deviceId: device },
});

/** A club with its manager (user-1) and one team. */
export const club: ClubEvent[] = [created, staff(1, true), teamCreated(1)];
/** With more room: 3 teams allowed, team-2 too, players 1 and 2 in team-1. */
export const bigClub: ClubEvent[] = [
  ...club,
  limited({ teams: 3 }),
  teamCreated(2),
  playerCreated(1),
  playerCreated(2),
];

export const createClub = (
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
