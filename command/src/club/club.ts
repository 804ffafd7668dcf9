/**
 * The `club-<id>` aggregate: the club, its subscription, staff, teams (with their seasons, data
 * ranges, tracking profiles and live alerts), players and which device each player wears. The stream is the consistency boundary of the plan's limits. Its
 * decider, assembled: state and `evolve` (state.ts), the commands (commands.ts), one decide file
 * per part of the club (decide/), the limits and look-ups they share (rules.ts).
 */
import type { ClubEvent } from '@stride/contracts/events/club';
import { decideByType, type Decider } from '../decider.ts';
import type { ClubCommand } from './commands.ts';
import { createClub, updateClub } from './decide/club.ts';
import { assignDeviceToPlayer, releaseDevices, unassignDeviceFromPlayer } from './decide/player-devices.ts';
import { archivePlayer, createPlayer, updatePlayer } from './decide/players.ts';
import { deleteTeamRange, saveTeamRange } from './decide/ranges.ts';
import { addStaff, assignCoach, changeStaffAccess, removeStaff } from './decide/staff.ts';
import { updateSubscription } from './decide/subscription.ts';
import { createTeam, updateTeam } from './decide/teams.ts';
import { chooseCurrentSeason, createSeason, deleteSeason, updateSeason } from './decide/seasons.ts';
import { createDrill, deleteDrill, renameDrill } from './decide/drills.ts';
import { setTeamLiveAlerts } from './decide/live-alerts.ts';
import { issueReceiverToken, revokeReceiverToken } from './decide/receivers.ts';
import { resetTeamTrackingProfile, setTeamTrackingProfile } from './decide/tracking.ts';
import { evolve, initialState, type ClubState } from './state.ts';

export const decide = decideByType<ClubCommand, ClubState, ClubEvent>({
  CreateClub: createClub,
  UpdateClub: updateClub,
  UpdateSubscription: updateSubscription,
  AddStaff: addStaff,
  RemoveStaff: removeStaff,
  ChangeStaffAccess: changeStaffAccess,
  AssignCoach: assignCoach,
  CreateTeam: createTeam,
  UpdateTeam: updateTeam,
  CreateSeason: createSeason,
  UpdateSeason: updateSeason,
  DeleteSeason: deleteSeason,
  ChooseCurrentSeason: chooseCurrentSeason,
  CreateDrill: createDrill,
  RenameDrill: renameDrill,
  DeleteDrill: deleteDrill,
  CreateTeamRange: saveTeamRange,
  UpdateTeamRange: saveTeamRange,
  DeleteTeamRange: deleteTeamRange,
  SetTeamTrackingProfile: setTeamTrackingProfile,
  ResetTeamTrackingProfile: resetTeamTrackingProfile,
  SetTeamLiveAlerts: setTeamLiveAlerts,
  IssueReceiverToken: issueReceiverToken,
  RevokeReceiverToken: revokeReceiverToken,
  CreatePlayer: createPlayer,
  UpdatePlayer: updatePlayer,
  ArchivePlayer: archivePlayer,
  AssignDeviceToPlayer: assignDeviceToPlayer,
  UnassignDeviceFromPlayer: unassignDeviceFromPlayer,
  ReleaseDevices: releaseDevices,
});

export const clubDecider: Decider<ClubCommand, ClubState, ClubEvent> = { decide, evolve, initialState };
