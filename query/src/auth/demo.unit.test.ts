import { describe, expect, it } from 'vitest';
import { DEMO_CLUB_ID, DEMO_STAFF_ID, DEMO_USER_ID } from '@stride/contracts/demo';
import type { PrincipalModel } from '../read-model/catalog.ts';
import { demoRequested, demoViewer } from './demo.ts';

const person = (userId: string, more: Partial<PrincipalModel> = {}): PrincipalModel => ({
  userId,
  verified: true,
  admin: false,
  user: {
    id: userId,
    email: `${userId}@example.com`,
    verified: true,
    admin: false,
    locale: 'en-GB',
    createdAt: new Date(0),
  },
  staffId: `staff-of-${userId}`,
  credentialsChangedAt: null,
  staff: { clubId: `club-of-${userId}`, isManager: false, coachTeamIds: ['their-team'] },
  club: { active: true, expiresAt: null },
  ...more,
});

const demoManager = person(DEMO_USER_ID, {
  staffId: DEMO_STAFF_ID,
  staff: { clubId: DEMO_CLUB_ID, isManager: true, coachTeamIds: [] },
});
const withDemo = { principal: (id: string) => Promise.resolve(id === DEMO_USER_ID ? demoManager : null) };
const withoutDemo = { principal: () => Promise.resolve(null) };

const viewerOf = (principal: PrincipalModel | null) => ({
  principal,
  clubId: principal?.staff?.clubId ?? null,
  demo: false,
});

describe('demo mode’s viewer', () => {
  it('turns on only for `demo: true`', () => {
    expect(demoRequested(new Headers({ demo: 'true' }))).toBe(true);
    expect(demoRequested(new Headers({ demo: ' TRUE ' }))).toBe(true);
    for (const value of ['false', '1', 'yes', ''])
      expect(demoRequested(new Headers({ demo: value }))).toBe(false);
    expect(demoRequested(new Headers())).toBe(false);
  });

  it('keeps who the user is and makes them the demo club’s manager, of no other club, not admin', async () => {
    const admin = person('u1', { admin: true, user: { ...person('u1').user, admin: true } });
    const viewer = await demoViewer(viewerOf(admin), withDemo);
    expect(viewer.demo).toBe(true);
    expect(viewer.clubId).toBe(DEMO_CLUB_ID);
    expect(viewer.principal).toMatchObject({
      userId: 'u1',
      admin: false,
      user: { id: 'u1', email: 'u1@example.com', admin: false },
      staffId: DEMO_STAFF_ID,
      staff: { clubId: DEMO_CLUB_ID, isManager: true, coachTeamIds: [] },
    });
  });

  it('leaves a user no club when there is no demo club', async () => {
    const viewer = await demoViewer(viewerOf(person('u2')), withoutDemo);
    expect(viewer).toMatchObject({
      demo: true,
      clubId: null,
      principal: { userId: 'u2', staff: null, staffId: null, club: null },
    });
  });

  it('leaves anonymous and unverified callers as they are', async () => {
    expect(await demoViewer(viewerOf(null), withDemo)).toEqual(viewerOf(null));
    const unverified = viewerOf(person('u3', { verified: false }));
    expect(await demoViewer(unverified, withDemo)).toBe(unverified);
  });
});
