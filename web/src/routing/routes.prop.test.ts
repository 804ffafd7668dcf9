/**
 * The guards over any path made of the app's segments and any session (fast-check): they never
 * loop, send nobody logged out past a login, and `needsIdentity` agrees with them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalRoute, needsIdentity, resolveRoute, type GuardSession } from './routes.ts';

const anonymous: GuardSession = { loggedIn: false, user: null, staff: null };

const arbitrarySession: fc.Arbitrary<GuardSession> = fc.record({
  loggedIn: fc.boolean(),
  user: fc.option(fc.record({ verified: fc.boolean(), admin: fc.boolean() }), { nil: null }),
  staff: fc.option(
    fc.record({
      isManager: fc.boolean(),
      clubId: fc.option(fc.constantFrom('c1', 'c2'), { nil: null }),
      coachTeamIds: fc.subarray(['t1', 't2', 't3']),
      teamIds: fc.subarray(['t1', 't2', 't3']),
    }),
    { nil: null },
  ),
});

const segment = fc.constantFrom(
  'club',
  'coach',
  'team',
  'player',
  'event',
  'user',
  'auth',
  'admin',
  'verify-email',
  't1',
  'x',
  'dashboard',
  'metrics',
  'login',
  'verification',
  'new-password',
  'users',
  '',
);

describe('needsIdentity', () => {
  it('agrees with the guards: where it is false, what the user is changes nothing', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), arbitrarySession, (segments, session) => {
        const path = `/${segments.join('/')}`;
        if (needsIdentity(path)) return;
        const unknown = { loggedIn: session.loggedIn, user: null, staff: null };
        expect(resolveRoute(path, session)).toEqual(resolveRoute(path, unknown));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('guards never loop', () => {
  it('every path ends on a screen within a few redirects, whoever asks', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), arbitrarySession, (segments, session) => {
        const end = finalRoute(`/${segments.join('/')}`, session, 6);
        // The screen reached is one the session may see: resolving it again shows it.
        expect(resolveRoute(end.path, session)).toMatchObject({ kind: 'screen', screen: end.screen });
      }),
      { numRuns: 2000 },
    );
  });

  it('nobody logged out lands on a screen that needs a login', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const end = finalRoute(`/${segments.join('/')}`, anonymous);
        expect(end.area).toMatch(/^(auth|verifyEmail)$/);
      }),
    );
  });
});
