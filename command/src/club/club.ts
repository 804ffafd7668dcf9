/**
 * The `club-<id>` aggregate: the club, its subscription, staff, teams, seasons, players and which
 * device each player wears. The stream is the consistency boundary of the plan's limits. Its
 * decider, assembled: state and `evolve` (state.ts), the commands (commands.ts), one decide file
 * per part of the club (decide/), the limits and look-ups they share (rules.ts).
 */
import { DomainError } from '@stride/contracts/errors';
import type { ClubEvent } from '@stride/contracts/events/club';
import type { Decider } from '../handler.ts';
import type { ClubCommand } from './commands.ts';
import { createClub, updateClub } from './decide/club.ts';
import { assignDeviceToPlayer, releaseDevices, unassignDeviceFromPlayer } from './decide/player-devices.ts';
import { archivePlayer, createPlayer, updatePlayer } from './decide/players.ts';
import { deleteTeamRange, saveTeamRange } from './decide/ranges.ts';
import { addStaff, assignCoach, changeStaffAccess, removeStaff } from './decide/staff.ts';
import { updateSubscription } from './decide/subscription.ts';
import { createSeason, createTeam, updateTeam } from './decide/teams.ts';
import { evolve, initialState, type ClubState } from './state.ts';

export function decide(command: ClubCommand, state: ClubState): ClubEvent[] {
  switch (command.type) {
    case 'CreateClub':
      return createClub(command, state);
    case 'UpdateClub':
      return updateClub(command, state);
    case 'UpdateSubscription':
      return updateSubscription(command, state);
    case 'AddStaff':
      return addStaff(command, state);
    case 'RemoveStaff':
      return removeStaff(command, state);
    case 'ChangeStaffAccess':
      return changeStaffAccess(command, state);
    case 'AssignCoach':
      return assignCoach(command, state);
    case 'CreateTeam':
      return createTeam(command, state);
    case 'UpdateTeam':
      return updateTeam(command, state);
    case 'CreateSeason':
      return createSeason(command, state);
    case 'CreateTeamRange':
    case 'UpdateTeamRange':
      return saveTeamRange(command, state);
    case 'DeleteTeamRange':
      return deleteTeamRange(command, state);
    case 'CreatePlayer':
      return createPlayer(command, state);
    case 'UpdatePlayer':
      return updatePlayer(command, state);
    case 'ArchivePlayer':
      return archivePlayer(command, state);
    case 'AssignDeviceToPlayer':
      return assignDeviceToPlayer(command, state);
    case 'UnassignDeviceFromPlayer':
      return unassignDeviceFromPlayer(command, state);
    case 'ReleaseDevices':
      return releaseDevices(command, state);
    default: {
      const _exhaustive: never = command;
      throw new DomainError('UNKNOW_ERROR');
    }
  }
}

export const clubDecider: Decider<ClubCommand, ClubState, ClubEvent> = { decide, evolve, initialState };
