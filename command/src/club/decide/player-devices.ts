/**
 * Decide, which device each player wears: at most one, of the player's own team; a
 * device worn by another player is taken from them.
 */
import { DomainError } from '@stride/contracts/errors';
import type { ClubEvent, PlayerDeviceAssigned, PlayerDeviceUnassigned } from '@stride/contracts/events/club';
import { unique } from '../validation.ts';
import type { AssignDeviceToPlayer, ReleaseDevices, UnassignDeviceFromPlayer } from '../commands.ts';
import { active, currentPlayer, unassigned } from '../rules.ts';
import type { ClubState } from '../state.ts';

export function assignDeviceToPlayer(command: AssignDeviceToPlayer, state: ClubState): ClubEvent[] {
  const club = active(state);
  const { playerId, deviceId, deviceClubId, deviceTeamId } = command.data;
  const player = currentPlayer(club, playerId);
  if (deviceClubId !== club.clubId || deviceTeamId !== player.teamId)
    throw new DomainError('DEVICE_NOT_ALLOWED', { deviceId });
  if (player.deviceId === deviceId) return [];
  const events: ClubEvent[] = [];
  if (player.deviceId !== null) events.push(unassigned(club.clubId, playerId, player.deviceId));
  const wearer = club.devices.get(deviceId);
  if (wearer !== undefined) events.push(unassigned(club.clubId, wearer, deviceId));
  const assigned: PlayerDeviceAssigned = {
    type: 'PlayerDeviceAssigned',
    data: { clubId: club.clubId, playerId, deviceId },
  };
  events.push(assigned);
  return events;
}

export function unassignDeviceFromPlayer(
  command: UnassignDeviceFromPlayer,
  state: ClubState,
): PlayerDeviceUnassigned[] {
  const club = active(state);
  const { playerId } = command.data;
  const player = currentPlayer(club, playerId);
  return player.deviceId === null ? [] : [unassigned(club.clubId, playerId, player.deviceId)];
}

export function releaseDevices(command: ReleaseDevices, state: ClubState): PlayerDeviceUnassigned[] {
  const club = active(state);
  return unique(command.data.deviceIds).flatMap((deviceId) => {
    const wearer = club.devices.get(deviceId);
    return wearer === undefined ? [] : [unassigned(club.clubId, wearer, deviceId)];
  });
}
