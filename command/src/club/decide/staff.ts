/**
 * Decide, staff: members added and removed, manager access, the teams a member
 * coaches. A club keeps at least one manager.
 */
import { normalizeEmail } from '@stride/contracts/account';
import { DomainError } from '@stride/contracts/errors';
import type {
  CoachAssigned,
  StaffAccessChanged,
  StaffAdded,
  StaffRemoved,
} from '@stride/contracts/events/club';
import { badInput, unique } from '../validation.ts';
import type { AddStaff, AssignCoach, ChangeStaffAccess, RemoveStaff } from '../commands.ts';
import { MAX_COACH_TEAMS, active, team } from '../rules.ts';
import type { ActiveClub, ClubState, StaffMember } from '../state.ts';

export function addStaff(command: AddStaff, state: ClubState): [StaffAdded] {
  const club = active(state);
  const { staffId, userId, isManager } = command.data;
  for (const member of club.staff.values())
    if (member.userId === userId) throw new DomainError('IS_ALREADY_STAFF');
  if (club.staff.has(staffId) || club.formerStaffIds.has(staffId)) throw badInput('staffId', 'exists');
  const limit = club.subscription.limits.members;
  if (club.staff.size >= limit) throw new DomainError('MEMBER_LIMIT_REACHED', { limit });
  return [
    {
      type: 'StaffAdded',
      data: { clubId: club.clubId, staffId, userId, email: normalizeEmail(command.data.email), isManager },
    },
  ];
}

export function removeStaff(command: RemoveStaff, state: ClubState): [StaffRemoved] {
  const club = active(state);
  const { staffId, actorUserId } = command.data;
  const member = staffMember(club, staffId);
  if (member.userId === actorUserId) throw badInput('staffId', 'self');
  if (member.isManager && managerCount(club) <= 1) throw badInput('staffId', 'lastManager');
  return [{ type: 'StaffRemoved', data: { clubId: club.clubId, staffId, userId: member.userId } }];
}

export function changeStaffAccess(command: ChangeStaffAccess, state: ClubState): StaffAccessChanged[] {
  const club = active(state);
  const { staffId, isManager } = command.data;
  const member = staffMember(club, staffId);
  if (member.isManager === isManager) return [];
  if (!isManager && managerCount(club) <= 1) throw badInput('isManager', 'lastManager');
  return [{ type: 'StaffAccessChanged', data: { clubId: club.clubId, staffId, isManager } }];
}

export function assignCoach(command: AssignCoach, state: ClubState): CoachAssigned[] {
  const club = active(state);
  const { staffId } = command.data;
  const member = staffMember(club, staffId);
  const teamIds = unique(command.data.teamIds);
  if (teamIds.length > MAX_COACH_TEAMS) throw badInput('teamIds', 'maxItems', { maxItems: MAX_COACH_TEAMS });
  for (const teamId of teamIds) team(club, teamId);
  const current = new Set(member.coachTeamIds);
  if (current.size === teamIds.length && teamIds.every((id) => current.has(id))) return [];
  return [{ type: 'CoachAssigned', data: { clubId: club.clubId, staffId, teamIds } }];
}

/* ---------- look-ups ---------- */

function staffMember(club: ActiveClub, staffId: string): StaffMember {
  const member = club.staff.get(staffId);
  if (member === undefined) throw new DomainError('STAFF_NOT_FOUND', { staffId });
  return member;
}

function managerCount(club: ActiveClub): number {
  let count = 0;
  for (const member of club.staff.values()) if (member.isManager) count++;
  return count;
}
