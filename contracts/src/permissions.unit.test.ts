import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { can, permissions, rolesOf, type Action, type Principal } from './permissions.ts';
import { permissionsTable } from './permissions-table.ts';

/** Table rows without the padding Prettier adds to align columns. */
const rowsOf = (markdown: string): string[] =>
  markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim().replace(/^:?-+:?$/, '-'))
        .join('|'),
    );

const manager: Principal = {
  userId: 'u1',
  verified: true,
  admin: false,
  staff: { clubId: 'c1', isManager: true, coachTeamIds: [] },
};
const coach: Principal = {
  userId: 'u2',
  verified: true,
  admin: false,
  staff: { clubId: 'c1', isManager: false, coachTeamIds: ['t1'] },
};
const admin: Principal = { userId: 'u3', verified: true, admin: true, staff: null };

describe('permissions', () => {
  it('PERMISSIONS.md shows exactly the table the API enforces', () => {
    const page = readFileSync(new URL('../PERMISSIONS.md', import.meta.url), 'utf8');
    expect(rowsOf(page)).toEqual(rowsOf(permissionsTable()));
  });

  it('gives a manager every club and team action of their club, and nothing in another club', () => {
    for (const action of Object.keys(permissions) as Action[]) {
      const scope = permissions[action].scope;
      if (scope === 'none') continue;
      const adminOnly = (permissions[action].roles as readonly string[]).every((r) => r === 'admin');
      expect(can(manager, action, { clubId: 'c1', teamId: 't9' }), action).toBe(!adminOnly);
      expect(can(manager, action, { clubId: 'c2', teamId: 't9' }), action).toBe(false);
    }
  });

  it('lets a coach act on the coached team only', () => {
    expect(can(coach, 'player.manage', { clubId: 'c1', teamId: 't1' })).toBe(true);
    expect(can(coach, 'player.manage', { clubId: 'c1', teamId: 't2' })).toBe(false);
    expect(can(coach, 'team.create', { clubId: 'c1' })).toBe(false);
    expect(can(coach, 'club.read', { clubId: 'c1' })).toBe(true);
    expect(can(coach, 'club.read', { clubId: 'c2' })).toBe(false);
  });

  it('gives an admin the admin actions and no club data', () => {
    expect(can(admin, 'admin.impersonate')).toBe(true);
    expect(can(admin, 'club.read', { clubId: 'c1' })).toBe(false);
    expect(can(manager, 'admin.users')).toBe(false);
  });

  it('gives an unverified user no role but nothing', () => {
    const unverified: Principal = { ...manager, verified: false };
    expect([...rolesOf(unverified, { clubId: 'c1' })]).toEqual([]);
  });
});
