/**
 * The route table of the product spec (§2) as data, and `resolveRoute`: a pure function of the
 * path and the session that says which screen to show or where to redirect. The React router
 * (router.tsx) only renders what this decides, so every guard is unit-tested without a browser.
 *
 * Decisions where the spec is silent (README "Web app"):
 * - Every area of the app (coach, club, team, player, event, user, admin) needs a login; the auth
 *   area needs the opposite. A missing login goes to /auth/login.
 * - An unknown top-level path redirects to the app (`/`); an unknown page inside a known area
 *   (e.g. /club/nothing) shows the not-found page, so a mistyped link says so.
 * - `/user/verification` for an already verified user goes to `/user`, the page where a user
 *   creates a club or waits to be added to one (the spec's "userClub").
 */
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

/** What the guards know about the person using the app. */
export interface GuardSession {
  /** An auth token is stored. */
  readonly loggedIn: boolean;
  /** The current user, or null when unknown (not logged in, or the lookup failed). */
  readonly user: { readonly verified: boolean; readonly admin: boolean } | null;
  /** The user's staff record in their club, or null when they have none. */
  readonly staff: {
    readonly isManager: boolean;
    readonly clubId: string | null;
    /** Teams the user coaches. */
    readonly coachTeamIds: readonly string[];
    /** Teams the user may open: all of the club's for a manager, the coached ones otherwise. */
    readonly teamIds: readonly string[];
  } | null;
}

export type Params = Readonly<Record<string, string>>;

/** Redirect somewhere, or null to let the route through. */
export type Guard = (session: GuardSession, params: Params) => string | null;

export type Resolution =
  | { readonly kind: 'redirect'; readonly to: string }
  | {
      readonly kind: 'screen';
      /** `<area>.<page>`, e.g. `event.dashboard`; `notFound` for an unknown page of an area. */
      readonly screen: string;
      readonly area: AreaName;
      readonly params: Params;
    };

export type AreaName =
  'coach' | 'club' | 'team' | 'player' | 'event' | 'user' | 'auth' | 'admin' | 'verifyEmail';

/* ---------- guards ---------- */

export const LOGIN_PATH = '/auth/login';
export const APP_PATH = '/';

const isSetUp = (s: GuardSession): boolean =>
  s.user !== null && s.user.verified && s.staff !== null && s.staff.clubId !== null;

export const guards = {
  needsLogin: (s) => (s.loggedIn ? null : LOGIN_PATH),
  loggedOut: (s) => (s.loggedIn ? '/user' : null),
  /** Root: not logged in → auth; admin → admin; not verified, no staff or no club → user; else club. */
  root: (s) => {
    if (!s.loggedIn) return LOGIN_PATH;
    if (s.user?.admin) return '/admin';
    if (!isSetUp(s)) return '/user';
    return '/club';
  },
  /** A manager goes to the club; a coach of exactly one team goes to that team. */
  coach: (s) => {
    if (s.staff?.isManager) return '/club';
    const [only, ...others] = s.staff?.coachTeamIds ?? [];
    if (only !== undefined && others.length === 0) return `/team/${encodeURIComponent(only)}`;
    return null;
  },
  /** The club area has the manager layout; everybody else goes to the coach dashboard. */
  manager: (s) => (s.staff?.isManager ? null : '/coach'),
  teamAccessible: (s, p) => {
    const teamId = p['teamId'];
    if (teamId === undefined || s.staff === null) return APP_PATH;
    return s.staff.teamIds.includes(teamId) || s.staff.coachTeamIds.includes(teamId) ? null : APP_PATH;
  },
  /** The user area is for setting up: somebody already set up goes to the app. */
  notSetUp: (s) => (isSetUp(s) ? APP_PATH : null),
  verified: (s) => (s.user?.verified ? null : '/user/verification'),
  notVerified: (s) => (s.user?.verified ? '/user' : null),
  admin: (s) => (s.user?.admin ? null : '/user'),
} satisfies Record<string, Guard>;

/* ---------- the table ---------- */

interface Page {
  /** Relative to the area's base; '' is the base itself. */
  readonly path: string;
  /** Shown when the guards let it through; absent for a pure redirect. */
  readonly screen?: string;
  readonly guards?: readonly Guard[];
  /** Where this path always sends (relative paths are resolved against the area's base). */
  readonly redirect?: string;
}

export interface Area {
  readonly name: AreaName;
  readonly base: string;
  readonly guards: readonly Guard[];
  readonly pages: readonly Page[];
}

const pages = (names: readonly string[]): Page[] => names.map((name) => ({ path: name, screen: name }));

export const areas: readonly Area[] = [
  {
    name: 'coach',
    base: '/coach',
    guards: [guards.needsLogin, guards.coach],
    pages: [{ path: '', screen: 'dashboard' }],
  },
  {
    name: 'club',
    base: '/club',
    guards: [guards.needsLogin, guards.manager],
    pages: [
      { path: '', redirect: 'teams' },
      { path: 'dashboard', redirect: 'teams' },
      ...pages(['members', 'teams', 'players', 'devices', 'settings']),
    ],
  },
  {
    name: 'team',
    base: '/team/:teamId',
    guards: [guards.needsLogin, guards.teamAccessible],
    pages: [
      { path: '', redirect: 'analyses' },
      ...pages(['analyses', 'players', 'events', 'devices', 'settings', 'upload', 'report']),
      // Ours: a what-if of the team's events over a date range (issue 20).
      { path: 'what-if', screen: 'what-if' },
    ],
  },
  {
    name: 'player',
    base: '/player/:playerId',
    guards: [guards.needsLogin],
    pages: [
      { path: '', redirect: 'overview' },
      ...pages(['overview', 'selections', 'availability']),
      { path: 'metrics/:eventId', screen: 'metrics' },
      ...pages(['analyses', 'compare', 'report']),
    ],
  },
  {
    name: 'event',
    base: '/event/:eventId',
    guards: [guards.needsLogin],
    pages: [
      { path: '', redirect: 'dashboard' },
      ...pages([
        'dashboard',
        'players',
        'live',
        'metrics',
        'charts',
        'analyses',
        'intervals',
        'export',
        'import',
        // Ours: the spec's event routes have no settings page (details, window, data ranges).
        'settings',
        // Ours: session RPE entry after the event (issue 19).
        'rpe',
        // Ours: an event played back through the live screen (issue 20).
        'replay',
        // Ours: the event's records computed again with other metric settings (issue 20).
        'what-if',
      ]),
    ],
  },
  {
    name: 'user',
    base: '/user',
    guards: [guards.needsLogin, guards.notSetUp],
    pages: [
      { path: '', screen: 'account', guards: [guards.verified] },
      { path: 'verification', screen: 'verification', guards: [guards.notVerified] },
    ],
  },
  {
    name: 'auth',
    base: '/auth',
    guards: [guards.loggedOut],
    pages: [
      { path: '', redirect: 'login' },
      ...pages(['login', 'register', 'reset-password']),
      { path: 'new-password', redirect: 'login' },
      { path: 'new-password/:token', screen: 'new-password' },
    ],
  },
  {
    name: 'admin',
    base: '/admin',
    guards: [guards.needsLogin, guards.admin],
    pages: [{ path: '', redirect: 'users' }, ...pages(['users', 'clubs', 'audit', 'operations'])],
  },
  {
    name: 'verifyEmail',
    base: '/verify-email',
    guards: [],
    pages: [
      { path: '', redirect: '/user' },
      { path: ':token', screen: 'verify' },
    ],
  },
];

/* ---------- resolution ---------- */

function fill(pattern: string, params: Params): string {
  return pattern.replace(/:([A-Za-z]+)\??/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function join(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return path === '' ? base : `${base}/${path}`;
}

function runGuards(list: readonly Guard[], session: GuardSession, params: Params): string | null {
  for (const guard of list) {
    const to = guard(session, params);
    if (to !== null) return to;
  }
  return null;
}

function decodeParams(params: Record<string, string | undefined>): Params {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || /^\d+$/.test(key)) continue;
    try {
      out[key] = decodeURIComponent(value);
    } catch {
      out[key] = value;
    }
  }
  return out;
}

/** Which screen `path` shows for `session`, or where it redirects. `path` has no query or hash. */
export function resolveRoute(rawPath: string, session: GuardSession): Resolution {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (path === '/' || path === '') return { kind: 'redirect', to: guards.root(session) };
  for (const area of areas) {
    const [inArea, areaParams] = matchRoute(parse, area.base, path, true);
    if (!inArea) continue;
    const baseParams = decodeParams(areaParams);
    const blocked = runGuards(area.guards, session, baseParams);
    if (blocked !== null) return { kind: 'redirect', to: blocked };
    const base = fill(area.base, baseParams);
    for (const page of area.pages) {
      const [matched, pageParams] = matchRoute(parse, join(area.base, page.path), path);
      if (!matched) continue;
      const params = { ...baseParams, ...decodeParams(pageParams) };
      const to = runGuards(page.guards ?? [], session, params);
      if (to !== null) return { kind: 'redirect', to };
      if (page.redirect !== undefined) return { kind: 'redirect', to: join(base, page.redirect) };
      return { kind: 'screen', screen: `${area.name}.${page.screen ?? page.path}`, area: area.name, params };
    }
    return { kind: 'screen', screen: 'notFound', area: area.name, params: baseParams };
  }
  return { kind: 'redirect', to: APP_PATH };
}

const LOGIN_ONLY: ReadonlySet<Guard> = new Set<Guard>([guards.needsLogin, guards.loggedOut]);

/**
 * Whether deciding `path` needs to know who the user is (user and staff), or only whether a token
 * is stored. The event and player areas need only a login, so the app renders them without
 * waiting for the session lookups: the event overview paints sooner.
 */
export function needsIdentity(rawPath: string): boolean {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const area = areas.find((candidate) => matchRoute(parse, candidate.base, path, true)[0]);
  if (area === undefined) return true;
  return [...area.guards, ...area.pages.flatMap((page) => page.guards ?? [])].some(
    (guard) => !LOGIN_ONLY.has(guard),
  );
}

/** Follow redirects from `path` to the screen it ends on (at most `limit` hops). */
export function finalRoute(
  path: string,
  session: GuardSession,
  limit = 10,
): { readonly screen: string; readonly area: AreaName; readonly path: string; readonly params: Params } {
  let current = path;
  for (let hop = 0; hop <= limit; hop++) {
    const resolution = resolveRoute(current, session);
    if (resolution.kind === 'screen') {
      return { screen: resolution.screen, area: resolution.area, path: current, params: resolution.params };
    }
    current = resolution.to;
  }
  throw new Error(`redirect loop from ${path}`);
}
