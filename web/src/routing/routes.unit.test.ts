/**
 * The route table of spec §2, row by row: each case is a path and a session, and where the app
 * must send that person (a redirect) or what it must show. Properties over any path and session:
 * `routes.prop.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { guards, needsIdentity, resolveRoute, type GuardSession } from './routes.ts';

const anonymous: GuardSession = { loggedIn: false, user: null, staff: null };
const unknownUser: GuardSession = { loggedIn: true, user: null, staff: null };
const unverified: GuardSession = { loggedIn: true, user: { verified: false, admin: false }, staff: null };
const verifiedNoStaff: GuardSession = { loggedIn: true, user: { verified: true, admin: false }, staff: null };
const noClub: GuardSession = {
  loggedIn: true,
  user: { verified: true, admin: false },
  staff: { isManager: false, clubId: null, coachTeamIds: [], teamIds: [] },
};
const admin: GuardSession = { loggedIn: true, user: { verified: true, admin: true }, staff: null };
const manager: GuardSession = {
  loggedIn: true,
  user: { verified: true, admin: false },
  staff: { isManager: true, clubId: 'club-1', coachTeamIds: [], teamIds: ['t1', 't2'] },
};
const oneTeamCoach: GuardSession = {
  loggedIn: true,
  user: { verified: true, admin: false },
  staff: { isManager: false, clubId: 'club-1', coachTeamIds: ['t1'], teamIds: ['t1'] },
};
const twoTeamCoach: GuardSession = {
  loggedIn: true,
  user: { verified: true, admin: false },
  staff: { isManager: false, clubId: 'club-1', coachTeamIds: ['t1', 't2'], teamIds: ['t1', 't2'] },
};
const staffNoTeam: GuardSession = {
  loggedIn: true,
  user: { verified: true, admin: false },
  staff: { isManager: false, clubId: 'club-1', coachTeamIds: [], teamIds: [] },
};

type Row = readonly [path: string, session: GuardSession, who: string, expected: string];

/** `→ /x` is a redirect to /x; anything else is the screen shown. */
function describeResolution(path: string, session: GuardSession): string {
  const resolution = resolveRoute(path, session);
  return resolution.kind === 'redirect' ? `→ ${resolution.to}` : resolution.screen;
}

const rows: readonly Row[] = [
  // / (needs login): auth, then admin, then user (not verified / no staff / no club), then club.
  ['/', anonymous, 'anonymous', '→ /auth/login'],
  ['/', admin, 'admin', '→ /admin'],
  ['/', unknownUser, 'user lookup failed', '→ /user'],
  ['/', unverified, 'unverified', '→ /user'],
  ['/', verifiedNoStaff, 'no staff record', '→ /user'],
  ['/', noClub, 'staff without club', '→ /user'],
  ['/', manager, 'manager', '→ /club'],
  ['/', oneTeamCoach, 'coach', '→ /club'],
  // coach: a manager goes to club; a coach with exactly one team goes to that team.
  ['/coach', anonymous, 'anonymous', '→ /auth/login'],
  ['/coach', manager, 'manager', '→ /club'],
  ['/coach', oneTeamCoach, 'one-team coach', '→ /team/t1'],
  ['/coach', twoTeamCoach, 'two-team coach', 'coach.dashboard'],
  ['/coach', staffNoTeam, 'staff without team', 'coach.dashboard'],
  // club (manager layout; non-managers go to coach): dashboard redirects to the teams list.
  ['/club', anonymous, 'anonymous', '→ /auth/login'],
  ['/club', twoTeamCoach, 'coach', '→ /coach'],
  ['/club', manager, 'manager', '→ /club/teams'],
  ['/club/dashboard', manager, 'manager', '→ /club/teams'],
  ['/club/members', manager, 'manager', 'club.members'],
  ['/club/teams', manager, 'manager', 'club.teams'],
  ['/club/players', manager, 'manager', 'club.players'],
  ['/club/devices', manager, 'manager', 'club.devices'],
  ['/club/settings', manager, 'manager', 'club.settings'],
  ['/club/settings', oneTeamCoach, 'coach', '→ /coach'],
  ['/club/nothing', manager, 'manager', 'notFound'],
  // /team/{teamId} (goes to app if not accessible): redirects to analyses.
  ['/team/t1', anonymous, 'anonymous', '→ /auth/login'],
  ['/team/t9', manager, 'manager, other team', '→ /'],
  ['/team/t2', oneTeamCoach, 'coach, team not coached', '→ /'],
  ['/team/t1', oneTeamCoach, 'coach', '→ /team/t1/analyses'],
  ['/team/t2', manager, 'manager', '→ /team/t2/analyses'],
  ['/team/t1/analyses', oneTeamCoach, 'coach', 'team.analyses'],
  ['/team/t1/players', oneTeamCoach, 'coach', 'team.players'],
  ['/team/t1/events', oneTeamCoach, 'coach', 'team.events'],
  ['/team/t1/devices', oneTeamCoach, 'coach', 'team.devices'],
  ['/team/t1/settings', oneTeamCoach, 'coach', 'team.settings'],
  ['/team/t1/upload', oneTeamCoach, 'coach', 'team.upload'],
  ['/team/t1/report', oneTeamCoach, 'coach', 'team.report'],
  ['/team/t2/events', oneTeamCoach, 'coach, team not coached', '→ /'],
  // /player/{playerId}: redirects to overview.
  ['/player/p1', anonymous, 'anonymous', '→ /auth/login'],
  ['/player/p1', oneTeamCoach, 'coach', '→ /player/p1/overview'],
  ['/player/p1/overview', oneTeamCoach, 'coach', 'player.overview'],
  ['/player/p1/selections', oneTeamCoach, 'coach', 'player.selections'],
  ['/player/p1/availability', oneTeamCoach, 'coach', 'player.availability'],
  ['/player/p1/metrics/e1', oneTeamCoach, 'coach', 'player.metrics'],
  ['/player/p1/analyses', oneTeamCoach, 'coach', 'player.analyses'],
  ['/player/p1/compare', oneTeamCoach, 'coach', 'player.compare'],
  ['/player/p1/report', oneTeamCoach, 'coach', 'player.report'],
  // event/{eventId}: redirects to the overview (dashboard).
  ['/event/e1', anonymous, 'anonymous', '→ /auth/login'],
  ['/event/e1', oneTeamCoach, 'coach', '→ /event/e1/dashboard'],
  ['/event/e1/dashboard', oneTeamCoach, 'coach', 'event.dashboard'],
  ['/event/e1/players', oneTeamCoach, 'coach', 'event.players'],
  ['/event/e1/live', oneTeamCoach, 'coach', 'event.live'],
  ['/event/e1/metrics', oneTeamCoach, 'coach', 'event.metrics'],
  ['/event/e1/charts', oneTeamCoach, 'coach', 'event.charts'],
  ['/event/e1/analyses', oneTeamCoach, 'coach', 'event.analyses'],
  ['/event/e1/intervals', oneTeamCoach, 'coach', 'event.intervals'],
  ['/event/e1/export', oneTeamCoach, 'coach', 'event.export'],
  ['/event/e1/import', oneTeamCoach, 'coach', 'event.import'],
  // Ours (not in the spec's table): the event's details, window and data ranges.
  ['/event/e1/settings', oneTeamCoach, 'coach', 'event.settings'],
  ['/event/e1/settings', anonymous, 'anonymous', '→ /auth/login'],
  ['/event/e1/bogus', oneTeamCoach, 'coach', 'notFound'],
  // /user (needs login; goes to app if already set up): user page needs a verified account.
  ['/user', anonymous, 'anonymous', '→ /auth/login'],
  ['/user', manager, 'set up', '→ /'],
  ['/user', unverified, 'unverified', '→ /user/verification'],
  ['/user', unknownUser, 'user lookup failed', '→ /user/verification'],
  ['/user', verifiedNoStaff, 'verified, no staff', 'user.account'],
  ['/user', noClub, 'verified, no club', 'user.account'],
  ['/user/verification', unverified, 'unverified', 'user.verification'],
  ['/user/verification', verifiedNoStaff, 'verified', '→ /user'],
  ['/user/verification', manager, 'set up', '→ /'],
  // /auth (goes to user when logged in); new-password without token goes to login.
  ['/auth', anonymous, 'anonymous', '→ /auth/login'],
  ['/auth/login', anonymous, 'anonymous', 'auth.login'],
  ['/auth/register', anonymous, 'anonymous', 'auth.register'],
  ['/auth/reset-password', anonymous, 'anonymous', 'auth.reset-password'],
  ['/auth/new-password/abc', anonymous, 'anonymous', 'auth.new-password'],
  ['/auth/new-password', anonymous, 'anonymous', '→ /auth/login'],
  ['/auth/login', manager, 'logged in', '→ /user'],
  ['/auth/register', unverified, 'logged in', '→ /user'],
  // /admin (needs login and admin; non-admins go to user).
  ['/admin', anonymous, 'anonymous', '→ /auth/login'],
  ['/admin', manager, 'manager', '→ /user'],
  ['/admin', admin, 'admin', '→ /admin/users'],
  ['/admin/users', admin, 'admin', 'admin.users'],
  ['/admin/clubs', admin, 'admin', 'admin.clubs'],
  ['/admin/clubs', oneTeamCoach, 'coach', '→ /user'],
  // /verify-email/{token?}: no token goes to user; a token shows the verification.
  ['/verify-email', anonymous, 'anonymous', '→ /user'],
  ['/verify-email/tok', anonymous, 'anonymous', 'verifyEmail.verify'],
  ['/verify-email/tok', manager, 'logged in', 'verifyEmail.verify'],
  // Any other path redirects to the app.
  ['/nowhere', manager, 'manager', '→ /'],
  ['/clubs', manager, 'manager', '→ /'],
  ['/teams/t1', manager, 'manager', '→ /'],
  ['/graphql-playground', anonymous, 'anonymous', '→ /'],
];

describe('route table (spec §2)', () => {
  it.each(rows)('%s for %s (%s) → %s', (path, session, _who, expected) => {
    expect(describeResolution(path, session)).toBe(expected);
  });

  it('ignores a trailing slash', () => {
    expect(describeResolution('/event/e1/dashboard/', oneTeamCoach)).toBe('event.dashboard');
  });

  it('decodes parameters and keeps them for the screen', () => {
    const resolution = resolveRoute('/event/a%20b/dashboard', oneTeamCoach);
    expect(resolution).toMatchObject({ kind: 'screen', params: { eventId: 'a b' } });
  });

  it('encodes a coached team id in the redirect', () => {
    const odd = {
      ...oneTeamCoach,
      staff: { ...oneTeamCoach.staff!, coachTeamIds: ['a/b'], teamIds: ['a/b'] },
    };
    expect(guards.coach(odd)).toBe('/team/a%2Fb');
  });
});

describe('needsIdentity', () => {
  it('is false only where a stored token is all the guards look at', () => {
    const paths = ['/', '/coach', '/club/teams', '/team/t1', '/user', '/admin', '/nowhere'];
    for (const path of paths) expect(needsIdentity(path), path).toBe(true);
    for (const path of [
      '/event/e1',
      '/event/e1/dashboard',
      '/player/p1/overview',
      '/auth/login',
      '/verify-email/x',
    ]) {
      expect(needsIdentity(path), path).toBe(false);
    }
  });
});
