/**
 * Specifications of the `club-<id>` decider, players: given events, when a command, then events
 * or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerCreated } from '@stride/contracts/events/club';
import type { PlayerDetails } from '@stride/contracts/player';
import type { ClubCommand, PlayerInput } from '../commands.ts';
import {
  spec,
  decideAfter,
  badInput,
  clubId,
  now,
  limited,
  emptyDetails,
  playerCreated,
  archived,
  deviceAssigned,
  deviceUnassigned,
  club,
  bigClub,
} from '../testing.ts';

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
