/**
 * Specifications of the `club-<id>` decider, staff: given events, when a command, then events
 * or an error code. Fixtures: ../testing.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ClubCommand } from '../commands.ts';
import { spec, decideAfter, badInput, clubId, staff, teamCreated, club, bigClub } from '../testing.ts';

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
