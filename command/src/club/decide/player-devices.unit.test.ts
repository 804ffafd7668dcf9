/**
 * Specifications of the `club-<id>` decider, the devices players wear: given events, when a command, then events
 * or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import { clubDecider } from '../club.ts';
import type { ClubCommand } from '../commands.ts';
import {
  spec,
  decideAfter,
  clubId,
  archived,
  deviceAssigned,
  deviceUnassigned,
  bigClub,
} from '../testing.ts';

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
