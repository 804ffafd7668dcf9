import { can } from '@stride/contracts/permissions';
import { plans } from '@stride/contracts/plans';
import { describe, expect, it } from 'vitest';
import type { CurrentStaff, CurrentUser } from './session.ts';
import { principalOf } from './principal.ts';

const user: CurrentUser = { id: 'u1', email: 'coach@club.example', verified: true, admin: false };
const subscription = {
  plan: 'TRIAL',
  active: true,
  expiresAt: null,
  limits: plans.TRIAL.limits,
  options: { tagManagement: false },
} as const;

function staff(isManager: boolean): CurrentStaff {
  return {
    id: 's1',
    isManager,
    club: { id: 'c1', name: 'FC', subscription },
    coach: [{ id: 'e1', team: { id: 't1', name: 'U19' } }],
    teamIds: ['t1'],
  };
}

describe('principalOf', () => {
  it('gives the permission table what it needs', () => {
    expect(principalOf(user, staff(false))).toEqual({
      userId: 'u1',
      verified: true,
      admin: false,
      staff: { clubId: 'c1', isManager: false, coachTeamIds: ['t1'] },
    });
  });

  it('lets a manager manage their own club only', () => {
    const manager = principalOf(user, staff(true));
    expect(can(manager, 'staff.manage', { clubId: 'c1' })).toBe(true);
    expect(can(manager, 'staff.manage', { clubId: 'c2' })).toBe(false);
  });

  it('lets a coach manage the players of their team, not the club', () => {
    const coach = principalOf(user, staff(false));
    expect(can(coach, 'player.manage', { clubId: 'c1', teamId: 't1' })).toBe(true);
    expect(can(coach, 'player.manage', { clubId: 'c1', teamId: 't2' })).toBe(false);
    expect(can(coach, 'device.manage', { clubId: 'c1' })).toBe(false);
  });

  it('is nobody in particular without a session, and has no staff without a club', () => {
    expect(principalOf(null, null)).toEqual({ userId: '', verified: false, admin: false, staff: null });
    expect(principalOf(user, { ...staff(true), club: null }).staff).toBeNull();
  });
});
